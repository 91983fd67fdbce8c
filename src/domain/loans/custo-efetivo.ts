// What a loan really costs (issue 29, DOMAIN.md "Effective rates"): the money lent, the total to be
// paid on schedule, and the internal rate of return of those cash flows per month and per year.
// Money stays in integer centavos; only the rates, which are not money, are floating point.
import { diferencaEmDias } from "../dates.ts";
import type { Centavos, TaxaCentesimos } from "../money.ts";
import { totalMensal } from "./mensal.ts";
import { planoParcelado, vencimentoDaParcela } from "./parcelado.ts";
import type { EmprestimoEstado, Modalidade } from "./types.ts";

/** The terms a loan is made on: what the form, the link and the loan row all have. */
export interface TermosDoEmprestimo {
  modalidade: Modalidade;
  valorOriginal: Centavos;
  /** Per cycle of prazoDias days (mensal) or per month (parcelado). */
  taxaJuros: TaxaCentesimos;
  /** Mensal only. */
  prazoDias: number | null;
  /** Parcelado only. */
  quantidadeParcelas: number | null;
  /**
   * yyyy-MM-dd, the day the money is delivered: day 0 of the cash flows and the anchor of the
   * installments. A loan not yet delivered is costed as if delivered on the day given here.
   */
  dataInicio: string;
}

/** A payment on schedule: `dias` after the money is delivered. */
export interface PagamentoNoPrazo {
  dias: number;
  valor: Centavos;
}

export interface CustoEfetivo {
  /** The money lent. */
  valorFinanciado: Centavos;
  /** What the borrower pays if every payment is made on its due date. */
  totalAPagar: Centavos;
  /** Percent per month of 30 days (10 means 10 % a.m.), never above TAXA_EFETIVA_MAXIMA. */
  taxaMensal: number;
  /** Percent per year: (1 + monthly)^12 − 1, never above TAXA_EFETIVA_MAXIMA. */
  taxaAnual: number;
}

/**
 * The largest rate expressed, in percent (a trillion percent). Only absurd terms reach it (999 %
 * a day gives ~10^374 % a year, more than a float holds); a rate at the bound means "at least
 * this", and is shown so (formatarTaxaEfetiva).
 */
export const TAXA_EFETIVA_MAXIMA = 1e12;

/** A loan's (or a link's future loan's) terms, delivered on `dataInicio`. */
export function termosDoEstado(
  e: Pick<EmprestimoEstado, "modalidade" | "valorOriginal" | "taxaJuros" | "prazoDias" | "quantidadeParcelas">,
  dataInicio: string,
): TermosDoEmprestimo {
  return {
    modalidade: e.modalidade,
    valorOriginal: e.valorOriginal,
    taxaJuros: e.taxaJuros,
    prazoDias: e.prazoDias,
    quantidadeParcelas: e.quantidadeParcelas,
    dataInicio,
  };
}

/** The payments of a loan made on schedule, in the order they fall due. */
export function pagamentosNoPrazo(t: TermosDoEmprestimo): PagamentoNoPrazo[] {
  if (t.modalidade === "parcelado") {
    if (t.quantidadeParcelas === null) throw new RangeError("Empréstimo parcelado sem quantidade de parcelas");
    return planoParcelado(t.valorOriginal, t.taxaJuros, t.quantidadeParcelas).parcelas.map((valor, i) => ({
      dias: diferencaEmDias(t.dataInicio, vencimentoDaParcela(t.dataInicio, i + 1)),
      valor,
    }));
  }
  if (t.prazoDias === null || !Number.isSafeInteger(t.prazoDias) || t.prazoDias < 1) {
    throw new RangeError(`Empréstimo mensal precisa de prazoDias positivo: ${t.prazoDias}`);
  }
  // Paid on schedule, a mensal loan is repaid with the first cycle's interest, on its due date.
  return [{ dias: t.prazoDias, valor: totalMensal(t.valorOriginal, t.taxaJuros) }];
}

export function custoEfetivo(t: TermosDoEmprestimo): CustoEfetivo {
  if (!Number.isSafeInteger(t.valorOriginal) || t.valorOriginal < 1) throw new RangeError(`Valor inválido: ${t.valorOriginal}`);
  const pagamentos = pagamentosNoPrazo(t);
  const totalAPagar = pagamentos.reduce((soma, p) => soma + p.valor, 0);
  const x = logDoFatorMensal(t.valorOriginal, pagamentos);
  return {
    valorFinanciado: t.valorOriginal,
    totalAPagar,
    taxaMensal: percentual(x),
    taxaAnual: percentual(12 * x),
  };
}

/** One installment of a written schedule, as the effective rate reads it. */
export interface ParcelaParaCusto {
  /** yyyy-MM-dd, after the day the money is delivered. */
  vencimento: string;
  valor: Centavos;
}

