import { Cron } from "croner";
import { removerLinhasDeUploadsOrfaos } from "../data/limpeza.ts";
import type { Database } from "../db/client.ts";
import { comoSistema } from "../db/muro.ts";
import { limparLimitesVencidos } from "../http/limites-publicos.ts";
import { erroSeguro, type LogDeTarefa } from "../http/log-seguro.ts";
import { removerDocumento } from "../storage/documentos.ts";
import { FUSO_DOS_TRABALHOS } from "./processamento-diario.ts";

const UMA_HORA = 3_600_000;

/**
 * Uploads that never became part of a submission: after 24 hours, or after 1 hour once their
 * link can no longer be submitted (used, cancelled, expired or gone). Their bytes in the database
 * go with the rows (cascade); a file an earlier version left on disk goes after the commit, so a
 * crash in between leaves at most an unreferenced file, never a row without its content.
 */
export async function limparUploadsOrfaos(db: Database, dataDir: string, agora: Date): Promise<number> {
  const removidos = await comoSistema(db, (tx) => removerLinhasDeUploadsOrfaos(tx, agora));
  for (const doc of removidos) await removerDocumento(dataDir, doc.id, doc.extensao);
  return removidos.length;
}

/**
 * Housekeeping inside the server process: at start and at the top of every hour (croner, São
 * Paulo time). A failure is logged at error level, sanitized (no query text); the next hour tries
 * again. The timer never keeps the process alive, and once stopped nothing fires again.
 */
export function agendarLimpeza(db: Database, dataDir: string, agora: () => Date, log: LogDeTarefa): () => void {
  const rodar = async () => {
    try {
      const n = await limparUploadsOrfaos(db, dataDir, agora());
      await limparLimitesVencidos(db, new Date(agora().getTime() - 24 * UMA_HORA));
      if (n > 0) log.info(`limpeza: ${n} arquivo(s) enviado(s) e não usados removidos`);
    } catch (erro) {
      log.error({ err: erroSeguro(erro) }, "limpeza falhou");
    }
  };
  const job = new Cron("0 0 * * * *", { timezone: FUSO_DOS_TRABALHOS, unref: true, protect: true }, rodar);
  void job.trigger();
  return () => job.stop();
}
