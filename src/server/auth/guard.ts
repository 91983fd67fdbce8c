import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { parseCookies } from "better-auth/cookies";
import { makeSignature } from "better-auth/crypto";
import type { AppConfig } from "../config.ts";
import type { Database, Executor } from "../db/client.ts";
import { authSession, authUser } from "../db/schema/index.ts";
import { AppError, MENSAGENS } from "../http/errors.ts";
import type { Auth } from "./auth.ts";
import { sessaoAmbigua } from "./cookie-de-sessao.ts";
import { digestoDoToken } from "./sessoes-no-banco.ts";

/*
 * The one way a request is tied to a lender (decision 0041). better-auth creates, refreshes and
 * ends sessions; this module only answers "whose live session does this request carry?", in
 * three steps, for the lender API, the live events, the documents and the session routes alike:
 *
 * 1. the credential: the session cookie under its one configured name (a request naming it
 *    twice has none), parsed with better-auth's own `parseCookies` and its signature checked
 *    with better-auth's `makeSignature`, or `Authorization: Bearer` as better-auth's bearer
 *    plugin accepts it (the raw token, or the signed value it hands out);
 * 2. one SQL condition on the stored session (sessoes-no-banco.ts keeps SHA-256 of the token):
 *    not expired (better-auth's sliding expiry) and created within the absolute lifetime. The
 *    lender API runs it inside the statement that opens the lender's wall (db/muro.ts), so the
 *    session, its owner, the credits and the wall are one round trip;
 * 3. refreshing stays better-auth's: when the row is due for its daily refresh, better-auth's
 *    getSession runs after the request and extends it. A dead row (expired, or past the absolute
 *    lifetime) named by a request is deleted, as sessoes-no-banco.ts does for better-auth.
 *
 * Nothing is cached: a sign-out, a revocation, a password change or an expiry is refused on the
 * very next request.
 */

export type UsuarioAutenticado = { id: string; email: string };

declare module "fastify" {
  interface FastifyRequest {
    usuario: UsuarioAutenticado | null;
    /** The lender's data version, read inside the lender's transaction (rotasDoCredor): the key of cached reads. */
    versaoDados: number | null;
  }
}

export type DepsDaSessao = { auth: Auth; db: Database; config: Pick<AppConfig, "sessaoDuracaoMaximaDias"> };

const UM_DIA_MS = 24 * 60 * 60 * 1000;
/** better-call's signature: base64 of an HMAC-SHA-256, 44 characters with its padding. */
const TAMANHO_ASSINATURA = 44;
const PREFIXO_BEARER = "bearer ";

/** The session cookie's name, as createAuth gave it to better-auth. */
export function nomeDoCookieDe(auth: Auth): string {
  return auth.options.advanced.cookies.session_token.name;
}

function segredoDe(auth: Auth): string {
  const segredo = auth.options.secret;
  if (!segredo) throw new Error("better-auth sem segredo");
  return segredo;
}

/** The token of a signed value `token.assinatura`, or null when the signature is not ours. */
async function tokenAssinado(valor: string, segredo: string): Promise<string | null> {
  const ponto = valor.lastIndexOf(".");
  if (ponto < 1) return null;
  const token = valor.slice(0, ponto);
  const assinatura = Buffer.from(valor.slice(ponto + 1));
  if (assinatura.length !== TAMANHO_ASSINATURA) return null;
  const esperada = Buffer.from(await makeSignature(token, segredo));
  return esperada.length === assinatura.length && timingSafeEqual(esperada, assinatura) ? token : null;
}

function cabecalhoUnico(valor: string | string[] | undefined): string | undefined {
  return Array.isArray(valor) ? valor.join("; ") : valor;
}

/**
 * The token `Authorization: Bearer` presents: undefined without that header (or with an empty
 * credential), null when it presents one that is not ours.
 */
