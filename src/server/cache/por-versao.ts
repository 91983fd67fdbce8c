import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import { usuarioDe } from "../auth/guard.ts";

/** The most the read cache holds, in bytes of serialized JSON. */
export const LIMITE_DO_CACHE = 64 * 1024 * 1024;

type Entrada = { versao: number; corpo: Buffer };

/**
 * Serialized answers of the lender's heaviest reads (dashboard, due lists, client list), kept
 * per server and keyed by the lender's data version. Every write to clients, loans or payments
 * bumps that version in its own transaction, and the guard reads it on every request, so a
 * change made through any server is seen by the next read on every server. An LRU bounded by
 * bytes (lru-cache); an answer larger than a quarter of the limit is never kept. Compression is
 * @fastify/compress's, per request, off the event loop for large bodies.
 */
export class CachePorVersao {
  // Buffers, not strings: a hit is written to the socket without encoding megabytes again.
  private readonly entradas: LRUCache<string, Entrada>;

  constructor(limiteBytes = LIMITE_DO_CACHE) {
    this.entradas = new LRUCache<string, Entrada>({
      maxSize: limiteBytes,
      maxEntrySize: Math.floor(limiteBytes / 4),
      sizeCalculation: (e, chave) => e.corpo.length + chave.length,
    });
  }

  async obter(chave: string, versao: number, calcular: () => Promise<unknown>): Promise<Buffer> {
    const atual = this.entradas.get(chave);
    if (atual && atual.versao === versao) return atual.corpo;
    const nova: Entrada = { versao, corpo: Buffer.from(JSON.stringify(await calcular())) };
    // An older version's answer goes either way; a too large one is simply not kept.
    this.entradas.delete(chave);
    this.entradas.set(chave, nova);
    return nova.corpo;
  }

  /** Bytes held, as lru-cache counts them. */
  get bytes(): number {
    return this.entradas.calculatedSize;
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
 * return (it is sent after the lender's transaction commits); @fastify/compress compresses it
 * per Accept-Encoding. Browsers keep nothing (`Cache-Control: no-store` on every /api answer);
 * the ETag serves API clients that revalidate.
 *
 * What is cached has passed through the route's answer schema (`esquema`), as any other answer
 * does: the body is that schema's JSON (text or bytes), which Fastify sends as it is, so the route's type is
 * the schema's output.
 */
export async function responderComCache<S extends z.ZodType>(
  cache: CachePorVersao,
  req: FastifyRequest,
  reply: FastifyReply,
  escopo: string,
  esquema: S,
  calcularSemEsquema: () => Promise<z.output<S>>,
): Promise<z.output<S>> {
  const calcular = async () => z.encode(esquema, await calcularSemEsquema());
  const usuario = usuarioDe(req);
  const versao = req.versaoDados;
  reply.type("application/json");
  const corpo = (texto: string | Buffer) => texto as unknown as z.output<S>;
  if (versao === null) return corpo(JSON.stringify(await calcular()));
  const etag = etagDe(usuario.id, versao, escopo);
  reply.header("etag", etag);
  if (req.headers["if-none-match"] === etag) {
    reply.status(304);
    return corpo("");
  }
  return corpo(await cache.obter(`${usuario.id}|${escopo}`, versao, calcular));
}
