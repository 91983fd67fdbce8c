import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bancoPostgresDescartavel } from "../test/harness.ts";
import { openDatabase, type DatabaseHandle } from "./client.ts";
import { LIMITE_POR_CONEXAO, nomeDaInstrucao } from "./instrucoes-preparadas.ts";
import { comoCredor, comoCredorComAcesso, comoPublico, comoSistema } from "./muro.ts";
import { clientes } from "./schema/index.ts";

// Named prepared statements on PostgreSQL (decision 0032). Queries here run one after another, and
// the pool hands out the connection released last: what one query prepared, the next one sees in
// pg_prepared_statements. (Two connections: migrating holds one while it runs on another.)
describe("instruções preparadas (postgres)", () => {
  let banco: DatabaseHandle;
  let apagar: () => Promise<void>;
  const credores = { a: "credor-a-preparadas", b: "credor-b-preparadas" };

  const preparadas = async () =>
    (await banco.db.execute(sql`SELECT name, statement FROM pg_prepared_statements`)).rows as { name: string; statement: string }[];

  beforeAll(async () => {
    const descartavel = await bancoPostgresDescartavel("teste_preparadas");
    apagar = descartavel.apagar;
    banco = await openDatabase({ kind: "postgres", url: descartavel.url, poolSize: 2 });
    for (const [quem, id] of Object.entries(credores)) {
      await banco.db.execute(sql`INSERT INTO auth_user (id, name, email) VALUES (${id}, ${quem}, ${`${quem}@preparadas.test`})`);
    }
    await comoSistema(banco.db, async (tx) => {
      for (const [quem, id] of Object.entries(credores)) {
        for (let i = 0; i < 3; i++) {
          await tx
            .insert(clientes)
            .values({ usuarioId: id, nome: `Cliente ${quem} ${i}`, cpf: `${quem === "a" ? 1 : 2}000000000${i}`, telefone: "11999999999", pix: "x" });
        }
      }
    });
  });

  afterAll(async () => {
    await banco?.close();
    await apagar?.();
  });

  it("uma consulta com parâmetros é preparada uma vez, com o nome do seu texto, e dá o mesmo resultado de novo", async () => {
    const consulta = () => banco.db.execute(sql`SELECT ${41}::int + 1 AS n`);
    expect((await consulta()).rows).toEqual([{ n: 42 }]);
    expect((await consulta()).rows).toEqual([{ n: 42 }]);
    const texto = "SELECT $1::int + 1 AS n";
    const achadas = (await preparadas()).filter((p) => p.statement === texto);
    expect(achadas.map((p) => p.name)).toEqual([nomeDaInstrucao(texto)]);
  });

  it("texto sem parâmetros (BEGIN, COMMIT, migrações) não é preparado", async () => {
    await banco.db.execute(sql.raw("SELECT 7 AS sete"));
    expect((await preparadas()).some((p) => p.statement.includes("7 AS sete"))).toBe(false);
  });

  it("o plano guardado não prende o muro a um credor: a mesma consulta como A e depois como B vê só os de cada um", async () => {
    const nomesComo = (id: string) =>
      comoCredor(banco.db, id, async (tx) =>
        (
          await tx
            .select({ nome: clientes.nome })
            .from(clientes)
            .where(sql`${clientes.nome} LIKE ${"Cliente %"}`)
        )
          .map((c) => c.nome)
          .sort(),
      );
    // Past five runs PostgreSQL may switch a prepared statement to its generic plan.
    for (let i = 0; i < 8; i++) expect(await nomesComo(credores.a)).toEqual(["Cliente a 0", "Cliente a 1", "Cliente a 2"]);
    expect(await nomesComo(credores.b)).toEqual(["Cliente b 0", "Cliente b 1", "Cliente b 2"]);
    expect(await nomesComo("ninguem")).toEqual([]);
  });

  it("dentro do muro cada execução ganha um plano para os seus valores; fora dele, o modo do servidor volta", async () => {
    const modo = async (tx: { execute: typeof banco.db.execute }) =>
      ((await tx.execute(sql`SELECT current_setting('plan_cache_mode') AS m`)).rows[0] as { m: string }).m;
    expect(await comoCredor(banco.db, credores.a, (tx) => modo(tx))).toBe("force_custom_plan");
    expect(await comoCredorComAcesso(banco.db, credores.a, (tx) => modo(tx))).toBe("force_custom_plan");
    expect(await comoPublico(banco.db, "token-qualquer", (tx) => modo(tx))).toBe("force_custom_plan");
    expect(await comoSistema(banco.db, (tx) => modo(tx))).toBe("force_custom_plan");
    expect(await modo(banco.db)).toBe("auto");
  });

  it(`uma conexão prepara no máximo ${LIMITE_POR_CONEXAO} textos; os seguintes vão sem nome e respondem igual`, async () => {
    for (let i = 0; i < LIMITE_POR_CONEXAO + 20; i++) {
      const r = await banco.db.execute(sql`SELECT ${i}::int AS n, ${sql.raw(String(i))} AS texto_distinto`);
      expect(r.rows).toEqual([{ n: i, texto_distinto: i }]);
    }
    const total = await preparadas();
    expect(total.length).toBe(LIMITE_POR_CONEXAO);
  });
});
