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

/** The borrower pressed 'Cancelar': the upload stopped, nothing was stored, nothing to tell. */
export class EnvioCancelado extends Error {
  constructor() {
    super("envio cancelado");
    this.name = "AbortError";
  }
}

/**
 * POST /api/upload as multipart/form-data (the browser sets the boundary). An XMLHttpRequest,
 * not fetch: fetch tells nothing of an upload's progress, and on a slow connection the borrower
 * should see how far the file has gone (issue 27). `aoProgresso` gets the share of the file sent
 * (0 to 1); `sinal` aborts the upload (EnvioCancelado), which the server then never completes, so
 * it stores nothing. A refusal throws an HttpError, like every call, so statusDoErro and
 * mensagemDoErro read it; no connection throws a TypeError, as fetch would.
 */
export function enviarArquivo({
  token,
  tipo,
  clienteId,
  arquivo,
  aoProgresso,
  sinal,
}: {
  token: string;
  tipo: TipoDocumento;
  clienteId: string;
  arquivo: File;
  aoProgresso?: (fracao: number) => void;
  sinal?: AbortSignal;
}): Promise<string> {
  const formulario = new FormData();
  // Fields before the file: the server reads the parts in order.
  formulario.append("token", token);
  formulario.append("tipo", tipo);
  formulario.append("clienteId", clienteId);
  formulario.append("file", arquivo, arquivo.name);
  return new Promise<string>((resolve, reject) => {
    if (sinal?.aborted) return reject(new EnvioCancelado());
    const xhr = new XMLHttpRequest();
    const cancelar = () => xhr.abort();
    sinal?.addEventListener("abort", cancelar, { once: true });
    const terminar = () => sinal?.removeEventListener("abort", cancelar);
    xhr.open("POST", CAMINHO_UPLOAD);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) aoProgresso?.(e.loaded / e.total);
    };
    xhr.onabort = () => {
      terminar();
      reject(new EnvioCancelado());
    };
    xhr.onerror = () => {
      terminar();
      reject(new TypeError("Falha de rede no envio do arquivo"));
    };
    xhr.onload = () => {
      terminar();
      const texto = xhr.responseText || xhr.statusText;
      if (xhr.status < 200 || xhr.status >= 300) return reject(new HttpError(xhr.status, corpoDeErro(texto), texto));
      const corpo = corpoDeResposta(xhr.responseText);
      if (typeof corpo.url !== "string" || !corpo.url) return reject(new HttpError(500, { message: "" }, xhr.statusText));
      resolve(corpo.url);
    };
    xhr.send(formulario);
  });
}

function corpoDeResposta(texto: string): Partial<RespostaUpload> {
  try {
    return (JSON.parse(texto) as Partial<RespostaUpload> | null) ?? {};
  } catch {
    return {};
  }
}
