import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, MEIO_DIA_SP, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, pagar } from "../../test/ledger.ts";

// Issue 11 "Collections first". Today is 2026-11-25 in São Paulo; every loan is mensal, 10% per
// 30-day cycle, late interest 1% a day on the balance unless said. Payments in the past are made
// by moving the server's clock (a payment's moment is the clock's).
describe(`cobrança: atrasados, recebido e recebido vs previsto (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string };
  let b: { cookie: string };
  const ids: Record<string, string> = {};

  const emSP = (iso: string) => new Date(iso);
  const pagarEm = async (momento: string, emprestimoId: string, tipoPagamento: string, extra: Record<string, unknown> = {}, cookie = a.cookie) => {
    ctx.relogio.set(emSP(momento));
    const r = await pagar(ctx.app, cookie, { emprestimoId, tipoPagamento, confirmarRepeticao: true, ...extra });
    expect(r.statusCode, r.body).toBe(201);
    return r.json() as { pagamento: { id: string; valorTotal: string } };
  };

  beforeAll(async () => {
    ctx = await criarContexto({ creditosBoasVindas: 3650 });
    a = await novoLender(ctx.app);
    b = await novoLender(ctx.app);
    const ana = await criarClienteApi(ctx.app, a.cookie, { nome: "Ana Antiga", telefone: "11911112222" });
    const bia = await criarClienteApi(ctx.app, a.cookie, { nome: "Bia Fixo" });
    const caio = await criarClienteApi(ctx.app, a.cookie, { nome: "Caio Estornado" });
    const davi = await criarClienteApi(ctx.app, a.cookie, { nome: "Davi Pagou Hoje" });
    const eva = await criarClienteApi(ctx.app, a.cookie, { nome: "Eva Virada" });

    ids.ana = ana.id;
    ids.bia = bia.id;
    ids.caio = caio.id;
    ids.anaEmprestimo = (await criarEmprestimoApi(ctx.app, a.cookie, ana.id, { dataInicio: "2026-06-01" })).id; // due 01/07
    ids.biaEmprestimo = (
      await criarEmprestimoApi(ctx.app, a.cookie, bia.id, { valorOriginal: "2000", dataInicio: "2026-10-24", taxaAtraso: "5,00", taxaAtrasoTipo: "fixo" })
    ).id; // due 23/11, 2 days late
    const caioEmprestimo = (await criarEmprestimoApi(ctx.app, a.cookie, caio.id, { valorOriginal: "500", taxaJuros: "20", dataInicio: "2026-10-31" })).id; // due 30/11
    const daviEmprestimo = (await criarEmprestimoApi(ctx.app, a.cookie, davi.id, { dataInicio: "2026-10-26" })).id; // due 25/11
    const evaEmprestimo = (await criarEmprestimoApi(ctx.app, a.cookie, eva.id, { dataInicio: "2026-10-02" })).id; // due 01/11

    // Ana: on the due date (R$ 100), 3 days late (100 + 30), 11 days late with R$ 200 of principal
    // (100 + 110 + 200); then nothing since the due date of 29/09.
    await pagarEm("2026-07-01T15:00:00Z", ids.anaEmprestimo, "juros_apenas");
    await pagarEm("2026-08-03T15:00:00Z", ids.anaEmprestimo, "juros_apenas");
    await pagarEm("2026-09-10T15:00:00Z", ids.anaEmprestimo, "parcial", { valorPrincipal: "200" });
    // Eva pays at 23:00 of 31/10 in São Paulo (02:00 UTC of 01/11): October's money, due in November.
    await pagarEm("2026-11-01T02:00:00Z", evaEmprestimo, "juros_apenas");
    // Davi pays today; Caio pays today and the payment is reversed (it never counts).
    await pagarEm("2026-11-25T13:00:00Z", daviEmprestimo, "juros_apenas");
    const caioPago = await pagarEm("2026-11-25T14:00:00Z", caioEmprestimo, "juros_apenas");
    const estorno = await ctx.app.inject({
      method: "POST",
      url: `/api/pagamentos/${caioPago.pagamento.id}/estorno`,
      headers: { cookie: a.cookie, origin: ORIGEM },
      payload: { motivo: "Lançado por engano" },
    });
    expect(estorno.statusCode, estorno.body).toBe(200);

    // Another lender: one overdue loan and a payment today, never seen by the first.
    const alheio = await criarClienteApi(ctx.app, b.cookie, { nome: "Cliente de Outro" });
    const alheioEmprestimo = (await criarEmprestimoApi(ctx.app, b.cookie, alheio.id, { valorOriginal: "7777", dataInicio: "2026-09-01" })).id;
    const outro = (await criarEmprestimoApi(ctx.app, b.cookie, alheio.id, { valorOriginal: "100", dataInicio: "2026-10-26" })).id;
    await pagarEm("2026-11-25T12:00:00Z", outro, "total", {}, b.cookie);
    ids.alheioEmprestimo = alheioEmprestimo;
    ctx.relogio.set(MEIO_DIA_SP);
  });
  afterAll(async () => ctx.close());

  const get = async (url: string, cookie = a.cookie) => {
    const r = await ctx.app.inject({ url, headers: { cookie } });
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };

  it("métricas: recebido hoje e no mês (estornado não conta; dia de São Paulo), sem mudar as quatro da especificação", async () => {
    const m = await get("/api/dashboard/metrics");
    expect(m).toMatchObject({ recebidoHoje: "R$ 100,00", recebidoMes: "R$ 100,00", totalClientes: 5 });
    expect(Object.keys(m).sort()).toEqual([
      "cadastrosAguardandoEnvio",
      "recebidoHoje",
      "recebidoMes",
      "receitaPrevistaDia",
      "receitaPrevistaMes",
      "totalClientes",
      "totalEmprestadoAtivo",
    ]);
    expect(await get("/api/dashboard/metrics", b.cookie)).toMatchObject({ recebidoHoje: "R$ 110,00", recebidoMes: "R$ 110,00", totalClientes: 1 });
  });

  it("em atraso: mais dias primeiro, com o valor devido (juros de atraso incluídos) e o valor para quitar", async () => {
    const lista = (await get("/api/dashboard/atrasados")) as {
      id: string;
      cliente: { nome: string; telefone: string };
      diasAtraso: number;
      valorDevido: string;
      valorParaQuitar: string;
      valorRestante: string;
    }[];
    expect(lista.map((e) => [e.cliente.nome, e.diasAtraso, e.valorRestante, e.valorDevido, e.valorParaQuitar])).toEqual([
      // 800 left, due 29/09, 57 days: 80 of interest + 800 × 1% × 57 = 456.
      ["Ana Antiga", 57, "800.00", "536.00", "1336.00"],
      // 2000, due 23/11, 2 days at R$ 5,00: 200 + 10.
      ["Bia Fixo", 2, "2000.00", "210.00", "2210.00"],
    ]);
    expect(lista[0]!.id).toBe(ids.anaEmprestimo);
    expect(lista[0]!.cliente.telefone).toBe("11911112222");
    const alheios = (await get("/api/dashboard/atrasados", b.cookie)) as { id: string }[];
    expect(alheios.map((e) => e.id)).toEqual([ids.alheioEmprestimo]);
  });

  it("recebido vs previsto: os 6 meses até o atual, em centavos exatos (decisão 0022)", async () => {
    expect(await get("/api/dashboard/recebido-vs-previsto")).toEqual([
      { mes: "2026-06", recebido: "0.00", previsto: "0.00" },
      // Paid on 01/07 (due 01/07) and due 31/07 (paid 03/08): two cycles of 100.
      { mes: "2026-07", recebido: "100.00", previsto: "200.00" },
      // Received 130 (100 + 30 late); due 30/08, a Sunday, so 31/08 (issue 43), paid in September: 100.
      { mes: "2026-08", recebido: "130.00", previsto: "100.00" },
      // Received 400 (100 + 100 late from 31/08 + 200 principal); the open cycle due 29/09 (from
      // the unmoved 30/08) on 800: 80.
      { mes: "2026-09", recebido: "400.00", previsto: "80.00" },
      // Eva's payment at 23:00 of 31/10 in São Paulo.
      { mes: "2026-10", recebido: "100.00", previsto: "0.00" },
      // Davi today; Bia (200) and Caio (100, reversed back to open) still open; Davi and Eva paid (100 + 100).
      { mes: "2026-11", recebido: "100.00", previsto: "500.00" },
    ]);
    const outro = (await get("/api/dashboard/recebido-vs-previsto", b.cookie)) as { mes: string; recebido: string; previsto: string }[];
    // B: 7777 due 01/10 (open, 777,70) and 100 due 25/11 paid off today (10 of interest).
    expect(outro.slice(-2)).toEqual([
      { mes: "2026-10", recebido: "0.00", previsto: "777.70" },
      { mes: "2026-11", recebido: "110.00", previsto: "10.00" },
    ]);
  });

  it("lista de clientes: dias de atraso do pior empréstimo e o valor para quitar, só para quem está atrasado", async () => {
    const clientes = (await get("/api/clientes")) as { id: string; nome: string; diasAtraso?: number; valorParaQuitar?: string }[];
    const porNome = Object.fromEntries(clientes.map((c) => [c.nome, { diasAtraso: c.diasAtraso, valorParaQuitar: c.valorParaQuitar }]));
    expect(porNome).toEqual({
      "Ana Antiga": { diasAtraso: 57, valorParaQuitar: "1336.00" },
      "Bia Fixo": { diasAtraso: 2, valorParaQuitar: "2210.00" },
      "Caio Estornado": { diasAtraso: undefined, valorParaQuitar: undefined },
      "Davi Pagou Hoje": { diasAtraso: undefined, valorParaQuitar: undefined },
      "Eva Virada": { diasAtraso: undefined, valorParaQuitar: undefined },
    });
    // The next day the badge moves with the calendar, even with no data change in between.
    ctx.relogio.avancarDias(1);
    try {
      const amanha = (await get("/api/clientes")) as { nome: string; diasAtraso?: number; valorParaQuitar?: string }[];
      expect(amanha.find((c) => c.nome === "Ana Antiga")).toMatchObject({ diasAtraso: 58, valorParaQuitar: "1344.00" });
      expect(amanha.find((c) => c.nome === "Caio Estornado")?.diasAtraso).toBeUndefined();
    } finally {
      ctx.relogio.set(MEIO_DIA_SP);
    }
    const deOutro = (await get("/api/clientes", b.cookie)) as { nome: string; diasAtraso?: number }[];
    expect(deOutro).toEqual([expect.objectContaining({ nome: "Cliente de Outro", diasAtraso: 55 })]);
  });
});
