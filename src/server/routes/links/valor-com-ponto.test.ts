import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adicionarCreditos } from "../../data/creditos.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../../test/harness.ts";

// Issue 26, point 7: "1.500" is three decimals, never one thousand five hundred (DOMAIN.md, Money).
// A sign-up link with it is refused with the field's own message and no link is created.

describe(`link de cadastro com "1.500" (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let credor: { cookie: string };
  beforeAll(async () => {
    ctx = await criarContexto();
    const novo = await novoLender(ctx.app);
    await adicionarCreditos(ctx.banco.db, { email: novo.email, dias: 30, tipo: "compra" }, ctx.relogio.now());
    credor = novo;
  });
  afterAll(async () => ctx.close());

  const criar = (payload: object) => ctx.app.inject({ method: "POST", url: "/api/links-cadastro", headers: { cookie: credor.cookie }, payload });
  const links = async () => (await ctx.app.inject({ url: "/api/links-cadastro", headers: { cookie: credor.cookie } })).json() as unknown[];
  const mensal = { modalidade: "mensal", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1" };
  const parcelado = { modalidade: "parcelado", quantidadeMeses: 3, taxaJurosMes: "10", taxaAtraso: "1" };

  it.each([
    ["1.500", "mensal"],
    ["12.345", "mensal"],
    ["1.234.567", "mensal"],
    ["1.500", "parcelado"],
  ] as const)("valorOriginal %j (%s): 400 'Valor inválido' e nenhum link", async (valor, modalidade) => {
    const antes = await links();
    const r = await criar({ valorOriginal: valor, ...(modalidade === "mensal" ? mensal : parcelado) });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ valorOriginal: "Valor inválido" });
    expect(await links()).toEqual(antes);
  });

  it("taxaAtraso fixa '1.500': 400 'Taxa de atraso inválida' e nenhum link", async () => {
    const antes = await links();
    const r = await criar({ valorOriginal: "1000", ...mensal, taxaAtraso: "1.500", taxaAtrasoTipo: "fixo" });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ taxaAtraso: "Taxa de atraso inválida" });
    expect(await links()).toEqual(antes);
  });

  it("'1.500,00' continua valendo R$ 1.500,00", async () => {
    const r = await criar({ valorOriginal: "1.500,00", ...mensal });
    expect(r.statusCode).toBe(201);
    expect(r.json().valorOriginal).toBe("1500.00");
  });
});
