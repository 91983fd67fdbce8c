import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adicionarCreditos } from "../data/creditos.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, novoCpf, pagar } from "../test/ledger.ts";

/*
 * Issue 42, point 5: the public role's wall at the database level, without the application's own
 * filters. Each query runs as the app's public transactions do (SET ROLE credito_publico and the
 * token in app.link_token, the app's clock in app.agora) with a dead token of each kind: it
 * finds nothing of the lender. A live client link sees only its own client.
 */

const TABELAS = [
  "clientes",
  "emprestimos",
  "historico_pagamentos",
  "configuracoes",
  "auditoria",
  "aceites_contrato",
  "pagamentos_informados",
  "atualizacoes_pendentes",
  "documentos",
  "documentos_conteudo",
  "documentos_verificaveis",
  "vencimentos_por_dia",
  "resumo_por_mes",
] as const;
type Contagem = Record<(typeof TABELAS)[number], number> & { dono: string | null };

describe(`muro do papel público com links mortos e links de cliente (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let dono: { cookie: string; email: string };
  let clienteA = "";
  let clienteB = "";
  let emprestimoA = "";
  let emprestimoB = "";
  let endereco = 0;
  const novoEndereco = () => `10.26.${Math.floor(++endereco / 250)}.${(endereco % 250) + 1}`;
  const NOME_A = "Ana Cliente Do Muro";

  /** What a transaction of the public role with `token` sees, counted per table, at the app's clock `agora`. */
  async function comoPublico(token: string, agora: Date): Promise<Contagem> {
    return ctx.banco.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL ROLE credito_publico`);
      await tx.execute(sql`SELECT set_config('app.link_token', ${token}, true), set_config('app.agora', ${agora.toISOString()}, true)`);
      const contagem = { dono: null } as Contagem;
      for (const tabela of TABELAS) {
        // A table the role may not read at all (atualizacoes_pendentes: insert only) counts as nothing seen.
        const pode = await tx.execute(sql`SELECT has_table_privilege(current_user, ${tabela}, 'SELECT') AS pode`);
        if (!(pode.rows[0] as { pode: boolean }).pode) {
          contagem[tabela] = 0;
          continue;
        }
        const r = await tx.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(tabela)}`);
        contagem[tabela] = (r.rows[0] as { n: number }).n;
      }
      contagem.dono = ((await tx.execute(sql`SELECT credito_dono_do_link() AS d`)).rows[0] as { d: string | null }).d;
      return contagem;
    });
  }
  const nada = () => Object.fromEntries([...TABELAS.map((t) => [t, 0]), ["dono", null]]);
  const agora = () => ctx.relogio.now();
  const depoisDeUmAno = () => new Date(ctx.relogio.now().getTime() + 400 * 86_400_000);

  async function novoLink() {
    const r = await ctx.app.inject({
      method: "POST",
      url: "/api/links-cadastro",
      headers: { cookie: dono.cookie, origin: ORIGEM },
      payload: { valorOriginal: "500", modalidade: "mensal", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1" },
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json() as { id: string; token: string };
  }
  async function pedidoDeAceite(emprestimoId: string) {
    const r = await ctx.app.inject({ method: "POST", url: `/api/emprestimos/${emprestimoId}/pedido-aceite`, headers: { cookie: dono.cookie, origin: ORIGEM } });
    expect(r.statusCode, r.body).toBe(201);
    return r.json() as { token: string };
  }
  async function linkDoCliente(clienteId: string, novo = false) {
    const r = await ctx.app.inject({
      method: "POST",
      url: `/api/clientes/${clienteId}/link-cliente`,
      headers: { cookie: dono.cookie, origin: ORIGEM },
      payload: { novo },
    });
    expect(r.statusCode, r.body).toBeLessThan(300);
    return (r.json() as { token: string }).token;
  }

  beforeAll(async () => {
    ctx = await criarContexto();
    dono = await novoLender(ctx.app);
    await adicionarCreditos(ctx.banco.db, { email: dono.email, dias: 90, tipo: "compra" }, ctx.relogio.now());
    await ctx.app.inject({
      method: "POST",
      url: "/api/configuracoes",
      headers: { cookie: dono.cookie, origin: ORIGEM },
      payload: { nomeRecibo: "Carlos Credor", chavePix: "carlos@pix.com", nomeRecebedor: "Carlos Credor", cidadeRecebedor: "São Paulo" },
    });
    clienteA = (await criarClienteApi(ctx.app, dono.cookie, { nome: NOME_A })).id;
    clienteB = (await criarClienteApi(ctx.app, dono.cookie, { nome: "Bruno Outro Cliente" })).id;
    emprestimoA = (await criarEmprestimoApi(ctx.app, dono.cookie, clienteA)).id;
    emprestimoB = (await criarEmprestimoApi(ctx.app, dono.cookie, clienteB)).id;
    expect((await pagar(ctx.app, dono.cookie, { emprestimoId: emprestimoA, tipoPagamento: "juros_apenas" })).statusCode).toBe(201);
    expect((await pagar(ctx.app, dono.cookie, { emprestimoId: emprestimoB, tipoPagamento: "juros_apenas" })).statusCode).toBe(201);
  });
  afterAll(async () => ctx?.close());

  it("um link de cadastro vivo vê o credor (a prova de que o teste enxerga algo); cancelado, usado ou vencido, nada", async () => {
    const vivo = await novoLink();
    const viu = await comoPublico(vivo.token, agora());
    expect(viu.dono).not.toBeNull();
    expect(viu.clientes).toBeGreaterThanOrEqual(2);
    expect(viu.historico_pagamentos).toBeGreaterThanOrEqual(2);

    const cancelado = await novoLink();
    expect(
      (await ctx.app.inject({ method: "POST", url: `/api/links-cadastro/${cancelado.id}/cancelar`, headers: { cookie: dono.cookie, origin: ORIGEM } }))
        .statusCode,
    ).toBe(200);
    expect(await comoPublico(cancelado.token, agora())).toEqual(nada());

    const usado = await novoLink();
    const envio = await ctx.app.inject({
      method: "POST",
      url: `/api/cadastro/${usado.token}`,
      remoteAddress: novoEndereco(),
      payload: { nome: "Carla Pelo Link", cpf: novoCpf(), telefone: "11912345678", pix: "carla@pix.com", aceitaTermos: true },
    });
    expect(envio.statusCode, envio.body).toBe(201);
    expect(await comoPublico(usado.token, agora())).toEqual(nada());

    // The live link of a moment ago, past its expiry by the app's clock.
    expect(await comoPublico(vivo.token, depoisDeUmAno())).toEqual(nada());
    // An unknown token, and none at all.
    expect(await comoPublico("nao-existe", agora())).toEqual(nada());
    expect(await comoPublico("", agora())).toEqual(nada());
  });

  it("um pedido de aceite cancelado ou vencido não vê nada; aceito, só o próprio empréstimo, o aceite e o nome do credor", async () => {
    const cancelado = await pedidoDeAceite(emprestimoA);
    // A new request for the same loan cancels the one before.
    const vivo = await pedidoDeAceite(emprestimoA);
    expect(await comoPublico(cancelado.token, agora())).toEqual(nada());
    expect((await comoPublico(vivo.token, agora())).clientes).toBeGreaterThanOrEqual(2);
    expect(await comoPublico(vivo.token, depoisDeUmAno())).toEqual(nada());

    const aceito = await ctx.app.inject({
      method: "POST",
      url: `/api/aceite/${vivo.token}`,
      payload: { aceito: true, nomeAssinatura: NOME_A },
      remoteAddress: novoEndereco(),
    });
    expect(aceito.statusCode, aceito.body).toBe(201);
    // What the page of an accepted request shows (issue 29): no lender named, no client, no payment.
    expect(await comoPublico(vivo.token, agora())).toEqual({ ...nada(), emprestimos: 1, aceites_contrato: 1, configuracoes: 1 });
    const soOEmprestimo = await ctx.banco.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL ROLE credito_publico`);
      await tx.execute(sql`SELECT set_config('app.link_token', ${vivo.token}, true), set_config('app.agora', ${agora().toISOString()}, true)`);
      return (await tx.execute(sql`SELECT id FROM emprestimos`)).rows.map((l) => (l as { id: string }).id);
    });
    expect(soOEmprestimo).toEqual([emprestimoA]);
    // The page itself still works: accepted, and the contract downloads.
    const pagina = await ctx.app.inject({ url: `/api/aceite/${vivo.token}`, remoteAddress: novoEndereco() });
    expect(pagina.statusCode, pagina.body).toBe(200);
    expect(pagina.json().aceite).not.toBeNull();
    expect((await ctx.app.inject({ url: `/api/aceite/${vivo.token}/contrato`, remoteAddress: novoEndereco() })).statusCode).toBe(200);
    // Past its expiry, nothing at all.
    expect(await comoPublico(vivo.token, depoisDeUmAno())).toEqual(nada());

    const vencido = await pedidoDeAceite(emprestimoB);
    expect(await comoPublico(vencido.token, depoisDeUmAno())).toEqual(nada());
  });

  it("um link de cliente vivo vê só o próprio cliente, seus empréstimos e pagamentos; revogado, nada", async () => {
    const antigo = await linkDoCliente(clienteA);
    const atual = await linkDoCliente(clienteA, true);
    expect(await comoPublico(antigo, agora())).toEqual(nada());

    const { linhas, contagem } = await ctx.banco.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL ROLE credito_publico`);
      await tx.execute(sql`SELECT set_config('app.link_token', ${atual}, true), set_config('app.agora', ${agora().toISOString()}, true)`);
      const ler = async (consulta: ReturnType<typeof sql>) => (await tx.execute(consulta)).rows as Record<string, string>[];
      return {
        linhas: {
          clientes: await ler(sql`SELECT id FROM clientes`),
          emprestimos: await ler(sql`SELECT cliente_id FROM emprestimos`),
          pagamentos: await ler(sql`SELECT cliente_id FROM historico_pagamentos`),
          auditoria: await ler(sql`SELECT cliente_id FROM auditoria`),
        },
        contagem: null,
      };
    });
    expect(contagem).toBeNull();
    expect(linhas.clientes.map((l) => l.id)).toEqual([clienteA]);
    expect(linhas.emprestimos.map((l) => l.cliente_id)).toEqual([clienteA]);
    expect(linhas.pagamentos.map((l) => l.cliente_id)).toEqual([clienteA]);
    expect(linhas.auditoria.every((l) => l.cliente_id === clienteA)).toBe(true);
    const viu = await comoPublico(atual, agora());
    expect(viu).toMatchObject({ clientes: 1, emprestimos: 1, historico_pagamentos: 1, configuracoes: 1, vencimentos_por_dia: 0, resumo_por_mes: 0 });
    // And the borrower's page still works.
    const pagina = await ctx.app.inject({ url: `/api/c/${atual}`, remoteAddress: novoEndereco() });
    expect(pagina.statusCode, pagina.body).toBe(200);
    expect(pagina.body).toContain(NOME_A.split(" ")[0]!);
    expect(pagina.body).not.toContain("Bruno");
    void clienteB;
  });
});
