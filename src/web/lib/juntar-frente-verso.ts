// Issue 42, point 7: the identity document's front and back, chosen as two photos, go as ONE
// image (the sign-up keeps one documentoIdentidadeUrl and POST /api/upload takes one file): the
// front above the back, the same width, each side at most LADO_MAXIMO px like a single photo
// (reduzir-imagem.ts), a JPEG. Loaded only when a back is chosen (the public page's JS budget).
import { LADO_MAXIMO, QUALIDADE_JPEG, nomeJpeg, type Dimensoes } from "./reduzir-imagem.ts";

export interface Juncao {
  largura: number;
  alturaFrente: number;
  alturaVerso: number;
}

/**
 * Where each side is drawn: both at the wider side's width (a small back is enlarged, not the
 * front shrunk to it), made smaller until neither side passes `maximo` on any edge. The image is
 * `largura` × (alturaFrente + alturaVerso).
 */
export function dimensoesDaJuncao(frente: Dimensoes, verso: Dimensoes, maximo = LADO_MAXIMO): Juncao {
  const proporcao = (d: Dimensoes) => d.altura / d.largura;
  // The widest that keeps each side's height within the maximum, its own proportions kept.
  const largura = Math.max(1, Math.floor(Math.min(Math.max(frente.largura, verso.largura), maximo, maximo / proporcao(frente), maximo / proporcao(verso))));
  const altura = (d: Dimensoes) => Math.max(1, Math.min(maximo, Math.round(largura * proporcao(d))));
  return { largura, alturaFrente: altura(frente), alturaVerso: altura(verso) };
}

/** `rg.jpg` + `rg-verso.png` → `rg-frente-e-verso.jpg`: the front's name says what the file holds. */
export function nomeDaJuncao(frente: string): string {
  return nomeJpeg(frente).replace(/\.jpg$/, "-frente-e-verso.jpg");
}

type Contexto = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function desenhar(ctx: Contexto | null, frente: ImageBitmap, verso: ImageBitmap, j: Juncao) {
  if (!ctx) throw new Error("canvas 2d indisponível");
  // A PNG's transparent areas would turn black in a JPEG: white, like paper.
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, j.largura, j.alturaFrente + j.alturaVerso);
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(frente, 0, 0, j.largura, j.alturaFrente);
  ctx.drawImage(verso, 0, j.alturaFrente, j.largura, j.alturaVerso);
}

async function codificar(frente: ImageBitmap, verso: ImageBitmap, j: Juncao): Promise<Blob> {
  const altura = j.alturaFrente + j.alturaVerso;
  // OffscreenCanvas where there is one; a detached <canvas> elsewhere (Safari < 16.4).
  if (typeof OffscreenCanvas !== "undefined") {
    const tela = new OffscreenCanvas(j.largura, altura);
    desenhar(tela.getContext("2d"), frente, verso, j);
    return tela.convertToBlob({ type: "image/jpeg", quality: QUALIDADE_JPEG });
  }
  const tela = document.createElement("canvas");
  tela.width = j.largura;
  tela.height = altura;
  desenhar(tela.getContext("2d"), frente, verso, j);
  return new Promise((resolve, reject) => tela.toBlob((b) => (b ? resolve(b) : reject(new Error("toBlob"))), "image/jpeg", QUALIDADE_JPEG));
}

/**
 * One JPEG with the front above the back, each upright as the phone took it (EXIF orientation
 * applied). Rejects when the browser cannot decode either photo or encode the result: the page
 * then tells the borrower to try another photo or a PDF with both sides.
 */
export async function juntarFrenteEVerso(frente: File, verso: File): Promise<File> {
  if (typeof createImageBitmap !== "function") throw new Error("createImageBitmap indisponível");
  const lidas = await Promise.allSettled([frente, verso].map((f) => createImageBitmap(f, { imageOrientation: "from-image" })));
  const imagens = lidas.flatMap((l) => (l.status === "fulfilled" ? [l.value] : []));
  try {
    const [a, b] = imagens;
    if (!a || !b || imagens.length !== 2) throw new Error("foto ilegível");
    const juncao = dimensoesDaJuncao({ largura: a.width, altura: a.height }, { largura: b.width, altura: b.height });
    const jpeg = await codificar(a, b, juncao);
    if (jpeg.size === 0) throw new Error("JPEG vazio");
    return new File([jpeg], nomeDaJuncao(frente.name), { type: "image/jpeg", lastModified: frente.lastModified });
  } finally {
    for (const imagem of imagens) imagem.close();
  }
}
