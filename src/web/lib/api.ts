import type { QueryFunction } from "@tanstack/react-query";

/*
 * The one way the web talks to the server. The session travels in an HttpOnly
 * cookie, so every call sends credentials and no token is kept in JavaScript.
 * SPEC 8: a non-OK answer raises Error("<status>: <body text or status text>").
 */

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

async function lancarSeNaoOk(res: Response, url: string): Promise<void> {
  if (res.ok) return;
  const texto = (await res.text()) || res.statusText;
  for (const ouvinte of ouvintes) ouvinte(res.status, url);
  throw new Error(`${res.status}: ${texto}`);
}

/** `headers` adds request headers, e.g. the Idempotency-Key of a payment. */
export async function apiRequest(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  await lancarSeNaoOk(res, url);
  return res;
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

const ERRO_COM_STATUS = /^(\d{3}): ([\s\S]*)$/;

/** The HTTP status carried by an error from apiRequest/getQueryFn, or null. */
export function statusDoErro(erro: unknown): number | null {
  if (!(erro instanceof Error)) return null;
  const m = ERRO_COM_STATUS.exec(erro.message);
  return m ? Number(m[1]) : null;
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
  if (!(erro instanceof Error)) return fallback ?? MENSAGEM_GENERICA;
  const m = ERRO_COM_STATUS.exec(erro.message);
  if (!m) {
    // fetch rejects with a TypeError when the server cannot be reached.
    return erro instanceof TypeError ? MENSAGEM_SEM_CONEXAO : (fallback ?? MENSAGEM_GENERICA);
  }
  const [, status, corpo = ""] = m;
  try {
    const json: unknown = JSON.parse(corpo);
    if (json && typeof json === "object" && "message" in json && typeof json.message === "string" && json.message) {
      return json.message;
    }
  } catch {
    // Not JSON: fall through to the fallbacks below.
  }
  if (fallback) return fallback;
  return status === "429" ? MENSAGEM_MUITAS_TENTATIVAS : MENSAGEM_GENERICA;
}

/**
 * The machine-readable `code` of an error's JSON body (e.g. "pagamento_repetido"), or null.
 * Screens branch on the code, never on the pt-BR message, which may be reworded.
 */
export function codigoDoErro(erro: unknown): string | null {
  if (!(erro instanceof Error)) return null;
  const m = ERRO_COM_STATUS.exec(erro.message);
  if (!m) return null;
  try {
    const json: unknown = JSON.parse(m[2] ?? "");
    if (json && typeof json === "object" && "code" in json && typeof json.code === "string" && json.code) return json.code;
  } catch {
    // Not JSON: no code.
  }
  return null;
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

/**
 * apiRequest with a deadline: a request still unanswered after `prazoMs` rejects with a
 * TimeoutError (see falhaDeConexao), so a screen on a dead mobile connection does not wait forever.
 */
export async function apiRequestComPrazo(method: string, url: string, body: unknown, headers: Record<string, string>, prazoMs: number): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
    signal: AbortSignal.timeout(prazoMs),
  });
  await lancarSeNaoOk(res, url);
  return res;
}
