// Issue 31, point 4: what a lender's portfolio is today and what its schedules expect, from the
// loans' own states, with the rules every other screen uses. The sums of months (lent, received)
// are the database's, in src/server/data/relatorios.ts.
import { adicionarMeses } from "./dates.ts";
import { valorDevidoNoVencimento, valorDoCiclo } from "./loans/amount-due.ts";
import { vencimentoSeguinte } from "./loans/due-dates.ts";
import { comAtraso } from "./loans/overdue.ts";
import { principalAteAParcela, termosDosJuros } from "./loans/parcelado.ts";
import type { EmprestimoEstado } from "./loans/types.ts";
import type { Centavos } from "./money.ts";

/** A loan as the reports read it: its rules' state and its client. */
export type EmprestimoDoRelatorio = EmprestimoEstado & { clienteId: string };

/** Days late past which a loan counts in PAR 30 (portfolio at risk). */
export const DIAS_PAR = 30;

/**
 * The principal still out on a loan: the balance for mensal (it is all principal); for parcelado,
 * whose balance holds interest, the sum of the principal parts of the installments not yet paid
 * (DOMAIN.md), i.e. P less the principal parts of those paid, so that the principal received plus
 * this is exactly the amount lent (100,00 at 0 % in 3, two paid: 33,34, not 100,00 / 3 = 33,33).
 */
export function principalEmAberto(e: EmprestimoEstado): Centavos {
  if (e.modalidade !== "parcelado") return Math.max(0, e.valorRestante);
  const n = e.quantidadeParcelas ?? 0;
  if (n < 1 || e.valorParcela === null) return 0;
  return e.valorOriginal - principalAteAParcela(termosDosJuros(e), e.cicloAtual - 1);
}

export interface Carteira {
  principalEmAberto: Centavos;
  /** What the overdue loans owe today: their cycle or installment and the late interest. */
  valorEmAtraso: Centavos;
  /** Outstanding principal of loans more than 30 days late. */
  principalEmRisco: Centavos;
  /** principalEmRisco / principalEmAberto in hundredths of a percent (0 with nothing out). */
  par30CentesimosDePercentual: number;
  clientesAtivos: number;
  clientesEmAtraso: number;
}

/** PAR 30: the principal at risk over the principal out, in hundredths of a percent (0 with nothing out). */
export function par30(principalEmRisco: Centavos, principalEmAberto: Centavos): number {
  return principalEmAberto === 0 ? 0 : Math.round((principalEmRisco * 10_000) / principalEmAberto);
}

/**
 * The running loans (ativo, atrasado, pausado) seen on `hoje`. The definition: the report sums the
 * same in SQL (src/server/data/relatorios.ts), checked against this on random loans.
 */
export function carteiraDe(emprestimos: EmprestimoDoRelatorio[], hoje: string): Carteira {
  let principal = 0;
  let emAtraso = 0;
  let emRisco = 0;
  const ativos = new Set<string>();
  const atrasados = new Set<string>();
  for (const bruto of emprestimos) {
    if (bruto.status !== "ativo" && bruto.status !== "atrasado" && bruto.status !== "pausado") continue;
    const e = comAtraso(bruto, hoje);
    const aberto = principalEmAberto(e);
    principal += aberto;
    ativos.add(bruto.clienteId);
    if (e.status === "atrasado") {
      emAtraso += valorDevidoNoVencimento(e, hoje);
      atrasados.add(bruto.clienteId);
      if (e.diasAtraso > DIAS_PAR) emRisco += aberto;
    }
  }
  return {
    principalEmAberto: principal,
    valorEmAtraso: emAtraso,
    principalEmRisco: emRisco,
    par30CentesimosDePercentual: par30(emRisco, principal),
    clientesAtivos: ativos.size,
    clientesEmAtraso: atrasados.size,
  };
}

/**
 * What the schedules expect in each of the `meses` calendar months from today's (yyyy-MM → value):
 * every cycle's interest (mensal, as if only interest were paid) or installment (parcelado) due
 * in the month; a due date already past counts in today's month, as what is still to come in.
 * The definition, as carteiraDe's: the report sums the same in SQL, checked against this.
 */
export function previsaoDeRecebimentos(emprestimos: EmprestimoEstado[], hoje: string, meses: number): Map<string, Centavos> {
  const primeiro = `${hoje.slice(0, 7)}-01`;
  const rotulos = Array.from({ length: meses }, (_, i) => adicionarMeses(primeiro, i).slice(0, 7));
  const fim = adicionarMeses(primeiro, meses);
  const previsto = new Map(rotulos.map((m) => [m, 0]));
  for (const inicial of emprestimos) {
    if (inicial.status !== "ativo" && inicial.status !== "atrasado") continue;
    let e: EmprestimoEstado = inicial;
    // At most one cycle per day of the window: a bound against a malformed state.
    for (let volta = 0; volta < 400 && e.dataProximoCiclo < fim && e.valorRestante > 0; volta++) {
      if (e.modalidade === "parcelado" && e.cicloAtual > (e.quantidadeParcelas ?? 0)) break;
      const mes = e.dataProximoCiclo < primeiro ? rotulos[0]! : e.dataProximoCiclo.slice(0, 7);
      const valor = Math.min(valorDoCiclo(e), e.modalidade === "parcelado" ? e.valorRestante : Number.MAX_SAFE_INTEGER);
      previsto.set(mes, (previsto.get(mes) ?? 0) + valor);
      const restante = e.modalidade === "parcelado" ? e.valorRestante - valor : e.valorRestante;
      e = { ...e, valorRestante: restante, cicloAtual: e.cicloAtual + 1, dataProximoCiclo: vencimentoSeguinte(e) };
    }
  }
  return previsto;
}
