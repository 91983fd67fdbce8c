import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adicionarCreditos } from "../../data/creditos.ts";
import { emprestimos } from "../../db/schema/index.ts";
import { criarContexto, MEIO_DIA_SP, NOME_DO_BANCO, novoLender, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, violaCheck } from "../../test/ledger.ts";

describe(`empréstimos (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string; id: string };
  let b: { cookie: string; id: string };

  async function lender() {
    const l = await novoLender(ctx.app);
    const sessao = (await ctx.app.inject({ url: "/api/auth/get-session", headers: { cookie: l.cookie } })).json();
    return { cookie: l.cookie, id: sessao.user.id as string };
  }

  beforeAll(async () => {
    ctx = await criarContexto(); // today is 2026-11-25 in São Paulo
    a = await lender();
    b = await lender();
  });
  afterAll(async () => ctx.close());

  const manual = (cookie: string, payload: object) => ctx.app.inject({ method: "POST", url: "/api/emprestimos/manual", headers: { cookie }, payload });

  it("empréstimo manual nasce ativo, origem manual, vencendo em dataInicio + prazo; totais do cliente sobem", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie, { nome: "Carlos Souza" });
    const r = await manual(a.cookie, {
      clienteId: c.id,
      valorOriginal: "1.500,00",
      prazoDias: "30",
      taxaJuros: "10",
      taxaAtraso: "1,5",
      taxaAtrasoTipo: "percentual",
    });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({
      clienteId: c.id,
      modalidade: "mensal",
      status: "ativo",
      origem: "manual",
      valorOriginal: "1500.00",
      valorRestante: "1500.00",
      taxaJuros: "10.00",
      taxaAtraso: "1.50",
      cicloAtual: 1,
      dataInicio: "2026-11-25",
      dataEmprestimo: "2026-11-25",
      dataProximoCiclo: "2026-12-26",
      diasAtraso: 0,
      valorJurosAtraso: "0.00",
      cliente: { id: c.id, nome: "Carlos Souza" },
    });
    const cliente = (await ctx.app.inject({ url: `/api/clientes/${c.id}`, headers: { cookie: a.cookie } })).json();
    expect(cliente).toMatchObject({ totalEmprestadoHistorico: "1500.00", totalReceberAtual: "1500.00", totalPagoJuros: "0.00" });
  });

  it("valida com as mensagens do SPEC", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie);
    const r = await manual(a.cookie, { clienteId: c.id });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toMatchObject({
      valorOriginal: "Valor obrigatório",
      prazoDias: "Prazo obrigatório",
      taxaJuros: "Taxa de juros obrigatória",
      taxaAtraso: "Taxa de atraso obrigatória",
    });
    const tipo = await manual(a.cookie, { clienteId: c.id, valorOriginal: 100, prazoDias: 30, taxaJuros: 5, taxaAtraso: 1, taxaAtrasoTipo: "diario" });
    expect(tipo.json().errors.taxaAtrasoTipo).toBe("Tipo de taxa de atraso deve ser percentual ou fixo");
    const negativo = await manual(a.cookie, { clienteId: c.id, valorOriginal: "-100", prazoDias: 30, taxaJuros: 5, taxaAtraso: 1 });
    expect(negativo.statusCode).toBe(400);
    const lista = (await ctx.app.inject({ url: `/api/emprestimos?clienteId=${c.id}`, headers: { cookie: a.cookie } })).json();
    expect(lista).toEqual([]);
  });

  it("lista com o cliente embutido e filtra por cliente; o atraso é calculado na leitura", async () => {
    const c1 = await criarClienteApi(ctx.app, a.cookie, { nome: "Ana Atrasada" });
    const c2 = await criarClienteApi(ctx.app, a.cookie, { nome: "Bruno Em Dia" });
    // Due 2026-11-23: two days overdue today. 1% a day on R$ 1.000,00 = R$ 20,00.
    await criarEmprestimoApi(ctx.app, a.cookie, c1.id, { dataInicio: "2026-10-24" });
    await criarEmprestimoApi(ctx.app, a.cookie, c2.id, { valorOriginal: 200, taxaAtrasoTipo: "fixo", taxaAtraso: "5,00", dataInicio: "2026-10-24" });
    const todos = (await ctx.app.inject({ url: "/api/emprestimos", headers: { cookie: a.cookie } })).json();
    const doC1 = todos.find((e: { clienteId: string }) => e.clienteId === c1.id);
    expect(doC1).toMatchObject({ status: "atrasado", diasAtraso: 2, valorJurosAtraso: "20.00", cliente: { nome: "Ana Atrasada" } });
    const doC2 = (await ctx.app.inject({ url: `/api/emprestimos?clienteId=${c2.id}`, headers: { cookie: a.cookie } })).json();
    expect(doC2).toHaveLength(1);
    expect(doC2[0]).toMatchObject({ status: "atrasado", diasAtraso: 2, valorJurosAtraso: "10.00", cliente: { nome: "Bruno Em Dia" } });
  });

  it("muda o status; ativar um aguardando_envio recomeça as datas hoje; salvar sem mudança não muda nada", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie);
    const [aguardando] = await ctx.banco.db
      .insert(emprestimos)
      .values({
        clienteId: c.id,
        usuarioId: a.id,
        valorOriginal: "500.00",
        valorRestante: "500.00",
        prazoDias: 15,
        taxaJuros: "5.00",
        taxaAtraso: "1.00",
        origem: "link",
        status: "aguardando_envio",
        dataInicio: "2026-11-01",
        dataEmprestimo: "2026-11-01",
        dataProximoCiclo: "2026-11-16",
      })
      .returning();
    const put = (id: string, status: string, cookie = a.cookie) =>
      ctx.app.inject({ method: "PUT", url: `/api/emprestimos/${id}`, headers: { cookie }, payload: { status } });

    const mesmo = await put(aguardando!.id, "aguardando_envio");
    expect(mesmo.json()).toMatchObject({ status: "aguardando_envio", dataProximoCiclo: "2026-11-16" });

    const ativado = await put(aguardando!.id, "ativo");
    expect(ativado.statusCode).toBe(200);
    expect(ativado.json()).toMatchObject({ status: "ativo", dataEmprestimo: "2026-11-25", dataInicio: "2026-11-25", dataProximoCiclo: "2026-12-10" });

    const pausado = await put(aguardando!.id, "pausado");
    expect(pausado.json().status).toBe("pausado");
    const invalido = await put(aguardando!.id, "cancelado");
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().message).toMatch(/Status inválido/);

    const finalizado = await put(aguardando!.id, "finalizado");
    expect(finalizado.json().status).toBe("finalizado");
    const cliente = (await ctx.app.inject({ url: `/api/clientes/${c.id}`, headers: { cookie: a.cookie } })).json();
    expect(cliente.totalReceberAtual).toBe("0.00");
    expect(cliente.totalEmprestadoHistorico).toBe("500.00");
  });

  it("aguardando_envio → pausado → ativo: as datas recomeçam na primeira mudança, e o empréstimo não nasce atrasado", async () => {
    // Its own lender, with days of use for the days the clock moves on.
    const l = await novoLender(ctx.app);
    const usuarioId = (await ctx.app.inject({ url: "/api/auth/get-session", headers: { cookie: l.cookie } })).json().user.id as string;
    await adicionarCreditos(ctx.banco.db, { email: l.email, dias: 30, tipo: "bonus" }, ctx.relogio.now());
    const c = await criarClienteApi(ctx.app, l.cookie);
    // Signed up in August, money never sent: its sign-up dates are months in the past.
    const [aguardando] = await ctx.banco.db
      .insert(emprestimos)
      .values({
        clienteId: c.id,
        usuarioId,
        valorOriginal: "500.00",
        valorRestante: "500.00",
        prazoDias: 15,
        taxaJuros: "5.00",
        taxaAtraso: "1.00",
        origem: "link",
        status: "aguardando_envio",
        dataInicio: "2026-08-01",
        dataEmprestimo: "2026-08-01",
        dataProximoCiclo: "2026-08-16",
      })
      .returning();
    const put = (status: string) =>
      ctx.app.inject({ method: "PUT", url: `/api/emprestimos/${aguardando!.id}`, headers: { cookie: l.cookie }, payload: { status } });
    const datasDaAtivacao = { dataEmprestimo: "2026-11-25", dataInicio: "2026-11-25", dataProximoCiclo: "2026-12-10", cicloAtual: 1 };

    const pausado = await put("pausado"); // on 2026-11-25
    expect(pausado.statusCode).toBe(200);
    expect(pausado.json()).toMatchObject({ status: "pausado", ...datasDaAtivacao, diasAtraso: 0, valorJurosAtraso: "0.00" });

    ctx.relogio.avancarDias(5); // 2026-11-30: sent a few days later, still before the first due date
    try {
      const ativo = await put("ativo");
      expect(ativo.statusCode).toBe(200);
      expect(ativo.json()).toMatchObject({ status: "ativo", ...datasDaAtivacao, diasAtraso: 0, valorJurosAtraso: "0.00" });
      const lido = (await ctx.app.inject({ url: `/api/emprestimos?clienteId=${c.id}`, headers: { cookie: l.cookie } })).json();
      expect(lido[0]).toMatchObject({ status: "ativo", ...datasDaAtivacao, diasAtraso: 0 });
    } finally {
      ctx.relogio.set(MEIO_DIA_SP);
    }
  });

  it("o banco recusa status, origem e tipo de taxa desconhecidos e saldo negativo", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie);
    const base = {
      clienteId: c.id,
      usuarioId: a.id,
      valorOriginal: "100.00",
      valorRestante: "100.00",
      prazoDias: 30,
      taxaJuros: "5.00",
      dataProximoCiclo: "2026-12-26",
    };
    await expect(ctx.banco.db.insert(emprestimos).values({ ...base, status: "perdoado" as never })).rejects.toMatchObject(
      violaCheck("emprestimos_status_valido"),
    );
    await expect(ctx.banco.db.insert(emprestimos).values({ ...base, origem: "whatsapp" as never })).rejects.toMatchObject(
      violaCheck("emprestimos_origem_valida"),
    );
    await expect(ctx.banco.db.insert(emprestimos).values({ ...base, taxaAtrasoTipo: "semanal" as never })).rejects.toMatchObject(
      violaCheck("emprestimos_taxa_atraso_tipo_valido"),
    );
    await expect(ctx.banco.db.insert(emprestimos).values({ ...base, valorRestante: "-0.01" })).rejects.toMatchObject(
      violaCheck("emprestimos_valores_nao_negativos"),
    );
    await expect(ctx.banco.db.insert(emprestimos).values({ ...base, prazoDias: null })).rejects.toMatchObject(violaCheck("emprestimos_plano_da_modalidade"));
    // The valid row is accepted: the refusals above are about the one field each changes.
    await expect(ctx.banco.db.insert(emprestimos).values(base)).resolves.toBeDefined();
  });

  it("outro credor: 404 ao editar, ao criar para o cliente alheio, e nada na lista", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie);
    const e = await criarEmprestimoApi(ctx.app, a.cookie, c.id);
    const editar = await ctx.app.inject({ method: "PUT", url: `/api/emprestimos/${e.id}`, headers: { cookie: b.cookie }, payload: { status: "finalizado" } });
    expect(editar.statusCode).toBe(404);
    expect(editar.json()).toEqual({ message: "Empréstimo não encontrado." });
    const criar = await manual(b.cookie, { clienteId: c.id, valorOriginal: 100, prazoDias: 30, taxaJuros: 5, taxaAtraso: 1 });
    expect(criar.statusCode).toBe(404);
    const listaB = (await ctx.app.inject({ url: "/api/emprestimos", headers: { cookie: b.cookie } })).json();
    expect(listaB).toEqual([]);
    const filtrada = (await ctx.app.inject({ url: `/api/emprestimos?clienteId=${c.id}`, headers: { cookie: b.cookie } })).json();
    expect(filtrada).toEqual([]);
    const ainda = (await ctx.app.inject({ url: `/api/emprestimos?clienteId=${c.id}`, headers: { cookie: a.cookie } })).json();
    expect(ainda[0].status).toBe("ativo");
  });
});