/**
 * Issue 43: the cost of any written schedule (daily, weekly, fortnightly or monthly, a rate per
 * period or for the whole loan), from the money lent on `dataEmprestimo` and each installment on
 * its due date. The same internal rate of return as custoEfetivo (days / 30 for months, annual =
 * (1 + monthly)^12 − 1): a monthly schedule with the rate per month costs exactly what
 * custoEfetivo says of the parcelado loan. Throws RangeError for a value below one centavo, no
 * installment, or an installment due on or before the day the money is lent.
 */
export function custoEfetivoDoCronograma(valorEmprestado: Centavos, dataEmprestimo: string, parcelas: readonly ParcelaParaCusto[]): CustoEfetivo {
  if (!Number.isSafeInteger(valorEmprestado) || valorEmprestado < 1) throw new RangeError(`Valor inválido: ${valorEmprestado}`);
  if (parcelas.length === 0) throw new RangeError("Cronograma sem parcelas");
  const pagamentos = parcelas.map((p) => ({ dias: diferencaEmDias(dataEmprestimo, p.vencimento), valor: p.valor }));
  const totalAPagar = pagamentos.reduce((soma, p) => soma + p.valor, 0);
  const x = logDoFatorMensal(valorEmprestado, pagamentos);
  return { valorFinanciado: valorEmprestado, totalAPagar, taxaMensal: percentual(x), taxaAnual: percentual(12 * x) };
}

/** (e^x − 1) × 100, within the bound; expm1 keeps small rates exact to the last digit. */
function percentual(x: number): number {
  const valor = Math.expm1(x) * 100;
  return Number.isFinite(valor) && valor < TAXA_EFETIVA_MAXIMA ? valor : TAXA_EFETIVA_MAXIMA;
}

/**
 * x = ln(1 + monthly rate), the root of NPV(x) = Σ valor × e^(−x × dias / 30) − lent. With every
 * payment positive and after day 0, NPV falls strictly as x grows, so the root is unique and lies
 * between the bounds below; bisection finds it to the float's precision without ever diverging
 * (Newton's method, which the usual XIRR code uses, can). Working in x instead of the rate keeps
 * the absurd terms (a rate of 10^31 per month) inside the float's range.
 */
function logDoFatorMensal(emprestado: Centavos, pagamentos: PagamentoNoPrazo[]): number {
  const total = pagamentos.reduce((soma, p) => soma + p.valor, 0);
  if (pagamentos.some((p) => p.dias < 1 || p.valor < 0)) throw new RangeError("Pagamentos devem cair depois da entrega, com valores positivos");
  // Rates are never negative (taxaJuros ≥ 0), so on schedule the borrower pays back at least the loan.
  if (total < emprestado) throw new RangeError(`Pagamentos (${total}) abaixo do valor emprestado (${emprestado})`);
  if (total === emprestado) return 0;
  const dias = pagamentos.map((p) => p.dias);
  const lnRazao = Math.log(total / emprestado);
  // Every payment on the last day would need the smallest x, every payment on the first day the largest.
  let baixo = (30 / Math.max(...dias)) * lnRazao;
  let alto = (30 / Math.min(...dias)) * lnRazao;
  const vpl = (x: number) => pagamentos.reduce((soma, p) => soma + p.valor * Math.exp((-x * p.dias) / 30), 0) - emprestado;
  for (let i = 0; i < 200 && alto - baixo > 1e-15 * alto; i++) {
    const meio = (baixo + alto) / 2;
    if (vpl(meio) > 0) baixo = meio;
    else alto = meio;
  }
  return (baixo + alto) / 2;
}

const FORMATO = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '10,00 % a.m.', '213,84 % a.a.'; a rate at the bound reads 'mais de 1.000.000.000.000,00 % a.a.'. */
export function formatarTaxaEfetiva(percentual: number, periodo: "a.m." | "a.a."): string {
  const texto = `${FORMATO.format(percentual)} % ${periodo}`;
  return percentual >= TAXA_EFETIVA_MAXIMA ? `mais de ${texto}` : texto;
}

/** The rate as the API carries it: percent with four decimals, dot-separated ("213.8428"). */
export function taxaEfetivaNaApi(percentual: number): string {
  return percentual.toFixed(4);
}

/**
 * What a loan costs paid on schedule, from its state: a parcelado loan with a written schedule
 * (issue 43) is costed on that schedule's own dates and amounts (daily, weekly, on the lender's
 * collection days); any other loan by its terms, as before.
 */
export function custoEfetivoDoEstado(
  e: Pick<EmprestimoEstado, "modalidade" | "valorOriginal" | "taxaJuros" | "prazoDias" | "quantidadeParcelas" | "parcelas">,
  dataInicio: string,
): CustoEfetivo {
  if (e.modalidade === "parcelado" && e.parcelas && e.parcelas.length > 0) return custoEfetivoDoCronograma(e.valorOriginal, dataInicio, e.parcelas);
  return custoEfetivo(termosDoEstado(e, dataInicio));
}
