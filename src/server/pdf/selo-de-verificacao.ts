import QRCode from "qrcode";
import { paraWinAnsi, type Documento } from "./layout.ts";

/*
 * The verification block every verifiable document ends with (issue 42, point 7; decision 0062):
 * the code, the full address to check it ('Verifique em https://…/verificar/CODE', a link in the
 * PDF) and a QR code of that same address, so that whoever holds the paper or the file opens
 * the check with the camera. The QR is encoded by `qrcode`, the library the PIX QR already uses,
 * and drawn as vector squares: no image to embed, and the same input gives the same bytes (a
 * receipt's registered SHA-256, decision 0051).
 */

const LADO_DO_QR = 92;
// The blank border a reader needs around the symbol (the standard asks 4 modules; on a white
// page the block's own spacing adds to it).
const MODULOS_DE_MARGEM = 2;
const ESPACO_ENTRE = 14;

/** The full address of a code's check: `base` without a trailing slash, then /verificar/CODE. */
export function enderecoDeVerificacao(base: string, codigo: string): string {
  return `${base.replace(/\/+$/, "")}/verificar/${codigo}`;
}

/** The QR symbol's dark modules, row by row (true is dark), at error correction M like the PIX one. */
export function modulosDoQr(texto: string): boolean[][] {
  const { modules } = QRCode.create(texto, { errorCorrectionLevel: "M" });
  return Array.from({ length: modules.size }, (_, linha) => Array.from({ length: modules.size }, (_, coluna) => modules.get(linha, coluna) === 1));
}

/** Draws the QR of `texto` as a square of `lado` points with its top-left corner at (x, y). */
export function desenharQr(doc: Documento, texto: string, x: number, y: number, lado: number) {
  const modulos = modulosDoQr(texto);
  const passo = lado / (modulos.length + MODULOS_DE_MARGEM * 2);
  const inicio = MODULOS_DE_MARGEM * passo;
  doc.save();
  modulos.forEach((linha, i) =>
    linha.forEach((escuro, j) => {
      // A hair wider than the step, so that adjacent squares leave no white seam when rendered.
      if (escuro) doc.rect(x + inicio + j * passo, y + inicio + i * passo, passo + 0.05, passo + 0.05);
    }),
  );
  doc.fillColor("#000000").fill();
  doc.restore();
}

export type Selo = {
  /** "AB12-CD34-EF" */
  codigo: string;
  /** The full address, from enderecoDeVerificacao. */
  endereco: string;
  /** What anyone can check with the code, under the address. */
  explicacao?: string;
};

/**
 * The block: the QR on the left, the code, the address and the explanation on its right. It
 * moves to a new page whole when it does not fit; the cursor ends under it, at the left margin.
 */
export function seloDeVerificacao(doc: Documento, { codigo, endereco, explicacao }: Selo) {
  const esquerda = doc.page.margins.left;
  const larguraTexto = doc.page.width - doc.page.margins.right - esquerda - LADO_DO_QR - ESPACO_ENTRE;
  const xTexto = esquerda + LADO_DO_QR + ESPACO_ENTRE;
  doc.font("Helvetica").fontSize(10);
  const linhaEndereco = paraWinAnsi(`Verifique em ${endereco}`);
  const alturaTexto =
    16 +
    doc.heightOfString(linhaEndereco, { width: larguraTexto }) +
    (explicacao ? 6 + doc.fontSize(8.5).heightOfString(paraWinAnsi(explicacao), { width: larguraTexto }) : 0);
  const altura = Math.max(LADO_DO_QR, alturaTexto);
  if (doc.y + altura > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const topo = doc.y;

  desenharQr(doc, endereco, esquerda, topo, LADO_DO_QR);

  const yTexto = topo + Math.max(0, (LADO_DO_QR - alturaTexto) / 2);
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#555555")
    .text("Código de verificação ", xTexto, yTexto, { width: larguraTexto, continued: true })
    .font("Helvetica-Bold")
    .fontSize(12)
    .fillColor("#111111")
    .text(paraWinAnsi(codigo));
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#111111")
    .text(linhaEndereco, xTexto, doc.y + 2, { width: larguraTexto, link: endereco });
  if (explicacao) {
    doc
      .fontSize(8.5)
      .fillColor("#555555")
      .text(paraWinAnsi(explicacao), xTexto, doc.y + 4, { width: larguraTexto });
  }
  doc.fillColor("#111111");
  doc.x = esquerda;
  doc.y = topo + altura + 8;
}
