import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { custoEfetivoDoCronograma, taxaEfetivaNaApi } from "../../../domain/loans/custo-efetivo.ts";
import { decimalParaCentavos } from "../../../domain/money.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../../test/harness.ts";
import { criarClienteApi } from "../../test/ledger.ts";

// Issue 29, point 1: the loan's and the link's answers carry what the loan really costs, the
// figures of domain/loans/custo-efetivo.ts.
describe(`custo efetivo na API (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string };
  let b: { cookie: string };
  beforeAll(async () => {
    ctx = await criarContexto(); // today is 2026-11-25 in São Paulo
    a = await novoLender(ctx.app);
    b = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  const manual = async (payload: object) => {
    const cliente = await criarClienteApi(ctx.app, a.cookie);
    const r = await ctx.app.inject({
      method: "POST",
      url: "/api/emprestimos/manual",
      headers: { cookie: a.cookie },
      payload: { ...payload, clienteId: cliente.id },
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json<{ id: string }>();
  };
  const detalhe = (id: string, cookie = a.cookie) => ctx.app.inject({ url: `/api/emprestimos/${id}`, headers: { cookie } });

  it("mensal a 10 % a cada 30 dias: 10,00 % a.m. e 213,84 % a.a., R$ 1.100,00 no prazo", async () => {
    const { id } = await manual({ valorOriginal: "1.000,00", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1", taxaAtrasoTipo: "percentual" });
    const r = await detalhe(id);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ totalAPagar: "1100.00", taxaEfetivaMensal: "10.0000", taxaEfetivaAnual: "213.8428" });
  });

  it("parcelado: as taxas das parcelas nas suas datas, a partir da data de início", async () => {
    const { id } = await manual({
      valorOriginal: "1.000,00",
      modalidade: "parcelado",
      quantidadeMeses: 12,
      taxaJurosMes: "1",
      taxaAtraso: "1",
      taxaAtrasoTipo: "percentual",
      dataInicio: "2026-01-31",
    });
    // Issue 43: costed on its written schedule, whose dates skip the lender's non-collection
    // days (31/05/2026 is a Sunday: that installment falls on Monday 01/06).
    const lido = (await detalhe(id)).json();
    expect(lido.parcelas.map((p: { vencimento: string }) => p.vencimento)).toContain("2026-06-01");
    const esperado = custoEfetivoDoCronograma(
      100_000,
      "2026-01-31",
      lido.parcelas.map((p: { vencimento: string; valor: string }) => ({ vencimento: p.vencimento, valor: decimalParaCentavos(p.valor) })),
    );
    expect(lido).toMatchObject({
      totalAPagar: "1120.00",
      taxaEfetivaMensal: taxaEfetivaNaApi(esperado.taxaMensal),
      taxaEfetivaAnual: taxaEfetivaNaApi(esperado.taxaAnual),
    });
    // A day later on one installment costs a little less than the plain monthly dates (1,7766 %).
    expect(taxaEfetivaNaApi(esperado.taxaMensal)).toBe("1.7751");
  });

  it("o empréstimo de outro credor continua 404, sem custo nenhum", async () => {
    const { id } = await manual({ valorOriginal: "500,00", prazoDias: 15, taxaJuros: "5", taxaAtraso: "1", taxaAtrasoTipo: "percentual" });
    const r = await detalhe(id, b.cookie);
    expect(r.statusCode).toBe(404);
    expect(r.body).not.toContain("taxaEfetiva");
  });

  it("a multa acima do limite (2 % por padrão) fica na trilha com a criação, como o aviso da taxa, sem bloquear", async () => {
    const trilha = async (id: string) =>
      (await ctx.app.inject({ url: `/api/auditoria?entidade=emprestimo&id=${id}`, headers: { cookie: a.cookie } })).json<{
        itens: { acao: string; depois: Record<string, unknown> | null }[];
      }>().itens;
    const termos = { valorOriginal: "1.000,00", prazoDias: 30, taxaJuros: "0,9", taxaAtraso: "0,03", taxaAtrasoTipo: "percentual" };
    const acima = await manual({ ...termos, multaAtraso: "10" });
    const [criado] = await trilha(acima.id);
    expect(criado).toMatchObject({
      acao: "emprestimo_criado",
      depois: {
        avisoMulta:
          "Multa acima do limite de 2 % (o Código de Defesa do Consumidor, art. 52, § 1º, limita a multa a 2 % do valor em atraso). Esta multa: 10,00 %",
      },
    });
    expect(criado?.depois).not.toHaveProperty("avisoLimiteLegal");
    const [noLimite] = await trilha((await manual({ ...termos, multaAtraso: "2" })).id);
    expect(noLimite?.acao).toBe("emprestimo_criado");
    expect(noLimite?.depois).not.toHaveProperty("avisoMulta");
  });

  it("o limite legal é do operador (12 % a.a. por padrão), e o aviso dado fica na trilha com a criação", async () => {
    expect((await ctx.app.inject({ url: "/api/app-config" })).json()).toMatchObject({ limiteJurosAnual: 12 });
    const trilha = async (entidade: string, id: string) =>
      (await ctx.app.inject({ url: `/api/auditoria?entidade=${entidade}&id=${id}`, headers: { cookie: a.cookie } })).json<{
        itens: { acao: string; depois: Record<string, unknown> | null }[];
      }>().itens;
    // 0,03 % a day of late interest is 0,9 % a.m.: only the loan's own rate decides.
    const acima = await manual({ valorOriginal: "1.000,00", prazoDias: 30, taxaJuros: "10", taxaAtraso: "0,03", taxaAtrasoTipo: "percentual" });
    const [criado] = await trilha("emprestimo", acima.id);
    expect(criado).toMatchObject({
      acao: "emprestimo_criado",
      depois: { avisoLimiteLegal: ["Taxa acima do limite legal para empréstimos entre pessoas físicas (Lei de Usura: 12 % a.a.). Esta taxa: 213,84 % a.a."] },
    });
    const dentro = await manual({ valorOriginal: "1.000,00", prazoDias: 30, taxaJuros: "0,9", taxaAtraso: "0,03", taxaAtrasoTipo: "percentual" });
    const [semAviso] = await trilha("emprestimo", dentro.id);
    expect(semAviso?.acao).toBe("emprestimo_criado");
    expect(semAviso?.depois).not.toHaveProperty("avisoLimiteLegal");

    const link = await ctx.app.inject({
      method: "POST",
      url: "/api/links-cadastro",
      headers: { cookie: a.cookie },
      payload: { valorOriginal: "1.000,00", modalidade: "mensal", prazoDias: 30, taxaJuros: "10", taxaAtraso: "0,03" },
    });
    const [linkCriado] = await trilha("link", link.json().id);
    expect(linkCriado).toMatchObject({ acao: "link_criado", depois: { avisoLimiteLegal: [expect.stringContaining("Esta taxa: 213,84 % a.a.")] } });
  });

  it("a página pública do link mostra o custo antes de o tomador enviar", async () => {
    const link = await ctx.app.inject({
      method: "POST",
      url: "/api/links-cadastro",
      headers: { cookie: a.cookie },
      payload: { valorOriginal: "1.000,00", modalidade: "mensal", prazoDias: 15, taxaJuros: "5", taxaAtraso: "1" },
    });
    expect(link.statusCode).toBe(201);
    const publico = await ctx.app.inject({ url: `/api/cadastro/${link.json().token}`, remoteAddress: "10.29.0.1" });
    expect(publico.statusCode).toBe(200);
    // Two cycles of 15 days at 5 % make a month: (1,05)² − 1 = 10,25 % a.m.
    expect(publico.json()).toMatchObject({ totalAPagar: "1050.00", taxaEfetivaMensal: "10.2500", taxaEfetivaAnual: "222.5100" });
  });
});
