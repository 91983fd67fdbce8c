import { randomBytes } from "node:crypto";

/** A multipart/form-data body for app.inject, as a browser's FormData would send it. */
export function formulario(campos: Record<string, string>, arquivo?: { nome: string; tipo: string; conteudo: Buffer }) {
  const fronteira = `----credito${randomBytes(8).toString("hex")}`;
  const partes: Buffer[] = [];
  for (const [nome, valor] of Object.entries(campos)) {
    partes.push(Buffer.from(`--${fronteira}\r\nContent-Disposition: form-data; name="${nome}"\r\n\r\n${valor}\r\n`));
  }
  if (arquivo) {
    partes.push(
      Buffer.from(`--${fronteira}\r\nContent-Disposition: form-data; name="file"; filename="${arquivo.nome}"\r\nContent-Type: ${arquivo.tipo}\r\n\r\n`),
      arquivo.conteudo,
      Buffer.from("\r\n"),
    );
  }
  partes.push(Buffer.from(`--${fronteira}--\r\n`));
  return { payload: Buffer.concat(partes), headers: { "content-type": `multipart/form-data; boundary=${fronteira}` } };
}

export const PNG_MINIMO = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2e9c1d80000000049454e44ae426082",
  "hex",
);
export const PDF_MINIMO = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
