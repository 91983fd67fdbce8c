// Parcelado modality: a fixed plan of n monthly installments with simple interest on the
// original amount (DOMAIN.md). The loan row keeps the plan (quantidadeParcelas, valorParcela)
// and valorRestante = the installments not yet paid, so the rules below need no history.
import { adicionarMeses } from "../dates.ts";
import { percentualDe, type Centavos, type TaxaCentesimos } from "../money.ts";
import type { EmprestimoEstado } from "./types.ts";

export interface PlanoParcelado {
  /** P + P × r / 100 × n, rounded once. */
  total: Centavos;
  /** total − P. */
  juros: Centavos;
  /** floor(total / n): every installment but the last. */
  valorParcela: Centavos;
  /** n amounts; the last takes the remainder, so they add up to `total` exactly. */
  parcelas: Centavos[];
  /** P × r / 100, the interest part of each installment. */
  jurosPorParcela: Centavos;
}

/** The installment plan shown on the public page and stored on the loan (one implementation). */
export function planoParcelado(valorOriginal: Centavos, taxaJurosMes: TaxaCentesimos, quantidadeMeses: number): PlanoParcelado {
  if (!Number.isSafeInteger(quantidadeMeses) || quantidadeMeses < 1) {
    throw new RangeError(`Quantidade de parcelas inválida: ${quantidadeMeses}`);
  }
  if (!Number.isSafeInteger(valorOriginal) || valorOriginal < 0) throw new RangeError(`Valor inválido: ${valorOriginal}`);
  const juros = percentualDe(valorOriginal, taxaJurosMes, quantidadeMeses);
  const total = valorOriginal + juros;
  const valorParcela = Math.floor(total / quantidadeMeses);
  const parcelas = Array.from({ length: quantidadeMeses }, () => valorParcela);
  parcelas[quantidadeMeses - 1] = total - valorParcela * (quantidadeMeses - 1);
  return { total, juros, valorParcela, parcelas, jurosPorParcela: percentualDe(valorOriginal, taxaJurosMes) };
}

/** Installment k (from 1) falls due dataInicio + k months, always from the anchor (no clamping drift). */
export function vencimentoDaParcela(dataInicio: string, numeroParcela: number): string {
  return adicionarMeses(dataInicio, numeroParcela);
}

type EstadoParcelado = Pick<EmprestimoEstado, "valorRestante" | "cicloAtual" | "quantidadeParcelas" | "valorParcela">;

function plano(e: EstadoParcelado): { n: number; valorParcela: Centavos } {
  if (e.quantidadeParcelas === null || e.valorParcela === null) {
    throw new Error("Empréstimo parcelado sem quantidadeParcelas ou valorParcela");
  }
  return { n: e.quantidadeParcelas, valorParcela: e.valorParcela };
}

/**
 * The installment due now: valorParcela, or everything left on the last one (it carries the
 * rounding remainder). Never more than what is still owed.
 */
export function parcelaAtual(e: EstadoParcelado): Centavos {
  const { n, valorParcela } = plano(e);
  if (e.valorRestante <= 0) return 0;
  if (e.cicloAtual >= n) return e.valorRestante;
  return Math.min(valorParcela, e.valorRestante);
}

export interface DivisaoPagamento {
  valorJuros: Centavos;
  valorPrincipal: Centavos;
}

type EstadoParceladoComTaxa = EstadoParcelado & Pick<EmprestimoEstado, "valorOriginal" | "taxaJuros">;

// Interest part of one installment: P × r / 100, capped so the principal part is never negative
// (a tiny loan can round its installment below its interest).
function dividir(parcela: Centavos, jurosPorParcela: Centavos): DivisaoPagamento {
  const valorJuros = Math.min(jurosPorParcela, parcela);
  return { valorJuros, valorPrincipal: parcela - valorJuros };
}

/** Interest and principal of the installment due now (DOMAIN.md: interest part P × r / 100). */
export function divisaoDaParcela(e: EstadoParceladoComTaxa): DivisaoPagamento {
  return dividir(parcelaAtual(e), percentualDe(e.valorOriginal, e.taxaJuros));
}

/**
 * Interest and principal of paying off everything still owed: the sum of what each remaining
 * installment would record if paid one by one. So `totalPagoJuros` of a client does not depend
 * on whether the borrower paid the installments or settled them at once.
 */
export function divisaoDoSaldo(e: EstadoParceladoComTaxa): DivisaoPagamento {
  const { n, valorParcela } = plano(e);
  const jurosPorParcela = percentualDe(e.valorOriginal, e.taxaJuros);
  let restante = Math.max(0, e.valorRestante);
  let valorJuros = 0;
  for (let k = e.cicloAtual; k <= n && restante > 0; k++) {
    const parcela = k >= n ? restante : Math.min(valorParcela, restante);
    valorJuros += dividir(parcela, jurosPorParcela).valorJuros;
    restante -= parcela;
  }
  // Whatever a row out of step with its plan still holds beyond installment n is principal.
  return { valorJuros, valorPrincipal: Math.max(0, e.valorRestante) - valorJuros };
}
