import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";
import type { LinkPublicoApi } from "../../../domain/api/links.ts";

/** GET /api/cadastro/{token}: the terms of an active link, nothing about the lender. */
export type LinkCadastroPublico = LinkPublicoApi;

/** POST /api/cadastro/{token}. */
export interface CadastroCorpo {
  nome: string;
  cpf: string;
  telefone: string;
  pix: string;
  aceitaTermos: boolean;
  documentoIdentidadeUrl: string | null;
  comprovanteEnderecoUrl: string | null;
}

/** 'documento' is the identity document, 'comprovante' the proof of address. */
export type TipoDocumento = "documento" | "comprovante";

function caminho(token: string): string {
  // The token comes from the address bar: encode it so it stays one path segment.
  return `/api/cadastro/${encodeURIComponent(token)}`;
}

export function useLinkCadastro(token: string) {
  return useQuery<LinkCadastroPublico>({ queryKey: ["/api/cadastro", encodeURIComponent(token)] });
}

/** SPEC 4: a link is usable only while its status is ativo. */
export function linkDisponivel(link: LinkCadastroPublico | null | undefined): link is LinkCadastroPublico {
  if (!link || typeof link !== "object") return false;
  return link.status === undefined || link.status === "ativo";
}

export function useEnviarCadastro(token: string) {
  return useMutation({
    mutationFn: async (corpo: CadastroCorpo) => (await (await apiRequest("POST", caminho(token), corpo)).json()) as { message?: string },
  });
}

/**
 * POST /api/upload as multipart/form-data (the browser sets the boundary). A failure throws
 * Error("<status>: <body>"), like apiRequest, so statusDoErro and mensagemDoErro read it.
 */
export async function enviarArquivo({
  token,
  tipo,
  clienteId,
  arquivo,
}: {
  token: string;
  tipo: TipoDocumento;
  clienteId: string;
  arquivo: File;
}): Promise<string> {
  const dados = new FormData();
  // Fields before the file: the server reads the parts in order.
  dados.append("token", token);
  dados.append("tipo", tipo);
  dados.append("clienteId", clienteId);
  dados.append("file", arquivo, arquivo.name);
  const res = await fetch("/api/upload", { method: "POST", body: dados, credentials: "same-origin" });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  const corpo = (await res.json()) as { url?: unknown };
  if (typeof corpo.url !== "string" || !corpo.url) throw new Error(`500: ${res.statusText}`);
  return corpo.url;
}
