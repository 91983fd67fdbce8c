import { fromNodeHeaders } from "better-auth/node";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { authSession } from "../db/schema/index.ts";
import { MENSAGENS } from "../http/errors.ts";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, type Auth } from "./auth.ts";
import { sessaoAmbigua } from "./cookie-de-sessao.ts";
import { lerSessao, nomeDoCookieDe, principaisEmConflito } from "./guard.ts";
import { verificarCorpoAuth } from "./corpos-auth.ts";
import { limparTentativas, registrarPedidoDeRedefinicao, registrarTentativa, registrarTentativaDeCadastro } from "./limite-por-conta.ts";
import { hashSenha } from "./password.ts";
import { criarIgualadorDeTempo } from "./tempo-do-cadastro.ts";
import { resumoSeguro } from "./log.ts";
import { traduzirErroAuth } from "./messages.ts";
import { MENSAGEM_PEDIDO_NEUTRO } from "./redefinicao-senha.ts";
import { digestoDoToken } from "./sessoes-no-banco.ts";

/*
 * The bridge between Fastify and better-auth's fetch handler, and what we add around it:
 * - the raw session token never reaches a page script: not in get-session's body, and not in
 *   the sign-in/sign-up/change-password `token` nor the `set-auth-token` header when the
 *   request comes from a browser. The cookie (HttpOnly) is all a page needs; API clients that
 *   use `Authorization: Bearer` send no Origin nor Sec-Fetch-Site (headers every browser adds
 *   and scripts cannot remove), and they still get the token;
 * - sign-in attempts are limited per account as well as per address (limite-por-conta.ts);
 * - revoking a session that is not the caller's answers 404; "revoke the others" compares the
 *   stored digests itself (better-auth would compare a raw token with digests);
 * - signing out also tells the browser to drop its HTTP cache of the lender's pages and data;
 * - a request for a password-reset link answers the same pt-BR text whatever the e-mail, and
 *   past the per-account limit sends nothing (decision 0025);
 * - the bodies of sign-up and update-user follow the app's own name rule (corpos-auth.ts);
 * - sign-up is limited per e-mail as well as per address, and an e-mail that already has an
 *   account is answered after the same password hashing as a new one (decision 0044).
 */

export const MENSAGEM_SESSAO_NAO_ENCONTRADA = "Sessão não encontrada.";

/**
 * The Fetch API Request better-auth expects, built from Fastify's request: the headers through
 * better-auth's own Node adapter (fromNodeHeaders), the body as Fastify already parsed and
 * checked it (size limit, control characters), the client address as far as TRUST_PROXY goes.
 * toNodeHandler is not used: it would write the answer itself, past what responder() adds and
 * removes (pt-BR messages, tokens kept from pages, Clear-Site-Data).
 */
export function paraRequestWeb(req: FastifyRequest, nomeDoCookie: string): Request {
  const url = new URL(req.url, `${req.protocol}://${req.host}`);
  const headers = fromNodeHeaders(req.headers);
  // Two session cookies: no session at all, as on the lender API (cookie-de-sessao.ts).
  if (sessaoAmbigua(req.headers.cookie, nomeDoCookie)) headers.delete("cookie");
  // req.ip is the socket address, or the client address as far as TRUST_PROXY's trusted hops go;
  // whatever the client sent under that name is replaced.
  headers.set(CLIENT_IP_HEADER, req.ip);
  const temCorpo = req.method !== "GET" && req.method !== "HEAD" && req.body !== undefined;
  if (temCorpo) headers.set("content-type", "application/json");
  headers.delete("content-length");
  return new Request(url, {
    method: req.method,
    headers,
    ...(temCorpo ? { body: JSON.stringify(req.body) } : {}),
  });
}

/** A page in a browser: browsers send Origin or Sec-Fetch-Site, and scripts cannot remove them. */
function vemDeNavegador(req: FastifyRequest): boolean {
  return req.headers.origin !== undefined || req.headers["sec-fetch-site"] !== undefined;
}

