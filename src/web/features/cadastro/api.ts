import { useEffect, useState } from "react";
import { CODIGO_LINK_UTILIZADO } from "../../../domain/api/codigos-erro.ts";
import type { TipoDocumento } from "../../../domain/loans/types.ts";
import type { CadastroPublicoDados } from "../../../domain/schemas/public-sign-up.ts";
import { corpoDeErro, HttpError } from "@/lib/api.ts";
import { api, consulta, dados, type Esquemas, type paths } from "@/lib/api-tipada.ts";

/** GET /api/cadastro/{token}: the terms of an active link and the lender's display name (or null). */
export type LinkCadastroPublico = Esquemas["LinkPublico"];

// The token comes from the address bar: the client encodes it so it stays one path segment.
const consultaLinkCadastro = (token: string) => consulta("/api/cadastro/{token}", { path: { token } });

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
  return { mutateAsync: (corpo: CadastroPublicoDados) => dados(api.POST("/api/cadastro/{token}", { params: { path: { token } }, body: corpo })) };
}

const CAMINHO_UPLOAD = "/api/upload" satisfies keyof paths;
type RespostaUpload = paths[typeof CAMINHO_UPLOAD]["post"]["responses"][201]["content"]["application/json"];

/**
 * POST /api/upload as multipart/form-data (the browser sets the boundary). A fetch of its own:
 * the contract describes this route's answer but not its multipart body, which openapi-fetch's
 * typed body cannot express. A failure throws an HttpError, like every call, so statusDoErro and
 * mensagemDoErro read it.
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
  const formulario = new FormData();
  // Fields before the file: the server reads the parts in order.
  formulario.append("token", token);
  formulario.append("tipo", tipo);
  formulario.append("clienteId", clienteId);
  formulario.append("file", arquivo, arquivo.name);
  const res = await fetch(CAMINHO_UPLOAD, { method: "POST", body: formulario, credentials: "same-origin" });
  if (!res.ok) {
    const texto = (await res.text()) || res.statusText;
    throw new HttpError(res.status, corpoDeErro(texto), texto);
  }
  const corpo = (await res.json()) as Partial<RespostaUpload>;
  if (typeof corpo.url !== "string" || !corpo.url) throw new HttpError(500, { message: "" }, res.statusText);
  return corpo.url;
}
