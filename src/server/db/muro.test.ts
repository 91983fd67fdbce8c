import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, novoCpf, pagar } from "../test/ledger.ts";
import { formulario, PNG_MINIMO } from "../test/multipart.ts";
import { comoCredor, comoPublico, comoSistema } from "./muro.ts";

// Row-level security as a wall of its own (issue 8): these queries carry no lender filter at all,
// as a route with a forgotten WHERE would, and still see only what the role may see.

const TABELAS_DO_CREDOR = [
  "clientes",
  "emprestimos",
  "historico_pagamentos",
  "links_cadastro",
  "documentos",
  "documentos_conteudo",
  "configuracoes",
  "historico_creditos",
  "idempotencia_pagamentos",
  "atualizacoes_pendentes",
  "auditoria",
  "vencimentos_por_dia",
  "resumo_por_mes",
  "documentos_verificaveis",
  "pedidos_aceite",
  "aceites_contrato",
  "links_cliente",
  "pagamentos_informados",
];

type Linha = Record<string, unknown>;

describe(`muro entre credores: row-level security (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  const ids: Record<"a" | "b", string> = { a: "", b: "" };
  const clientes: Record<"a" | "b", { id: string; cpf: string }> = {} as never;
  let tokenDeA = "";

  const idDe = async (email: string) =>
    String(((await ctx.banco.db.execute(sql`SELECT id FROM auth_user WHERE email = ${email}`)).rows[0] as { id: string }).id);

  beforeAll(async () => {
    ctx = await criarContexto();
    for (const quem of ["a", "b"] as const) {
      const l = await novoLender(ctx.app);
      ids[quem] = await idDe(l.email);
      const c = await criarClienteApi(ctx.app, l.cookie, { nome: `Cliente de ${quem}` });
      clientes[quem] = c;
      const e = await criarEmprestimoApi(ctx.app, l.cookie, c.id);
      const pago = await pagar(ctx.app, l.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas" }, `chave-${quem}`);
      // Its receipt, issued: a registered verification code (issue 29, point 5).
      const recibo = await ctx.app.inject({
        url: `/api/pagamentos/${(pago.json() as { pagamento: { id: string } }).pagamento.id}/recibo`,
        headers: { cookie: l.cookie },
      });
      expect(recibo.statusCode).toBe(200);
      // Its contract, accepted through 'Pedir aceite' (issue 29, point 4), and a request still open.
      const pedir = () => ctx.app.inject({ method: "POST", url: `/api/emprestimos/${e.id}/pedido-aceite`, headers: { cookie: l.cookie, origin: ORIGEM } });
      const pedido = (await pedir()).json() as { token: string };
      const aceite = await ctx.app.inject({
        method: "POST",
        url: `/api/aceite/${pedido.token}`,
        payload: { aceito: true, nomeAssinatura: `Cliente de ${quem}` },
      });
      expect(aceite.statusCode).toBe(201);
      // The client's own page (issue 30), and a payment the client informed there.
      const linkCliente = await ctx.app.inject({ method: "POST", url: `/api/clientes/${c.id}/link-cliente`, headers: { cookie: l.cookie, origin: ORIGEM } });
      expect(linkCliente.statusCode).toBe(201);
      const informe = formulario({ emprestimoId: e.id, valor: "100,00" });
      const informado = await ctx.app.inject({
        method: "POST",
        url: `/api/c/${(linkCliente.json() as { token: string }).token}/pagamentos-informados`,
        payload: informe.payload,
        headers: informe.headers,
      });
      expect(informado.statusCode, informado.body).toBe(201);
      const outro = await criarEmprestimoApi(ctx.app, l.cookie, c.id);
      expect(
        (await ctx.app.inject({ method: "POST", url: `/api/emprestimos/${outro.id}/pedido-aceite`, headers: { cookie: l.cookie, origin: ORIGEM } })).statusCode,
      ).toBe(201);
      const link = await ctx.app.inject({
        method: "POST",
        url: "/api/links-cadastro",
        headers: { cookie: l.cookie, origin: ORIGEM },
        payload: { valorOriginal: "200", modalidade: "mensal", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1" },
      });
      if (quem === "a") tokenDeA = (link.json() as { token: string }).token;
      // A submission with the client's own CPF and a new PIX: a document and a pending update.
      const usado = await ctx.app.inject({
        method: "POST",
        url: "/api/links-cadastro",
        headers: { cookie: l.cookie, origin: ORIGEM },
        payload: { valorOriginal: "200", modalidade: "mensal", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1" },
      });
      const token = (usado.json() as { token: string }).token;
      const f = formulario({ token, tipo: "documento" }, { nome: "rg.png", tipo: "image/png", conteudo: PNG_MINIMO });
      const up = await ctx.app.inject({ method: "POST", url: "/api/upload", payload: f.payload, headers: f.headers });
      const envio = await ctx.app.inject({
        method: "POST",
        url: `/api/cadastro/${token}`,
        payload: {
          nome: `Cliente de ${quem}`,
          cpf: c.cpf,
          telefone: "11912345678",
          pix: "novo@pix.com",
          aceitaTermos: true,
          documentoIdentidadeUrl: (up.json() as { url: string }).url,
        },
      });
      expect(envio.statusCode).toBe(201);
    }
  });
  afterAll(async () => ctx.close());

  it("toda tabela com usuario_id tem RLS ligado e forçado (também as que vierem)", async () => {
    const r = await ctx.banco.db.execute(sql`
      SELECT c.relname AS tabela, c.relrowsecurity AS ligado, c.relforcerowsecurity AS forcado
      FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'usuario_id' AND NOT a.attisdropped
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
      WHERE c.relkind = 'r' ORDER BY 1`);
    const linhas = r.rows as { tabela: string; ligado: boolean; forcado: boolean }[];
    expect(linhas.map((l) => l.tabela).sort()).toEqual([...TABELAS_DO_CREDOR].sort());
    for (const l of linhas) expect([l.tabela, l.ligado, l.forcado]).toEqual([l.tabela, true, true]);
  });

  it("como credor B, um SELECT sem filtro em cada tabela só traz linhas de B", async () => {
    for (const tabela of TABELAS_DO_CREDOR) {
      const linhas = await comoCredor(ctx.banco.db, ids.b, async (tx) => (await tx.execute(sql.raw(`SELECT usuario_id FROM ${tabela}`))).rows as Linha[]);
      const todas = await comoSistema(ctx.banco.db, async (tx) => (await tx.execute(sql.raw(`SELECT usuario_id FROM ${tabela}`))).rows as Linha[]);
      expect(
        linhas.every((l) => l.usuario_id === ids.b),
        tabela,
      ).toBe(true);
      expect(linhas.length, tabela).toBe(todas.filter((l) => l.usuario_id === ids.b).length);
      // The data of A is there: the wall, not an empty table, is what hides it.
      expect(
        todas.some((l) => l.usuario_id === ids.a),
        tabela,
      ).toBe(true);
    }
  });

  it("como credor B, não se altera nem se cria nada em nome de A", async () => {
    const alterados = await comoCredor(ctx.banco.db, ids.b, async (tx) =>
      tx.execute(sql`UPDATE clientes SET pix = 'roubado@pix.com' WHERE id = ${clientes.a.id}`),
    );
    expect(alterados.rowCount ?? 0).toBe(0);
    await expect(
      comoCredor(ctx.banco.db, ids.b, (tx) =>
        tx.execute(sql`INSERT INTO clientes (usuario_id, nome, cpf, telefone, pix) VALUES (${ids.a}, 'Intruso', ${novoCpf()}, '11912345678', 'x')`),
      ),
    ).rejects.toMatchObject({ cause: { code: "42501" } }); // new row violates row-level security policy
    const pix = await comoSistema(ctx.banco.db, async (tx) => (await tx.execute(sql`SELECT pix FROM clientes WHERE id = ${clientes.a.id}`)).rows[0]);
    expect(pix).toEqual({ pix: "maria@pix.com" });
  });

  it("sem app.usuario_id, o papel do credor não vê nada", async () => {
    const linhas = await ctx.banco.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('role', 'credito_credor', true)`);
      return (await tx.execute(sql`SELECT id FROM clientes`)).rows;
    });
    expect(linhas).toEqual([]);
  });

  it("o papel público vê só o link do token e o credor dele, e não muda a ficha de um cliente", async () => {
    // At the app's clock, as the public routes run it: the link is live (migration 0026).
    await comoPublico(
      ctx.banco.db,
      tokenDeA,
      async (tx) => {
        const links = (await tx.execute(sql`SELECT token FROM links_cadastro`)).rows as { token: string }[];
        expect(links).toEqual([{ token: tokenDeA }]);
        const donos = (await tx.execute(sql`SELECT DISTINCT usuario_id FROM clientes`)).rows as Linha[];
        expect(donos).toEqual([{ usuario_id: ids.a }]);
      },
      ctx.relogio.now(),
    );
    // Tables the public routes never need are not granted at all.
    for (const tabela of ["historico_creditos", "idempotencia_pagamentos"]) {
      await expect(comoPublico(ctx.banco.db, tokenDeA, (tx) => tx.execute(sql.raw(`SELECT 1 FROM ${tabela}`)))).rejects.toMatchObject({
        cause: { code: "42501" },
      });
    }
    // Only the cached totals of a client are writable by the public role: not the PIX key.
    await expect(
      comoPublico(ctx.banco.db, tokenDeA, (tx) => tx.execute(sql`UPDATE clientes SET pix = 'roubado@pix.com' WHERE id = ${clientes.a.id}`)),
    ).rejects.toMatchObject({ cause: { code: "42501" } }); // permission denied for the column
    const semToken = await comoPublico(ctx.banco.db, "token-que-nao-existe", async (tx) => (await tx.execute(sql`SELECT id FROM clientes`)).rows);
    expect(semToken).toEqual([]);
  });
});
