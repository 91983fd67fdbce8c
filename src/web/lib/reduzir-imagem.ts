// Issue 27 (point 6): a phone photo (3–8 MB, 4000×3000 px) is made smaller in the browser before
// it is sent, so that it finishes on a slow connection. Only the browser's own decoders and
// encoders are used (createImageBitmap, canvas): no library on the public page's JS budget.
// Shared by the sign-up (cadastro/campo-upload.tsx) and the borrower's 'Já paguei' (issue 42, point 7),
// through lib/arquivo-para-enviar.ts, which loads it only when an image is chosen.

/** The longest side of an image sent by the sign-up page: still readable for an ID or a bill. */
export const LADO_MAXIMO = 2000;
/** An image at most this heavy, and within LADO_MAXIMO, goes as it is. */
export const BYTES_SEM_REDUCAO = 1024 * 1024;
/** JPEG quality of a reduced image: text on a document stays sharp, the file about 5× lighter. */
export const QUALIDADE_JPEG = 0.85;

export interface Dimensoes {
  largura: number;
  altura: number;
}

/**
 * The size to draw an image of `largura`×`altura` at: the same proportions, with the longest
 * side at most `maximo` (whole pixels, never below 1). An image already within it keeps its size.
 */
export function dimensoesAlvo(largura: number, altura: number, maximo = LADO_MAXIMO): Dimensoes {
  const maior = Math.max(largura, altura);
  if (maior <= maximo) return { largura, altura };
  const escala = maximo / maior;
  return {
    largura: Math.max(1, Math.min(maximo, Math.round(largura * escala))),
    altura: Math.max(1, Math.min(maximo, Math.round(altura * escala))),
  };
}

/** Whether an image must be re-encoded: larger than LADO_MAXIMO on a side, or heavier than BYTES_SEM_REDUCAO. */
export function precisaReduzir({ largura, altura }: Dimensoes, bytes: number): boolean {
  return Math.max(largura, altura) > LADO_MAXIMO || bytes > BYTES_SEM_REDUCAO;
}

/** JPEG and PNG are decoded and reduced; a PDF (or anything else) goes as it is. */
export function eImagem(arquivo: File): boolean {
  return /^image\/(jpeg|png)$/.test(arquivo.type) || /\.(jpe?g|png)$/i.test(arquivo.name);
}

/** `foto.png` → `foto.jpg`: the reduced file is a JPEG whatever it was. */
export function nomeJpeg(nome: string): string {
  return `${nome.replace(/\.(jpe?g|png)$/i, "")}.jpg`;
}

async function codificarJpeg(imagem: ImageBitmap, { largura, altura }: Dimensoes): Promise<Blob> {
  // OffscreenCanvas where there is one (no DOM node); a detached <canvas> elsewhere (Safari < 16.4).
  if (typeof OffscreenCanvas !== "undefined") {
    const tela = new OffscreenCanvas(largura, altura);
    desenhar(tela.getContext("2d"), imagem, largura, altura);
    return tela.convertToBlob({ type: "image/jpeg", quality: QUALIDADE_JPEG });
  }
  const tela = document.createElement("canvas");
  tela.width = largura;
  tela.height = altura;
  desenhar(tela.getContext("2d"), imagem, largura, altura);
  return new Promise((resolve, reject) => tela.toBlob((b) => (b ? resolve(b) : reject(new Error("toBlob"))), "image/jpeg", QUALIDADE_JPEG));
}

function desenhar(ctx: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null, imagem: ImageBitmap, largura: number, altura: number) {
  if (!ctx) throw new Error("canvas 2d indisponível");
  // A PNG's transparent areas would turn black in a JPEG: white, like paper.
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, largura, altura);
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(imagem, 0, 0, largura, altura);
}

/**
 * The file to send for `arquivo`: a JPEG at most LADO_MAXIMO px on its longest side for a large
 * image, upright as the phone took it (EXIF orientation applied, since the JPEG written has no
 * EXIF); the original for a PDF, a small image, or anything the browser cannot decode or encode
 * (the server checks the content either way).
 */
export async function reduzirImagem(arquivo: File): Promise<File> {
  if (!eImagem(arquivo) || typeof createImageBitmap !== "function") return arquivo;
  let imagem: ImageBitmap | undefined;
  try {
    imagem = await createImageBitmap(arquivo, { imageOrientation: "from-image" });
    const original = { largura: imagem.width, altura: imagem.height };
    if (!precisaReduzir(original, arquivo.size)) return arquivo;
    const jpeg = await codificarJpeg(imagem, dimensoesAlvo(original.largura, original.altura));
    // A small image re-encoded heavier than it was (a plain PNG drawing): the original is better.
    if (jpeg.size === 0 || (Math.max(original.largura, original.altura) <= LADO_MAXIMO && jpeg.size >= arquivo.size)) return arquivo;
    return new File([jpeg], nomeJpeg(arquivo.name), { type: "image/jpeg", lastModified: arquivo.lastModified });
  } catch {
    return arquivo;
  } finally {
    imagem?.close();
  }
}
