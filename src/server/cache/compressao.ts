import type { FastifyCompressOptions } from "@fastify/compress";

/** Below this many bytes an answer goes out as it is: compressing would save next to nothing. */
export const LIMIAR_DE_COMPRESSAO = 1024;

/**
 * @fastify/compress for every answer: JSON and the built web app (dist/web through
 * @fastify/static). Brotli when the client accepts it, else gzip; images and PDFs (not
 * compressible by mime-db) go out as they are. Large bodies are compressed in a stream, on libuv's
 * threads, never in one synchronous call on the event loop.
 */
export const OPCOES_DE_COMPRESSAO: FastifyCompressOptions = {
  global: true,
  threshold: LIMIAR_DE_COMPRESSAO,
  encodings: ["br", "gzip"],
  // Request bodies are read as sent, as before the plugin: a compressed body is not inflated
  // past the body limit's view of it.
  globalDecompression: false,
};
