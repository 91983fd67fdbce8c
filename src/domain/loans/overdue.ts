// Overdue state (DOMAIN.md): a pure function of the loan and today's date in São Paulo, so it
// is always current when read and the daily job that persists it is idempotent.
import { diferencaEmDias } from "../dates.ts";
import { MAXIMO_CENTAVOS, percentualAte, percentualDe, type Centavos } from "../money.ts";
import { jurosDoCiclo } from "./mensal.ts";
import { comEncargos, parcelasEmAberto, somaAte } from "./parcelas-em-aberto.ts";
import { parcelaAtual } from "./parcelado.ts";
import type { EmprestimoEstado, EstadoComAtraso, StatusEmprestimo } from "./types.ts";

export interface EstadoAtraso {
  status: StatusEmprestimo;
  diasAtraso: number;
  valorJurosAtraso: Centavos;
  /** The penalties due (multaAtraso): on the overdue cycle's interest, or on each overdue installment. */
  valorMulta: Centavos;
}

/** Only running loans accrue; aguardando_envio, pausado and finalizado never do. */
export function acumulaAtraso(status: StatusEmprestimo): boolean {
  return status === "ativo" || status === "atrasado";
}

/**
 * Late interest for `dias` days: percentual = base × taxaAtraso / 100 × dias (base is
 * valorRestante for mensal, the overdue installment for parcelado); fixo = taxaAtraso × dias.
 * Rounded once over all the days, so it grows linearly up to one centavo.
 *
 * It stops at R$ 99.999.999,99, the most valorJurosAtraso's numeric(10,2) column holds: a loan
 * forgotten for years must not make every read and the daily job fail.
 */
export function jurosAtraso(e: EmprestimoEstado, dias: number): Centavos {
  if (dias <= 0) return 0;
  if (e.taxaAtrasoTipo === "fixo") {
    if (e.taxaAtraso > 0 && dias > Math.floor(MAXIMO_CENTAVOS / e.taxaAtraso)) return MAXIMO_CENTAVOS;
    return e.taxaAtraso * dias;
  }
  const base = e.modalidade === "parcelado" ? parcelaAtual(e) : e.valorRestante;
  return percentualAte(base, e.taxaAtraso, dias, MAXIMO_CENTAVOS);
}

/**
 * Status and late figures on `hoje`. A running loan whose dataProximoCiclo is before today is
 * atrasado, by the days since the due date; on the due date itself it is due, not late. A running
 * loan no longer late (for instance after a payment) is ativo with 0 and 0.
 */
export function estadoAtraso(e: EmprestimoEstado, hoje: string): EstadoAtraso {
  if (!acumulaAtraso(e.status)) return { status: e.status, diasAtraso: 0, valorJurosAtraso: 0, valorMulta: 0 };
  const dias = diferencaEmDias(e.dataProximoCiclo, hoje);
  if (dias <= 0) return { status: "ativo", diasAtraso: 0, valorJurosAtraso: 0, valorMulta: 0 };
  if (e.modalidade === "parcelado") {
    // DOMAIN.md: every overdue installment accrues its own charges from its own due date.
    const atrasadas = parcelasEmAberto(e)
      .filter((p) => p.vencimento < hoje)
      .map((p) => comEncargos(e, p, hoje));
    return {
      status: "atrasado",
      diasAtraso: dias,
      valorJurosAtraso: somaAte(atrasadas.map((p) => p.jurosAtraso)),
      valorMulta: somaAte(atrasadas.map((p) => p.multa)),
    };
  }
  return { status: "atrasado", diasAtraso: dias, valorJurosAtraso: jurosAtraso(e, dias), valorMulta: multaDoCiclo(e) };
}

/** The penalty of an overdue mensal cycle: multaAtraso on the cycle's interest (DOMAIN.md), once. */
function multaDoCiclo(e: EmprestimoEstado): Centavos {
  return percentualDe(jurosDoCiclo(e.valorRestante, e.taxaJuros), e.multaAtraso ?? 0);
}

/** The loan with its overdue state brought up to `hoje`, ready to show or persist. */
export function comAtraso(e: EmprestimoEstado, hoje: string): EstadoComAtraso {
  return { ...e, ...estadoAtraso(e, hoje) };
}
