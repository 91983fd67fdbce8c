import type { FastifyInstance } from "fastify";
import rateLimit from "@fastify/rate-limit";
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

    child(opcoesDaRota: { routeInfo: { method: string; url: string } }) {
      return new LojaDeLimites(opcoesDaRota, `${opcoesDaRota.routeInfo.method} ${opcoesDaRota.routeInfo.url}`);
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
};
