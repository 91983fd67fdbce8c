import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "./client.ts";

// Several servers starting together on one PostgreSQL database migrate one at a time: each waits
// for the migration lock (an advisory lock) before touching the schema. PGlite is one process.
describe("migração com vários servidores (postgres)", () => {
  it("quem inicia com a trava de migração ocupada espera, sem mexer no banco, e migra ao ser liberado", async () => {
    const base = process.env.TEST_DATABASE_URL!;
    const nome = `teste_migracao_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${nome}`);
    const url = new URL(base);
    url.pathname = `/${nome}`;
    const outroServidor = new pg.Client({ connectionString: url.toString() });
    await outroServidor.connect();
    let aberto: DatabaseHandle | undefined;
    try {
      const tabelas = async () => (await outroServidor.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'")).rows[0]!.n;
      const esperandoATrava = async () =>
        (
          await outroServidor.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = 727001 AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
          )
        ).rows[0]!.n;
      await outroServidor.query("SELECT pg_advisory_lock(727001)");
      let terminou = false;
      const abrindo = openDatabase({ kind: "postgres", url: url.toString(), poolSize: 2 }).then((h) => {
        terminou = true;
        aberto = h;
        return h;
      });
      // It must queue on the lock; without it, it would migrate and finish instead.
      await vi.waitFor(
        async () => {
          expect(terminou, "migrou com a trava ocupada").toBe(false);
          expect(await esperandoATrava()).toBe(1);
        },
        { timeout: 20_000, interval: 50 },
      );
      expect(terminou).toBe(false);
      expect(await tabelas()).toBe(0);

      await outroServidor.query("SELECT pg_advisory_unlock(727001)");
      await abrindo;
      expect(await tabelas()).toBeGreaterThan(5);
      // And it let go of the lock once done: the next server takes it at once.
      expect((await outroServidor.query<{ ok: boolean }>("SELECT pg_try_advisory_lock(727001) AS ok")).rows[0]!.ok).toBe(true);
    } finally {
      await aberto?.close();
      await outroServidor.end();
      await admin.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
      await admin.end();
    }
  });
});

// A restart of PostgreSQL (or an administrator ending connections) closes the pool's idle
// connections; the server must say so and go on, not die of an unhandled 'error' event.
describe("conexão ociosa encerrada pelo PostgreSQL (postgres)", () => {
  it("o processo segue vivo, o aviso sai sem dados e a próxima consulta funciona", async () => {
    const base = process.env.TEST_DATABASE_URL!;
    const nome = `teste_ociosa_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${nome}`);
    const url = new URL(base);
    url.pathname = `/${nome}`;
    const avisos: string[] = [];
    const escrita = vi.spyOn(process.stderr, "write").mockImplementation((texto) => {
      avisos.push(String(texto));
      return true;
    });
    const aberto = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 2 });
    try {
      // One idle connection in the pool, then ended from outside.
      await aberto.db.execute("SELECT 1");
      const encerradas =
        (await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [nome])).rowCount ?? 0;
      // Every idle connection ended must be reported (the migration's may be idle too) before the
      // next query, or the pool could still hand out one whose end it has not heard of yet.
      const quantosAvisos = () => avisos.join("").split("conexão ociosa com o PostgreSQL caiu").length - 1;
      await vi.waitFor(() => expect(quantosAvisos()).toBeGreaterThanOrEqual(Math.max(1, encerradas)), { timeout: 10_000, interval: 20 });
      expect(avisos.join("")).toContain('"code":"57P01"');
      const r = await aberto.db.execute("SELECT 42 AS n");
      expect((r.rows[0] as { n: number }).n).toBe(42);
    } finally {
      escrita.mockRestore();
      await aberto.close();
      await admin.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
      await admin.end();
    }
  });
});
