import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../../test/harness.ts";
import { novoCpf, pagar } from "../../test/ledger.ts";

// Issue 28, point 1: after anonymization nothing of the person is left, in any table or answer:
// not in a reversal's reason, a payment's note, a link's recipient name or the activity trail.

describe(`anonimização sem rastro (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string };
  beforeAll(async () => {
    ctx = await criarContexto();
    a = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  const pedir = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie: a.cookie, ...(method === "GET" ? {} : { origin: ORIGEM }) }, ...(payload ? { payload } : {}) });

  /** Every table of the app, read whole as text through the app's own connection, that holds `termo`. */
  async function tabelasCom(termo: string): Promise<string[]> {
    const tabelas = await ctx.banco.db.execute(
      sql`SELECT table_name AS nome FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const achadas: string[] = [];
    for (const { nome } of tabelas.rows as { nome: string }[]) {
      const r = await ctx.banco.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(nome)} AS t WHERE t::text ILIKE ${`%${termo}%`}`);
      if ((r.rows[0] as { n: number }).n > 0) achadas.push(nome);
    }
    return achadas;
  }

  it("nome, CPF, telefone e PIX não sobram em nenhuma tabela nem em nenhuma resposta", async () => {
    const nome = "Joaquina Rastreável Quaresma";
    const cpf = novoCpf();
    const telefone = "11976543210";
    const telefoneNovo = "11976540000";
    const pix = "joaquina.rastro@pix.com";

    // A link meant for her, by name; she signs up through it.
    const link = (
      await pedir("POST", "/api/links-cadastro", {
        valorOriginal: "300",
        modalidade: "mensal",
        prazoDias: 30,
        taxaJuros: "10",
        taxaAtraso: "1",
        exigirDocumentos: false,
        nomeDestinatario: "Joaquina Rastreável",
      })
    ).json();
    const envio = await ctx.app.inject({ method: "POST", url: `/api/cadastro/${link.token}`, payload: { nome, cpf, telefone, pix, aceitaTermos: true } });
    expect(envio.statusCode, envio.body).toBe(201);
    const cliente = (await pedir("GET", "/api/clientes")).json().find((c: { cpf: string }) => c.cpf === cpf);
    const [emprestimo] = (await pedir("GET", `/api/emprestimos?clienteId=${cliente.id}`)).json();
    await pedir("PUT", `/api/emprestimos/${emprestimo.id}`, { status: "ativo" });

    // The lender edits her phone (the trail keeps before and after), writes her CPF in a payment
    // note and her name in a reversal's reason, and then she pays off.
    expect((await pedir("PUT", `/api/clientes/${cliente.id}`, { nome, cpf, telefone: telefoneNovo, pix })).statusCode).toBe(200);
    const juros = await pagar(ctx.app, a.cookie, { emprestimoId: emprestimo.id, tipoPagamento: "juros_apenas", observacao: `CPF ${cpf}` });
    expect(juros.statusCode, juros.body).toBe(201);
    const estorno = await pedir("POST", `/api/pagamentos/${juros.json().pagamento.id}/estorno`, { motivo: `Joaquina Rastreável pediu; PIX ${pix}` });
    expect(estorno.statusCode, estorno.body).toBe(200);
    expect((await pagar(ctx.app, a.cookie, { emprestimoId: emprestimo.id, tipoPagamento: "total", observacao: `Tel ${telefoneNovo}` })).statusCode).toBe(201);

    const pessoais = ["Joaquina", "Rastreável", "Quaresma", cpf, telefone, telefoneNovo, pix];
    // Before: the sweep finds her (the test would pass vacuously otherwise).
    expect(await tabelasCom("Quaresma")).toContain("clientes");
    expect(await tabelasCom("Rastreável pediu")).toEqual(expect.arrayContaining(["historico_pagamentos", "auditoria"]));

    const r = await pedir("POST", `/api/clientes/${cliente.id}/anonimizar`);
    expect(r.statusCode, r.body).toBe(200);

    for (const termo of pessoais) expect(await tabelasCom(termo), termo).toEqual([]);

    const respostas = await Promise.all(
      [
        `/api/pagamentos?clienteId=${cliente.id}`,
        "/api/exportar/pagamentos.csv",
        "/api/exportar/clientes.csv",
        "/api/exportar/emprestimos.csv",
        `/api/clientes/${cliente.id}/dados-pessoais`,
        "/api/auditoria",
        `/api/auditoria?entidade=cliente&id=${cliente.id}`,
        "/api/links-cadastro",
      ].map(async (url) => ({ url, corpo: (await pedir("GET", url)).body })),
    );
    for (const { url, corpo } of respostas) for (const termo of pessoais) expect(corpo, `${url}: ${termo}`).not.toContain(termo);

    // The books stay: the reversal is still a reversal, with a reason that says what happened.
    const pagamentos = (await pedir("GET", `/api/pagamentos?clienteId=${cliente.id}`)).json();
    expect(pagamentos).toHaveLength(2);
    expect(pagamentos.find((p: { estornado: boolean }) => p.estornado)).toMatchObject({ motivoEstorno: "Removido na anonimização do cliente." });
  });
});
