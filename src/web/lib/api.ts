import type { QueryFunction } from "@tanstack/react-query";
import type { components } from "./api-contrato.gen.ts";

/*
 * What every page needs of the server's answers, kept apart from the typed client
 * (api-tipada.ts) so the public pages that only show errors do not load it (issue 11, budgets).
 * The session travels in an HttpOnly cookie, so every call sends credentials and no token is
 * kept in JavaScript. SPEC 8: a non-OK answer raises an Error whose message is "<status>: <body
 * text or status text>"; here that error is an HttpError, which also carries the status and the
 * parsed body, so no screen reads them back out of the message.
 */

type ErroApi = components["schemas"]["Erro"];

/** A non-2xx answer: its status and its body as the server's error shape (message, errors, code). */
export class HttpError extends Error {
  readonly status: number;
  readonly body: ErroApi;

  constructor(status: number, body: ErroApi, texto?: string) {
    super(`${status}: ${texto ?? JSON.stringify(body)}`);
    this.name = "HttpError";
    this.status = status;
    this.body = body;
  }
}

/**
 * The error shape out of a body's text. A proxy's HTML page, or an odd field, gives an empty
 * message rather than raw text: such bodies are never shown to the user.
 */
export function corpoDeErro(texto: string): ErroApi {
  let json: unknown;
  try {
    json = JSON.parse(texto);
  } catch {
    return { message: "" };
  }
  if (!json || typeof json !== "object") return { message: "" };
  const { message, errors, code } = json as Record<string, unknown>;
  const corpo: ErroApi = { message: typeof message === "string" ? message : "" };
  if (typeof code === "string" && code) corpo.code = code;
  if (errors && typeof errors === "object") {
    const campos: Record<string, string> = {};
    for (const [campo, mensagem] of Object.entries(errors)) {
      if (typeof mensagem === "string" && mensagem) campos[campo] = mensagem;
      else if (Array.isArray(mensagem) && typeof mensagem[0] === "string") campos[campo] = mensagem[0];
    }
    corpo.errors = campos;
  }
  return corpo;
}

type OuvinteStatus = (status: number, url: string) => void;
const ouvintes = new Set<OuvinteStatus>();

/**
 * Lets the auth and credits providers react to 401 (session gone) and 402 (no days
 * left) from any call, without every screen having to handle them itself.
 */
export function aoReceberStatusDeErro(ouvinte: OuvinteStatus): () => void {
  ouvintes.add(ouvinte);
  return () => {
    ouvintes.delete(ouvinte);
  };
}

/** Tells the listeners about a failed answer (also used by the auth client, which does its own fetch). */
export function avisarStatusDeErro(status: number, url: string): void {
  for (const ouvinte of ouvintes) ouvinte(status, url);
}

/** Throws the HttpError of a non-OK answer, after telling the listeners. */
export async function lancarSeNaoOk(res: Response, url: string): Promise<void> {
  if (res.ok) return;
  const texto = (await res.text()) || res.statusText;
  avisarStatusDeErro(res.status, url);
  throw new HttpError(res.status, corpoDeErro(texto), texto);
}

/**
 * Issue 12: one page of a list endpoint (GET /api/clientes, /api/emprestimos; read by
 * api-tipada.ts): its rows and the cursor of the next page, read from the X-Proximo-Cursor header. No header means the last page
 * (a server that ignores paging answers everything at once, with none).
 */
export interface PaginaDaLista<T> {
  itens: T[];
  proximoCursor: string | null;
}

type ComportamentoEm401 = "returnNull" | "throw";

/** SPEC 7: GET of the query key parts joined with "/", parsed as JSON. */
export function getQueryFn<T>(opcoes: { on401: ComportamentoEm401 }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const url = queryKey.map(String).join("/");
    const res = await fetch(url, { credentials: "include", signal });
    if (opcoes.on401 === "returnNull" && res.status === 401) return null;
    await lancarSeNaoOk(res, url);
    return (await res.json()) as T;
  };
}

/** Every row of the pages read so far, in order. */
export function itensDasPaginas<T>(dados: { pages: readonly PaginaDaLista<T>[] } | undefined): T[] {
  return dados ? dados.pages.flatMap((p) => p.itens) : [];
}

/** The HTTP status carried by an error from a call (api-tipada.ts) or getQueryFn, or null. */
export function statusDoErro(erro: unknown): number | null {
  return erro instanceof HttpError ? erro.status : null;
}

const MENSAGEM_GENERICA = "Ocorreu um erro inesperado. Tente novamente.";
const MENSAGEM_SEM_CONEXAO = "Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.";
const MENSAGEM_MUITAS_TENTATIVAS = "Muitas tentativas. Aguarde um momento e tente novamente.";

/**
 * The pt-BR text to show in a toast: the server's `message` (already translated),
 * else `fallback`. Raw bodies (an HTML error page from a proxy, say) and the
 * browser's English network errors are never shown to the user.
 */
export function mensagemDoErro(erro: unknown, fallback?: string): string {
  if (!(erro instanceof HttpError)) {
    // fetch rejects with a TypeError when the server cannot be reached.
    return erro instanceof TypeError ? MENSAGEM_SEM_CONEXAO : (fallback ?? MENSAGEM_GENERICA);
  }
  if (erro.body.message) return erro.body.message;
  if (fallback) return fallback;
  return erro.status === 429 ? MENSAGEM_MUITAS_TENTATIVAS : MENSAGEM_GENERICA;
}

/**
 * The machine-readable `code` of an error's body (e.g. "pagamento_repetido"), or null.
 * Screens branch on the code, never on the pt-BR message, which may be reworded.
 */
export function codigoDoErro(erro: unknown): string | null {
  return erro instanceof HttpError && erro.body.code ? erro.body.code : null;
}

/** The server's field messages of a 400 (`errors`: field → message), empty for anything else. */
export function errosDeCampo(erro: unknown): Record<string, string> {
  return erro instanceof HttpError ? { ...erro.body.errors } : {};
}

/**
 * Whether a call failed before any answer arrived: fetch's TypeError (offline, server
 * unreachable) or a deadline given with AbortSignal.timeout. Such a request may or may not have
 * reached the server, so only an idempotent resend is safe.
 */
export function falhaDeConexao(erro: unknown): boolean {
  if (erro instanceof TypeError) return true;
  return typeof DOMException !== "undefined" && erro instanceof DOMException && erro.name === "TimeoutError";
}
