import type { FastifyReply, FastifyRequest } from "fastify";
import { usuarioDe } from "../auth/guard.ts";

/**
 * Serialized answers of the lender's heaviest reads (dashboard, due lists, client list), kept
 * per server and keyed by the lender's data version. Every write to clients, loans or payments
 * bumps that version in its own transaction, and the guard reads it on every request, so a
 * change made through any server is seen by the next read on every server. Bounded by bytes.
 */
export class CachePorVersao {
  private readonly entradas = new Map<string, { versao: number; corpo: string }>();
  private bytes = 0;

  constructor(private readonly limiteBytes = 64 * 1024 * 1024) {}

  async obter(chave: string, versao: number, calcular: () => Promise<unknown>): Promise<string> {
    const atual = this.entradas.get(chave);
    if (atual && atual.versao === versao) {
      // Most recently used goes last.
      this.entradas.delete(chave);
      this.entradas.set(chave, atual);
      return atual.corpo;
    }
    const corpo = JSON.stringify(await calcular());
    this.remover(chave);
    if (corpo.length <= this.limiteBytes / 4) {
      this.entradas.set(chave, { versao, corpo });
      this.bytes += corpo.length;
      for (const antiga of this.entradas.keys()) {
        if (this.bytes <= this.limiteBytes) break;
        this.remover(antiga);
      }
    }
    return corpo;
  }

  private remover(chave: string) {
    const e = this.entradas.get(chave);
    if (!e) return;
    this.bytes -= e.corpo.length;
    this.entradas.delete(chave);
  }
}

/**
 * Answers a lender's read from the cache; `escopo` names what else the answer depends on
 * (the route, and today's date for date-dependent figures). Sends an ETag so a browser
 * refetching an unchanged list gets 304.
 */
export async function responderComCache(
  cache: CachePorVersao,
  req: FastifyRequest,
  reply: FastifyReply,
  escopo: string,
  calcular: () => Promise<unknown>,
) {
  const usuario = usuarioDe(req);
  const versao = req.versaoDados;
  reply.header("cache-control", "private, no-cache");
  if (versao === null) return reply.type("application/json").send(JSON.stringify(await calcular()));
  const etag = `W/"${versao}-${Buffer.from(escopo).toString("base64url")}"`;
  reply.header("etag", etag);
  if (req.headers["if-none-match"] === etag) return reply.status(304).send();
  const corpo = await cache.obter(`${usuario.id}|${escopo}`, versao, calcular);
  return reply.type("application/json").send(corpo);
}
