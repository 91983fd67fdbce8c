import { createHmac, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { digestoDoToken } from "./sessoes-no-banco.ts";
import type { UsuarioAutenticado } from "./guard.ts";

/*
 * The session check of the lender's API in one query (issue 12). better-auth's getSession, run on
 * every request, cost more than the read it guarded: a request context, WebCrypto's async HMAC,
 * two lookups (session, then user). Here the signed cookie is checked with node:crypto and the
 * session and its user come in one indexed join.
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

type LinhaDaSessao = { user_id: string; email: string; expires_at: string | Date; created_at: string | Date };

/**
 * The lender of a live, plain session (see above), or null when better-auth must decide. One
 * query on the session token's unique index.
 */
export async function lerSessaoRapida(db: Database, token: string, regras: RegrasDaSessao, agora = Date.now()): Promise<UsuarioAutenticado | null> {
  const r = await db.execute(sql`
    SELECT s.user_id, u.email, s.expires_at, s.created_at
    FROM auth_session s JOIN auth_user u ON u.id = s.user_id
    WHERE s.token = ${digestoDoToken(token)}`);
  const linha = r.rows[0] as LinhaDaSessao | undefined;
  if (!linha) return null;
  const expira = new Date(linha.expires_at).getTime();
  const criada = new Date(linha.created_at).getTime();
  // better-auth refreshes once expiresAt - expiresIn + updateAge has passed.
  const renovarEm = expira - regras.duracaoSegundos * 1000 + regras.renovarAposSegundos * 1000;
  if (expira <= agora || renovarEm <= agora || agora - criada > regras.duracaoMaximaMs) return null;
  return { id: linha.user_id, email: linha.email };
}
