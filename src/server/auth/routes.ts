import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, type Auth } from "./auth.ts";
import { traduzirErroAuth } from "./messages.ts";

/** The Fetch API Request better-auth expects, built from Fastify's request. */
export function paraRequestWeb(req: FastifyRequest): Request {
  const url = new URL(req.url, `${req.protocol}://${req.host}`);
  const headers = new Headers();
  for (const [nome, valor] of Object.entries(req.headers)) {
    if (valor === undefined || nome === CLIENT_IP_HEADER) continue;
    headers.set(nome, Array.isArray(valor) ? valor.join(", ") : valor);
  }
  // req.ip is the socket address, or the proxy's client address when TRUST_PROXY is on.
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

async function responder(reply: FastifyReply, resposta: Response) {
  reply.status(resposta.status);
  resposta.headers.forEach((valor, nome) => {
    if (nome === "set-cookie" || nome === "content-length") return;
    reply.header(nome, valor);
  });
  const cookies = resposta.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  const texto = await resposta.text();
  if (resposta.status >= 400) {
    let corpo: unknown = null;
    try {
      corpo = texto ? JSON.parse(texto) : null;
    } catch {
      corpo = null;
    }
    reply.header("content-type", "application/json; charset=utf-8");
    return reply.send({ message: traduzirErroAuth(resposta.status, corpo) });
  }
  return reply.send(texto || null);
}

export function registrarRotasAuth(app: FastifyInstance, auth: Auth) {
  app.route({
    method: ["GET", "POST"],
    url: `${AUTH_BASE_PATH}/*`,
    handler: async (req, reply) => responder(reply, await auth.handler(paraRequestWeb(req))),
  });
}