/**
 * The better-auth endpoint a request reaches, from the URL normalised as better-auth sees it
 * (paraRequestWeb): "/api/auth/./sign-in/email" is the sign-in too.
 */
function rotaAuth(req: FastifyRequest): string {
  const caminho = new URL(req.url, "http://servidor").pathname;
  return caminho.startsWith(AUTH_BASE_PATH) ? caminho.slice(AUTH_BASE_PATH.length) : caminho;
}

/** The success body as the client may see it. */
function corpoVisivel(rota: string, corpo: unknown, navegador: boolean): unknown {
  if (!corpo || typeof corpo !== "object" || Array.isArray(corpo)) return corpo;
  const copia = { ...(corpo as Record<string, unknown>) };
  if (rota === "/get-session" && copia.session && typeof copia.session === "object") {
    const { token: _token, ...sessao } = copia.session as Record<string, unknown>;
    copia.session = sessao;
  }
  if (navegador) delete copia.token;
  return copia;
}

async function responder(req: FastifyRequest, reply: FastifyReply, resposta: Response) {
  const rota = rotaAuth(req);
  const navegador = vemDeNavegador(req);
  // better-auth answers 422 to an e-mail already registered; the API's conflicts are 409.
  reply.status(resposta.status === 422 ? 409 : resposta.status);
  resposta.headers.forEach((valor, nome) => {
    if (nome === "set-cookie" || nome === "content-length") return;
    if (navegador && (nome === "set-auth-token" || nome === "access-control-expose-headers")) return;
    reply.header(nome, valor);
  });
  const cookies = resposta.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  // Even when the session was already gone: nothing of the lender's may stay in the browser —
  // not in the HTTP cache, nor in what the app keeps for offline use (issue 27: IndexedDB,
  // localStorage, Cache Storage; the browser also drops the service worker, which the next
  // sign-in registers again). The app wipes the same itself, for a sign-out made offline.
  if (rota === "/sign-out") reply.header("clear-site-data", '"cache", "storage"');
  const texto = await resposta.text();
  let corpo: unknown;
  try {
    corpo = texto ? JSON.parse(texto) : null;
  } catch {
    corpo = undefined;
  }
  if (resposta.status >= 400) {
    reply.header("content-type", "application/json; charset=utf-8");
    return reply.send({ message: traduzirErroAuth(resposta.status, corpo ?? null) });
  }
  if (rota === "/request-password-reset") return reply.send({ status: true, message: MENSAGEM_PEDIDO_NEUTRO });
  if (!texto) return reply.send(null);
  if (corpo === undefined) return reply.send(texto);
  reply.header("content-type", "application/json; charset=utf-8");
  return reply.send(JSON.stringify(corpoVisivel(rota, corpo, navegador)));
}

function textoDoCorpo(req: FastifyRequest, campo: string): string | undefined {
  const corpo = req.body as Record<string, unknown> | undefined;
  const valor = corpo && typeof corpo === "object" ? corpo[campo] : undefined;
  return typeof valor === "string" ? valor : undefined;
}

type BridgeDeps = { db: Database; config: AppConfig };

/** better-auth's answer; an unexpected failure is logged without its SQL parameters and is a 500. */
async function chamar(auth: Auth, req: FastifyRequest): Promise<Response> {
  try {
    const pedido = paraRequestWeb(req, nomeDoCookieDe(auth));
    // A cookie and a Bearer of different sessions: nobody, as on the lender API (guard.ts).
    // better-auth's bearer plugin would otherwise pick one of them.
    if (await principaisEmConflito(auth, req.headers)) {
      pedido.headers.delete("cookie");
      pedido.headers.delete("authorization");
    }
    return await auth.handler(pedido);
  } catch (erro) {
    req.log.error({ origem: "better-auth", erro: resumoSeguro(erro) }, "falha inesperada na autenticação");
    return Response.json({ code: "ERRO_INTERNO" }, { status: 500 });
  }
}

