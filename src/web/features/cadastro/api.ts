import { useEffect, useState } from "react";
import type { LinkPublicoApi } from "../../../domain/api/links.ts";
import { CODIGO_LINK_UTILIZADO } from "../../../domain/api/codigos-erro.ts";
import type { TipoDocumento } from "../../../domain/loans/types.ts";
import type { CadastroPublicoDados } from "../../../domain/schemas/public-sign-up.ts";
import { apiJson, consulta, corpoDeErro, HttpError } from "@/lib/api.ts";

/** GET /api/cadastro/{token}: the terms of an active link and the lender's display name (or null). */
export type LinkCadastroPublico = LinkPublicoApi;

function caminho(token: string): string {
  // The token comes from the address bar: encode it so it stays one path segment.
  return `/api/cadastro/${encodeURIComponent(token)}`;
}

const consultaLinkCadastro = (token: string) => consulta<LinkCadastroPublico>(caminho(token));

interface LeituraDoLink {
  token: string;
  data?: LinkCadastroPublico;
  error?: unknown;
}

/**
 * The link, read once per token. A plain effect rather than TanStack Query: the borrower's page
 * reads one thing and sends one thing, and leaving the query library out keeps its first load
 * within the 4G budget (issue 11).
 */
export function useLinkCadastro(token: string) {
  const [leitura, setLeitura] = useState<LeituraDoLink>({ token });
  useEffect(() => {
    const controle = new AbortController();
    consultaLinkCadastro(token)
      .queryFn({ signal: controle.signal })
      .then(
        (data) => setLeitura({ token, data }),
        (error: unknown) => {
          if (!controle.signal.aborted) setLeitura({ token, error });
        },
      );
    return () => controle.abort();
  }, [token]);
  const atual = leitura.token === token ? leitura : { token };
  const isError = "error" in atual;
  return { data: atual.data, error: atual.error, isError, isPending: !isError && atual.data === undefined };
}

/** SPEC 4: a link is usable only while its status is ativo. */
export function linkDisponivel(link: LinkCadastroPublico | null | undefined): link is LinkCadastroPublico {
  if (!link || typeof link !== "object") return false;
  return link.status === undefined || link.status === "ativo";
}

/**
 * Issue 11: the link's 404 says it was used (code link_utilizado): the borrower already sent the
 * form, so the page says so instead of "unavailable". Cancelled and expired links keep the spec's text.
 */
export function linkJaUtilizado(erro: unknown): boolean {
  return erro instanceof HttpError && erro.status === 404 && erro.body.code === CODIGO_LINK_UTILIZADO;
}

/** POST /api/cadastro/{token}: the schema's output, as the server parses it again. */
export function useEnviarCadastro(token: string) {
  return { mutateAsync: (corpo: CadastroPublicoDados) => apiJson<{ message?: string }>("POST", caminho(token), corpo) };
}

/**
 * POST /api/upload as multipart/form-data (the browser sets the boundary). A failure throws an
 * HttpError, like apiRequest, so statusDoErro and mensagemDoErro read it.
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
  if (!res.ok) {
    const texto = (await res.text()) || res.statusText;
    throw new HttpError(res.status, corpoDeErro(texto), texto);
  }
  const corpo = (await res.json()) as { url?: unknown };
  if (typeof corpo.url !== "string" || !corpo.url) throw new HttpError(500, { message: "" }, res.statusText);
  return corpo.url;
}
