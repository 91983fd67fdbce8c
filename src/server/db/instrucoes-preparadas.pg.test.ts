import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bancoPostgresDescartavel } from "../test/harness.ts";
import { openDatabase, type DatabaseHandle } from "./client.ts";
import { LIMITE_POR_CONEXAO, nomeDaInstrucao, PREPARADA } from "./instrucoes-preparadas.ts";
import { comoCredor, comoSistema } from "./muro.ts";
import { clientes } from "./schema/index.ts";

// Named prepared statements on PostgreSQL, for the statements marked PREPARADA (decision 0032).
// Queries here run one after another, and the pool hands out the connection released last: what
// one query prepared, the next one sees in pg_prepared_statements. (Two connections: migrating
// holds one while it runs on another.)
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

  it("uma instrução marcada é preparada uma vez, com o nome do seu texto, e dá o mesmo resultado de novo", async () => {
    const consulta = () => banco.db.execute(sql`${PREPARADA} SELECT ${41}::int + 1 AS n`);
    expect((await consulta()).rows).toEqual([{ n: 42 }]);
    expect((await consulta()).rows).toEqual([{ n: 42 }]);
    const texto = "/* preparada */ SELECT $1::int + 1 AS n";
    const achadas = (await preparadas()).filter((p) => p.statement === texto);
    expect(achadas.map((p) => p.name)).toEqual([nomeDaInstrucao(texto)]);
  });

  it("a instrução que abre o muro do credor fica preparada", async () => {
    await comoCredor(banco.db, credores.a, async () => {});
    expect((await preparadas()).some((p) => p.statement.includes("set_config('app.usuario_id'"))).toBe(true);
  });

  it("sem a marca, ou sem parâmetros, nada é preparado: cada execução é planejada para os seus valores", async () => {
    await banco.db.execute(sql`SELECT ${6}::int AS seis`);
    await banco.db
      .select({ nome: clientes.nome })
      .from(clientes)
      .where(sql`${clientes.nome} = ${"x"}`);
    await banco.db.execute(sql.raw("/* preparada */ SELECT 7 AS sete"));
    const textos = (await preparadas()).map((p) => p.statement);
    expect(textos.some((t) => t.includes("AS seis") || t.includes("AS sete") || t.includes('from "clientes"'))).toBe(false);
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

  it(`uma conexão prepara no máximo ${LIMITE_POR_CONEXAO} textos; os seguintes vão sem nome e respondem igual`, async () => {
    for (let i = 0; i < LIMITE_POR_CONEXAO + 20; i++) {
      const r = await banco.db.execute(sql`${PREPARADA} SELECT ${i}::int AS n, ${sql.raw(String(i))} AS texto_distinto`);
      expect(r.rows).toEqual([{ n: i, texto_distinto: i }]);
    }
    const total = await preparadas();
    expect(total.length).toBe(LIMITE_POR_CONEXAO);
  });
});
