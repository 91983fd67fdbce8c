import { gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { usuarioDe } from "../auth/guard.ts";

/**
 * Serialized answers of the lender's heaviest reads (dashboard, due lists, client list), kept
 * per server and keyed by the lender's data version. Every write to clients, loans or payments
 * bumps that version in its own transaction, and the guard reads it on every request, so a
 * change made through any server is seen by the next read on every server. Bounded by bytes.
 */
export class CachePorVersao {
  // Buffers, not strings: a hit is written to the socket without encoding megabytes again.
  private readonly entradas = new Map<string, { versao: number; corpo: Buffer; gzip?: Buffer }>();
  private bytes = 0;

  constructor(private readonly limiteBytes = 64 * 1024 * 1024) {}

  async obter(chave: string, versao: number, calcular: () => Promise<unknown>): Promise<Buffer> {
    return (await this.entrada(chave, versao, calcular)).corpo;
  }

  /** The answer gzipped once per version: a browser's list of 10,000 clients is ~10× smaller. */
  async obterGzip(chave: string, versao: number, calcular: () => Promise<unknown>): Promise<Buffer> {
    const e = await this.entrada(chave, versao, calcular);
    if (!e.gzip) {
      e.gzip = gzipSync(e.corpo, { level: 6 });
      if (this.entradas.get(chave) === e) this.bytes += e.gzip.length;
    }
    return e.gzip;
  }

  private async entrada(chave: string, versao: number, calcular: () => Promise<unknown>) {
    const atual = this.entradas.get(chave);
    if (atual && atual.versao === versao) {
      // Most recently used goes last.
      this.entradas.delete(chave);
      this.entradas.set(chave, atual);
      return atual;
    }
    const nova: { versao: number; corpo: Buffer; gzip?: Buffer } = { versao, corpo: Buffer.from(JSON.stringify(await calcular())) };
    this.remover(chave);
    if (nova.corpo.length <= this.limiteBytes / 4) {
      this.entradas.set(chave, nova);
      this.bytes += nova.corpo.length;
      for (const antiga of this.entradas.keys()) {
        if (this.bytes <= this.limiteBytes) break;
        this.remover(antiga);
      }
    }
    return nova;
  }

  private remover(chave: string) {
    const e = this.entradas.get(chave);
    if (!e) return;
    this.bytes -= e.corpo.length + (e.gzip?.length ?? 0);
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
  reply.header("vary", "accept-encoding");
  if (versao === null) return reply.type("application/json").send(JSON.stringify(await calcular()));
  const etag = `W/"${versao}-${Buffer.from(escopo).toString("base64url")}"`;
  reply.header("etag", etag);
  if (req.headers["if-none-match"] === etag) return reply.status(304).send();
  const chave = `${usuario.id}|${escopo}`;
  if (/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
    const gz = await cache.obterGzip(chave, versao, calcular);
    return reply.type("application/json").header("content-encoding", "gzip").send(gz);
  }
  return reply.type("application/json").send(await cache.obter(chave, versao, calcular));
}
