import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../../test/harness.ts";

// Issue 29, point 3: the lender's 'CPF ou CNPJ do credor' and 'Endereço' in the settings, printed
// on the contract. Optional; the document checked by its digits and kept as digits; per lender.

describe(`configurações: CPF ou CNPJ e endereço do credor (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string };
  let b: { cookie: string };

  beforeAll(async () => {
    ctx = await criarContexto();
    a = await novoLender(ctx.app);
    b = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  const salvar = (payload: object, cookie = a.cookie) =>
    ctx.app.inject({ method: "POST", url: "/api/configuracoes", headers: { cookie, origin: ORIGEM }, payload: { chavePix: "credor@pix.com", ...payload } });
  const ler = async (cookie = a.cookie) => (await ctx.app.inject({ url: "/api/configuracoes", headers: { cookie } })).json();

  it("um credor novo não tem documento nem endereço", async () => {
    expect(await ler()).toMatchObject({ documentoCredor: null, enderecoCredor: null });
  });

  it("guarda CPF ou CNPJ como dígitos e o endereço sem espaços sobrando; ausente mantém, vazio apaga; só para o próprio credor", async () => {
    const r = await salvar({ documentoCredor: "529.982.247-25", enderecoCredor: "  Rua das Flores,   10 Centro  " });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ documentoCredor: "52998224725", enderecoCredor: "Rua das Flores, 10 Centro" });
    expect(await ler()).toMatchObject({ documentoCredor: "52998224725", enderecoCredor: "Rua das Flores, 10 Centro" });
    expect(await ler(b.cookie)).toMatchObject({ documentoCredor: null, enderecoCredor: null });

    expect((await salvar({ documentoCredor: "11222333000181" })).json()).toMatchObject({ documentoCredor: "11222333000181" });
    expect((await salvar({ documentoCredor: " 11.222.333/0001-81 " })).json()).toMatchObject({ documentoCredor: "11222333000181" });
    expect((await salvar({})).json()).toMatchObject({ documentoCredor: "11222333000181", enderecoCredor: "Rua das Flores, 10 Centro" });
    expect((await salvar({ enderecoCredor: "E".repeat(200) })).json()).toMatchObject({ enderecoCredor: "E".repeat(200) });
    expect((await salvar({ documentoCredor: "", enderecoCredor: "   " })).json()).toMatchObject({ documentoCredor: null, enderecoCredor: null });
    expect((await salvar({ documentoCredor: "52998224725", enderecoCredor: "Rua A" })).statusCode).toBe(200);
    expect((await salvar({ documentoCredor: null, enderecoCredor: null })).json()).toMatchObject({ documentoCredor: null, enderecoCredor: null });
  });

  it("dígitos verificadores errados, tamanho errado, letras ou endereço longo: 400 em pt-BR e nada muda", async () => {
    expect((await salvar({ documentoCredor: "52998224725", enderecoCredor: "Rua A" })).statusCode).toBe(200);
    const antes = await ler();
    for (const documentoCredor of ["529.982.247-24", "11.222.333/0001-82", "111.111.111-11", "1234567890", "5299822472A", "52998224725 ou 1"]) {
      const r = await salvar({ documentoCredor });
      expect(r.statusCode, documentoCredor).toBe(400);
      expect(r.json().errors, documentoCredor).toEqual({ documentoCredor: "CPF ou CNPJ inválido" });
    }
    const longo = await salvar({ enderecoCredor: "E".repeat(201) });
    expect(longo.statusCode).toBe(400);
    expect(longo.json().errors).toEqual({ enderecoCredor: "Endereço deve ter no máximo 200 caracteres" });
    expect(await ler()).toEqual(antes);
  });
});
