import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { NodeFS } from "@electric-sql/pglite/nodefs";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { erroSeguro } from "../http/log-seguro.ts";
import { restringirAoDono } from "../runtime.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
// Both drivers expose the same PgDatabase API; node-postgres' type stands for both.
export type Database = NodePgDatabase<Schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** A database handle or an open transaction: queries accept either. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
};

const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../../drizzle", import.meta.url));
// Any fixed number: serialises migrations when several servers start together.
const MIGRATION_LOCK_ID = 727_001;

/**
 * The contrib extensions the migrations create (0010: trigram search over the lender's lists).
 * PGlite ships them as separate bundles, loaded with every cluster that may use them.
 */
const EXTENSOES_PGLITE = { pg_trgm, btree_gin };

export type DatabaseOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  // dataDir undefined: in memory (tests). `modelo`: an in-memory cluster to start from, made by
  // modeloEmMemoria (tests start many databases; unpacking and migrating each costs seconds).
  | { kind: "pglite"; dataDir: string | undefined; modelo?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.modelo);
}

/** A migrated, empty in-memory cluster, to start test databases from (openDatabase `modelo`). */
export async function modeloEmMemoria(): Promise<Blob> {
  const banco = await openPglite(undefined, undefined);
  const cliente = (banco.db as unknown as { $client: PGlite }).$client;
  const dump = await cliente.dumpDataDir("none");
  await banco.close();
  return dump;
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  // JIT off for the app's sessions (decision 0057): its queries are short, and when the planner's
  // estimate is off (a lateral series per loan in the report's forecast) compiling one costs a
  // second for a query that runs in 70 ms.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: "-c jit=off" });
  // An idle connection the server closes (a restart, a DROP ... WITH (FORCE), a network cut)
  // is reported as an 'error' event: without a listener Node would end the whole process. The
  // pool replaces the connection on the next query; the event only needs saying, without data.
  pool.on("error", (erro) => {
    process.stderr.write(`${JSON.stringify({ level: 50, time: Date.now(), msg: "conexão ociosa com o PostgreSQL caiu", err: erroSeguro(erro) })}\n`);
  });
  // drizzle's node-postgres driver reads numeric, date and timestamp columns as text itself,
  // so money never becomes a float and a SQL date stays a calendar day.
  const db = drizzlePg({ client: pool, schema });
  const lock = await pool.connect();
  try {
    await lock.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lock.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    lock.release();
  }
  return { db, kind: "postgres", close: () => pool.end() };
}

async function openPglite(dataDir: string | undefined, modelo: Blob | undefined): Promise<DatabaseHandle> {
  // Private to the user (700): nobody else can reach the database files through this folder.
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const client = dataDir
    ? new PGlite(opcoesDuraveis(path.join(dataDir, "pgdata")))
    : new PGlite({ extensions: EXTENSOES_PGLITE, ...(modelo ? { loadDataDir: modelo } : {}) });
  await client.waitReady;
  if (dataDir) await confirmarDurabilidade(client);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  // PGlite chmods the cluster it unpacks (and its relcache files) to 666/644 whatever the
  // umask: made private here, once they all exist.
  if (dataDir) restringirAoDono(path.join(dataDir, "pgdata"));
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
}

/*
 * Durable commits on the embedded database (decision 0019). Out of the box PGlite runs Postgres
 * with fsync off (-F in its start parameters) and its Node filesystem (Emscripten's NODEFS)
 * has no fsync at all: a commit reaches the operating system (a kill -9 loses nothing) but not
 * the disk, so a power cut or a kernel crash could lose the last acknowledged payments or
 * leave the cluster inconsistent. Here fsync is on, the WAL is synced with fsync() (PGlite's
 * fdatasync does nothing) and NODEFS's fsync calls the real one: each commit waits for the disk,
 * as on a PostgreSQL server. relaxedDurability stays off (it only matters for browser stores).
 */
type ModuloEmscripten = {
  NODEFS?: { stream_ops: Record<string, unknown>; tryFSOperation: <T>(f: () => T) => T };
};

class NodeFSDuravel extends NodeFS {
  override async init(pg: PGlite, opcoes: Parameters<NodeFS["init"]>[1]) {
    const r = await super.init(pg, opcoes);
    const preRun = (r.emscriptenOpts.preRun ?? []) as ((mod: ModuloEmscripten) => void)[];
    r.emscriptenOpts.preRun = [
      (mod: ModuloEmscripten) => {
        const nodefs = mod.NODEFS;
        if (!nodefs) throw new Error("PGlite sem NODEFS: não é possível garantir gravações duráveis.");
        nodefs.stream_ops.fsync = (stream: { nfd: number }) => nodefs.tryFSOperation(() => fs.fsyncSync(stream.nfd));
      },
      ...preRun,
    ];
    return r;
  }
}

/** PGlite options for a cluster on disk whose commits wait for the disk (see above). */
export function opcoesDuraveis(pgdata: string): PGliteOptions {
  fs.mkdirSync(pgdata, { recursive: true, mode: 0o700 });
  return {
    extensions: EXTENSOES_PGLITE,
    fs: new NodeFSDuravel(pgdata),
    startParams: [...PGlite.defaultStartParams.filter((p) => p !== "-F"), "-c", "fsync=on", "-c", "wal_sync_method=fsync", "-c", "synchronous_commit=on"],
  };
}

/** Refuses to run on an embedded cluster whose commits would not be synced (a PGlite upgrade that changed the above). */
export async function confirmarDurabilidade(client: PGlite) {
  const { rows } = await client.query<{ fsync: string; metodo: string; commit: string }>(
    "SELECT current_setting('fsync') AS fsync, current_setting('wal_sync_method') AS metodo, current_setting('synchronous_commit') AS commit",
  );
  const r = rows[0];
  if (r?.fsync !== "on" || r.metodo !== "fsync" || r.commit !== "on") {
    throw new Error(`O banco embutido não está com gravação durável (fsync=${r?.fsync}, wal_sync_method=${r?.metodo}, synchronous_commit=${r?.commit}).`);
  }
}
