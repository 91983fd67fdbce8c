import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, novoCpf, pagar } from "../../test/ledger.ts";
import { formulario, PNG_MINIMO } from "../../test/multipart.ts";

// Issue 10: records created by mistake can be taken out before money moved, and a borrower's
// LGPD requests (access, anonymization) are answered without losing the lender's books.

describe(`exclusão e LGPD (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string };
  let b: { cookie: string };
  beforeAll(async () => {
    ctx = await criarContexto();
    a = await novoLender(ctx.app);
    b = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  const pedir = (method: "GET" | "POST" | "DELETE", url: string, cookie = a.cookie) =>
    ctx.app.inject({ method, url, headers: { cookie, ...(method === "GET" ? {} : { origin: ORIGEM }) } });
  const emprestimosDe = async (clienteId: string) => (await pedir("GET", `/api/emprestimos?clienteId=${clienteId}`)).json();

  it("empréstimo sem pagamentos pode ser excluído; com um pagamento (mesmo estornado), não", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie);
    const engano = await criarEmprestimoApi(ctx.app, a.cookie, c.id, { valorOriginal: "500" });
    const pago = await criarEmprestimoApi(ctx.app, a.cookie, c.id, { valorOriginal: "700" });
    expect((await pedir("GET", `/api/clientes/${c.id}`)).json().totalEmprestadoHistorico).toBe("1200.00");
    const pagamento = (await pagar(ctx.app, a.cookie, { emprestimoId: pago.id, tipoPagamento: "juros_apenas" })).json().pagamento;

    expect((await pedir("DELETE", `/api/emprestimos/${engano.id}`, b.cookie)).statusCode).toBe(404);
    const r = await pedir("DELETE", `/api/emprestimos/${engano.id}`);
    expect(r.statusCode).toBe(204);
    expect(r.body).toBe("");
    expect((await emprestimosDe(c.id)).map((e: { id: string }) => e.id)).toEqual([pago.id]);
    expect((await pedir("GET", `/api/clientes/${c.id}`)).json()).toMatchObject({ totalEmprestadoHistorico: "700.00", totalReceberAtual: "700.00" });
    expect((await pedir("DELETE", `/api/emprestimos/${engano.id}`)).statusCode).toBe(404);

    const comPagamento = await pedir("DELETE", `/api/emprestimos/${pago.id}`);
    expect(comPagamento.statusCode).toBe(409);
    expect(comPagamento.json()).toEqual({ message: "Empréstimo com pagamentos registrados não pode ser excluído." });
    await ctx.app.inject({
      method: "POST",
      url: `/api/pagamentos/${pagamento.id}/estorno`,
      headers: { cookie: a.cookie, origin: ORIGEM },
      payload: { motivo: "Engano" },
    });
    expect((await pedir("DELETE", `/api/emprestimos/${pago.id}`)).statusCode).toBe(409);
  });

  it("cliente sem empréstimos pode ser excluído; com empréstimo, não", async () => {
    const sem = await criarClienteApi(ctx.app, a.cookie, { nome: "Cadastrado Por Engano" });
    const com = await criarClienteApi(ctx.app, a.cookie);
    await criarEmprestimoApi(ctx.app, a.cookie, com.id);

    expect((await pedir("DELETE", `/api/clientes/${sem.id}`, b.cookie)).statusCode).toBe(404);
    expect((await pedir("DELETE", `/api/clientes/nao-e-uuid`)).statusCode).toBe(404);
    const recusado = await pedir("DELETE", `/api/clientes/${com.id}`);
    expect(recusado.statusCode).toBe(409);
    expect(recusado.json()).toEqual({ message: "Cliente com empréstimos não pode ser excluído." });
    expect((await pedir("DELETE", `/api/clientes/${sem.id}`)).statusCode).toBe(204);
    expect((await pedir("GET", `/api/clientes/${sem.id}`)).statusCode).toBe(404);
    // The same CPF can be registered again after the mistake is taken out.
    expect((await pedir("GET", "/api/clientes")).json().some((c: { id: string }) => c.id === sem.id)).toBe(false);
    const trilha = (await pedir("GET", `/api/auditoria?entidade=cliente&id=${sem.id}`)).json();
    expect(trilha.itens.map((i: { acao: string }) => i.acao)).toEqual(["cliente_excluido", "cliente_criado"]);
  });

  /** A client who came through a link with a document, then paid off the loan. */
  async function clienteQuitadoComDocumento() {
    const link = await pedir("POST", "/api/links-cadastro").then(() =>
      ctx.app.inject({
        method: "POST",
        url: "/api/links-cadastro",
        headers: { cookie: a.cookie, origin: ORIGEM },
        payload: { valorOriginal: "300", modalidade: "mensal", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1", exigirDocumentos: false },
      }),
    );
    const token = link.json().token as string;
    const f = formulario({ token, tipo: "documento" }, { nome: "rg.png", tipo: "image/png", conteudo: PNG_MINIMO });
    const up = await ctx.app.inject({ method: "POST", url: "/api/upload", payload: f.payload, headers: f.headers });
    const documentoUrl = up.json().url as string;
    const cpf = novoCpf();
    const envio = await ctx.app.inject({
      method: "POST",
      url: `/api/cadastro/${token}`,
      payload: { nome: "Joana Titular", cpf, telefone: "11987654321", pix: "joana@pix.com", aceitaTermos: true, documentoIdentidadeUrl: documentoUrl },
    });
    expect(envio.statusCode, envio.body).toBe(201);
    const cliente = (await pedir("GET", "/api/clientes")).json().find((c: { cpf: string }) => c.cpf === cpf);
    const [emprestimo] = await emprestimosDe(cliente.id);
    return { cliente, emprestimo, documentoUrl, cpf };
  }

  it("dados pessoais: tudo o que se guarda do cliente, só para o seu credor", async () => {
    const { cliente, emprestimo, cpf } = await clienteQuitadoComDocumento();
    const r = await pedir("GET", `/api/clientes/${cliente.id}/dados-pessoais`);
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-disposition"]).toMatch(/^attachment; filename="dados-pessoais-2026-11-25\.json"$/);
    const dados = r.json();
    expect(dados.cliente).toMatchObject({ nome: "Joana Titular", cpf, pix: "joana@pix.com" });
    expect(dados.emprestimos.map((e: { id: string }) => e.id)).toEqual([emprestimo.id]);
    expect(dados.documentos).toHaveLength(1);
    expect(dados.documentos[0]).toMatchObject({ tipo: "documento", mime: "image/png" });
    expect(dados.atividade.map((x: { acao: string }) => x.acao)).toEqual(expect.arrayContaining(["cliente_criado", "emprestimo_criado", "link_enviado"]));
    expect(Object.keys(dados).sort()).toEqual([
      "aceitesDeContrato",
      "atividade",
      "cliente",
      "dadosEnviadosPeloCliente",
      "documentos",
      "emprestimos",
      "geradoEm",
      "linksDaPaginaDoCliente",
      "pagamentos",
      "pagamentosInformados",
    ]);

    const deOutro = await pedir("GET", `/api/clientes/${cliente.id}/dados-pessoais`, b.cookie);
    expect(deOutro.statusCode).toBe(404);
    expect(deOutro.body).not.toContain(cpf);
  });

  const conteudoGuardado = async (id: string) =>
    ((await ctx.banco.db.execute(sql`SELECT count(*)::int AS n FROM documentos_conteudo WHERE documento_id = ${id}`)).rows[0] as { n: number }).n === 1;

  it("anonimizar um cliente cujo documento ainda é um arquivo de versão anterior apaga o arquivo depois do commit", async () => {
    const { cliente, emprestimo, documentoUrl } = await clienteQuitadoComDocumento();
    await ctx.app.inject({
      method: "PUT",
      url: `/api/emprestimos/${emprestimo.id}`,
      headers: { cookie: a.cookie, origin: ORIGEM },
      payload: { status: "ativo" },
    });
    expect((await pagar(ctx.app, a.cookie, { emprestimoId: emprestimo.id, tipoPagamento: "total" })).statusCode).toBe(201);
    const documentoId = documentoUrl.split("/").at(-1)!;
    await ctx.banco.db.execute(sql`DELETE FROM documentos_conteudo WHERE documento_id = ${documentoId}`);
    const pasta = path.join(ctx.config.dataDir, "documentos");
    fs.mkdirSync(pasta, { recursive: true });
    fs.writeFileSync(path.join(pasta, `${documentoId}.png`), PNG_MINIMO);
    expect((await pedir("GET", documentoUrl)).statusCode).toBe(200);
    expect((await pedir("POST", `/api/clientes/${cliente.id}/anonimizar`)).statusCode).toBe(200);
    expect(fs.readdirSync(pasta).some((n) => n.startsWith(documentoId))).toBe(false);
  });

  it("anonimizar: só sem empréstimo em aberto; troca nome, CPF, telefone e PIX, apaga documentos, guarda o histórico", async () => {
    const { cliente, emprestimo, documentoUrl, cpf } = await clienteQuitadoComDocumento();
    const documentoId = documentoUrl.split("/").at(-1)!;
    expect(await conteudoGuardado(documentoId)).toBe(true);

    // aguardando_envio, then ativo: still the lender's business with the borrower.
    for (const status of [null, "ativo"]) {
      if (status) {
        await ctx.app.inject({ method: "PUT", url: `/api/emprestimos/${emprestimo.id}`, headers: { cookie: a.cookie, origin: ORIGEM }, payload: { status } });
      }
      const recusado = await pedir("POST", `/api/clientes/${cliente.id}/anonimizar`);
      expect(recusado.statusCode).toBe(409);
      expect(recusado.json().message).toBe("Só é possível anonimizar um cliente sem empréstimos em aberto (ativo, atrasado, pausado ou aguardando envio).");
    }
    const pagamento = await pagar(ctx.app, a.cookie, { emprestimoId: emprestimo.id, tipoPagamento: "total", observacao: "Pix da Joana" });
    expect(pagamento.statusCode).toBe(201);
    const antes = (await pedir("GET", `/api/clientes/${cliente.id}`)).json();

    expect((await pedir("POST", `/api/clientes/${cliente.id}/anonimizar`, b.cookie)).statusCode).toBe(404);
    const r = await pedir("POST", `/api/clientes/${cliente.id}/anonimizar`);
    expect(r.statusCode, r.body).toBe(200);
    const anonimo = r.json();
    expect(anonimo).toMatchObject({
      nome: "Cliente anonimizado",
      telefone: "",
      pix: "",
      documentoIdentidadeUrl: null,
      comprovanteEnderecoUrl: null,
      anonimizadoEm: "2026-11-25T15:00:00.000Z",
      totalEmprestadoHistorico: antes.totalEmprestadoHistorico,
      totalPagoJuros: antes.totalPagoJuros,
    });
    expect(anonimo.cpf).not.toBe(cpf);
    expect(anonimo.cpf).toMatch(/^\d{11}$/);

    // The document is gone, its bytes with it (decision 0030: they are in the database).
    expect((await pedir("GET", documentoUrl)).statusCode).toBe(404);
    expect(await conteudoGuardado(documentoId)).toBe(false);

    // The books stay: loan and payment, without the free-text note.
    expect(await emprestimosDe(cliente.id)).toHaveLength(1);
    const pagamentos = (await pedir("GET", `/api/pagamentos?clienteId=${cliente.id}`)).json();
    expect(pagamentos).toHaveLength(1);
    expect(pagamentos[0]).toMatchObject({ valorTotal: pagamento.json().pagamento.valorTotalPago, observacao: null });

    // Nothing of the person is left anywhere the lender can read, the trail included.
    const tudo = (await pedir("GET", `/api/clientes/${cliente.id}/dados-pessoais`)).body;
    for (const pessoal of ["Joana", cpf, "11987654321", "joana@pix.com"]) expect(tudo).not.toContain(pessoal);
    const trilha = (await pedir("GET", `/api/auditoria?entidade=cliente&id=${cliente.id}`)).json();
    expect(trilha.itens[0]).toMatchObject({ acao: "cliente_anonimizado", ator: "credor" });
    expect(JSON.stringify(trilha)).not.toContain("Joana");
    expect(JSON.stringify(trilha)).not.toContain(cpf);

    const deNovo = await pedir("POST", `/api/clientes/${cliente.id}/anonimizar`);
    expect(deNovo.statusCode).toBe(409);
    expect(deNovo.json()).toEqual({ message: "Este cliente já foi anonimizado." });
  });
});
