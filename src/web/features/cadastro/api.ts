import { useQuery } from "@tanstack/react-query";

/** Only what this page needs to decide; the form issue adds the loan terms. */
export interface LinkCadastroPublico {
  status?: string;
}

export function useLinkCadastro(token: string) {
  // The token comes from the address bar: encode it so it stays one path segment.
  return useQuery<LinkCadastroPublico>({ queryKey: ["/api/cadastro", encodeURIComponent(token)] });
}

/** SPEC 4: a link is usable only while its status is ativo. */
export function linkDisponivel(link: LinkCadastroPublico | null | undefined): boolean {
  if (!link || typeof link !== "object") return false;
  return link.status === undefined || link.status === "ativo";
}
