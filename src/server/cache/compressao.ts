import type { FastifyCompressOptions } from "@fastify/compress";

/** Below this many bytes an answer goes out as it is: compressing would save next to nothing. */
export const LIMIAR_DE_COMPRESSAO = 1024;

/**
 * Up to this many bytes an answer in memory is compressed in one synchronous call (issue 12).
 * A compression stream per answer (a zlib context, libuv's thread pool, stream callbacks) costs
 * far more than compressing: measured here, 0.73 ms of CPU for a 17.5 KiB page of clients
 * against 0.13 ms in one call, and 1.2 ms against 0.5 ms for 281 KiB of due loans. Every paged
 * list and the due-today list fit; only bigger bodies (exports, backups) take the stream.
 */
export const LIMITE_DE_COMPRESSAO_SINCRONA = 256 * 1024;

/**
 * @fastify/compress for every answer: JSON and the built web app (dist/web through
 * @fastify/static). Brotli when the client accepts it, else gzip; images and PDFs (not
 * compressible by mime-db) go out as they are. Answers up to LIMITE_DE_COMPRESSAO_SINCRONA are
 * compressed in one call; larger ones in a stream, on libuv's threads, so that the event loop is
 * never held for long.
 */
export const OPCOES_DE_COMPRESSAO: FastifyCompressOptions = {
  global: true,
  threshold: LIMIAR_DE_COMPRESSAO,
  syncThreshold: LIMITE_DE_COMPRESSAO_SINCRONA,
  encodings: ["br", "gzip"],
  // Request bodies are read as sent, as before the plugin: a compressed body is not inflated
  // past the body limit's view of it.
  globalDecompression: false,
};
