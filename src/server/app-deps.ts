import type { Auth } from "./auth/auth.ts";
import type { CachePorVersao } from "./cache/por-versao.ts";
import type { Clock } from "./clock.ts";
import type { AppConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Barramento } from "./eventos/barramento.ts";
import type { SeloDeCursor } from "./http/selo-de-cursor.ts";

/**
 * What every route module receives: the database, the clock, the configuration, auth, the read
 * cache, the live events and the seal of the lists' cursors.
 */
export type AppDeps = { db: Database; clock: Clock; config: AppConfig; auth: Auth; cache: CachePorVersao; eventos: Barramento; cursores: SeloDeCursor };

/**
 * What the lender's route modules receive: no database handle. They reach the database only
 * through the request's confined transaction (bancoDe(req), http/rotas-do-credor.ts).
 */
export type DepsDoCredor = Omit<AppDeps, "db">;
