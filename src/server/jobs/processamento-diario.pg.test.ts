import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, novoLender, type Contexto } from "../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi } from "../test/ledger.ts";
import { processarDia } from "../data/processamento-diario.ts";

// PostgreSQL only (a *.pg.test.ts file, included when TEST_DATABASE_URL is set): PGlite has a
// single session, where an advisory lock cannot exclude anyone.
describe("trava do processamento diário (postgres)", () => {
  let ctx: Contexto;
  beforeAll(async () => {
    ctx = await criarContexto();
    const a = await novoLender(ctx.app);
    const c = await criarClienteApi(ctx.app, a.cookie);
    await criarEmprestimoApi(ctx.app, a.cookie, c.id); // due 2026-12-25
    ctx.relogio.avancarDias(35); // 2026-12-30: the loan is 5 days late
  });
  afterAll(async () => ctx.close());

  // Two runs at once end right even without the lock (the UPDATEs skip rows already right), so
  // this test holds the lock from another server (a second connection): the run must change
  // nothing and say so; once released, the same run does the day's work.
  it("com a trava com outro servidor, não faz nada e devolve null", async () => {
    const outroServidor = await (ctx.banco.db as unknown as { $client: pg.Pool }).$client.connect();
    try {
      const foto = async () => (await ctx.banco.db.execute(sql`SELECT id, status, dias_atraso, valor_juros_atraso FROM emprestimos ORDER BY id`)).rows;
      const antes = await foto();
      await outroServidor.query("BEGIN");
      await outroServidor.query("SELECT pg_advisory_xact_lock(727002)");
      expect(await processarDia(ctx.banco.db, ctx.relogio.now())).toBeNull();
      expect(await foto()).toEqual(antes);
      await outroServidor.query("COMMIT");
      const feito = await processarDia(ctx.banco.db, ctx.relogio.now());
      expect(feito).toMatchObject({ dia: "2026-12-30" });
      expect(feito!.atrasados).toBeGreaterThan(0);
    } finally {
      await outroServidor.query("ROLLBACK").catch(() => {});
      outroServidor.release();
    }
  });
});
