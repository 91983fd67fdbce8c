// Uploaded documents are recognised by their first bytes, never by name or declared type:
// a renamed executable or an HTML page declared as image/png is refused.

export const TAMANHO_MAXIMO_UPLOAD = 5 * 1024 * 1024;

export type TipoArquivo = { extensao: "jpg" | "png" | "pdf"; mime: "image/jpeg" | "image/png" | "application/pdf" };

const ASSINATURAS: { bytes: number[]; tipo: TipoArquivo }[] = [
  { bytes: [0xff, 0xd8, 0xff], tipo: { extensao: "jpg", mime: "image/jpeg" } },
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], tipo: { extensao: "png", mime: "image/png" } },
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], tipo: { extensao: "pdf", mime: "application/pdf" } }, // %PDF-
];

/** The accepted type of a file's content (JPG/JPEG, PNG, PDF), or null. */
export function detectarTipoArquivo(conteudo: Uint8Array): TipoArquivo | null {
  for (const { bytes, tipo } of ASSINATURAS) {
    if (conteudo.length >= bytes.length && bytes.every((b, i) => conteudo[i] === b)) return tipo;
  }
  return null;
}

/** The browser-side first check (the server checks the content again). */
export function extensaoAceita(nome: string): boolean {
  return /\.(jpe?g|png|pdf)$/i.test(nome);
}
