// What the log may hold. Logs are kept longer and read by more people than the database, so no
// personal data goes there: no CPF, name, phone, PIX key, sign-up token, cookie or query string.
// The error handler, the background jobs and Fastify's own request lines all go through here.

/**
 * An error as it may be logged. Database errors keep only their SQLSTATE and constraint. The
 * shape is pino's serialized error (message and stack always present), so it is one format.
 */
export type ErroSeguro = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  cause?: ErroSeguro;
};

// Objects this module produced: logging one again (a job's error passing through the `err`
// serializer) must not wrap it a second time.
const saneados = new WeakSet<object>();

// How far down a chain of causes to look: drizzle wraps the driver's error once.
const PROFUNDIDADE_MAXIMA = 5;

type ComCampos = { [campo: string]: unknown };

function objeto(valor: unknown): valor is ComCampos {
  return typeof valor === "object" && valor !== null;
}

// A driver error (node-postgres and PGlite both build theirs from the server's ErrorResponse):
// a five-character SQLSTATE plus a severity. The severity tells it apart from a Node system
// error whose code happens to have five letters (EPIPE).
function erroDoBanco(valor: unknown): ComCampos | undefined {
  for (let atual = valor, n = 0; objeto(atual) && n < PROFUNDIDADE_MAXIMA; atual = atual.cause, n++) {
    if (typeof atual.code === "string" && /^[0-9A-Z]{5}$/.test(atual.code) && typeof atual.severity === "string") return atual;
  }
  return undefined;
}

/** The SQLSTATE of a database error, on the error itself or on what drizzle wrapped. */
export function sqlstateDe(erro: unknown): string | undefined {
  return erroDoBanco(erro)?.code as string | undefined;
}

function nomeDe(erro: ComCampos): string {
  if (typeof erro.name === "string" && erro.name !== "Error") return erro.name;
  const construtor = (erro as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof construtor === "string" && construtor !== "Object" ? construtor : "Error";
}

// Stack frames only: the first lines of a stack repeat the message, which is what may leak.
function quadros(stack: unknown): string {
  if (typeof stack !== "string") return "";
  return stack
    .split("\n")
    .filter((l) => /^\s+at /.test(l))
    .join("\n");
}

/** Stands in for a message that would carry a query or its parameters. */
export const MENSAGEM_OMITIDA = "[omitida: pode conter dados pessoais]";

/**
 * The loggable form of anything thrown. A database error (or one wrapping it, like drizzle's
 * DrizzleQueryError, whose message carries the query and every parameter) becomes its class,
 * SQLSTATE and constraint. Any other error keeps its message and stack frames, except one that
 * carries a query or parameters, which keeps neither message nor parameters.
 */
export function erroSeguro(erro: unknown, profundidade = 0): ErroSeguro {
  if (objeto(erro) && saneados.has(erro)) return erro as ErroSeguro;
  let seguro: ErroSeguro;
  const banco = erroDoBanco(erro);
  if (!objeto(erro)) {
    // A thrown string or number may be anything; its type is all that is kept.
    seguro = { type: typeof erro, message: MENSAGEM_OMITIDA, stack: "" };
  } else if (banco) {
    const code = banco.code as string;
    seguro = { type: nomeDe(erro), message: `SQLSTATE ${code}`, stack: quadros(erro.stack), code };
    if (typeof banco.constraint === "string" && banco.constraint) seguro.constraint = banco.constraint;
  } else {
    const carregaDados = "params" in erro || "query" in erro || "parameters" in erro;
    const message = !carregaDados && typeof erro.message === "string" ? erro.message.slice(0, 500) : MENSAGEM_OMITIDA;
    seguro = { type: nomeDe(erro), message, stack: quadros(erro.stack) };
    if (objeto(erro.cause) && profundidade < PROFUNDIDADE_MAXIMA) seguro.cause = erroSeguro(erro.cause, profundidade + 1);
  }
  saneados.add(seguro);
  return seguro;
}

// Path segments that are secrets: whoever holds a sign-up link's token can read the offer and
// submit as the borrower; better-auth's reset-password callback carries its token the same way.
const SEGMENTOS_SECRETOS: [RegExp, string][] = [
  [/(\/cadastro\/)[^/]+/gi, "$1[token]"],
  [/(\/aceite\/)[^/]+/gi, "$1[token]"],
  [/(\/api\/c\/|^\/c\/)[^/?]+/gi, "$1[token]"],
  [/(\/reset-password\/)[^/]+/gi, "$1[token]"],
  // A document's verification code opens its masked name and CPF to whoever holds it (issue 29).
  [/(\/verificar\/)[^/]+/gi, "$1[codigo]"],
];

/** A request URL fit for the log: the path with tokens replaced and without the query string. */
export function urlSegura(url: unknown): string {
  if (typeof url !== "string") return "";
  let caminho = url.split("?")[0] ?? "";
  // Percent-encoded letters would otherwise hide a token from the patterns ("/api/%63adastro/…").
  try {
    caminho = decodeURIComponent(caminho);
  } catch {
    // Malformed escapes stay as they are; the patterns still apply to the raw text.
  }
  for (const [padrao, troca] of SEGMENTOS_SECRETOS) caminho = caminho.replace(padrao, troca);
  return caminho;
}

/** Fastify's request line: method and safe URL. No headers (cookie, authorization), no client address. */
export function requisicaoSegura(req: { method?: unknown; url?: unknown; id?: unknown }) {
  return { method: typeof req.method === "string" ? req.method : undefined, url: urlSegura(req.url) };
}

/** Where a test may collect the log lines (pino writes each line with write()). */
export type DestinoDeLog = { write(linha: string): void };

/**
 * Options for Fastify's logger (pino): one JSON format, the safe serializers, and the secret
 * headers redacted should any other code log a headers object.
 */
export function opcoesDoLog(level: string, destino?: DestinoDeLog) {
  return {
    level,
    serializers: { req: requisicaoSegura, err: (erro: unknown) => erroSeguro(erro) },
    redact: {
      paths: ["headers.cookie", "headers.authorization", 'headers["set-cookie"]', "*.headers.cookie", "*.headers.authorization", '*.headers["set-cookie"]'],
      censor: "[omitido]",
    },
    ...(destino ? { stream: destino } : {}),
  };
}

/** What the background jobs need of a logger (Fastify's app.log fits). */
export interface LogDeTarefa {
  info(mensagem: string): void;
  error(dados: { err: ErroSeguro }, mensagem: string): void;
}