async function tokenDoBearer(auth: Auth, cabecalhos: FastifyRequest["headers"]): Promise<string | null | undefined> {
  const autorizacao = cabecalhoUnico(cabecalhos.authorization);
  if (!autorizacao || autorizacao.slice(0, PREFIXO_BEARER.length).toLowerCase() !== PREFIXO_BEARER) return undefined;
  const credencial = autorizacao.slice(PREFIXO_BEARER.length).trim();
  if (!credencial) return undefined;
  if (!credencial.includes(".")) return credencial;
  return tokenAssinado(credencial.includes("%") ? decodificar(credencial) : credencial, segredoDe(auth));
}

/**
 * The token the session cookie presents: undefined when the request names no session cookie,
 * null when it names one that is not ours (or names it twice, cookie-de-sessao.ts).
 */
async function tokenDoCookie(auth: Auth, cabecalhos: FastifyRequest["headers"]): Promise<string | null | undefined> {
  const cookie = cabecalhoUnico(cabecalhos.cookie);
  if (!cookie) return undefined;
  const nome = nomeDoCookieDe(auth);
  if (sessaoAmbigua(cookie, nome)) return null;
  const valor = parseCookies(cookie).get(nome);
  if (valor === undefined) return undefined;
  return valor ? tokenAssinado(valor, segredoDe(auth)) : null;
}

/**
 * The session token the request presents, or null. One principal per request (issue 42,
 * point 3): a request carrying both a session cookie and `Authorization: Bearer` has a session
 * only when both name the same one. Otherwise which of the two a reader took would decide whose
 * data a page shows (a first screen drawn from the cookie under the Bearer's e-mail).
 */
export async function tokenDoPedido(auth: Auth, cabecalhos: FastifyRequest["headers"]): Promise<string | null> {
  const [doBearer, doCookie] = await Promise.all([tokenDoBearer(auth, cabecalhos), tokenDoCookie(auth, cabecalhos)]);
  if (doBearer !== undefined && doCookie !== undefined) return doBearer !== null && doBearer === doCookie ? doBearer : null;
  return doBearer ?? doCookie ?? null;
}

/** Whether the request carries a session cookie and a Bearer that do not name the same session. */
export async function principaisEmConflito(auth: Auth, cabecalhos: FastifyRequest["headers"]): Promise<boolean> {
  const [doBearer, doCookie] = await Promise.all([tokenDoBearer(auth, cabecalhos), tokenDoCookie(auth, cabecalhos)]);
  return doBearer !== undefined && doCookie !== undefined && (doBearer === null || doBearer !== doCookie);
}

function decodificar(valor: string): string {
  try {
    return decodeURIComponent(valor);
  } catch {
    return valor;
  }
}

/** The stored session a request's token names, with the conditions that make it live now. */
export type ConsultaDaSessao = { digesto: string; agora: Date; criadaDepoisDe: Date };

export function consultaDaSessao(token: string, config: DepsDaSessao["config"], agora = new Date()): ConsultaDaSessao {
  return {
    digesto: digestoDoToken(token),
    agora,
    criadaDepoisDe: new Date(agora.getTime() - config.sessaoDuracaoMaximaDias * UM_DIA_MS),
  };
}

/**
 * The live session named by `c`: its owner's user_id and email and its expiry (expira_em, epoch
 * milliseconds), or no row. The lender's wall (db/muro.ts) and lerSessaoViva both run it, so
 * both apply the same conditions.
 */
export function sessaoVivaSql(c: ConsultaDaSessao) {
  return sql`SELECT s.user_id, u.email, u.name, extract(epoch FROM s.expires_at) * 1000 AS expira_em
    FROM ${authSession} s JOIN ${authUser} u ON u.id = s.user_id
    WHERE s.token = ${c.digesto} AND s.expires_at > ${c.agora.toISOString()}::timestamptz
      AND s.created_at > ${c.criadaDepoisDe.toISOString()}::timestamptz`;
}

