import { extractText, getDocumentProxy } from "unpdf";

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
