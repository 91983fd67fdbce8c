import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../../test/harness.ts";
import { criarClienteApi } from "../../test/ledger.ts";

// Issue 26, point 7: "1.500" is three decimals, never one thousand five hundred (DOMAIN.md, Money).
// A manual loan with it is refused with the field's own message and records nothing.

describe(`empréstimo manual com "1.500" (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let credor: { cookie: string };
  beforeAll(async () => {
    ctx = await criarContexto();
    credor = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  const manual = (payload: object) => ctx.app.inject({ method: "POST", url: "/api/emprestimos/manual", headers: { cookie: credor.cookie }, payload });
  const termos = { prazoDias: 30, taxaJuros: "10", taxaAtraso: "1", taxaAtrasoTipo: "percentual" };
  const emprestimosDe = async (clienteId: string) =>
    (await ctx.app.inject({ url: `/api/emprestimos?clienteId=${clienteId}`, headers: { cookie: credor.cookie } })).json();
  const clienteDe = async (clienteId: string) => (await ctx.app.inject({ url: `/api/clientes/${clienteId}`, headers: { cookie: credor.cookie } })).json();

  it.each([["1.500"], ["12.345"], ["1.234.567"], ["R$ 1.500"]])("valorOriginal %j: 400 'Valor inválido', nenhum empréstimo, totais intactos", async (valor) => {
    const c = await criarClienteApi(ctx.app, credor.cookie);
    const r = await manual({ clienteId: c.id, valorOriginal: valor, ...termos });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ valorOriginal: "Valor inválido" });
    expect(await emprestimosDe(c.id)).toEqual([]);
    expect(await clienteDe(c.id)).toMatchObject({ totalEmprestadoHistorico: "0.00", totalReceberAtual: "0.00" });
  });

  it("taxaAtraso fixa '1.500' (reais por dia): 400 'Taxa de atraso inválida', nenhum empréstimo", async () => {
    const c = await criarClienteApi(ctx.app, credor.cookie);
    const r = await manual({ clienteId: c.id, valorOriginal: "1000", ...termos, taxaAtraso: "1.500", taxaAtrasoTipo: "fixo" });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ taxaAtraso: "Taxa de atraso inválida" });
    expect(await emprestimosDe(c.id)).toEqual([]);
  });

  it("'1.500,00', 'R$ 1.500,00', '1500.00' e 1500 continuam valendo R$ 1.500,00", async () => {
    const c = await criarClienteApi(ctx.app, credor.cookie);
    for (const valor of ["1.500,00", "R$ 1.500,00", "1500.00", 1500]) {
      const r = await manual({ clienteId: c.id, valorOriginal: valor, ...termos });
      expect(r.statusCode).toBe(201);
      expect(r.json().valorOriginal).toBe("1500.00");
    }
    expect(await clienteDe(c.id)).toMatchObject({ totalEmprestadoHistorico: "6000.00" });
  });
});