export function registrarRotasAuth(app: FastifyInstance, auth: Auth, { db, config }: BridgeDeps) {
  const limite = { max: config.loginMaxTentativasConta, janelaSegundos: config.loginJanelaContaSegundos };
  const redefinicao = { max: config.redefinicaoMaxPorConta, janelaSegundos: config.redefinicaoJanelaSegundos };
  const tempoDoCadastro = criarIgualadorDeTempo();
  const repassar = async (req: FastifyRequest, reply: FastifyReply) => responder(req, reply, await chamar(auth, req));

  app.route({
    method: ["GET", "POST"],
    url: `${AUTH_BASE_PATH}/*`,
    schema: {
      tags: ["Sessão"],
      summary: "better-auth: sign-up/email, sign-in/email, sign-out, get-session, change-password, list-sessions, revoke-session(s)",
    },
    handler: async (req, reply) => {
      const rota = req.method === "POST" ? rotaAuth(req) : "";

      const verificado = verificarCorpoAuth(rota, req.body);
      if (!verificado.ok) return reply.status(400).send({ message: verificado.mensagem });
      req.body = verificado.corpo;

      if (rota === "/sign-up/email") {
        const email = textoDoCorpo(req, "email");
        if (email !== undefined && !(await registrarTentativaDeCadastro(db, email))) {
          return reply.status(429).send({ message: MENSAGENS.muitasTentativas });
        }
        const inicio = performance.now();
        const resposta = await chamar(auth, req);
        if (resposta.ok) tempoDoCadastro.registrarSucesso(inicio);
        if (resposta.status === 422) {
          // better-auth answers "already exists" before hashing anything: the password is hashed
          // all the same, and the answer waits as long as a new account would (tempo-do-cadastro.ts).
          const senha = textoDoCorpo(req, "password");
          if (senha !== undefined) await hashSenha(senha);
          await tempoDoCadastro.esperarComoSucesso(inicio);
        }
        return responder(req, reply, resposta);
      }

      if (rota === "/sign-in/email") {
        const email = textoDoCorpo(req, "email");
        if (email === undefined) return repassar(req, reply);
        if (!(await registrarTentativa(db, email, limite))) {
          return reply.status(429).send({ message: MENSAGENS.muitasTentativas });
        }
        const resposta = await chamar(auth, req);
        if (resposta.ok) await limparTentativas(db, email);
        return responder(req, reply, resposta);
      }

      if (rota === "/request-password-reset") {
        const email = textoDoCorpo(req, "email");
        // Counted for every address, with or without an account: the answer stays the same.
        if (email !== undefined && !(await registrarPedidoDeRedefinicao(db, email, redefinicao))) {
          return reply.send({ status: true, message: MENSAGEM_PEDIDO_NEUTRO });
        }
        return repassar(req, reply);
      }

      if (rota === "/revoke-session" || rota === "/revoke-other-sessions") {
        const atual = await lerSessao({ auth, db, config }, req);
        // Without a session, better-auth answers the 401 itself.
        if (!atual) return repassar(req, reply);

        if (rota === "/revoke-other-sessions") {
          await db.delete(authSession).where(and(eq(authSession.userId, atual.id), ne(authSession.token, digestoDoToken(atual.token))));
          return reply.send({ status: true });
        }

        const token = textoDoCorpo(req, "token");
        if (token === undefined) return repassar(req, reply);
        // The raw token, or the stored digest that list-sessions shows in its place.
        const candidatos = [digestoDoToken(token), ...(token.startsWith("sha256:") ? [token] : [])];
        const [alvo] = await db
          .select({ id: authSession.id, token: authSession.token })
          .from(authSession)
          .where(and(eq(authSession.userId, atual.id), inArray(authSession.token, candidatos)));
        if (!alvo) return reply.status(404).send({ message: MENSAGEM_SESSAO_NAO_ENCONTRADA });
        if (alvo.token === token) {
          await db.delete(authSession).where(eq(authSession.id, alvo.id));
          return reply.send({ status: true });
        }
        return repassar(req, reply);
      }

      return repassar(req, reply);
    },
  });
}