/** Whether better-auth would extend this session now (its `updateAge` rule): then it should. */
export function devidaRenovacao(auth: Auth, expiraEm: Date, agora: Date): boolean {
  const { expiresIn, updateAge } = auth.options.session;
  return expiraEm.getTime() - expiresIn * 1000 + updateAge * 1000 <= agora.getTime();
}

/**
 * After a request whose session was found due for refresh: better-auth's getSession extends it
 * with its own rules (once a day per session). Its answer is not used.
 */
export async function renovarSessao(auth: Auth, req: FastifyRequest): Promise<void> {
  await auth.api.getSession({ headers: cabecalhosDe(req) }).catch((erro: unknown) => {
    req.log.warn({ err: { name: (erro as Error)?.name } }, "renovação da sessão falhou");
  });
}

/** A request's headers as better-auth's server API takes them. */
export function cabecalhosDe(req: FastifyRequest): Headers {
  const h = new Headers();
  for (const [nome, valor] of Object.entries(req.headers)) {
    if (valor !== undefined) h.set(nome, Array.isArray(valor) ? valor.join(", ") : valor);
  }
  return h;
}

type LinhaDaSessao = { user_id: string; email: string; name: string | null; expira_em: string | number };

/**
 * Deletes the session `c` names if it is dead: a request that presents an expired session ends
 * it, as better-auth's getSession would (and the live-events stream of it hears so, migration 0015).
 */
export async function apagarSessaoMorta(db: Executor, c: ConsultaDaSessao): Promise<void> {
  await db.execute(sql`DELETE FROM ${authSession} WHERE token = ${c.digesto}
    AND (expires_at <= ${c.agora.toISOString()}::timestamptz OR created_at <= ${c.criadaDepoisDe.toISOString()}::timestamptz)`);
}

/** The live session named by `c` and its owner, read outside any lender's wall. */
async function lerSessaoViva(db: Executor, c: ConsultaDaSessao) {
  const r = await db.execute(sessaoVivaSql(c));
  const linha = r.rows[0] as LinhaDaSessao | undefined;
  return linha ? { id: linha.user_id, email: linha.email, nome: linha.name ?? "", expiraEm: new Date(Number(linha.expira_em)) } : null;
}

/**
 * The signed-in lender of the request and the session's token, or null. Routes outside the
 * lender's wall use it (live events, documents, session routes); the lender API reads the same
 * conditions inside its wall (http/rotas-do-credor.ts).
 */
export async function lerSessao(deps: DepsDaSessao, req: FastifyRequest): Promise<(UsuarioAutenticado & { nome: string; token: string }) | null> {
  const token = await tokenDoPedido(deps.auth, req.headers);
  if (!token) return null;
  const consulta = consultaDaSessao(token, deps.config);
  const sessao = await lerSessaoViva(deps.db, consulta);
  if (!sessao) {
    await apagarSessaoMorta(deps.db, consulta);
    return null;
  }
  if (devidaRenovacao(deps.auth, sessao.expiraEm, consulta.agora)) await renovarSessao(deps.auth, req);
  return { id: sessao.id, email: sessao.email, nome: sessao.nome, token };
}

/** The signed-in lender of the request, or null. */
export async function sessaoOpcional(deps: DepsDaSessao, req: FastifyRequest): Promise<UsuarioAutenticado | null> {
  const sessao = await lerSessao(deps, req);
  return sessao ? { id: sessao.id, email: sessao.email } : null;
}

/** preHandler: the request must carry a live session (401 otherwise). */
export function exigirSessao(deps: DepsDaSessao) {
  return async (req: FastifyRequest) => {
    const usuario = await sessaoOpcional(deps, req);
    if (!usuario) throw new AppError(401, MENSAGENS.naoAutenticado);
    req.usuario = usuario;
  };
}

/** The signed-in lender of a request that passed the session check. */
export function usuarioDe(req: FastifyRequest): UsuarioAutenticado {
  if (!req.usuario) throw new AppError(401, MENSAGENS.naoAutenticado);
  return req.usuario;
}
