import PDFDocument from "pdfkit";
import { emitidoPor } from "../../domain/nome-do-credor.ts";

/*
 * The shared page of receipts and statements: A4, the PDF's built-in Helvetica (no font file to
 * ship or embed; its WinAnsi encoding covers every Portuguese letter), a title with the lender's
 * name, label/value lines, sections, a table that breaks across pages, and the footer. One
 * module per document draws on top of this (recibo.ts, extrato.ts). Decision 0018.
 */

export type Documento = PDFKit.PDFDocument;

const MARGEM = 50;
const FONTE = "Helvetica";
const FONTE_NEGRITO = "Helvetica-Bold";
const COR_TEXTO = "#111111";
const COR_SUAVE = "#555555";
const COR_ALERTA = "#b91c1c";

// The characters WinAnsi adds to Latin-1 in 0x80-0x9F (curly quotes, dashes, euro, ...).
const EXTRAS_WIN_ANSI = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/**
 * Text the built-in fonts can print. pdfkit writes a character outside WinAnsi as garbage, so a
 * name typed with an emoji or a letter of another alphabet prints "?" in its place instead;
 * control characters become spaces. Accents are composed first (NFC): "é" typed as e + accent
 * is the one WinAnsi character.
 */
export function paraWinAnsi(texto: string): string {
  let saida = "";
  for (const c of texto.normalize("NFC")) {
    const codigo = c.codePointAt(0)!;
    if (codigo < 0x20 || (codigo >= 0x7f && codigo < 0xa0)) saida += " ";
    else if (codigo <= 0xff || EXTRAS_WIN_ANSI.has(c)) saida += c;
    else saida += "?";
  }
  return saida;
}

/**
 * Draws a document and returns its bytes. The PDF's metadata carries only the title.
 * `criadoEm` fixes the file's CreationDate, from which pdfkit also derives the trailer's /ID:
 * with it, the same drawing gives the same bytes on every run (a receipt's registered SHA-256,
 * decision 0051); without it, both are the moment of the call.
 */
export function gerarPdf(titulo: string, desenhar: (doc: Documento) => void, { criadoEm }: { criadoEm?: Date } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGEM,
    // Title only: the author and subject fields would carry names into file properties.
    info: { Title: titulo, Creator: "Crédito Fácil", Producer: "Crédito Fácil", ...(criadoEm ? { CreationDate: criadoEm } : {}) },
    displayTitle: true,
    lang: "pt-BR",
  });
  const partes: Buffer[] = [];
  const pronto = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (parte: Buffer) => partes.push(parte));
    doc.on("end", () => resolve(Buffer.concat(partes)));
    doc.on("error", reject);
  });
  doc.fillColor(COR_TEXTO);
  desenhar(doc);
  doc.end();
  return pronto;
}

const largura = (doc: Documento) => doc.page.width - MARGEM * 2;

/** Starts a new page when fewer than `altura` points are left above the bottom margin. */
function garantirEspaco(doc: Documento, altura: number) {
  if (doc.y + altura > doc.page.height - MARGEM) doc.addPage();
}

/** The document's title and who issues it. */
export function cabecalho(doc: Documento, titulo: string, credor: string) {
  doc.font(FONTE_NEGRITO).fontSize(20).fillColor(COR_TEXTO).text(paraWinAnsi(titulo), MARGEM, MARGEM);
  doc.moveDown(0.3);
  doc
    .font(FONTE)
    .fontSize(11)
    .fillColor(COR_SUAVE)
    .text(paraWinAnsi(emitidoPor(credor)));
  doc.fillColor(COR_TEXTO);
  doc.moveDown(0.5);
  linhaHorizontal(doc);
}

function linhaHorizontal(doc: Documento) {
  doc
    .moveTo(MARGEM, doc.y)
    .lineTo(MARGEM + largura(doc), doc.y)
    .lineWidth(0.5)
    .strokeColor("#999999")
    .stroke();
  doc.moveDown(0.6);
}

