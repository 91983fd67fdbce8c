import { createHash } from "node:crypto";
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
 * The validator of a cached answer: whose data, which version of it, which read. The lender's
 * identity is part of it, so one lender's ETag can never match another lender's answer (two
 * lenders' versions are often the same small number).
 */
export function etagDe(usuarioId: string, versao: number, escopo: string): string {
  return `W/"${createHash("sha256").update(`${usuarioId}|${versao}|${escopo}`).digest("base64url").slice(0, 27)}"`;
}

/**
 * Answers a lender's read from the cache; `escopo` names what else the answer depends on
 * (the route, and today's date for date-dependent figures). Returns the body for the handler to
 * return (it is sent after the lender's transaction commits). Browsers keep nothing
 * (`Cache-Control: no-store` on every /api answer); the ETag serves API clients that revalidate.
 */
export async function responderComCache(
  cache: CachePorVersao,
  req: FastifyRequest,
  reply: FastifyReply,
  escopo: string,
  calcular: () => Promise<unknown>,
): Promise<Buffer | string> {
  const usuario = usuarioDe(req);
  const versao = req.versaoDados;
  reply.header("vary", "accept-encoding");
  reply.type("application/json");
  if (versao === null) return JSON.stringify(await calcular());
  const etag = etagDe(usuario.id, versao, escopo);
  reply.header("etag", etag);
  if (req.headers["if-none-match"] === etag) {
    reply.status(304);
    return "";
  }
  const chave = `${usuario.id}|${escopo}`;
  if (/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
    reply.header("content-encoding", "gzip");
    return cache.obterGzip(chave, versao, calcular);
  }
  return cache.obter(chave, versao, calcular);
}
