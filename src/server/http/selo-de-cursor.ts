import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { Invalido } from "../../domain/erros.ts";
import { MENSAGEM_CURSOR_INVALIDO } from "../data/paginacao.ts";

/*
 * The next-page cursor travels in addresses (?cursor=), which proxies and browser history keep,
 * and it names the page's last row: its sort key may be a client's name. So what leaves the
 * server is that position sealed (issue 28): encrypted and authenticated with AES-256-GCM under a
 * key derived from the server's secret, which every server on one database shares (decision
 * 0030), and bound to the lender it was made for. A cursor altered, made up, from an older
 * secret or from another lender does not open, and is the same 400 as any bad cursor.
 */

const TAMANHO_IV = 12;
const TAMANHO_ETIQUETA = 16;

export interface SeloDeCursor {
  /** The sealed form of the data layer's cursor, for this lender. */
  selar(cursor: string, usuarioId: string): string;
  /** The data layer's cursor inside a sealed one; undefined stays undefined; 400 when it does not open. */
  abrir(selado: string | undefined, usuarioId: string): string | undefined;
}

export function criarSeloDeCursor(segredo: string): SeloDeCursor {
  const chave = Buffer.from(hkdfSync("sha256", segredo, "", "credito-facil/cursor/v1", 32));
  return {
    selar(cursor, usuarioId) {
      const iv = randomBytes(TAMANHO_IV);
      const cifra = createCipheriv("aes-256-gcm", chave, iv, { authTagLength: TAMANHO_ETIQUETA });
      cifra.setAAD(Buffer.from(usuarioId));
      const corpo = Buffer.concat([cifra.update(cursor, "utf8"), cifra.final()]);
      return Buffer.concat([iv, corpo, cifra.getAuthTag()]).toString("base64url");
    },
    abrir(selado, usuarioId) {
      if (selado === undefined) return undefined;
      const bytes = Buffer.from(selado, "base64url");
      if (bytes.length <= TAMANHO_IV + TAMANHO_ETIQUETA || bytes.toString("base64url") !== selado) throw new Invalido(MENSAGEM_CURSOR_INVALIDO);
      try {
        const decifra = createDecipheriv("aes-256-gcm", chave, bytes.subarray(0, TAMANHO_IV), { authTagLength: TAMANHO_ETIQUETA });
        decifra.setAAD(Buffer.from(usuarioId));
        decifra.setAuthTag(bytes.subarray(bytes.length - TAMANHO_ETIQUETA));
        return Buffer.concat([decifra.update(bytes.subarray(TAMANHO_IV, bytes.length - TAMANHO_ETIQUETA)), decifra.final()]).toString("utf8");
      } catch {
        throw new Invalido(MENSAGEM_CURSOR_INVALIDO);
      }
    },
  };
}
