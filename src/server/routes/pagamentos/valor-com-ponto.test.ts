import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, pagar } from "../../test/ledger.ts";

// Issue 26, point 7: "1.500" is three decimals, never one thousand five hundred (DOMAIN.md, Money).
// A partial payment with it is refused with the field's own message and the loan stays as it was.

describe(`pagamento parcial com "1.500" (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let credor: { cookie: string };
  beforeAll(async () => {
    ctx = await criarContexto();
    credor = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  const ler = async (url: string) => (await ctx.app.inject({ url, headers: { cookie: credor.cookie } })).json();

  it.each([["1.500"], ["12.345"], ["1.234.567"]])("valorPrincipal %j: 400 com a mensagem do pagamento parcial, nada muda", async (valor) => {
    const c = await criarClienteApi(ctx.app, credor.cookie);
    // A balance of R$ 2.000,00: read as thousands, "1.500" would be a valid partial payment.
    const e = await criarEmprestimoApi(ctx.app, credor.cookie, c.id, { valorOriginal: "2000" });
    const emprestimoAntes = await ler(`/api/emprestimos?clienteId=${c.id}`);
    const clienteAntes = await ler(`/api/clientes/${c.id}`);

    const r = await pagar(ctx.app, credor.cookie, { emprestimoId: e.id, tipoPagamento: "parcial", valorPrincipal: valor });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ valorPrincipal: "Digite um valor válido para pagamento parcial." });

    expect(await ler(`/api/emprestimos?clienteId=${c.id}`)).toEqual(emprestimoAntes);
    expect(await ler(`/api/clientes/${c.id}`)).toEqual(clienteAntes);
    expect(await ler(`/api/pagamentos?clienteId=${c.id}`)).toEqual([]);
  });

  it("'1.500,00' continua valendo R$ 1.500,00 de principal", async () => {
    const c = await criarClienteApi(ctx.app, credor.cookie);
    const e = await criarEmprestimoApi(ctx.app, credor.cookie, c.id, { valorOriginal: "2000" });
    const r = await pagar(ctx.app, credor.cookie, { emprestimoId: e.id, tipoPagamento: "parcial", valorPrincipal: "1.500,00" });
    expect(r.statusCode).toBe(201);
    expect(r.json().pagamento).toMatchObject({ valorPrincipal: "1500.00", valorJuros: "200.00", valorTotalPago: "1700.00" });
    expect((await ler(`/api/emprestimos?clienteId=${c.id}`))[0].valorRestante).toBe("500.00");
  });
});
