// The installments of a parcelado loan still owed, and what each one costs on a given day
// (DOMAIN.md "Schedules" and "Late charges"): when several are overdue, each accrues its own late
// interest and penalty from its own due date. Payments, the overdue state, the amount due and the
// lists all read them here, from the written schedule.
import { adicionarMeses, diferencaEmDias } from "../dates.ts";
import { MAXIMO_CENTAVOS, percentualAte, percentualDe, type Centavos } from "../money.ts";
import type { ParcelaDoCronograma } from "./cronograma.ts";
import { jurosDaParcela, termosDosJuros, vencimentoDaParcela } from "./parcelado.ts";
import type { EmprestimoEstado } from "./types.ts";

type EstadoDasParcelas = Pick<
  EmprestimoEstado,
  | "valorOriginal"
  | "valorRestante"
  | "taxaJuros"
  | "cicloAtual"
  | "dataInicio"
  | "dataProximoCiclo"
  | "quantidadeParcelas"
  | "valorParcela"
  | "periodicidade"
  | "parcelas"
>;

/**
 * The loan's written schedule. A monthly state built without one (tests, a row read before its
 * schedule) gets the schedule its terms have always meant: installment k due dataInicio + k months
 * (the current one on dataProximoCiclo), amounts and interest parts as parcelado.ts computes them;
 * migration 0028 wrote exactly this for the loans that existed. Any other period needs its rows.
 */
export function cronogramaDe(e: EstadoDasParcelas): readonly ParcelaDoCronograma[] {
  if (e.parcelas && e.parcelas.length > 0) return e.parcelas;
  if ((e.periodicidade ?? "mensal") !== "mensal") throw new Error("Empréstimo parcelado sem cronograma escrito");
  if (e.quantidadeParcelas === null || e.valorParcela === null) throw new Error("Empréstimo parcelado sem quantidadeParcelas ou valorParcela");
  const n = e.quantidadeParcelas;
  const valorParcela = e.valorParcela;
  const termos = termosDosJuros({ ...e, quantidadeParcelas: n, valorParcela });
  return Array.from({ length: n }, (_, i) => {
    const k = i + 1;
    const valor = k < n ? valorParcela : Math.max(0, termos.total - (n - 1) * valorParcela);
    const juros = Math.min(Math.max(0, jurosDaParcela(termos, k)), valor);
    const vencimento =
      k === e.cicloAtual
        ? e.dataProximoCiclo
        : e.dataInicio !== null
          ? vencimentoDaParcela(e.dataInicio, k)
          : adicionarMeses(e.dataProximoCiclo, Math.max(0, k - e.cicloAtual));
    return { numero: k, vencimento, valor, juros, principal: valor - juros };
  });
}

/**
 * The installments not yet paid, oldest first: from cicloAtual on, each for what is still owed of
 * it, so they add up to valorRestante (the last takes whatever is left, as parcelaAtual always
 * did). The first one falls due on the loan's dataProximoCiclo, the date the row carries.
 */
export function parcelasEmAberto(e: EstadoDasParcelas): ParcelaDoCronograma[] {
  const todas = cronogramaDe(e);
  const n = todas.length;
  let restante = Math.max(0, e.valorRestante);
  const abertas: ParcelaDoCronograma[] = [];
  for (let k = e.cicloAtual; k <= n && restante > 0; k++) {
    const escrita = todas[k - 1] as ParcelaDoCronograma;
    const valor = k >= n ? restante : Math.min(escrita.valor, restante);
    const juros = Math.min(Math.max(0, escrita.juros), valor);
    abertas.push({ ...escrita, vencimento: k === e.cicloAtual ? e.dataProximoCiclo : escrita.vencimento, valor, juros, principal: valor - juros });
    restante -= valor;
  }
  // A row out of step with its plan (past its last installment and still owing) owes the rest as
  // principal on its current due date.
  if (abertas.length === 0 && restante > 0) {
    abertas.push({ numero: e.cicloAtual, vencimento: e.dataProximoCiclo, valor: restante, juros: 0, principal: restante });
  }
  return abertas;
}

export interface EncargosDeAtraso {
  /** Calendar days from the due date to the day asked (0 on or before it). */
  diasAtraso: number;
  jurosAtraso: Centavos;
  multa: Centavos;
}

export type TermosDoAtraso = Pick<EmprestimoEstado, "taxaAtraso" | "taxaAtrasoTipo" | "multaAtraso">;

/**
 * The late charges of an amount due on `vencimento`, paid on `data`: late interest per day
 * (percentual on the amount, or fixo R$ per day) and the penalty, once, on the amount. Nothing on
 * or before the due date. Late interest stops at R$ 99.999.999,99 (its column).
 */
export function encargosDeAtraso(termos: TermosDoAtraso, base: Centavos, vencimento: string, data: string): EncargosDeAtraso {
  const dias = diferencaEmDias(vencimento, data);
  if (dias <= 0) return { diasAtraso: 0, jurosAtraso: 0, multa: 0 };
  let jurosAtraso: Centavos;
  if (termos.taxaAtrasoTipo === "fixo") {
    jurosAtraso = termos.taxaAtraso > 0 && dias > Math.floor(MAXIMO_CENTAVOS / termos.taxaAtraso) ? MAXIMO_CENTAVOS : termos.taxaAtraso * dias;
  } else {
    jurosAtraso = percentualAte(Math.max(0, base), termos.taxaAtraso, dias, MAXIMO_CENTAVOS);
  }
  return { diasAtraso: dias, jurosAtraso, multa: percentualDe(Math.max(0, base), termos.multaAtraso ?? 0) };
}

export interface ParcelaComEncargos extends ParcelaDoCronograma, EncargosDeAtraso {
  /** valor + jurosAtraso + multa: what this installment costs on that day. */
  total: Centavos;
}

/** An open installment with its charges on `data`. */
export function comEncargos(termos: TermosDoAtraso, parcela: ParcelaDoCronograma, data: string): ParcelaComEncargos {
  const encargos = encargosDeAtraso(termos, parcela.valor, parcela.vencimento, data);
  return { ...parcela, ...encargos, total: parcela.valor + encargos.jurosAtraso + encargos.multa };
}

/** Adds centavos, stopping at R$ 99.999.999,99 (a sum of late charges must still fit its column). */
export function somaAte(valores: readonly Centavos[]): Centavos {
  let soma = 0;
  for (const v of valores) soma = Math.min(MAXIMO_CENTAVOS, soma + v);
  return soma;
}

/**
 * What 'Cobrar hoje' shows of a loan: each open installment due on or before `hoje`, with its
 * charges. Empty when nothing is due yet.
 */
export function parcelasACobrar(e: EstadoDasParcelas & TermosDoAtraso, hoje: string): ParcelaComEncargos[] {
  // The oldest open installment decides: while it is not due, nothing is (a schedule's dates only grow).
  if (e.dataProximoCiclo > hoje) return [];
  return parcelasEmAberto(e)
    .filter((p) => p.vencimento <= hoje)
    .map((p) => comEncargos(e, p, hoje));
}
