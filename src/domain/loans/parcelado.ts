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
  /** Every installment but the last: total / n rounded half-up (see valorDaParcela). */
  valorParcela: Centavos;
  /**
   * n amounts; the last takes the difference (total − (n − 1) × valorParcela), so they add up to
   * `total` exactly. It may be smaller than valorParcela (200,00 in 3: 66,67 + 66,67 + 66,66), and
   * is never below R$ 0,01.
   */
  parcelas: Centavos[];
  /** P × r / 100, the interest part of each installment. */
  jurosPorParcela: Centavos;
}

/**
 * The installment plan shown on the public page and stored on the loan (one implementation).
 * Throws RangeError when the total cannot give every installment at least R$ 0,01 (total < n):
 * the link form refuses such terms (valorOriginal ≥ n), so only a bug or a hand-made row gets here.
 */
export function planoParcelado(valorOriginal: Centavos, taxaJurosMes: TaxaCentesimos, quantidadeMeses: number): PlanoParcelado {
  if (!Number.isSafeInteger(quantidadeMeses) || quantidadeMeses < 1) {
    throw new RangeError(`Quantidade de parcelas inválida: ${quantidadeMeses}`);
  }
  if (!Number.isSafeInteger(valorOriginal) || valorOriginal < 0) throw new RangeError(`Valor inválido: ${valorOriginal}`);
  const juros = percentualDe(valorOriginal, taxaJurosMes, quantidadeMeses);
  const total = valorOriginal + juros;
  if (!Number.isSafeInteger(total)) throw new RangeError(`Total grande demais: ${total}`);
  if (total < quantidadeMeses) {
    throw new RangeError(`Total de ${total} centavos não chega a R$ 0,01 por parcela em ${quantidadeMeses} parcelas`);
  }
  const valorParcela = valorDaParcela(total, quantidadeMeses);
  const parcelas = Array.from({ length: quantidadeMeses }, () => valorParcela);
  parcelas[quantidadeMeses - 1] = total - valorParcela * (quantidadeMeses - 1);
  return { total, juros, valorParcela, parcelas, jurosPorParcela: percentualDe(valorOriginal, taxaJurosMes) };
}

/**
 * The installment of a plan of `n` for `total` centavos (total ≥ n ≥ 1), in integers only:
 * total / n rounded half-up (DOMAIN.md: every installment is rounded once, half-up), and the last
 * installment absorbs the difference. Rounding up n − 1 installments can leave the last with
 * nothing or less when the total is tiny next to n (6 centavos in 4: 2 + 2 + 2 + 0); only then
 * (total < n × (n + 1) / 2, at most R$ 72,60 with 120 installments) the installment is rounded
 * down instead, so that the last one, which takes the remainder, is at least R$ 0,01.
 */
function valorDaParcela(total: Centavos, n: number): Centavos {
  const resto = total % n;
  const piso = (total - resto) / n;
  const meioAcima = 2 * resto >= n ? piso + 1 : piso;
  return total - meioAcima * (n - 1) >= 1 ? meioAcima : piso;
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
 * The installment due now: valorParcela, or everything left on the last one (it takes the
 * difference, so it may be larger or smaller than valorParcela). Never more than what is still
 * owed. On a row in step with its plan, installment k < n leaves (n − k) × valorParcela + last >
 * valorParcela owed, so the min only matters for rows out of step with their plan.
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
