import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import rateLimit from "@fastify/rate-limit";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { AppError, MENSAGENS } from "./errors.ts";

type Resultado = { current: number; ttl: number };
type Callback = (erro: Error | null, resultado?: Resultado) => void;

/**
 * Counts one event for `chave` in a fixed window, in one atomic upsert: the count holds across
 * app servers and restarts. Returns the count in the current window and when the window started.
 */
export async function contarNaJanela(db: Database, chave: string, janelaMs: number, agora: Date) {
  const corte = new Date(agora.getTime() - janelaMs).toISOString();
  const r = await db.execute(sql`
    INSERT INTO limites_publicos (chave, contagem, inicio_janela) VALUES (${chave}, 1, ${agora.toISOString()}::timestamptz)
    ON CONFLICT (chave) DO UPDATE SET
      contagem = CASE WHEN limites_publicos.inicio_janela <= ${corte}::timestamptz THEN 1 ELSE limites_publicos.contagem + 1 END,
      inicio_janela = CASE WHEN limites_publicos.inicio_janela <= ${corte}::timestamptz THEN ${agora.toISOString()}::timestamptz ELSE limites_publicos.inicio_janela END
    RETURNING contagem, inicio_janela`);
  const linha = r.rows[0] as { contagem: number; inicio_janela: string | Date };
  return { contagem: Number(linha.contagem), inicio: new Date(linha.inicio_janela) };
}

/**
 * A @fastify/rate-limit store on the database. The key is the route plus the client address
 * (req.ip: the socket address, or the client address as far as TRUST_PROXY's trusted hops go,
 * so a forged X-Forwarded-For entry cannot pick a fresh key).
 */
function lojaNoBanco(db: Database) {
  return class LojaDeLimites {
    constructor(
      readonly opcoes: unknown = {},
      readonly rota = "",
    ) {}

    incr(chave: string, cb: Callback, janelaMs: number) {
      const agora = new Date();
      contarNaJanela(db, `${this.rota}|${chave}`, janelaMs, agora).then(
        ({ contagem, inicio }) => cb(null, { current: contagem, ttl: Math.max(0, janelaMs - (agora.getTime() - inicio.getTime())) }),
        (erro: Error) => cb(erro),
      );
    }

    // A route's own limit is named by the route; a limit made with app.rateLimit() (no route)
    // by its own keys (see limitePorToken).
    child(opcoesDaRota: { routeInfo: { method?: string; url?: string } }) {
      const { method, url } = opcoesDaRota.routeInfo;
      return new LojaDeLimites(opcoesDaRota, method && url ? `${method} ${url}` : "");
    }
  };
}

/** Registers the plugin for routes that opt in with `config.rateLimit` (the public ones). */
export async function registrarLimitesPublicos(app: FastifyInstance, db: Database) {
  await app.register(rateLimit, {
    global: false,
    store: lojaNoBanco(db) as never,
    keyGenerator: (req) => req.ip,
    errorResponseBuilder: () => new AppError(429, MENSAGENS.muitasTentativas),
  });
}

/** Old counters are useless after their window; the cleanup job removes them. */
export async function limparLimitesVencidos(db: Database, antesDe: Date) {
  await db.execute(sql`DELETE FROM limites_publicos WHERE inicio_janela < ${antesDe.toISOString()}::timestamptz`);
}

/** Public routes of the borrower's pages (the sign-up link, the contract's acceptance): per address, per minute. */
export const LIMITES = {
  leitura: { max: 60, timeWindow: 60_000 },
  upload: { max: 20, timeWindow: 60_000 },
  envio: { max: 10, timeWindow: 60_000 },
  /** Every request of one borrower's page, from any address (limitePorToken). */
  porToken: { max: 120, timeWindow: 60_000 },
};

/**
 * A limit per token, whatever the address (issue 30: the borrower's page is limited per address
 * and per token), as an onRequest hook for a scope of routes with a `:token` parameter. It is
 * checked apart from the route's own limit (createRateLimit), which still counts per address.
 * The key holds a hash of the token, never the token: the counters table is no place for a
 * credential.
 */
export function limitePorToken(app: FastifyInstance, escopo: string, limite: { max: number; timeWindow: number }) {
  const contar = app.createRateLimit({
    ...limite,
    keyGenerator: (req) => {
      const token = (req.params as { token?: string }).token ?? "";
      return `${escopo}|${createHash("sha256").update(token).digest("base64url").slice(0, 22)}`;
    },
  });
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const r = await contar(req);
    if (!r.isAllowed && r.isExceeded) {
      reply.header("retry-after", String(r.ttlInSeconds));
      throw new AppError(429, MENSAGENS.muitasTentativas);
    }
  };
}
