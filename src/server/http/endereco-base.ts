import type { FastifyRequest } from "fastify";
import { origensConfiaveis, type AppConfig } from "../config.ts";

/*
 * The address printed on a document before '/verificar/CODE' (issue 42, point 7; decision 0062).
 * Without PUBLIC_URL (a default install) the server does not know its public address, so it uses
 * the one the lender's (or the borrower's) browser used for this request, but only when that is
 * one of the configured origins (PUBLIC_URL's, this machine's on PORT, ORIGENS_PERMITIDAS): the
 * Origin and Host headers are chosen by the client, and a document must never send whoever reads
 * it to an address an attacker picked. Anything else falls back to the first configured origin.
 */

/** The parts of a request the address is read from (a FastifyRequest has them all). */
export type PedidoComEndereco = Pick<FastifyRequest, "headers" | "protocol" | "host">;

/** "https://app.exemplo.com.br", never with a trailing slash; PUBLIC_URL keeps its path. */
export function enderecoBaseDosDocumentos(config: AppConfig): (req: PedidoComEndereco) => string {
  if (config.publicUrl) {
    const publico = config.publicUrl.replace(/\/+$/, "");
    return () => publico;
  }
  const origens = origensConfiaveis(config);
  const permitidas = new Set(origens);
  const padrao = origens[0]!;
  return (req) => {
    const origem = req.headers.origin;
    if (typeof origem === "string" && permitidas.has(origem)) return origem;
    // A same-origin GET (a download) carries no Origin: the Host the browser used, with the
    // scheme Fastify read (x-forwarded-proto only under TRUST_PROXY).
    const doHost = origemDoHost(req);
    if (doHost && permitidas.has(doHost)) return doHost;
    return padrao;
  };
}

// A host name or an IPv4/IPv6 address, with an optional port: no user, path, or spaces.
const HOST_VALIDO = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function origemDoHost(req: PedidoComEndereco): string | null {
  const host = req.host;
  if (!HOST_VALIDO.test(host) || (req.protocol !== "http" && req.protocol !== "https")) return null;
  try {
    // URL normalises case and a default port (http://x:80 is http://x), as the browser's Origin does.
    return new URL(`${req.protocol}://${host}`).origin;
  } catch {
    return null;
  }
}