/** A boxed warning in red across the page (a reversed payment). */
export function aviso(doc: Documento, titulo: string, detalhes: string[]) {
  const texto = detalhes.map(paraWinAnsi).join("\n");
  doc.font(FONTE).fontSize(10);
  const alturaDetalhes = doc.heightOfString(texto, { width: largura(doc) - 20 });
  const altura = 22 + alturaDetalhes + 14;
  garantirEspaco(doc, altura);
  const topo = doc.y;
  doc.rect(MARGEM, topo, largura(doc), altura).lineWidth(1.5).strokeColor(COR_ALERTA).stroke();
  doc
    .font(FONTE_NEGRITO)
    .fontSize(14)
    .fillColor(COR_ALERTA)
    .text(paraWinAnsi(titulo), MARGEM + 10, topo + 8, { width: largura(doc) - 20 });
  doc
    .font(FONTE)
    .fontSize(10)
    .text(texto, MARGEM + 10, doc.y + 2, { width: largura(doc) - 20 });
  doc.fillColor(COR_TEXTO);
  doc.x = MARGEM;
  doc.y = topo + altura + 10;
}

/** A section title. */
export function secao(doc: Documento, titulo: string) {
  garantirEspaco(doc, 40);
  doc.moveDown(0.4);
  doc.font(FONTE_NEGRITO).fontSize(12).fillColor(COR_TEXTO).text(paraWinAnsi(titulo), MARGEM, doc.y);
  doc.moveDown(0.3);
}

/** One "Rótulo: valor" line; `destaque` prints the value in bold (the amount paid). */
export function campo(doc: Documento, rotulo: string, valor: string, destaque = false) {
  const colunaValor = 190;
  doc.font(FONTE).fontSize(10);
  const alturaValor = doc.heightOfString(paraWinAnsi(valor), { width: largura(doc) - colunaValor });
  garantirEspaco(doc, Math.max(alturaValor, 14) + 4);
  const topo = doc.y;
  doc.fillColor(COR_SUAVE).text(paraWinAnsi(rotulo), MARGEM, topo, { width: colunaValor - 10 });
  doc
    .fillColor(COR_TEXTO)
    .font(destaque ? FONTE_NEGRITO : FONTE)
    .fontSize(destaque ? 12 : 10)
    .text(paraWinAnsi(valor), MARGEM + colunaValor, topo, { width: largura(doc) - colunaValor });
  doc.font(FONTE).fontSize(10);
  doc.x = MARGEM;
  doc.y = Math.max(doc.y, topo + 14) + 3;
}

export type Coluna = { titulo: string; largura: number; alinhar?: "left" | "right" };

export type LinhaDaTabela = { celulas: string[]; negrito?: boolean; riscada?: boolean };

/**
 * A table whose widths are fractions of the page width. A row that does not fit starts a new
 * page and repeats the header there. `riscada` greys a row out (a reversed payment).
 */
export function tabela(doc: Documento, colunas: Coluna[], linhas: LinhaDaTabela[]) {
  const total = largura(doc);
  const larguras = colunas.map((c) => c.largura * total);
  const desenharLinha = (celulas: string[], fonte: string, cor: string) => {
    doc.font(fonte).fontSize(9);
    const alturas = celulas.map((c, i) => doc.heightOfString(paraWinAnsi(c), { width: larguras[i]! - 6 }));
    const altura = Math.max(12, ...alturas) + 6;
    return {
      altura,
      desenhar: () => {
        const topo = doc.y;
        let x = MARGEM;
        celulas.forEach((c, i) => {
          doc
            .font(fonte)
            .fontSize(9)
            .fillColor(cor)
            .text(paraWinAnsi(c), x + 3, topo + 3, { width: larguras[i]! - 6, align: colunas[i]!.alinhar ?? "left" });
          x += larguras[i]!;
        });
        doc.fillColor(COR_TEXTO);
        doc.x = MARGEM;
        doc.y = topo + altura;
        doc
          .moveTo(MARGEM, doc.y)
          .lineTo(MARGEM + total, doc.y)
          .lineWidth(0.3)
          .strokeColor("#cccccc")
          .stroke();
      },
    };
  };
  const cabecalhoDaTabela = () =>
    desenharLinha(
      colunas.map((c) => c.titulo),
      FONTE_NEGRITO,
      COR_TEXTO,
    );
  const primeiro = cabecalhoDaTabela();
  garantirEspaco(doc, primeiro.altura * 2);
  primeiro.desenhar();
  for (const linha of linhas) {
    const l = desenharLinha(linha.celulas, linha.negrito ? FONTE_NEGRITO : FONTE, linha.riscada ? "#888888" : COR_TEXTO);
    if (doc.y + l.altura > doc.page.height - MARGEM) {
      doc.addPage();
      cabecalhoDaTabela().desenhar();
    }
    l.desenhar();
  }
  doc.moveDown(0.5);
}

