import { importarConteudo } from "../data/documentos.ts";
import type { Database } from "../db/client.ts";
import { comoSistema } from "../db/muro.ts";
import { erroSeguro, type LogDeTarefa } from "../http/log-seguro.ts";
import { documentosNoDisco, lerDocumento, removerDocumento } from "../storage/documentos.ts";

/**
 * Moves the documents an earlier version stored as files (DATA_DIR/documentos) into the database
 * (decision 0030), one per transaction; each file goes only once its content is committed. A
 * file without a row is left alone: an older server sharing the folder may be about to write the
 * row (it wrote the file first). Several servers importing at once is harmless (the insert
 * skips a document already imported, and removing a file twice is nothing). Until a document is
 * imported, the document route reads its file.
 */
export async function importarDocumentosDoDisco(db: Database, dataDir: string): Promise<number> {
  let importados = 0;
  for (const { id, extensao } of await documentosNoDisco(dataDir)) {
    const conteudo = await lerDocumento(dataDir, id, extensao).catch(() => null);
    if (!conteudo) continue;
    if (await comoSistema(db, (tx) => importarConteudo(tx, id, conteudo))) {
      await removerDocumento(dataDir, id, extensao);
      importados++;
    }
  }
  return importados;
}

/** At start, in the background: a failure is logged; the next start tries again. */
export async function importarDocumentosNaPartida(db: Database, dataDir: string, log: LogDeTarefa): Promise<void> {
  try {
    const n = await importarDocumentosDoDisco(db, dataDir);
    if (n > 0) log.info(`${n} documento(s) de ${dataDir}/documentos movidos para o banco de dados`);
  } catch (erro) {
    log.error({ err: erroSeguro(erro) }, "importação dos documentos de DATA_DIR para o banco falhou");
  }
}
