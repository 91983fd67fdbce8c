import { extractText, getDocumentProxy, getResolvedPDFJS } from "unpdf";

// Reading a PDF the API sent, for tests. The extractor may split a line where the layout puts two
// runs of text, so runs of white space become one space.

/** The whole document's text. */
export async function textoDoPdf(corpo: Buffer): Promise<string> {
  return (await paginasDoPdf(corpo)).join(" ");
}

/** Each page's text. */
export async function paginasDoPdf(corpo: Buffer): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(corpo));
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map((t) => t.replace(/\s+/g, " "));
}

// pdf.js's operator list ends with ArrayBuffer.prototype.transferToFixedLength (Node 21+); on Node 20
// it warns and drops part of the list. A copy does the same for reading, in tests only.
const prototipo = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (n?: number) => ArrayBuffer };
if (!prototipo.transferToFixedLength) {
  Object.defineProperty(ArrayBuffer.prototype, "transferToFixedLength", {
    value(this: ArrayBuffer, tamanho = this.byteLength) {
      const copia = new Uint8Array(tamanho);
      copia.set(new Uint8Array(this, 0, Math.min(tamanho, this.byteLength)));
      return copia.buffer;
    },
  });
}

/**
 * The QR symbols drawn on a page as vector squares (pdf/selo-de-verificacao.ts), read back from
 * the page's drawing operations: each is the grid of dark modules, as modulosDoQr gives it, so a
 * test compares what the file really carries with the symbol of the address it expects.
 */
export async function qrsDaPagina(corpo: Buffer, pagina = 1): Promise<boolean[][][]> {
  const { OPS } = await getResolvedPDFJS();
  const pdf = await getDocumentProxy(new Uint8Array(corpo));
  const { fnArray, argsArray } = await (await pdf.getPage(pagina)).getOperatorList();
  const simbolos: boolean[][][] = [];
  fnArray.forEach((op, i) => {
    if (op !== OPS.constructPath) return;
    const dados = (argsArray[i] as [number, ArrayLike<number>[]])[1]?.[0];
    if (!dados) return;
    const quadrados = quadradosDoCaminho(Array.from(dados));
    if (quadrados.length >= 50) simbolos.push(gradeDosQuadrados(quadrados));
  });
  return simbolos;
}

type Quadrado = { x: number; y: number; lado: number };

// pdf.js writes a rectangle as moveTo (0), three lineTo (1) and closePath (4).
function quadradosDoCaminho(d: number[]): Quadrado[] {
  const quadrados: Quadrado[] = [];
  for (let i = 0; i + 12 < d.length + 1 && d[i] === 0 && d[i + 3] === 1 && d[i + 6] === 1 && d[i + 9] === 1 && d[i + 12] === 4; i += 13) {
    const xs = [d[i + 1]!, d[i + 4]!, d[i + 7]!, d[i + 10]!];
    const ys = [d[i + 2]!, d[i + 5]!, d[i + 8]!, d[i + 11]!];
    quadrados.push({ x: Math.min(...xs), y: Math.min(...ys), lado: Math.max(...xs) - Math.min(...xs) });
  }
  return quadrados;
}

function gradeDosQuadrados(quadrados: Quadrado[]): boolean[][] {
  // Each square is one module plus the hair of overlap; the top-left module is always dark (a finder).
  const passo = Math.min(...quadrados.map((q) => q.lado)) - 0.05;
  const x0 = Math.min(...quadrados.map((q) => q.x));
  const y0 = Math.min(...quadrados.map((q) => q.y));
  const tamanho = Math.round((Math.max(...quadrados.map((q) => q.x)) - x0) / passo) + 1;
  const grade = Array.from({ length: tamanho }, () => Array.from({ length: tamanho }, () => false));
  for (const q of quadrados) grade[Math.round((q.y - y0) / passo)]![Math.round((q.x - x0) / passo)] = true;
  return grade;
}
