import fs from "node:fs/promises";
import path from "node:path";

// Documents live in DATA_DIR/documentos under server-generated names (the row's uuid), outside
// anything served statically; they are only read through the lender's authenticated route.

const NOME_SEGURO = /^[0-9a-f-]{36}\.(jpg|png|pdf)$/;

export function caminhoDocumento(dataDir: string, id: string, extensao: string): string {
  const nome = `${id}.${extensao}`;
  if (!NOME_SEGURO.test(nome)) throw new Error(`Nome de documento inválido: ${nome}`);
  return path.join(dataDir, "documentos", nome);
}

export async function gravarDocumento(dataDir: string, id: string, extensao: string, conteudo: Buffer) {
  await fs.mkdir(path.join(dataDir, "documentos"), { recursive: true, mode: 0o700 });
  await fs.writeFile(caminhoDocumento(dataDir, id, extensao), conteudo, { mode: 0o600, flag: "wx" });
}

export function lerDocumento(dataDir: string, id: string, extensao: string): Promise<Buffer> {
  return fs.readFile(caminhoDocumento(dataDir, id, extensao));
}

export async function removerDocumento(dataDir: string, id: string, extensao: string) {
  await fs.rm(caminhoDocumento(dataDir, id, extensao), { force: true });
}
