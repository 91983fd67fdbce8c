// A sign-up link's terms and the totals the public page shows (SPEC section 9), apart from the
// schedule's arithmetic (new-loan.ts, cronograma.ts) so that the borrower's page carries only this.
import { decimalParaCentavos, decimalParaTaxa, type Centavos, type TaxaCentesimos } from "../money.ts";
import { totalMensal } from "./mensal.ts";
import { planoComTaxaTotal, planoParcelado, type PlanoParcelado } from "./parcelado.ts";
import { MODALIDADES, TIPOS_TAXA_ATRASO, isPeriodicidade, type Modalidade, type Periodicidade, type TipoTaxaAtraso } from "./types.ts";

/** The terms a sign-up link carries (the link form's output, or the stored link row converted). */
export interface TermosLink {
  modalidade: Modalidade;
  valorOriginal: Centavos;
  prazoDias?: number | null | undefined;
  taxaJuros?: TaxaCentesimos | null | undefined;
  quantidadeMeses?: number | null | undefined;
  taxaJurosMes?: TaxaCentesimos | null | undefined;
  taxaAtraso: number;
  taxaAtrasoTipo: TipoTaxaAtraso;
  dataInicio?: string | null | undefined;
  /** Parcelado (issue 43): how often, and the rate for the whole loan instead of taxaJurosMes. */
  periodicidade?: Periodicidade | undefined;
  taxaTotal?: TaxaCentesimos | null | undefined;
  /** The penalty, hundredths of a percent (0 to 20 %). */
  multaAtraso?: TaxaCentesimos | undefined;
}

function exigir<T>(valor: T | null | undefined, campo: string): T {
  if (valor === null || valor === undefined) throw new Error(`Link sem ${campo}`);
  return valor;
}

export type TotaisCadastro = { modalidade: "mensal"; total: Centavos; juros: Centavos } | ({ modalidade: "parcelado" } & PlanoParcelado);

/** The totals the public page shows (SPEC section 9), with the functions the server uses. */
export function totaisCadastro(t: TermosLink): TotaisCadastro {
  if (t.modalidade === "parcelado") {
    if (t.taxaTotal !== null && t.taxaTotal !== undefined) {
      return { modalidade: "parcelado", ...planoComTaxaTotal(t.valorOriginal, t.taxaTotal, exigir(t.quantidadeMeses, "quantidadeMeses")) };
    }
    const plano = planoParcelado(t.valorOriginal, exigir(t.taxaJurosMes, "taxaJurosMes"), exigir(t.quantidadeMeses, "quantidadeMeses"));
    return { modalidade: "parcelado", ...plano };
  }
  const total = totalMensal(t.valorOriginal, exigir(t.taxaJuros, "taxaJuros"));
  return { modalidade: "mensal", total, juros: total - t.valorOriginal };
}

/** A link's terms as the database and the API carry them: decimals as strings. */
export interface TermosLinkDecimais {
  modalidade: string;
  valorOriginal: string;
  prazoDias: number | null;
  taxaJuros: string | null;
  quantidadeMeses: number | null;
  taxaJurosMes: string | null;
  taxaAtraso: string;
  taxaAtrasoTipo: string;
  dataInicio: string | null;
  /** Issue 43; absent on answers and rows from before it (mensal, no total rate, no penalty). */
  periodicidade?: string;
  taxaTotal?: string | null;
  multaAtraso?: string;
}

/**
 * The link's terms in the rules' units, the one conversion used by the server (its row) and by
 * both web pages (the API answer). Null when a field holds something the rules do not know.
 */
export function termosDeDecimais(l: TermosLinkDecimais): TermosLink | null {
  if (!(MODALIDADES as readonly string[]).includes(l.modalidade)) return null;
  if (!(TIPOS_TAXA_ATRASO as readonly string[]).includes(l.taxaAtrasoTipo)) return null;
  const periodicidade = l.periodicidade ?? "mensal";
  if (!isPeriodicidade(periodicidade)) return null;
  try {
    return {
      modalidade: l.modalidade as Modalidade,
      valorOriginal: decimalParaCentavos(l.valorOriginal),
      prazoDias: l.prazoDias,
      taxaJuros: l.taxaJuros === null ? null : decimalParaTaxa(l.taxaJuros),
      quantidadeMeses: l.quantidadeMeses,
      taxaJurosMes: l.taxaJurosMes === null ? null : decimalParaTaxa(l.taxaJurosMes),
      // Both meanings of taxaAtraso (% or R$ per day) are hundredths.
      taxaAtraso: decimalParaCentavos(l.taxaAtraso),
      taxaAtrasoTipo: l.taxaAtrasoTipo as TipoTaxaAtraso,
      dataInicio: l.dataInicio,
      periodicidade: periodicidade as Periodicidade,
      taxaTotal: l.taxaTotal === undefined || l.taxaTotal === null ? null : decimalParaTaxa(l.taxaTotal),
      multaAtraso: l.multaAtraso === undefined ? 0 : decimalParaTaxa(l.multaAtraso),
    };
  } catch {
    return null;
  }
}
