import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, pagar } from "../../test/ledger.ts";

// Issue 42, point 7: the sheet's success state shows the balance after the payment, so the
// payment's answer carries it (saldoRestante), the same figure the loan now keeps.
describe(`resposta do pagamento: saldo depois do pagamento (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string };
  beforeAll(async () => {
    ctx = await criarContexto(); // 2026-11-25 in São Paulo
    a = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  const valorRestante = async (id: string) =>
    ((await ctx.app.inject({ url: `/api/emprestimos/${id}`, headers: { cookie: a.cookie } })).json() as { valorRestante: string }).valorRestante;

  it("mensal: juros mantém o saldo, parcial o baixa, a quitação o zera; a mesma chave responde o mesmo saldo", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie);
    const e = await criarEmprestimoApi(ctx.app, a.cookie, c.id, { valorOriginal: "1000", taxaJuros: "10", prazoDias: 30 });

    const juros = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas" });
    expect(juros.statusCode).toBe(201);
    expect(juros.json().pagamento.saldoRestante).toBe("1000.00");

    const chave = "11111111-2222-4333-8444-555555555555";
    const parte = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "parcial", valorPrincipal: "200,00" }, chave);
    expect(parte.json().pagamento).toMatchObject({ valorPrincipal: "200.00", saldoRestante: "800.00" });
    expect(await valorRestante(e.id)).toBe("800.00");
    // The answer lost and the request sent again: the same answer, the same balance.
    const repetida = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "parcial", valorPrincipal: "200,00" }, chave);
    expect(repetida.json().pagamento.saldoRestante).toBe("800.00");

    const quitacao = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "total" });
    expect(quitacao.json().pagamento).toMatchObject({ status: "finalizado", saldoRestante: "0.00" });
  });

  it("parcelado: o saldo depois de uma parcela é o que ainda falta das parcelas", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie);
    const e = await criarEmprestimoApi(ctx.app, a.cookie, c.id, {
      modalidade: "parcelado",
      valorOriginal: "300",
      quantidadeMeses: 3,
      taxaJurosMes: "10",
      prazoDias: undefined,
      taxaJuros: undefined,
    });
    const parcela = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "parcela" });
    expect(parcela.statusCode).toBe(201);
    expect(parcela.json().pagamento.saldoRestante).toBe(await valorRestante(e.id));
    expect(parcela.json().pagamento.saldoRestante).toBe("260.00");
  });
});
