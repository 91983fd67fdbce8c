import { termosDeDecimais, totaisCadastro, type TermosLink, type TotaisCadastro } from "../../../domain/loans/termos-do-link.ts";
import type { LinkCadastroPublico } from "./api.ts";

/*
 * The offer the borrower reads: the link's terms in the domain's units (the conversion the server
 * makes of its own row) and the totals of SPEC 9 from totaisCadastro, the function the server uses
 * when it creates the loan, so the page can never promise a different amount.
 */

export interface Oferta {
  termos: TermosLink;
  totais: TotaisCadastro;
  /** Issue 29: the effective rates the server computed for these terms, in % (a.m. and a.a.). */
  taxas: { mensal: number; anual: number };
}

/** Null when the answer carries terms the rules cannot read: the page then says the link is unavailable. */
export function ofertaDoLink(link: LinkCadastroPublico): Oferta | null {
  const termos = termosDeDecimais(link);
  if (!termos) return null;
  try {
    const taxas = { mensal: Number(link.taxaEfetivaMensal), anual: Number(link.taxaEfetivaAnual) };
    if (!Number.isFinite(taxas.mensal) || !Number.isFinite(taxas.anual)) return null;
    return { termos, totais: totaisCadastro(termos), taxas };
  } catch {
    return null;
  }
}
