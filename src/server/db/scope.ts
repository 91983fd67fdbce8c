import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";

/**
 * The one way lender data is filtered: every query of a lender's table goes through here, so
 * no route can forget the owner. Another lender's record is simply not found (404).
 */
export function doUsuario(tabela: { usuarioId: PgColumn }, usuarioId: string, ...condicoes: (SQL | undefined)[]): SQL {
  return and(eq(tabela.usuarioId, usuarioId), ...condicoes) as SQL;
}

const uuid = z.uuid();

/** Route ids that are not UUIDs cannot name any record: answer 404, never a SQL cast error. */
export function isUuid(valor: unknown): valor is string {
  return uuid.safeParse(valor).success;
}
