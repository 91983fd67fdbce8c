import { totaisCadastro, type TermosLink, type TotaisCadastro } from "../../../domain/loans/new-loan.ts";
import { MODALIDADES, TIPOS_TAXA_ATRASO, type Modalidade, type TipoTaxaAtraso } from "../../../domain/loans/types.ts";
import { decimalParaCentavos, decimalParaTaxa } from "../../../domain/money.ts";
import type { LinkCadastroPublico } from "./api.ts";

/*
 * The offer the borrower reads: the link's terms in the domain's units (the conversion the server
 * makes of its own row) and the totals of SPEC 9 from totaisCadastro, the function the server uses
 * when it creates the loan, so the page can never promise a different amount.
 */

export interface Oferta {
  termos: TermosLink;
  totais: TotaisCadastro;
}

/** Null when the answer carries terms the rules cannot read: the page then says the link is unavailable. */
export function ofertaDoLink(link: LinkCadastroPublico): Oferta | null {
  if (!(MODALIDADES as readonly string[]).includes(link.modalidade)) return null;
  if (!(TIPOS_TAXA_ATRASO as readonly string[]).includes(link.taxaAtrasoTipo)) return null;
  try {
    const termos: TermosLink = {
      modalidade: link.modalidade as Modalidade,
      valorOriginal: decimalParaCentavos(link.valorOriginal),
      prazoDias: link.prazoDias,
      taxaJuros: link.taxaJuros === null ? null : decimalParaTaxa(link.taxaJuros),
      quantidadeMeses: link.quantidadeMeses,
      taxaJurosMes: link.taxaJurosMes === null ? null : decimalParaTaxa(link.taxaJurosMes),
      // Both meanings of taxaAtraso (% or R$ per day) are hundredths.
      taxaAtraso: decimalParaCentavos(link.taxaAtraso),
      taxaAtrasoTipo: link.taxaAtrasoTipo as TipoTaxaAtraso,
      dataInicio: link.dataInicio,
    };
    return { termos, totais: totaisCadastro(termos) };
  } catch {
    return null;
  }
}
