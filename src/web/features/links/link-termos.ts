import { termosDeDecimais, totaisCadastro, type TermosLink, type TermosLinkDecimais, type TotaisCadastro } from "../../../domain/loans/new-loan.ts";
import { STATUS_LINK, type StatusLink } from "../../../domain/loans/types.ts";
import { formatarReais, formatarTaxa } from "../../../domain/money.ts";
import type { CorpoDe, Esquemas } from "@/lib/api-tipada.ts";
import { rotuloDias, rotuloMeses } from "../../lib/format.ts";

/** A sign-up link as GET/POST /api/links-cadastro answer it (money and rates as decimal strings). */
export type LinkCadastro = Esquemas["LinkCadastro"];

/** What POST /api/links-cadastro takes. */
export type LinkCadastroCorpo = CorpoDe<"/api/links-cadastro", "post">;

/** The address the borrower opens. */
export function urlDoLink(origem: string, token: string): string {
  return `${origem.replace(/\/+$/, "")}/cadastro/${encodeURIComponent(token)}`;
}

export const ROTULOS_STATUS_LINK: Record<StatusLink, string> = {
  ativo: "Ativo",
  utilizado: "Utilizado",
  cancelado: "Cancelado",
  expirado: "Expirado",
};

export const VARIANTES_STATUS_LINK = {
  ativo: "success",
  utilizado: "default",
  cancelado: "outline",
  expirado: "secondary",
} as const satisfies Record<StatusLink, string>;

export function isStatusLink(status: string): status is StatusLink {
  return (STATUS_LINK as readonly string[]).includes(status);
}

/** An unknown status shows its raw text, as the loan badge does. */
export function rotuloStatusLink(status: string): string {
  return isStatusLink(status) ? ROTULOS_STATUS_LINK[status] : status;
}

/** The link's terms in the domain's units: the conversion the server makes of its own row. */
export function termosDoLink(l: TermosLinkDecimais): TermosLink | null {
  return termosDeDecimais(l);
}

/** The borrower's totals (SPEC 9), with the server's own function; null when they cannot be computed. */
export function totaisDoLink(termos: TermosLink | null): TotaisCadastro | null {
  if (!termos) return null;
  try {
    return totaisCadastro(termos);
  } catch {
    return null;
  }
}

/** "1,00% ao dia" or "R$ 5,00 por dia". */
export function descricaoAtraso(termos: Pick<TermosLink, "taxaAtraso" | "taxaAtrasoTipo">): string {
  return termos.taxaAtrasoTipo === "fixo" ? `${formatarReais(termos.taxaAtraso)} por dia` : `${formatarTaxa(termos.taxaAtraso)} ao dia`;
}

/**
 * One line with the terms: "Mensal · 10,00% a cada 30 dias · total R$ 1.100,00" or
 * "Parcelado · 3x de R$ 433,33 · 10,00% ao mês · total R$ 1.300,00".
 */
export function descricaoTermos(termos: TermosLink | null): string {
  if (!termos) return "";
  const totais = totaisDoLink(termos);
  if (termos.modalidade === "parcelado") {
    const partes = ["Parcelado"];
    if (totais?.modalidade === "parcelado") partes.push(`${termos.quantidadeMeses}x de ${formatarReais(totais.valorParcela)}`);
    if (termos.taxaJurosMes != null) partes.push(`${formatarTaxa(termos.taxaJurosMes)} ao mês`);
    if (totais) partes.push(`total ${formatarReais(totais.total)}`);
    return partes.join(" · ");
  }
  const partes = ["Mensal"];
  if (termos.taxaJuros != null)
    partes.push(termos.prazoDias ? `${formatarTaxa(termos.taxaJuros)} a cada ${rotuloDias(termos.prazoDias)}` : formatarTaxa(termos.taxaJuros));
  if (totais) partes.push(`total ${formatarReais(totais.total)}`);
  return partes.join(" · ");
}

export { rotuloDias, rotuloMeses };
