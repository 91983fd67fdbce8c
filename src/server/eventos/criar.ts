import { PGlite } from "@electric-sql/pglite";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { Database } from "../db/client.ts";
import type { Barramento } from "./barramento.ts";
import { BarramentoEmMemoria } from "./memoria.ts";
import { BarramentoPostgres } from "./postgres.ts";

/** LISTEN/NOTIFY on a PostgreSQL server (DATABASE_URL), this process alone on the embedded one. */
export function criarBarramento(db: Database, log: FastifyBaseLogger): Barramento {
  // drizzle's $client: the driver the database was opened with.
  const cliente = (db as unknown as { $client?: unknown }).$client;
  if (cliente instanceof pg.Pool) return new BarramentoPostgres(cliente, log);
  return new BarramentoEmMemoria(cliente instanceof PGlite ? cliente : null);
}