/**
 * A paragraph of running text (the contract's clauses), wrapped to the page width, justified.
 * pdfkit continues a paragraph longer than what is left of the page on the next one; a short
 * paragraph that does not fit moves whole. `recuo` indents it (the items of a list).
 */
export function paragrafo(doc: Documento, texto: string, { recuo = 0, negrito = false }: { recuo?: number; negrito?: boolean } = {}) {
  const conteudo = paraWinAnsi(texto);
  const opcoes = { width: largura(doc) - recuo, align: "justify" as const };
  doc.font(negrito ? FONTE_NEGRITO : FONTE).fontSize(10.5);
  garantirEspaco(doc, Math.min(doc.heightOfString(conteudo, opcoes), 60) + 4);
  doc.fillColor(COR_TEXTO).text(conteudo, MARGEM + recuo, doc.y, opcoes);
  doc.x = MARGEM;
  doc.moveDown(0.5);
}

/** A line to sign on, with who signs under it. */
export function linhaDeAssinatura(doc: Documento, linhas: string[]) {
  const larguraDaLinha = Math.min(300, largura(doc));
  doc.font(FONTE).fontSize(10);
  const texto = linhas.map(paraWinAnsi).join("\n");
  garantirEspaco(doc, 40 + doc.heightOfString(texto, { width: larguraDaLinha }));
  doc.y += 30;
  doc
    .moveTo(MARGEM, doc.y)
    .lineTo(MARGEM + larguraDaLinha, doc.y)
    .lineWidth(0.5)
    .strokeColor("#333333")
    .stroke();
  doc.y += 4;
  doc.fillColor(COR_TEXTO).text(texto, MARGEM, doc.y, { width: larguraDaLinha });
  doc.x = MARGEM;
  doc.moveDown(0.8);
}

/** A paragraph of small grey text (notes, the footer). */
export function nota(doc: Documento, texto: string) {
  doc.font(FONTE).fontSize(8.5);
  garantirEspaco(doc, doc.heightOfString(paraWinAnsi(texto), { width: largura(doc) }) + 6);
  doc.fillColor(COR_SUAVE).text(paraWinAnsi(texto), MARGEM, doc.y, { width: largura(doc) });
  doc.fillColor(COR_TEXTO);
  doc.moveDown(0.4);
}

/**
 * A label with a long code under it, across the page, in Courier (a SHA-256: 64 characters that
 * must read whole, one line, every character the same width).
 */
export function codigoLongo(doc: Documento, rotulo: string, codigo: string) {
  doc.font(FONTE).fontSize(10);
  garantirEspaco(doc, 32);
  doc.fillColor(COR_SUAVE).text(paraWinAnsi(rotulo), MARGEM, doc.y, { width: largura(doc) });
  doc
    .font("Courier")
    .fontSize(9)
    .fillColor(COR_TEXTO)
    .text(paraWinAnsi(codigo), MARGEM, doc.y + 2, { width: largura(doc) });
  doc.x = MARGEM;
  doc.moveDown(0.5);
}

/**
 * A line in the top margin of this page and of every page added after it (the sign-up link's
 * contract preview, 'Prévia para leitura — sem aceite', issue 42): drawn above the text, in red,
 * where cutting it off would leave a visibly cropped page. The writing position is kept.
 */
export function marcaEmCadaPagina(doc: Documento, texto: string) {
  // A page is added in the middle of a paragraph that runs on: the paragraph goes on in its own
  // font, size and colour, which pdfkit keeps on the document (not in the page's graphics state).
  const estado = doc as unknown as { _font: unknown; _fontSize: number; _fillColor: unknown };
  const desenhar = () => {
    const { x, y } = doc;
    const { _font: fonte, _fontSize: tamanho, _fillColor: cor } = estado;
    doc.save();
    doc
      .font(FONTE_NEGRITO)
      .fontSize(10)
      .fillColor(COR_ALERTA)
      .text(paraWinAnsi(texto), MARGEM, MARGEM / 2 - 5, { width: largura(doc), align: "center", lineBreak: false });
    doc.restore();
    Object.assign(estado, { _font: fonte, _fillColor: cor });
    doc.fontSize(tamanho);
    doc.x = x;
    doc.y = y;
  };
  desenhar();
  doc.on("pageAdded", desenhar);
}
