import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lerConfig, origensConfiaveis } from "../config.ts";
import { linksCadastro } from "../db/schema/index.ts";
import { cadastrar, criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../test/harness.ts";

const PROIBIDA = { message: "Origem da requisição não permitida." };

describe(`origem das requisições (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let credor: { cookie: string; email: string };
  beforeAll(async () => {
    ctx = await criarContexto({ cadastrosPorMinuto: 1000 });
    // The welcome day is enough for the lender's routes.
    credor = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  async function novoLink(): Promise<{ id: string; token: string }> {
    const r = await ctx.app.inject({
      method: "POST",
      url: "/api/links-cadastro",
      headers: { cookie: credor.cookie, origin: ORIGEM },
      payload: { valorOriginal: 100, prazoDias: 30, taxaJuros: 5, taxaAtraso: 1 },
    });
    expect(r.statusCode).toBe(201);
    return r.json();
  }

  async function statusDoLink(id: string) {
    const [link] = await ctx.banco.db.select({ status: linksCadastro.status }).from(linksCadastro).where(eq(linksCadastro.id, id));
    return link?.status;
  }

  it("uma página do mesmo host em outra porta não cancela o link do credor (403) e nada muda", async () => {
    const link = await novoLink();
    const r = await ctx.app.inject({
      method: "POST",
      url: `/api/links-cadastro/${link.id}/cancelar`,
      headers: { cookie: credor.cookie, origin: "http://localhost:5001", "sec-fetch-site": "same-site" },
    });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual(PROIBIDA);
    expect(await statusDoLink(link.id)).toBe("ativo");

    const daPropriaPagina = await ctx.app.inject({
      method: "POST",
      url: `/api/links-cadastro/${link.id}/cancelar`,
      headers: { cookie: credor.cookie, origin: ORIGEM },
    });
    expect(daPropriaPagina.statusCode).toBe(200);
    expect(await statusDoLink(link.id)).toBe("cancelado");
  });

  it("sem Origin, Sec-Fetch-Site de outro site é 403; same-origin, none e cliente sem navegador passam", async () => {
    const cancelar = (id: string, headers: Record<string, string>) =>
      ctx.app.inject({ method: "POST", url: `/api/links-cadastro/${id}/cancelar`, headers: { cookie: credor.cookie, ...headers } });
    const link = await novoLink();
    for (const site of ["cross-site", "same-site"]) {
      const r = await cancelar(link.id, { "sec-fetch-site": site });
      expect(r.statusCode, site).toBe(403);
      expect(r.json()).toEqual(PROIBIDA);
    }
    expect(await statusDoLink(link.id)).toBe("ativo");
    expect((await cancelar(link.id, { "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
    expect((await cancelar((await novoLink()).id, { "sec-fetch-site": "none" })).statusCode).toBe(200);
    expect((await cancelar((await novoLink()).id, {})).statusCode).toBe(200);
  });

  it("Origin nula ou de outro site é 403 em qualquer método que muda estado, inclusive no login", async () => {
    for (const origin of ["null", "https://atacante.example", "http://localhost.atacante.example"]) {
      const r = await ctx.app.inject({ method: "POST", url: "/api/configuracoes", headers: { cookie: credor.cookie, origin }, payload: {} });
      expect(r.statusCode, origin).toBe(403);
    }
    await cadastrar(ctx.app, "login-origem@teste.com");
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: "http://localhost:5001" },
      payload: { email: "login-origem@teste.com", password: "segredo-do-teste-99" },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual(PROIBIDA);
    expect(login.headers["set-cookie"]).toBeUndefined();
  });

  it("leituras (GET) não são afetadas", async () => {
    const r = await ctx.app.inject({ url: "/api/configuracoes", headers: { cookie: credor.cookie, origin: "https://atacante.example" } });
    expect(r.statusCode).toBe(200);
  });

  it("as rotas públicas do tomador aceitam qualquer origem, mas só JSON ou multipart (415)", async () => {
    const link = await novoLink();
    const texto = await ctx.app.inject({
      method: "POST",
      url: `/api/cadastro/${link.token}`,
      headers: { origin: "https://outro-site.example", "content-type": "text/plain" },
      payload: "nome=x",
    });
    expect(texto.statusCode).toBe(415);
    expect(texto.json()).toEqual({ message: "Formato da requisição não aceito. Envie JSON ou multipart/form-data." });
    const formulario = await ctx.app.inject({
      method: "POST",
      url: "/api/upload",
      headers: { origin: "https://outro-site.example", "content-type": "application/x-www-form-urlencoded" },
      payload: "a=b",
    });
    expect(formulario.statusCode).toBe(415);
    expect(await statusDoLink(link.id)).toBe("ativo");

    // JSON from another origin reaches the route, which answers on its own terms (not 403/415).
    const json = await ctx.app.inject({
      method: "POST",
      url: `/api/cadastro/${link.token}`,
      headers: { origin: "https://outro-site.example", "content-type": "application/json" },
      payload: JSON.stringify({}),
    });
    expect([403, 415]).not.toContain(json.statusCode);
    expect(json.statusCode).toBe(400);
  });

  it("a rota interna do operador (fora de /api) não passa por essa verificação", async () => {
    const r = await ctx.app.inject({ method: "POST", url: "/internal/admin/creditos", headers: { origin: "https://atacante.example" }, payload: {} });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ message: "Rota não encontrada." });
  });
});

describe("origens confiáveis vêm da configuração", () => {
  it("sem PUBLIC_URL: localhost e 127.0.0.1 na porta do servidor", () => {
    expect(origensConfiaveis(lerConfig({ PORT: "5123" }))).toEqual(["http://localhost:5123", "http://127.0.0.1:5123"]);
  });

  it("com PUBLIC_URL: só a origem dela, mais ORIGENS_PERMITIDAS", () => {
    const config = lerConfig({
      PUBLIC_URL: "https://app.exemplo.com.br/entrar",
      ORIGENS_PERMITIDAS: "http://192.168.0.10:5000, https://outro.exemplo.com.br/",
    });
    expect(origensConfiaveis(config)).toEqual(["https://app.exemplo.com.br", "http://192.168.0.10:5000", "https://outro.exemplo.com.br"]);
  });

  it("ORIGENS_PERMITIDAS inválida para a partida com mensagem clara", () => {
    expect(() => lerConfig({ ORIGENS_PERMITIDAS: "ftp://x.example" })).toThrow(/ORIGENS_PERMITIDAS: "ftp:\/\/x.example" não é uma origem http\(s\)/);
  });
});
