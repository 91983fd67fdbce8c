import type { FastifyRequest } from "fastify";
import { AppError, MENSAGENS } from "../http/errors.ts";
import type { Auth } from "./auth.ts";
import { sessaoAmbigua } from "./cookie-de-sessao.ts";

/*
 * The one way a request is tied to a lender: better-auth's own session check (signed cookie or
 * `Authorization: Bearer`, sliding expiry and refresh, the absolute lifetime enforced by
 * sessoes-no-banco.ts), run on every request with no cache, so that a sign-out, a revoked
 * session, a password change or an expired session is refused on the very next request.
 * The lender API, the live events, the documents and the server-drawn first paint all come here.
 */

export type UsuarioAutenticado = { id: string; email: string };

declare module "fastify" {
  interface FastifyRequest {
    usuario: UsuarioAutenticado | null;
    /** The lender's data version, read inside the lender's transaction (rotasDoCredor): the key of cached reads. */
    versaoDados: number | null;
  }
}

/** The session cookie's name, as createAuth gave it to better-auth. */
export function nomeDoCookieDe(auth: Auth): string {
  return auth.options.advanced.cookies.session_token.name;
}

function cabecalhos(req: FastifyRequest): Headers {
  const h = new Headers();
  for (const [nome, valor] of Object.entries(req.headers)) {
    if (valor !== undefined) h.set(nome, Array.isArray(valor) ? valor.join(", ") : valor);
  }
  return h;
}

/**
 * The request's live session (cookie or Authorization: Bearer), or null. Expired sessions, by
 * the sliding expiry or the absolute lifetime (sessoes-no-banco.ts), read as null, and so does a
 * request with two session cookies (cookie-de-sessao.ts).
 */
export async function lerSessao(auth: Auth, req: FastifyRequest) {
  if (sessaoAmbigua(req.headers.cookie, nomeDoCookieDe(auth))) return null;
  return auth.api.getSession({ headers: cabecalhos(req) }).catch(() => null);
}

/** The signed-in lender of the request, or null. */
export async function sessaoOpcional(auth: Auth, req: FastifyRequest): Promise<UsuarioAutenticado | null> {
  const sessao = await lerSessao(auth, req);
  return sessao ? { id: sessao.user.id, email: sessao.user.email } : null;
}

/** preHandler: the request must carry a live session (401 otherwise). */
export function exigirSessao(auth: Auth) {
  return async (req: FastifyRequest) => {
    const usuario = await sessaoOpcional(auth, req);
    if (!usuario) throw new AppError(401, MENSAGENS.naoAutenticado);
    req.usuario = usuario;
  };
}

/** The signed-in lender of a request that passed exigirSessao. */
export function usuarioDe(req: FastifyRequest): UsuarioAutenticado {
  if (!req.usuario) throw new AppError(401, MENSAGENS.naoAutenticado);
  return req.usuario;
}
