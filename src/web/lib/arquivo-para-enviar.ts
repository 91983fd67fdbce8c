import { TAMANHO_MAXIMO_UPLOAD } from "../../domain/file-type.ts";

/*
 * A photo chosen on a phone, made smaller before it goes (issues 27 and 42): the sign-up's
 * documents and the 'Já paguei' proof share this. The server's limit (5 MB) applies to what is
 * sent, so a 7 MB camera photo is accepted once reduced; a PDF, which the browser cannot make
 * smaller, is held to the limit as chosen.
 */

/** The largest photo the browser is asked to decode: a 50 MP camera JPEG is about 25 MB. */
export const TAMANHO_MAXIMO_FOTO_ORIGINAL = 40 * 1024 * 1024;

/** The code that makes photos smaller, fetched only when needed (the public pages' JS budget): call it early (on the picker's click) to have it ready. */
export const carregarReducao = () => import("./reduzir-imagem.ts");

/** JPEG or PNG by name or type: the kinds reduzirImagem re-encodes. */
export function pareceFoto(arquivo: File): boolean {
  return /\.(jpe?g|png)$/i.test(arquivo.name) || /^image\/(jpeg|png)$/.test(arquivo.type);
}

/** Refused before anything is done: a PDF over 5 MB, or a photo too large to decode on a phone. */
export function grandeDemaisParaEscolher(arquivo: File): boolean {
  return arquivo.size > (pareceFoto(arquivo) ? TAMANHO_MAXIMO_FOTO_ORIGINAL : TAMANHO_MAXIMO_UPLOAD);
}

/** Refused after reducing: what would go is still over the server's limit. */
export function grandeDemaisParaEnviar(arquivo: File): boolean {
  return arquivo.size > TAMANHO_MAXIMO_UPLOAD;
}

/**
 * The file to send: a large photo made smaller, or the file as it is (a PDF, a small image, or
 * when the reducing code cannot load or the browser cannot decode it; the server checks it either way).
 */
export async function arquivoParaEnviar(arquivo: File): Promise<File> {
  if (!pareceFoto(arquivo)) return arquivo;
  try {
    const { reduzirImagem } = await carregarReducao();
    return await reduzirImagem(arquivo);
  } catch {
    return arquivo;
  }
}
