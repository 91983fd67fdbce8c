// Issue 29, point 2: the warning a lender sees when a loan's cost is above the legal limit for
// loans between private persons. It informs and never blocks (DOMAIN.md "Effective rates").
import { custoEfetivoDoEstado, formatarTaxaEfetiva, type CustoEfetivo } from "./custo-efetivo.ts";
import type { EmprestimoEstado, TipoTaxaAtraso } from "./types.ts";
import type { Centavos } from "../money.ts";
import { novoEmprestimoManual, type DadosEmprestimoManual } from "./new-loan.ts";

/** The default of LIMITE_JUROS_ANUAL: 12 % a.a., the Lei de Usura's limit as long read between private persons. */
export const LIMITE_JUROS_ANUAL_PADRAO = 12;

/** The late fee as the loan row keeps it: % per day, or centavos per day (fixo). */
export interface TaxaDeAtraso {
  taxaAtraso: number;
  taxaAtrasoTipo: TipoTaxaAtraso;
  /** The amount lent: a fixed fee per day is taken as a rate on it. */
  valorOriginal: Centavos;
}

const NUMERO = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });

/**
 * The late fee per month of 30 days, in percent, as the late interest accrues (simple, per day):
 * percentual 1 % a day is 30 % a.m.; a fixed R$ 10,00 a day on R$ 1.000,00 is also 30 % a.m.
 */
export function atrasoAoMes(t: TaxaDeAtraso): number {
  const porDia = t.taxaAtrasoTipo === "percentual" ? t.taxaAtraso / 100 : (t.taxaAtraso / t.valorOriginal) * 100;
  return porDia * 30;
}

/**
 * The warnings for a loan, none when it is within `limiteAnual` (% a.a.):
 * - its effective annual rate above the limit, in the words;
 * - its late fee per month above the limit taken per month (limit / 12: 12 % a.a. is 1 % a.m.,
 *   as the Lei de Usura is read).
 */
export function avisosDeLimiteLegal(custo: Pick<CustoEfetivo, "taxaAnual">, atraso: TaxaDeAtraso, limiteAnual: number): string[] {
  const limite = `Lei de Usura: ${NUMERO.format(limiteAnual)} % a.a.`;
  const avisos: string[] = [];
  if (custo.taxaAnual > limiteAnual) {
    avisos.push(`Taxa acima do limite legal para empréstimos entre pessoas físicas (${limite}). Esta taxa: ${formatarTaxaEfetiva(custo.taxaAnual, "a.a.")}`);
  }
  const atrasoMensal = atrasoAoMes(atraso);
  if (atrasoMensal > limiteAnual / 12) {
    avisos.push(
      `Juros de atraso acima do limite legal para empréstimos entre pessoas físicas (${limite}, ${NUMERO.format(limiteAnual / 12)} % a.m.). ` +
        `Juros de atraso: ${formatarTaxaEfetiva(atrasoMensal, "a.m.")}`,
    );
  }
  return avisos;
}

/**
 * The warnings the lender saw for a loan being made (its state as it will be stored), for the
 * audit trail: the server computes them with the same functions as the lender's form.
 */
export function avisosDoEmprestimo(
  e: Pick<EmprestimoEstado, "modalidade" | "valorOriginal" | "taxaJuros" | "prazoDias" | "quantidadeParcelas" | "taxaAtraso" | "taxaAtrasoTipo">,
  dataInicio: string,
  limiteAnual: number,
): string[] {
  return avisosDeLimiteLegal(custoEfetivoDoEstado(e, dataInicio), e, limiteAnual);
}

/**
 * Issue 42, point 8: the warnings for terms as a form has them (the manual loan's or the sign-up
 * link's, late fee included), which the server records in the trail as `avisoLimiteLegal` when it
 * creates the loan or the link, and the form's summary shows while the lender types: one function,
 * so the form shows exactly what will be recorded.
 */
export function avisosDosTermos(termos: DadosEmprestimoManual, hoje: string, limiteAnual: number): string[] {
  const { estado, dataEmprestimo } = novoEmprestimoManual(termos, hoje);
  return avisosDoEmprestimo(estado, estado.dataInicio ?? dataEmprestimo, limiteAnual);
}

/** The 'Saiba mais' text under the warning: the laws, and that it is not legal advice. */
export const SAIBA_MAIS_LIMITE_LEGAL = [
  "A Lei de Usura (Decreto 22.626/1933, art. 1º) proíbe juros acima do dobro da taxa legal; entre pessoas físicas, isso é lido há muito tempo como 12 % ao ano (1 % ao mês).",
  "A Lei 14.905/2024 mudou a taxa legal do Código Civil (art. 406: Selic menos IPCA, publicada todo mês pelo Banco Central) e tirou o limite do art. 591; os tribunais continuam aplicando a Lei de Usura entre pessoas físicas, e se o limite passou a ser o dobro dessa taxa é discutido.",
  "Cobrar acima da taxa permitida pode ser crime de usura pecuniária (Lei 1.521/1951, art. 4º).",
  "Este aviso é informativo e não é aconselhamento jurídico: em caso de dúvida, consulte um advogado.",
] as const;
