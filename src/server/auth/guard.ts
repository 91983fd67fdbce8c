import type { FastifyRequest } from "fastify";
import { AppError, MENSAGENS } from "../http/errors.ts";
import type { Database } from "../db/client.ts";
import type { Auth } from "./auth.ts";
import { lerSessaoRapida, tokenDaRequisicao, type RegrasDaSessao } from "./sessao-rapida.ts";

export type UsuarioAutenticado = { id: string; email: string };

declare module "fastify" {
  interface FastifyRequest {
    usuario: UsuarioAutenticado | null;
    /** The lender's data version, read inside the lender's transaction (rotasDoCredor): the key of cached reads. */
    versaoDados: number | null;
  }
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
 * the sliding expiry or the absolute lifetime (sessoes-no-banco.ts), read as null.
 */
export async function lerSessao(auth: Auth, req: FastifyRequest) {
  return auth.api.getSession({ headers: cabecalhos(req) }).catch(() => null);
}

/** The signed-in lender of the request, or null. */
export async function sessaoOpcional(auth: Auth, req: FastifyRequest): Promise<UsuarioAutenticado | null> {
  const sessao = await lerSessao(auth, req);
  return sessao ? { id: sessao.user.id, email: sessao.user.email } : null;
}

/** preHandler: the request must carry a live session. */
export function exigirSessao(auth: Auth) {
  return async (req: FastifyRequest) => {
    const usuario = await sessaoOpcional(auth, req);
    if (!usuario) throw new AppError(401, MENSAGENS.naoAutenticado);
    req.usuario = usuario;
  };
}

/**
 * preHandler of the lender's API: the one-query session check (sessao-rapida.ts) for a plain
 * live session, better-auth for everything else.
 */
export function exigirSessaoDoCredor(auth: Auth, db: Database, regras: RegrasDaSessao) {
  const pelaBetterAuth = exigirSessao(auth);
  return async (req: FastifyRequest) => {
    const token = tokenDaRequisicao(req.headers, regras.segredo);
    const usuario = token ? await lerSessaoRapida(db, token, regras) : null;
    if (usuario) {
      req.usuario = usuario;
      return;
    }
    await pelaBetterAuth(req);
  };
}

/** The signed-in lender of a request that passed exigirSessao. */
export function usuarioDe(req: FastifyRequest): UsuarioAutenticado {
  if (!req.usuario) throw new AppError(401, MENSAGENS.naoAutenticado);
  return req.usuario;
}
