import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, novoCpf, pagar } from "../../test/ledger.ts";

// Issue 43, points 1, 3 and 4: a parcelado loan's written schedule, from both forms, on the
// lender's collection days (the defaults: Saturdays yes, Sundays and holidays no), several
// installments paid at once, and the penalty beside the late interest.
describe(`cronograma, várias parcelas de uma vez e multa (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string };
  let b: { cookie: string };
  beforeAll(async () => {
    ctx = await criarContexto(); // today is 2026-11-25 (Wednesday) in São Paulo
    a = await novoLender(ctx.app);
    b = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  // "R$ 1.000,00 a 20 % no total em 20 parcelas diárias": R$ 1.200,00, 20 × R$ 60,00 with
  // R$ 10,00 of interest each, from Monday 09/11/2026.
  const diaria = { valorOriginal: "1.000,00", modalidade: "parcelado", periodicidade: "diaria", quantidadeMeses: 20, taxaTotal: "20", taxaAtraso: "0" };
  // The 20 collection days after 09/11: Sunday 15/11 and 29/11 and Friday 20/11 (Consciência
  // Negra, a national holiday since 2024) are skipped; Saturdays count.
  const DATAS = [
    "2026-11-10",
    "2026-11-11",
    "2026-11-12",
    "2026-11-13",
    "2026-11-14",
    "2026-11-16",
    "2026-11-17",
    "2026-11-18",
    "2026-11-19",
    "2026-11-21",
    "2026-11-23",
    "2026-11-24",
    "2026-11-25",
    "2026-11-26",
    "2026-11-27",
    "2026-11-28",
    "2026-11-30",
    "2026-12-01",
    "2026-12-02",
    "2026-12-03",
  ];

  const manual = (cookie: string, payload: object) => ctx.app.inject({ method: "POST", url: "/api/emprestimos/manual", headers: { cookie }, payload });
  const ler = async (cookie: string, id: string) => ctx.app.inject({ url: `/api/emprestimos/${id}`, headers: { cookie } });

  async function novaDiaria(extra: object = {}) {
    const c = await criarClienteApi(ctx.app, a.cookie, { nome: "Dona Diária" });
    const r = await manual(a.cookie, { ...diaria, clienteId: c.id, dataInicio: "2026-11-09", ...extra });
    expect(r.statusCode, r.body).toBe(201);
    return r.json() as { id: string };
  }

  it("o empréstimo diário manual escreve as 20 parcelas nos dias de cobrança, e GET /api/emprestimos/{id} as traz", async () => {
    const { id } = await novaDiaria();
    const r = await ler(a.cookie, id);
    expect(r.statusCode).toBe(200);
    const e = r.json();
    expect(e).toMatchObject({
      periodicidade: "diaria",
      taxaTotal: "20.00",
      taxaJuros: "0.00",
      valorRestante: "1200.00",
      valorParcela: "60.00",
      quantidadeParcelas: 20,
    });
    expect(e.parcelas.map((p: { vencimento: string }) => p.vencimento)).toEqual(DATAS);
    expect(new Set(e.parcelas.map((p: { valor: string; juros: string; principal: string }) => `${p.valor}/${p.juros}/${p.principal}`))).toEqual(
      new Set(["60.00/10.00/50.00"]),
    );
    // Twelve installments are past due today (10/11 to 24/11); the oldest fixes the days late.
    expect(e).toMatchObject({ status: "atrasado", dataProximoCiclo: "2026-11-10", diasAtraso: 15 });
  });

  it("três parcelas atrasadas pagas de uma vez: um pagamento das três mais antigas, e o empréstimo passa à quarta", async () => {
    const { id } = await novaDiaria();
    const r = await pagar(ctx.app, a.cookie, { emprestimoId: id, tipoPagamento: "parcela", quantidadeParcelas: 3, formaPagamento: "dinheiro" });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().pagamento).toMatchObject({ valorTotalPago: "180.00", valorJuros: "30.00", valorPrincipal: "150.00", ciclo: 1, saldoRestante: "1020.00" });
    const e = (await ler(a.cookie, id)).json();
    expect(e).toMatchObject({ cicloAtual: 4, dataProximoCiclo: "2026-11-13", valorRestante: "1020.00" });
    // More than the open installments, or none: a clear 400 and nothing changes.
    for (const quantidadeParcelas of [0, 18, 2.5, "3"]) {
      const recusado = await pagar(ctx.app, a.cookie, { emprestimoId: id, tipoPagamento: "parcela", quantidadeParcelas });
      expect(recusado.statusCode, JSON.stringify(quantidadeParcelas)).toBe(400);
      expect(recusado.json().message).toMatch(/Quantidade de parcelas inválida/);
    }
    expect((await ler(a.cookie, id)).json()).toMatchObject({ cicloAtual: 4, valorRestante: "1020.00" });
  });

  it("multa e juros de atraso: cada parcela atrasada com os seus, desde o seu próprio vencimento", async () => {
    // 1 % a day and a 2 % penalty: installment 1 (due 10/11) paid on 25/11 is 15 days late:
    // 60,00 + 9,00 of late interest + 1,20 of penalty; installment 2 (11/11), 14 days: + 8,40 + 1,20.
    const { id } = await novaDiaria({ taxaAtraso: "1", multaAtraso: "2" });
    const e = (await ler(a.cookie, id)).json();
    expect(e.multaAtraso).toBe("2.00");
    const r = await pagar(ctx.app, a.cookie, { emprestimoId: id, tipoPagamento: "parcela", quantidadeParcelas: 2 });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().pagamento).toMatchObject({ valorTotalPago: "139.80", valorJuros: "39.80", valorPrincipal: "100.00" });
    const pagamentos = (await ctx.app.inject({ url: "/api/pagamentos", headers: { cookie: a.cookie } })).json() as Record<string, unknown>[];
    expect(pagamentos.find((p) => p.emprestimoId === id)).toMatchObject({ valorMulta: "2.40", valorJurosAtraso: "17.40", parcelasPagas: 2 });
  });

  it("dispensar os encargos dispensa juros de atraso e multa juntos, com o motivo", async () => {
    const { id } = await novaDiaria({ taxaAtraso: "1", multaAtraso: "2" });
    const r = await pagar(ctx.app, a.cookie, { emprestimoId: id, tipoPagamento: "parcela", dispensarJurosAtraso: true, motivoDispensa: "Cliente antigo" });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().pagamento).toMatchObject({ valorTotalPago: "60.00" });
    const pagamentos = (await ctx.app.inject({ url: "/api/pagamentos", headers: { cookie: a.cookie } })).json() as Record<string, unknown>[];
    expect(pagamentos.find((p) => p.emprestimoId === id)).toMatchObject({
      valorMulta: "0.00",
      valorMultaDispensada: "1.20",
      valorJurosAtrasoDispensado: "9.00",
    });
  });

  it("o link semanal: o cadastro cria o empréstimo com o cronograma, e a ativação o reescreve a partir de hoje", async () => {
    const link = await ctx.app.inject({
      method: "POST",
      url: "/api/links-cadastro",
      headers: { cookie: a.cookie },
      payload: {
        valorOriginal: "500,00",
        modalidade: "parcelado",
        periodicidade: "semanal",
        quantidadeMeses: 4,
        taxaJurosMes: "5",
        taxaAtraso: "0",
        multaAtraso: "2",
      },
    });
    expect(link.statusCode, link.body).toBe(201);
    expect(link.json()).toMatchObject({ periodicidade: "semanal", taxaTotal: null, multaAtraso: "2.00", taxaJurosMes: "5.00" });
    const cadastro = await ctx.app.inject({
      method: "POST",
      url: `/api/cadastro/${link.json().token}`,
      payload: { nome: "Semanal Silva", cpf: novoCpf(), telefone: "11988887777", pix: "semanal@pix.com", aceitaTermos: true },
      remoteAddress: "10.9.0.43",
    });
    expect(cadastro.statusCode, cadastro.body).toBe(201);
    const [doLink] = (await ctx.app.inject({ url: "/api/emprestimos?busca=Semanal", headers: { cookie: a.cookie } })).json() as { id: string }[];
    const ativado = await ctx.app.inject({ method: "PUT", url: `/api/emprestimos/${doLink!.id}`, headers: { cookie: a.cookie }, payload: { status: "ativo" } });
    expect(ativado.statusCode, ativado.body).toBe(200);
    const e = (await ler(a.cookie, doLink!.id)).json();
    // 500 + 4 × 5 % = 600,00 in 4 × 150,00 (25,00 of interest each), weekly from today,
    // Wednesday 25/11: 02/12, 09/12, 16/12, 23/12.
    expect(e.parcelas).toEqual([
      { numero: 1, vencimento: "2026-12-02", valor: "150.00", juros: "25.00", principal: "125.00" },
      { numero: 2, vencimento: "2026-12-09", valor: "150.00", juros: "25.00", principal: "125.00" },
      { numero: 3, vencimento: "2026-12-16", valor: "150.00", juros: "25.00", principal: "125.00" },
      { numero: 4, vencimento: "2026-12-23", valor: "150.00", juros: "25.00", principal: "125.00" },
    ]);
    expect(e).toMatchObject({ status: "ativo", dataProximoCiclo: "2026-12-02", dataInicio: "2026-11-25", valorRestante: "600.00" });
  });

  it("recusa periodicidade desconhecida, duas taxas, multa acima de 20 % e mais de 400 parcelas, em português, sem criar nada", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie, { nome: "Recusada" });
    const casos: [object, string, RegExp][] = [
      [{ periodicidade: "anual" }, "periodicidade", /Periodicidade deve ser/],
      [{ taxaJurosMes: "2" }, "taxaTotal", /não as duas/],
      [{ multaAtraso: "25" }, "multaAtraso", /Multa deve estar entre 0 e 20%/],
      [{ quantidadeMeses: 401 }, "quantidadeMeses", /de 1 a 400/],
      [{ periodicidade: "mensal", quantidadeMeses: 121 }, "quantidadeMeses", /de 1 a 120/],
    ];
    for (const [extra, campo, texto] of casos) {
      const r = await manual(a.cookie, { ...diaria, clienteId: c.id, ...extra });
      expect(r.statusCode, JSON.stringify(extra)).toBe(400);
      expect(JSON.stringify(r.json().errors?.[campo] ?? r.json()), JSON.stringify(extra)).toMatch(texto);
    }
    const lista = (await ctx.app.inject({ url: `/api/emprestimos?busca=Recusada`, headers: { cookie: a.cookie } })).json();
    expect(lista).toEqual([]);
  });

  it("o cronograma de um credor não aparece para outro", async () => {
    const { id } = await novaDiaria();
    expect((await ler(b.cookie, id)).statusCode).toBe(404);
    const r = await pagar(ctx.app, b.cookie, { emprestimoId: id, tipoPagamento: "parcela", quantidadeParcelas: 2 });
    expect(r.statusCode).toBe(404);
  });
});
