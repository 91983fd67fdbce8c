import { createHmac, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.ts";
import { PREPARADA } from "../db/instrucoes-preparadas.ts";
import { PAPEL_CREDOR } from "../db/muro.ts";
import type { LinhaDeAcesso } from "../data/creditos.ts";
import type { UsuarioAutenticado } from "./guard.ts";

/*
 * The session check of the lender's API (issue 12). better-auth's getSession, run on every
 * request, cost more than the read it guarded: a request context, WebCrypto's async HMAC, two
 * lookups (session, then user). Here the signed cookie is checked with node:crypto and the
 * session and its user come in one indexed join, in the statement that opens the lender's wall.
 *
 * Only the plain case is answered here: a cookie whose signature holds and whose session is live,
 * not due for better-auth's sliding refresh (which rewrites the row and the cookie) and within
 * the absolute lifetime (sessoes-no-banco.ts, which deletes it). Anything else — a Bearer token,
 * no or a bad cookie, a missing, expiring or aging session — goes to better-auth, so its rules
 * stay the only rules; this path never accepts what it would refuse.
 */

export type RegrasDaSessao = {
  segredo: string;
  /** better-auth's session lifetime (expiresIn) and refresh age (updateAge), in seconds. */
  duracaoSegundos: number;
  renovarAposSegundos: number;
  /** The absolute lifetime since creation (sessoes-no-banco.ts). */
  duracaoMaximaMs: number;
};

/** better-auth's session cookie with our prefix; `__Secure-` when cookies are secure (production). */
const NOMES_DO_COOKIE = ["credito.session_token", "__Secure-credito.session_token"];

/** The cookie's value of `nome` in a Cookie header, URL-decoded, or null. */
function valorDoCookie(cabecalho: string, nome: string): string | null {
  for (const parte of cabecalho.split(";")) {
    const igual = parte.indexOf("=");
    if (igual < 0 || parte.slice(0, igual).trim() !== nome) continue;
    try {
      return decodeURIComponent(parte.slice(igual + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The session token of a signed cookie value (`token.base64(HMAC-SHA256)`, better-call's format), or null. */
export function tokenAssinado(valor: string, segredo: string): string | null {
  const ponto = valor.lastIndexOf(".");
  if (ponto < 1) return null;
  const token = valor.slice(0, ponto);
  const assinatura = Buffer.from(valor.slice(ponto + 1), "base64");
  const esperada = createHmac("sha256", segredo).update(token, "utf8").digest();
  return assinatura.length === esperada.length && timingSafeEqual(assinatura, esperada) ? token : null;
}

/** The session token a request's cookie carries, signature checked; null to leave it to better-auth. */
export function tokenDaRequisicao(cabecalhos: Record<string, string | string[] | undefined>, segredo: string): string | null {
  if (cabecalhos.authorization !== undefined) return null;
  const cookie = cabecalhos.cookie;
  if (typeof cookie !== "string") return null;
  for (const nome of NOMES_DO_COOKIE) {
    const valor = valorDoCookie(cookie, nome);
    if (valor) return tokenAssinado(valor, segredo);
  }
  return null;
}

/** Whether a session may be taken as it is, without better-auth's refresh or deletion. */
export function sessaoSimples(expiraMs: number, criadaMs: number, regras: RegrasDaSessao, agora = Date.now()): boolean {
  // better-auth refreshes once expiresAt - expiresIn + updateAge has passed.
  const renovarEm = expiraMs - regras.duracaoSegundos * 1000 + regras.renovarAposSegundos * 1000;
  return expiraMs > agora && renovarEm > agora && agora - criadaMs <= regras.duracaoMaximaMs;
}

/** Thrown inside the lender's transaction when its session is not plain: better-auth must decide. */
export class SessaoParaABetterAuth extends Error {}

type LinhaDaSessao = {
  user_id: string;
  email: string;
  expira: string | number;
  criada: string | number;
  dias_restantes: number | null;
  data_ultima_atualizacao_creditos: string | number | null;
  versao_dados: string | number | null;
};

/**
 * The lender's transaction opened from a session token: one statement finds the session and its
 * user, sets the wall (the lender's id and the restricted role, as comoCredor does) and reads the
 * lender's access row — one round trip where three were (issue 12). A missing or not plain
 * session throws SessaoParaABetterAuth, which rolls the transaction back.
 *
 * That statement is planned before the role switch, as the connection's user: a superuser
 * (PGlite, usually DATABASE_URL) reads the access row, filtered by the session's own user; a user
 * the forced row-level security refuses reads none, and `fn` gets null and reads it as the lender.
 */
export function comoCredorPelaSessao<T>(
  db: Database,
  /** The session token's digest (digestoDoToken), as auth_session keeps it. */
  digesto: string,
  regras: RegrasDaSessao,
  fn: (tx: Transaction, usuario: UsuarioAutenticado, acesso: LinhaDeAcesso | null) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const r = await tx.execute(sql`${PREPARADA}
      SELECT set_config('app.usuario_id', s.user_id, true), set_config('role', ${PAPEL_CREDOR}, true),
        s.user_id, u.email, extract(epoch FROM s.expires_at) * 1000 AS expira, extract(epoch FROM s.created_at) * 1000 AS criada,
        c.dias_restantes, extract(epoch FROM c.data_ultima_atualizacao_creditos) * 1000 AS data_ultima_atualizacao_creditos, c.versao_dados
      FROM auth_session s JOIN auth_user u ON u.id = s.user_id LEFT JOIN configuracoes c ON c.usuario_id = s.user_id
      WHERE s.token = ${digesto}`);
    const l = r.rows[0] as LinhaDaSessao | undefined;
    if (!l || !sessaoSimples(Number(l.expira), Number(l.criada), regras)) throw new SessaoParaABetterAuth();
    const acesso =
      l.dias_restantes !== null && l.data_ultima_atualizacao_creditos !== null && l.versao_dados !== null
        ? {
            diasRestantes: Number(l.dias_restantes),
            dataUltimaAtualizacaoCreditos: new Date(Number(l.data_ultima_atualizacao_creditos)),
            versaoDados: Number(l.versao_dados),
          }
        : null;
    return fn(tx, { id: l.user_id, email: l.email }, acesso);
  });
}
