import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NO_POSTGRES, NOME_DO_BANCO, novoLender, type Contexto } from "../test/harness.ts";
import { criarClienteApi } from "../test/ledger.ts";
import { consultaPronta } from "./consulta-pronta.ts";
import { comoCredor } from "./muro.ts";
import { clientes } from "./schema/index.ts";

// A read built once (consulta-pronta.ts) answers as drizzle's builder does, for any values, and
// runs in the transaction it is given: inside the lender's wall, another lender's rows stay out.
describe(`consulta montada uma vez (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { id: string; clientes: string[] };
  let b: { id: string; clientes: string[] };
  let montagens = 0;
  const porId = consultaPronta<{ id: string }, { nome: string; cpf: string }>((db, p) => {
    montagens++;
    return db.select({ nome: clientes.nome, cpf: clientes.cpf }).from(clientes).where(eq(clientes.id, p.id));
  });

  beforeAll(async () => {
    ctx = await criarContexto();
    const credor = async (nomes: string[]) => {
      const l = await novoLender(ctx.app);
      const ids = [];
      for (const nome of nomes) ids.push((await criarClienteApi(ctx.app, l.cookie, { nome })).id as string);
      const [u] = (await ctx.banco.db.execute(sql`SELECT id FROM auth_user WHERE email = ${l.email}`)).rows as { id: string }[];
      return { id: u!.id, clientes: ids };
    };
    a = await credor(["Ana Pronta", "Beto Pronto"]);
    b = await credor(["Caio do Outro"]);
  });
  afterAll(async () => ctx?.close());

  it("monta o SQL uma vez e responde o mesmo que o construtor, para cada valor", async () => {
    for (const id of [...a.clientes, ...a.clientes]) {
      const pronta = await comoCredor(ctx.banco.db, a.id, (tx) => porId(tx, { id }));
      const construida = await comoCredor(ctx.banco.db, a.id, (tx) =>
        tx.select({ nome: clientes.nome, cpf: clientes.cpf }).from(clientes).where(eq(clientes.id, id)),
      );
      expect(pronta).toEqual(construida);
      expect(pronta).toHaveLength(1);
    }
    expect(montagens).toBe(1);
  });

  it("roda na transação que recebe: dentro do muro de um credor, o cliente do outro não aparece", async () => {
    const doA = () => comoCredor(ctx.banco.db, a.id, (tx) => porId(tx, { id: b.clientes[0]! }));
    expect(await doA()).toEqual([]);
    // On PostgreSQL, also with the other lender's transaction open at the same time on another
    // connection (PGlite has one connection: transactions take turns).
    if (NO_POSTGRES) {
      await comoCredor(ctx.banco.db, b.id, async (doOutro) => {
        await doOutro.execute(sql`SELECT 1`);
        expect(await doA()).toEqual([]);
      });
    }
    expect(await comoCredor(ctx.banco.db, b.id, (tx) => porId(tx, { id: b.clientes[0]! }))).toEqual([{ nome: "Caio do Outro", cpf: expect.any(String) }]);
  });
});
