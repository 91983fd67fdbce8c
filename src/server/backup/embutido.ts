import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { confirmarDurabilidade, opcoesDuraveis, type Database } from "../db/client.ts";
import { restringirAoDono } from "../runtime.ts";
import { ErroDeBackup } from "./arquivo.ts";

// The embedded database's side of backup and restore (decision 0019).

type ClientePglite = PGlite & { _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> };

function clienteDe(db: Database): ClientePglite {
  return (db as unknown as { $client: ClientePglite }).$client;
}

/** Whether the open database is the embedded one (PGlite), the only one the server copies itself. */
export function ehBancoEmbutido(db: Database): boolean {
  return typeof (db as unknown as { $client?: { dumpDataDir?: unknown } }).$client?.dumpDataDir === "function";
}

/**
 * A consistent copy of the embedded cluster, gzipped, from the open database (the server's, or
 * the operator command's with the server stopped). A CHECKPOINT first puts committed pages in
 * the data files, so the restore replays little WAL; the copy itself waits for any open
 * transaction to end and holds the next one back (PGlite's transaction mutex, then its query
 * mutex in dumpDataDir): what it copies is every committed transaction and nothing half done.
 */
export function copiaDoBanco(db: Database): Promise<Buffer> {
  return copiar(clienteDe(db));
}

async function copiar(cliente: ClientePglite): Promise<Buffer> {
  await cliente.exec("CHECKPOINT");
  const dump = await cliente._runExclusiveTransaction(() => cliente.dumpDataDir("gzip"));
  return Buffer.from(await dump.arrayBuffer());
}

/** Whether DATA_DIR holds an embedded database (so a backup with the server stopped has one to open). */
export function temBancoEmbutido(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, "pgdata", "PG_VERSION"));
}

/**
 * The same copy with the server stopped: opens the embedded database in DATA_DIR (the caller
 * holds the folder's lock) without migrating it, copies it and closes it.
 */
export async function copiaDoBancoParado(dataDir: string): Promise<Buffer> {
  if (!temBancoEmbutido(dataDir)) throw new ErroDeBackup(`Não há banco embutido em ${dataDir} (falta pgdata). Confira DATA_DIR.`);
  const cliente = new PGlite(opcoesDuraveis(path.join(dataDir, "pgdata"))) as ClientePglite;
  try {
    await cliente.waitReady;
    return await copiar(cliente);
  } finally {
    await cliente.close();
  }
}

export type ContagemRestaurada = { clientes: number; emprestimos: number; pagamentos: number; documentos: Set<string> };

/**
 * Unpacks a dump into DATA_DIR/pgdata (PGlite's loadDataDir), reads what it holds, and closes
 * it so every file is on disk (a CHECKPOINT, synced: the durable options of db/client.ts);
 * then makes the cluster private (PGlite writes it 666/644).
 */
export async function carregarBanco(dataDir: string, dump: Buffer): Promise<ContagemRestaurada> {
  const pgdata = path.join(dataDir, "pgdata");
  const cliente = new PGlite({ ...opcoesDuraveis(pgdata), loadDataDir: new Blob([new Uint8Array(dump)]) });
  try {
    await cliente.waitReady;
    await confirmarDurabilidade(cliente);
    const contar = async (tabela: string) => (await cliente.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${tabela}`)).rows[0]?.n ?? 0;
    const documentos = (await cliente.query<{ id: string }>("SELECT id::text AS id FROM documentos")).rows.map((r) => r.id);
    const contagem = {
      clientes: await contar("clientes"),
      emprestimos: await contar("emprestimos"),
      pagamentos: await contar("historico_pagamentos"),
      documentos: new Set(documentos),
    };
    await cliente.exec("CHECKPOINT");
    return contagem;
  } finally {
    await cliente.close();
    restringirAoDono(pgdata);
  }
}
