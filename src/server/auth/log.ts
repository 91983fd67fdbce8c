import type { FastifyBaseLogger } from "fastify";

/*
 * better-auth's log lines go to the server's own logger (pino, JSON) instead of the console.
 * What better-auth passes along can hold secrets: a database error's message carries the SQL
 * parameters (session tokens, password hashes), and objects may be request bodies. So only the
 * message text, without any "params:" tail, and the names and codes of errors are kept.
 */

type NivelBetterAuth = "debug" | "info" | "warn" | "error";

const LIMITE_TEXTO = 300;

// better-auth names the e-mail in some lines ("Sign-up attempt for existing email: ..."): a log
// must not tell which addresses have accounts, nor hold personal data.
const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g;

function limpar(texto: string): string {
  const semParametros = texto
    .split(/\bparams:/i)[0]!
    .trimEnd()
    .replace(EMAIL, "[e-mail]");
  return semParametros.length > LIMITE_TEXTO ? `${semParametros.slice(0, LIMITE_TEXTO)}…` : semParametros;
}

/** What may be logged of a value better-auth hands over: see the top of this file. */
export function resumoSeguro(arg: unknown): unknown {
  if (arg instanceof Error) {
    const codigo = (arg as { code?: unknown }).code;
    return { tipo: arg.name, ...(typeof codigo === "string" ? { codigo } : {}), mensagem: limpar(arg.message) };
  }
  if (typeof arg === "number" || typeof arg === "boolean") return arg;
  if (typeof arg === "string") return limpar(arg);
  return "[omitido]";
}

/** pino's level name → the nearest better-auth level; null turns better-auth's logging off. */
export function nivelBetterAuth(nivelPino: string): NivelBetterAuth | null {
  if (nivelPino === "silent") return null;
  if (nivelPino === "trace" || nivelPino === "debug") return "debug";
  if (nivelPino === "fatal" || nivelPino === "error") return "error";
  if (nivelPino === "warn") return "warn";
  return "info";
}

export function loggerDoBetterAuth(log: FastifyBaseLogger, nivelPino: string) {
  const nivel = nivelBetterAuth(nivelPino);
  return {
    disabled: nivel === null,
    level: nivel ?? "error",
    log: (level: NivelBetterAuth, message: string, ...args: unknown[]) => {
      const detalhes = args.map(resumoSeguro);
      log[level]({ origem: "better-auth", ...(detalhes.length > 0 ? { detalhes } : {}) }, limpar(String(message)));
    },
  };
}
