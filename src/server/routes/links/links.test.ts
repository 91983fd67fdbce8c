import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../../test/harness.ts";
import { novoCpf } from "../../test/ledger.ts";
import { adicionarCreditos } from "../../data/creditos.ts";

describe(`links de cadastro (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string };
  let b: { cookie: string };
  beforeAll(async () => {
    ctx = await criarContexto();
    const credor = await novoLender(ctx.app);
    await adicionarCreditos(ctx.banco.db, { email: credor.email, dias: 30, tipo: "compra" }, ctx.relogio.now());
    a = credor;
    b = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  const criar = (payload: object, cookie = a.cookie) => ctx.app.inject({ method: "POST", url: "/api/links-cadastro", headers: { cookie }, payload });

  it("cria link mensal com token aleatório de pelo menos 128 bits, válido por 7 dias", async () => {
    const r = await criar({ valorOriginal: "1.000,00", modalidade: "mensal", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1", dataInicio: "2026-12-01" });
    expect(r.statusCode).toBe(201);
    const link = r.json();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{22,100}$/);
    expect(Buffer.from(link.token, "base64url").length * 8).toBeGreaterThanOrEqual(128);
    expect(link).toMatchObject({
      status: "ativo",
      modalidade: "mensal",
      valorOriginal: "1000.00",
      prazoDias: 30,
      taxaJuros: "10.00",
      quantidadeMeses: null,
      taxaJurosMes: null,
      taxaAtrasoTipo: "percentual",
      exigirDocumentos: false,
      dataInicio: "2026-12-01",
      dataExpiracao: "2026-12-02T15:00:00.000Z",
    });
    const outro = (await criar({ valorOriginal: 100, prazoDias: 30, taxaJuros: 5, taxaAtraso: 1 })).json();
    expect(outro.token).not.toBe(link.token);
  });

  it("cria link parcelado, guardando só os campos da modalidade", async () => {
    const r = await criar({
      valorOriginal: "1000",
      modalidade: "parcelado",
      quantidadeMeses: 3,
      taxaJurosMes: "10",
      prazoDias: 99,
      taxaJuros: 50,
      taxaAtraso: "5,00",
      taxaAtrasoTipo: "fixo",
      exigirDocumentos: true,
      validadeDias: 2,
    });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({
      modalidade: "parcelado",
      quantidadeMeses: 3,
      taxaJurosMes: "10.00",
      prazoDias: null,
      taxaJuros: null,
      taxaAtraso: "5.00",
      taxaAtrasoTipo: "fixo",
      exigirDocumentos: true,
      dataExpiracao: "2026-11-27T15:00:00.000Z",
    });
  });

  it("valida com as mensagens do SPEC", async () => {
    const vazio = await criar({});
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().errors).toMatchObject({ valorOriginal: "Valor obrigatório", taxaAtraso: "Taxa de atraso obrigatória" });
    // The modality's own fields are checked once the common ones are valid.
    const mensal = await criar({ valorOriginal: 100, taxaAtraso: 1 });
    expect(mensal.json().errors).toMatchObject({ taxaJuros: "Taxa obrigatória", prazoDias: "Prazo obrigatório" });
    const parcelado = await criar({ valorOriginal: 100, modalidade: "parcelado", taxaAtraso: 1 });
    expect(parcelado.json().errors).toMatchObject({ taxaJurosMes: "Taxa obrigatória", quantidadeMeses: "Quantidade de meses obrigatória" });
    const modalidade = await criar({ valorOriginal: 100, modalidade: "semanal", taxaAtraso: 1 });
    expect(modalidade.json().errors.modalidade).toBe("Modalidade deve ser mensal ou parcelado");
    const validade = await criar({ valorOriginal: 100, prazoDias: 30, taxaJuros: 5, taxaAtraso: 1, validadeDias: 0 });
    expect(validade.statusCode).toBe(400);
  });

  it("lista só os links do credor e cancela um ativo; usado ou alheio não", async () => {
    const link = (await criar({ valorOriginal: 100, prazoDias: 30, taxaJuros: 5, taxaAtraso: 1 })).json();
    const listaB = (await ctx.app.inject({ url: "/api/links-cadastro", headers: { cookie: b.cookie } })).json();
    expect(listaB).toEqual([]);
    const alheio = await ctx.app.inject({ method: "POST", url: `/api/links-cadastro/${link.id}/cancelar`, headers: { cookie: b.cookie } });
    expect(alheio.statusCode).toBe(404);
    const cancelado = await ctx.app.inject({ method: "POST", url: `/api/links-cadastro/${link.id}/cancelar`, headers: { cookie: a.cookie } });
    expect(cancelado.json().status).toBe("cancelado");
    const publico = await ctx.app.inject({ url: `/api/cadastro/${link.token}` });
    expect(publico.statusCode).toBe(404);
    const lista = (await ctx.app.inject({ url: "/api/links-cadastro", headers: { cookie: a.cookie } })).json();
    expect(lista.find((l: { id: string }) => l.id === link.id).status).toBe("cancelado");
  });

  it("cancelar um link já utilizado: 409 e nada muda", async () => {
    const link = (await criar({ valorOriginal: 100, prazoDias: 30, taxaJuros: 5, taxaAtraso: 1 })).json();
    const envio = await ctx.app.inject({
      method: "POST",
      url: `/api/cadastro/${link.token}`,
      payload: { nome: "Paula Tomadora", cpf: novoCpf(), telefone: "11988887777", pix: "paula@pix.com", aceitaTermos: true },
    });
    expect(envio.statusCode).toBe(201);
    const listar = async () => (await ctx.app.inject({ url: "/api/links-cadastro", headers: { cookie: a.cookie } })).json() as { id: string }[];
    const antes = (await listar()).find((l) => l.id === link.id);
    // The used link names its loan's client (issue 12: the list needs no loan read for it).
    expect(antes).toMatchObject({ status: "utilizado", cliente: { id: expect.any(String), nome: "Paula Tomadora" } });

    const r = await ctx.app.inject({ method: "POST", url: `/api/links-cadastro/${link.id}/cancelar`, headers: { cookie: a.cookie } });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({ message: "Este link já foi utilizado e não pode ser cancelado." });
    expect((await listar()).find((l) => l.id === link.id)).toEqual(antes);
  });

  it("um link vencido aparece como expirado na lista e indisponível na página pública", async () => {
    const link = (await criar({ valorOriginal: 100, prazoDias: 30, taxaJuros: 5, taxaAtraso: 1, validadeDias: 1 })).json();
    ctx.relogio.avancarDias(2);
    try {
      const lista = (await ctx.app.inject({ url: "/api/links-cadastro", headers: { cookie: a.cookie } })).json();
      expect(lista.find((l: { id: string }) => l.id === link.id).status).toBe("expirado");
      const publico = await ctx.app.inject({ url: `/api/cadastro/${link.token}` });
      expect(publico.statusCode).toBe(404);
      expect(publico.json()).toEqual({ message: "Link indisponível ou já utilizado." });
    } finally {
      ctx.relogio.avancarDias(-2);
    }
  });
});
