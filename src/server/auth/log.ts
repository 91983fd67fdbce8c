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

/*
 * better-auth logs at `error` what a client got wrong and was refused for (403): an address it
 * will not redirect to, an untrusted Origin, a cross-site sign-in. Errors are the server's own
 * failures, the ones an operator is paged for; these are `warn` (issue 42, point 6).
 */
const ERROS_DO_CLIENTE = [/^Invalid (callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL|origin)\b/, /^Blocked cross-site navigation/];

/** The level a better-auth line is logged at: its own, but a client's refused request is warn. */
export function nivelDaLinha(level: NivelBetterAuth, mensagem: string): NivelBetterAuth {
  return level === "error" && ERROS_DO_CLIENTE.some((padrao) => padrao.test(mensagem)) ? "warn" : level;
}

export function loggerDoBetterAuth(log: FastifyBaseLogger, nivelPino: string) {
  const nivel = nivelBetterAuth(nivelPino);
  return {
    disabled: nivel === null,
    level: nivel ?? "error",
    log: (level: NivelBetterAuth, message: string, ...args: unknown[]) => {
      const detalhes = args.map(resumoSeguro);
      const mensagem = limpar(String(message));
      log[nivelDaLinha(level, mensagem)]({ origem: "better-auth", ...(detalhes.length > 0 ? { detalhes } : {}) }, mensagem);
    },
  };
}
