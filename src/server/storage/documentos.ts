import fs from "node:fs/promises";
import path from "node:path";

// Documents live in the database (documentos_conteudo, decision 0030). Versions before it kept
// them as files in DATA_DIR/documentos under server-generated names (the row's uuid), outside
// anything served statically: those are imported into the database at start
// (jobs/documentos-do-disco.ts), read from here until then, and removed with their rows.

const NOME_SEGURO = /^([0-9a-f-]{36})\.(jpg|png|pdf)$/;

export function caminhoDocumento(dataDir: string, id: string, extensao: string): string {
  const nome = `${id}.${extensao}`;
  if (!NOME_SEGURO.test(nome)) throw new Error(`Nome de documento inválido: ${nome}`);
  return path.join(dataDir, "documentos", nome);
}

export function lerDocumento(dataDir: string, id: string, extensao: string): Promise<Buffer> {
  return fs.readFile(caminhoDocumento(dataDir, id, extensao));
}

export async function removerDocumento(dataDir: string, id: string, extensao: string) {
  await fs.rm(caminhoDocumento(dataDir, id, extensao), { force: true });
}

/** The document files an earlier version left in DATA_DIR/documentos (only server-given names). */
export async function documentosNoDisco(dataDir: string): Promise<{ id: string; extensao: string }[]> {
  const nomes = await fs.readdir(path.join(dataDir, "documentos")).catch((erro: NodeJS.ErrnoException) => {
    if (erro.code === "ENOENT") return [] as string[];
    throw erro;
  });
  return nomes.flatMap((nome) => {
    const m = NOME_SEGURO.exec(nome);
    return m ? [{ id: m[1]!, extensao: m[2]! }] : [];
  });
}
