import { sql, type Placeholder, type SQL } from "drizzle-orm";
import * as utilidadesDoDrizzle from "drizzle-orm/utils";
import type { Executor } from "./client.ts";
import { MARCA_DE_PREPARADA } from "./instrucoes-preparadas.ts";

// What drizzle's select uses to list its fields, in its JS but left out of its types.
const { orderSelectedFields } = utilidadesDoDrizzle as unknown as { orderSelectedFields: (campos: Record<string, unknown>) => unknown };

/*
 * A hot read whose SQL is built once (issue 12 point 4). drizzle turns a query builder into SQL
 * text on every call, walking every column and condition (`is()`, buildSelection), which measured
 * about a sixth of the server's CPU on a signed-in one-row read. A read written here is built on
 * its first call with placeholders for its values, and every later call hands the same text and
 * field list to the running transaction's session, as drizzle's own prepared queries do — but on
 * the transaction of each request, so the lender's wall still holds every statement.
 *
 * Only reads with a fixed shape belong here (the same columns and conditions whatever the values).
 * With `preparada`, PostgreSQL also keeps the statement parsed and planned on each connection.
 */

/** The placeholders a read is written with: `p.id` stands for the value named id. */
export type Marcadores<V> = { readonly [K in keyof V]: Placeholder<K & string> };

/** What drizzle's select builder keeps and its own `_prepare` uses (drizzle-orm 0.45). */
type ConstrutorDeSelect = {
  dialect: { sqlToQuery: (s: SQL) => { sql: string; params: unknown[] } };
  getSQL: () => SQL;
  config: { fields: Record<string, unknown> };
  joinsNotNullableMap: Record<string, boolean>;
  usedTables: Set<string>;
};

type Sessao = {
  prepareQuery: (
    query: { sql: string; params: unknown[] },
    campos: unknown,
    nome: string | undefined,
    emArranjo: boolean,
    mapeador: undefined,
    metadados: { type: "select"; tables: string[] },
  ) => { joinsNotNullableMap?: Record<string, boolean>; execute: (valores: Record<string, unknown>) => Promise<unknown[]> };
};

type Construida = { query: { sql: string; params: unknown[] }; campos: unknown; juncoes: Record<string, boolean>; tabelas: string[] };

/**
 * A select built once: `montar` writes it with `db` and the placeholders; the result runs it on
 * any database handle or transaction with the values. Its rows are the select's own.
 */
export function consultaPronta<V extends Record<string, unknown>, Linha>(
  montar: (db: Executor, p: Marcadores<V>) => PromiseLike<Linha[]>,
  opcoes: { preparada?: boolean } = {},
): (db: Executor, valores: V) => Promise<Linha[]> {
  let construida: Construida | undefined;
  return async (db, valores) => {
    if (!construida) {
      const marcadores = new Proxy({} as Marcadores<V>, { get: (_alvo, nome) => sql.placeholder(String(nome)) });
      const q = montar(db, marcadores) as unknown as ConstrutorDeSelect;
      const query = q.dialect.sqlToQuery(q.getSQL());
      // `preparada`: named and planned once per connection (instrucoes-preparadas.ts), only for a
      // lookup whose plan cannot depend on the lender's size (a primary key).
      if (opcoes.preparada) query.sql = `${MARCA_DE_PREPARADA} ${query.sql}`;
      construida = {
        query,
        campos: orderSelectedFields(q.config.fields),
        juncoes: q.joinsNotNullableMap,
        tabelas: [...q.usedTables],
      };
    }
    const sessao = (db as unknown as { session: Sessao }).session;
    const preparada = sessao.prepareQuery(construida.query, construida.campos, undefined, true, undefined, { type: "select", tables: construida.tabelas });
    preparada.joinsNotNullableMap = construida.juncoes;
    return (await preparada.execute(valores)) as Linha[];
  };
}
