import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bancoPostgresDescartavel } from "../test/harness.ts";
import { ClienteComBeginJunto } from "./begin-junto.ts";

// A transaction's BEGIN goes to PostgreSQL with its first statement (decision 0034): one round
// trip less per transaction, with the same meaning. Round trips are counted as PostgreSQL's
// ReadyForQuery messages, one at the end of each. One connection, so every query below shares it.
describe("BEGIN junto com a primeira instrução (postgres)", () => {
  let pool: pg.Pool;
  let db: ReturnType<typeof drizzle>;
  let apagar: () => Promise<void>;
  let idas = 0;

  beforeAll(async () => {
    const descartavel = await bancoPostgresDescartavel("teste_begin_junto");
    apagar = descartavel.apagar;
    pool = new pg.Pool({ connectionString: descartavel.url, max: 1, Client: ClienteComBeginJunto });
    pool.on("connect", (cliente) => {
      (cliente as unknown as { connection: { on: (evento: string, f: () => void) => void } }).connection.on("readyForQuery", () => idas++);
    });
    db = drizzle({ client: pool });
    await db.execute(sql`CREATE TABLE anotacoes (texto text NOT NULL)`);
  });

  afterAll(async () => {
    await pool?.end();
    await apagar?.();
  });

  async function contarIdas<T>(fn: () => Promise<T>): Promise<{ idas: number; valor: T }> {
    const antes = idas;
    const valor = await fn();
    return { idas: idas - antes, valor };
  }

  it("uma transação com uma leitura faz duas idas (BEGIN e a leitura juntos; COMMIT), e a leitura vem como sempre", async () => {
    const { idas: feitas, valor } = await contarIdas(() => db.transaction(async (tx) => (await tx.execute(sql`SELECT ${7}::int AS n, 'x' AS t`)).rows));
    expect(valor).toEqual([{ n: 7, t: "x" }]);
    expect(feitas).toBe(2);
    // The same in the array row mode drizzle's select uses, and a statement without parameters.
    const linhas = await db.transaction(async (tx) => tx.execute(sql`SELECT 1 AS um`));
    expect(linhas.rows).toEqual([{ um: 1 }]);
  });

  it("é uma transação de verdade: o que a primeira instrução muda só vale até o COMMIT", async () => {
    const dentro = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('app.teste', ${"dentro"}, true)`);
      return (await tx.execute(sql`SELECT current_setting('app.teste', true) AS v, now() = statement_timestamp() AS inicio`)).rows[0];
    });
    // Inside one transaction block: the local setting survived the first statement, and now()
    // (the transaction's start) is earlier than the second statement's own timestamp.
    expect(dentro).toEqual({ v: "dentro", inicio: false });
    const depois = (await db.execute(sql`SELECT coalesce(current_setting('app.teste', true), '') AS v`)).rows[0];
    expect(depois).toEqual({ v: "" });
  });

  it("um erro na primeira instrução desfaz tudo e a conexão segue limpa", async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO anotacoes (texto) VALUES (${null})`);
      }),
    ).rejects.toThrow();
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO anotacoes (texto) VALUES (${"desfeita"})`);
        throw new Error("desistiu");
      }),
    ).rejects.toThrow("desistiu");
    await db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO anotacoes (texto) VALUES (${"gravada"})`);
    });
    expect((await db.execute(sql`SELECT texto FROM anotacoes`)).rows).toEqual([{ texto: "gravada" }]);
    // Outside any transaction block again.
    expect((await db.execute(sql`SELECT now() = statement_timestamp() AS fora`)).rows).toEqual([{ fora: true }]);
  });

  it("uma transação sem instrução não manda nada", async () => {
    const { idas: feitas } = await contarIdas(() => db.transaction(async () => undefined));
    expect(feitas).toBe(0);
  });

  it("depois de um BEGIN adiado, outra forma de consulta vai depois de um BEGIN de verdade", async () => {
    const cliente = await pool.connect();
    try {
      await cliente.query({ text: "begin" });
      // A plain string: not drizzle's form, so the real BEGIN is queued ahead of it.
      await cliente.query("SELECT set_config('app.teste', 'texto', true)");
      const r = await cliente.query("SELECT current_setting('app.teste', true) AS v");
      expect(r.rows).toEqual([{ v: "texto" }]);
      await cliente.query({ text: "commit" });
    } finally {
      cliente.release();
    }
  });
});
