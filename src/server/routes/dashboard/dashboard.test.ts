import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configuracoes, emprestimos } from "../../db/schema/index.ts";
import { processarDia } from "../../data/processamento-diario.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi } from "../../test/ledger.ts";
import { adicionarCreditos } from "../../data/creditos.ts";

// Today is 2026-11-25 in São Paulo; each loan is R$ 1.000,00 at 10% for 30 days unless said.
describe(`dashboard, calendário e processamento diário (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string; email: string };
  let b: { cookie: string; email: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await criarContexto();
    a = await novoLender(ctx.app);
    await adicionarCreditos(ctx.banco.db, { email: a.email, dias: 30, tipo: "compra" }, ctx.relogio.now());
    b = await novoLender(ctx.app);
    await adicionarCreditos(ctx.banco.db, { email: (b as { email: string }).email, dias: 30, tipo: "compra" }, ctx.relogio.now());
    const ana = await criarClienteApi(ctx.app, a.cookie, { nome: "Ana Hoje", telefone: "11911112222" });
    const bia = await criarClienteApi(ctx.app, a.cookie, { nome: "Bia Amanhã" });
    const caio = await criarClienteApi(ctx.app, a.cookie, { nome: "Caio Mês" });
    const davi = await criarClienteApi(ctx.app, a.cookie, { nome: "Davi Atrasado" });
    const eva = await criarClienteApi(ctx.app, a.cookie, { nome: "Eva Fixo" });
    ids.hoje = (await criarEmprestimoApi(ctx.app, a.cookie, ana.id, { dataInicio: "2026-10-26" })).id; // due 25/11
    ids.amanha = (await criarEmprestimoApi(ctx.app, a.cookie, bia.id, { valorOriginal: "2000", dataInicio: "2026-10-27" })).id; // due 26/11
    ids.mes = (await criarEmprestimoApi(ctx.app, a.cookie, caio.id, { valorOriginal: "500", taxaJuros: "20", dataInicio: "2026-10-31" })).id; // due 30/11
    ids.percentual = (await criarEmprestimoApi(ctx.app, a.cookie, davi.id, { dataInicio: "2026-10-24", taxaAtraso: "1", taxaAtrasoTipo: "percentual" })).id; // due 23/11, 2 days late
    ids.fixo = (await criarEmprestimoApi(ctx.app, a.cookie, eva.id, { dataInicio: "2026-10-24", taxaAtraso: "5,00", taxaAtrasoTipo: "fixo" })).id; // due 23/11, 2 days late
    ids.dezembro = (await criarEmprestimoApi(ctx.app, a.cookie, caio.id, { valorOriginal: "300", dataInicio: "2026-11-20" })).id; // due Sunday 20/12: Monday 21/12
    // Neither paused nor finalized loans count.
    const pausado = await criarEmprestimoApi(ctx.app, a.cookie, caio.id, { valorOriginal: "9999", dataInicio: "2026-10-26" });
    await ctx.app.inject({ method: "PUT", url: `/api/emprestimos/${pausado.id}`, headers: { cookie: a.cookie }, payload: { status: "pausado" } });
    // Another lender's loans due today never count.
    const alheio = await criarClienteApi(ctx.app, b.cookie, { nome: "Cliente de Outro" });
    await criarEmprestimoApi(ctx.app, b.cookie, alheio.id, { valorOriginal: "7777", dataInicio: "2026-10-26" });
  });
  afterAll(async () => ctx.close());

  const get = (url: string, cookie = a.cookie) => ctx.app.inject({ url, headers: { cookie } }).then((r) => r.json());

  it("métricas exatas em texto de moeda", async () => {
    // Active total: 1000 + 2000 + 500 + 1000 + 1000 + 300.
    // Month: today 100 + tomorrow 200 + 30/11 100 + late 100 + 20 + late 100 + 10 = 630.
    expect(await get("/api/dashboard/metrics")).toEqual({
      totalEmprestadoAtivo: "R$ 5.800,00",
      receitaPrevistaMes: "R$ 630,00",
      receitaPrevistaDia: "R$ 100,00",
      totalClientes: 5,
      recebidoHoje: "R$ 0,00",
      recebidoMes: "R$ 0,00",
      cadastrosAguardandoEnvio: 0,
    });
    expect(await get("/api/dashboard/metrics", b.cookie)).toEqual({
      totalEmprestadoAtivo: "R$ 7.777,00",
      receitaPrevistaMes: "R$ 777,70",
      receitaPrevistaDia: "R$ 777,70",
      totalClientes: 1,
      recebidoHoje: "R$ 0,00",
      recebidoMes: "R$ 0,00",
      cadastrosAguardandoEnvio: 0,
    });
  });

  it("vencimentos de hoje e de amanhã", async () => {
    expect(await get("/api/dashboard/vencimentos-hoje")).toEqual([
      {
        id: ids.hoje,
        clienteId: expect.any(String),
        clienteNome: "Ana Hoje",
        clienteTelefone: "11911112222",
        valor: "100.00",
        dataVencimento: "2026-11-25",
        status: "ativo",
        // Issue 11: the cycle due, for the PIX code's transaction id.
        ciclo: 1,
      },
    ]);
    const amanha = await get("/api/dashboard/vencimentos-amanha");
    expect(amanha).toHaveLength(1);
    expect(amanha[0]).toMatchObject({ id: ids.amanha, clienteNome: "Bia Amanhã", valor: "200.00", dataVencimento: "2026-11-26", status: "ativo" });
  });

  it("calendário: dias do mês com vencimento, lista do dia e atrasados", async () => {
    expect(await get("/api/calendario?mes=2026-11")).toEqual({
      mes: "2026-11",
      dias: [
        // Each day's cycles with their interest; the two of 23/11 are overdue today (25/11).
        { data: "2026-11-23", quantidade: 2, valor: "200.00", atrasadas: 2 },
        { data: "2026-11-25", quantidade: 1, valor: "100.00", atrasadas: 0 },
        { data: "2026-11-26", quantidade: 1, valor: "200.00", atrasadas: 0 },
        { data: "2026-11-30", quantidade: 1, valor: "100.00", atrasadas: 0 },
      ],
    });
    expect(await get("/api/calendario?mes=2026-12")).toEqual({ mes: "2026-12", dias: [{ data: "2026-12-21", quantidade: 1, valor: "30.00", atrasadas: 0 }] });
    const dia = await get("/api/calendario/vencimentos?data=2026-11-30");
    expect(dia.map((e: { id: string }) => e.id)).toEqual([ids.mes]);
    const atrasados = await get("/api/calendario/atrasados");
    // Most days late first; loans late by the same days come in a stable order (their ids, issue 12's pages).
    expect(
      atrasados
        .map((e: { cliente: { nome: string }; diasAtraso: number; valorJurosAtraso: string }) => [e.cliente.nome, e.diasAtraso, e.valorJurosAtraso])
        .sort(),
    ).toEqual([
      ["Davi Atrasado", 2, "20.00"],
      ["Eva Fixo", 2, "10.00"],
    ]);
    expect((await ctx.app.inject({ url: "/api/calendario?mes=2026-13", headers: { cookie: a.cookie } })).statusCode).toBe(400);
    expect(await get("/api/calendario/atrasados", b.cookie)).toEqual([]);
  });

  it("o processamento diário grava o atraso de 2 dias (percentual e fixo), consome créditos e, rodado de novo, não muda nada", async () => {
    const estado = async (id: string) => {
      const [l] = await ctx.banco.db.select().from(emprestimos).where(eq(emprestimos.id, id));
      return { status: l!.status, diasAtraso: l!.diasAtraso, valorJurosAtraso: l!.valorJurosAtraso };
    };
    // As if written yesterday, before these loans were late: the job must catch up.
    await ctx.banco.db.execute(sql`UPDATE emprestimos SET status = 'ativo', dias_atraso = 0, valor_juros_atraso = 0 WHERE status = 'atrasado'`);
    expect(await estado(ids.percentual!)).toEqual({ status: "ativo", diasAtraso: 0, valorJurosAtraso: "0.00" });
    const primeira = await processarDia(ctx.banco.db, ctx.relogio.now());
    expect(primeira).toMatchObject({ dia: "2026-11-25", atrasados: 2, normalizados: 0 });
    expect(await estado(ids.percentual!)).toEqual({ status: "atrasado", diasAtraso: 2, valorJurosAtraso: "20.00" });
    expect(await estado(ids.fixo!)).toEqual({ status: "atrasado", diasAtraso: 2, valorJurosAtraso: "10.00" });
    const foto = await ctx.banco.db.execute(sql`SELECT id, status, dias_atraso, valor_juros_atraso FROM emprestimos ORDER BY id`);
    const segunda = await processarDia(ctx.banco.db, ctx.relogio.now());
    expect(segunda).toEqual({ dia: "2026-11-25", atrasados: 0, normalizados: 0, contasComCreditoConsumido: 0 });
    const depois = await ctx.banco.db.execute(sql`SELECT id, status, dias_atraso, valor_juros_atraso FROM emprestimos ORDER BY id`);
    expect(depois.rows).toEqual(foto.rows);

    // Next day: one more day late, one credit day used by each account.
    const [antes] = await ctx.banco.db.select().from(configuracoes).where(eq(configuracoes.diasRestantes, 31));
    expect(antes).toBeDefined();
    const contasComDias = (await ctx.banco.db.select().from(configuracoes)).length;
    ctx.relogio.avancarDias(1);
    try {
      const terceira = await processarDia(ctx.banco.db, ctx.relogio.now());
      // Two still late, plus the two due yesterday (this lender's and the other lender's).
      expect(terceira).toMatchObject({ dia: "2026-11-26", atrasados: 4 });
      expect(terceira!.contasComCreditoConsumido).toBe(contasComDias);
      expect(await estado(ids.percentual!)).toEqual({ status: "atrasado", diasAtraso: 3, valorJurosAtraso: "30.00" });
      expect(await estado(ids.hoje!)).toEqual({ status: "atrasado", diasAtraso: 1, valorJurosAtraso: "10.00" });
      const [config] = await ctx.banco.db.select().from(configuracoes).where(eq(configuracoes.usuarioId, antes!.usuarioId));
      expect(config!.diasRestantes).toBe(30);
      // A payment moves the loan back to ativo; the next run agrees with it.
      await ctx.app.inject({
        method: "POST",
        url: "/api/pagamentos",
        headers: { cookie: a.cookie },
        payload: { emprestimoId: ids.hoje, tipoPagamento: "juros_apenas" },
      });
      expect(await estado(ids.hoje!)).toEqual({ status: "ativo", diasAtraso: 0, valorJurosAtraso: "0.00" });
      expect((await processarDia(ctx.banco.db, ctx.relogio.now()))!.atrasados).toBe(0);
    } finally {
      ctx.relogio.avancarDias(-1);
    }
  });

  it("dois processamentos ao mesmo tempo: no máximo um faz o trabalho", async () => {
    ctx.relogio.avancarDias(2);
    try {
      const [r1, r2] = await Promise.all([processarDia(ctx.banco.db, ctx.relogio.now()), processarDia(ctx.banco.db, ctx.relogio.now())]);
      const feitos = [r1, r2].filter((r) => r !== null && r.atrasados > 0);
      expect(feitos).toHaveLength(1);
    } finally {
      ctx.relogio.avancarDias(-2);
    }
  });

  it("configurações: salva a chave PIX validada e o WhatsApp", async () => {
    const post = (payload: object) => ctx.app.inject({ method: "POST", url: "/api/configuracoes", headers: { cookie: a.cookie }, payload });
    const vazio = await post({ chavePix: "" });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().errors.chavePix).toBe("Chave PIX obrigatória");
    const invalida = await post({ chavePix: "minha chave" });
    expect(invalida.json().errors.chavePix).toBe("Chave PIX inválida. Use CPF, CNPJ, e-mail, telefone com +55 ou chave aleatória.");
    const ok = await post({ chavePix: "credor@pix.com.br", telefoneWhatsapp: "+55 11 91234-5678" });
    expect(ok.statusCode).toBe(200);
    expect(await get("/api/configuracoes")).toEqual({
      chavePix: "credor@pix.com.br",
      telefoneWhatsapp: "+55 11 91234-5678",
      nomeRecibo: null,
      documentoCredor: null,
      enderecoCredor: null,
      nomeRecebedor: null,
      cidadeRecebedor: null,
    });
    expect(await get("/api/configuracoes", b.cookie)).toEqual({
      chavePix: "",
      telefoneWhatsapp: null,
      nomeRecibo: null,
      documentoCredor: null,
      enderecoCredor: null,
      nomeRecebedor: null,
      cidadeRecebedor: null,
    });
    // 'Nome para recibos' (issue 10), now 'Seu nome' (issue 27, 3 to 120 characters): saved when
    // sent, kept when absent (the spec's call), cleared when empty.
    expect((await post({ chavePix: "credor@pix.com.br", nomeRecibo: "  Crédito do João  " })).json()).toMatchObject({ nomeRecibo: "Crédito do João" });
    expect((await post({ chavePix: "credor@pix.com.br" })).json()).toMatchObject({ nomeRecibo: "Crédito do João" });
    expect((await post({ chavePix: "credor@pix.com.br", nomeRecibo: "" })).json()).toMatchObject({ nomeRecibo: null });
    const longo = await post({ chavePix: "credor@pix.com.br", nomeRecibo: "x".repeat(121) });
    expect(longo.statusCode).toBe(400);
    expect(longo.json().errors.nomeRecibo).toBe("Seu nome deve ter no máximo 120 caracteres");
  });
});
