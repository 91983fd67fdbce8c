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
 * A plan with the rate for the whole loan ("20 % no total", issue 43): the interest P × R / 100
 * rounded once, the total split in n as any total is (at 0 % planoParcelado's total is the amount
 * itself), each installment's interest part the interest / n rounded half-up.
 */
export function planoComTaxaTotal(valorOriginal: Centavos, taxaTotal: TaxaCentesimos, quantidadeParcelas: number): PlanoParcelado {
  if (!Number.isSafeInteger(valorOriginal) || valorOriginal < 0) throw new RangeError(`Valor inválido: ${valorOriginal}`);
  const juros = percentualDe(valorOriginal, taxaTotal);
  const plano = planoParcelado(valorOriginal + juros, 0, quantidadeParcelas);
  return { ...plano, juros, jurosPorParcela: Math.floor((2 * juros + quantidadeParcelas) / (2 * quantidadeParcelas)) };
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

/** What the interest parts of a plan are computed from: the loan row's own terms suffice. */
export type TermosDosJuros = Pick<PlanoParcelado, "total" | "juros" | "valorParcela" | "jurosPorParcela"> & { quantidadeParcelas: number };

/**
 * The interest of installments 1..k together (DOMAIN.md): each installment's interest part is
 * P × r / 100 and the last takes what makes the parts add up to the plan's total interest exactly,
 * so jurosAteAParcela(plano, n) = plano.juros (999,99 at 9,99 % in 24: 23 × 99,90 + 99,88 =
 * 2.397,58, not 24 × 99,90 = 2.397,60).
 *
 * On a tiny plan those parts can leave the last installment with negative interest (0,50 at 1 %
 * in 4: 1 + 1 + 1 centavo already exceeds the 2 of interest) or more interest than its amount,
 * i.e. negative principal (0,05 at 25 % in 4). There the cumulative interest is kept where every
 * part is possible: never below 0 nor above the installments paid (k × valorParcela), never above
 * the total interest, and never so low that the principal received would pass P (k × valorParcela
 * − P). Every installment's interest and principal part then lie between 0 and the installment,
 * and on any plan whose plain parts are all non-negative this is exactly k × P × r / 100.
 * A closed form, so the report's SQL (principalEmAbertoSql) computes the same in one expression.
 */
export function jurosAteAParcela(plano: TermosDosJuros, k: number): Centavos {
  const n = plano.quantidadeParcelas;
  if (k <= 0) return 0;
  if (k >= n) return plano.juros;
  const pago = k * plano.valorParcela;
  const piso = Math.max(0, pago - (plano.total - plano.juros));
  const teto = Math.min(plano.juros, pago);
  return Math.max(piso, Math.min(k * plano.jurosPorParcela, teto));
}

/** The interest part of installment k (from 1) of the plan: jurosAteAParcela(k) − jurosAteAParcela(k − 1). */
export function jurosDaParcela(plano: TermosDosJuros, k: number): Centavos {
  return jurosAteAParcela(plano, k) - jurosAteAParcela(plano, k - 1);
}

/**
 * The principal of installments 1..k together: what they amount to less their interest parts, so
 * P once all n are paid. The report's principal outstanding is P less this for the installments
 * paid (principalEmAberto), and principalEmAbertoSql is the same expression in SQL.
 */
export function principalAteAParcela(plano: TermosDosJuros, k: number): Centavos {
  if (k <= 0) return 0;
  if (k >= plano.quantidadeParcelas) return plano.total - plano.juros;
  return k * plano.valorParcela - jurosAteAParcela(plano, k);
}

/**
 * The plan's figures for the interest parts, from the row alone (no RangeError on a row out of
 * step with its plan, unlike planoParcelado): P × r / 100 × n rounded once, and the stored installment.
 */
export function termosDosJuros(e: EstadoParceladoComTaxa): TermosDosJuros {
  const { n, valorParcela } = plano(e);
  const juros = percentualDe(e.valorOriginal, e.taxaJuros, n);
  return { total: e.valorOriginal + juros, juros, valorParcela, jurosPorParcela: percentualDe(e.valorOriginal, e.taxaJuros), quantidadeParcelas: n };
}

type EstadoParceladoComTaxa = EstadoParcelado & Pick<EmprestimoEstado, "valorOriginal" | "taxaJuros">;

// The interest part of one installment, capped at the installment so the principal part is never
// negative (only a row out of step with its plan gets an installment below its interest part).
function dividir(parcela: Centavos, juros: Centavos): DivisaoPagamento {
  const valorJuros = Math.min(Math.max(0, juros), parcela);
  return { valorJuros, valorPrincipal: parcela - valorJuros };
}

/** Interest and principal of the installment due now (jurosDaParcela: the last takes the remainder). */
export function divisaoDaParcela(e: EstadoParceladoComTaxa): DivisaoPagamento {
  return dividir(parcelaAtual(e), jurosDaParcela(termosDosJuros(e), e.cicloAtual));
}

/**
 * Interest and principal of paying off everything still owed: the sum of what each remaining
 * installment would record if paid one by one. So `totalPagoJuros` of a client does not depend
 * on whether the borrower paid the installments or settled them at once.
 */
export function divisaoDoSaldo(e: EstadoParceladoComTaxa): DivisaoPagamento {
  const { n, valorParcela } = plano(e);
  const termos = termosDosJuros(e);
  let restante = Math.max(0, e.valorRestante);
  let valorJuros = 0;
  for (let k = e.cicloAtual; k <= n && restante > 0; k++) {
    const parcela = k >= n ? restante : Math.min(valorParcela, restante);
    valorJuros += dividir(parcela, jurosDaParcela(termos, k)).valorJuros;
    restante -= parcela;
  }
  // Whatever a row out of step with its plan still holds beyond installment n is principal.
  return { valorJuros, valorPrincipal: Math.max(0, e.valorRestante) - valorJuros };
}
