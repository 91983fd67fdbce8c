import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lerConfig } from "../config.ts";
import { cadastrar, criarContexto, NOME_DO_BANCO, ORIGEM, type Contexto } from "../test/harness.ts";

describe("TRUST_PROXY", () => {
  it("aceita número de proxies ou lista de endereços; true é 1 proxy, nunca 'todos'", () => {
    expect(lerConfig({}).trustProxy).toBe(false);
    expect(lerConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(lerConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(lerConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(lerConfig({ TRUST_PROXY: "10.0.0.5, 192.168.0.0/16,::1" }).trustProxy).toEqual(["10.0.0.5", "192.168.0.0/16", "::1"]);
  });

  it("valor inválido para a partida com mensagem clara", () => {
    for (const valor of ["sim", "10.0.0.0/33", "10.0.0.1,exemplo.com"]) {
      expect(() => lerConfig({ TRUST_PROXY: valor }), valor).toThrow(/TRUST_PROXY: use false, o número de proxies/);
    }
  });
});

// app.inject's socket address is 127.0.0.1: the proxy. The proxy appends the address it saw
// to X-Forwarded-For; whatever stands to the left of it was sent by the client.
describe(`X-Forwarded-For forjado atrás de 1 proxy (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  beforeAll(async () => {
    ctx = await criarContexto({ trustProxy: 1, loginMaxTentativas: 3, loginJanelaSegundos: 60, cadastrosPorMinuto: 1000 });
    await cadastrar(ctx.app, "proxy@teste.com");
  });
  afterAll(async () => ctx.close());

  const entrarVia = (xff: string, senha = "errada") =>
    ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: ORIGEM, "x-forwarded-for": xff },
      payload: { email: "proxy@teste.com", password: senha },
    });

  it("um endereço forjado à esquerda não zera o limite de login por endereço", async () => {
    const status: number[] = [];
    for (let n = 1; n <= 4; n++) status.push((await entrarVia(`10.66.0.${n}, 203.0.113.50`)).statusCode);
    expect(status).toEqual([401, 401, 401, 429]);
    expect((await entrarVia("10.66.0.99, 203.0.113.50", "segredo-do-teste-99")).statusCode).toBe(429);
    // The address the proxy saw is what counts: another real client is not limited.
    expect((await entrarVia("10.66.0.1, 203.0.113.51")).statusCode).toBe(401);
  });

  it("nem o limite das rotas públicas do tomador", async () => {
    const enviar = (n: number) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/cadastro/token-que-nao-existe",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.66.1.${n}, 203.0.113.60` },
        payload: JSON.stringify({}),
      });
    const status: number[] = [];
    for (let n = 1; n <= 11; n++) status.push((await enviar(n)).statusCode);
    expect(status.slice(0, 10).every((s) => s !== 429)).toBe(true);
    expect(status[10]).toBe(429);
    const chaves = await ctx.banco.db.execute(sql`SELECT chave FROM limites_publicos WHERE chave LIKE 'POST /api/cadastro/:token|%'`);
    expect((chaves.rows as { chave: string }[]).map((r) => r.chave)).toEqual(["POST /api/cadastro/:token|203.0.113.60"]);
  });
});

describe(`TRUST_PROXY com a lista de endereços dos proxies (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  beforeAll(async () => {
    ctx = await criarContexto({ trustProxy: ["127.0.0.1", "10.9.0.0/16"] });
  });
  afterAll(async () => ctx.close());

  it("o cliente é o primeiro endereço, da direita para a esquerda, que não é um proxy", async () => {
    await ctx.app.inject({ url: "/api/cadastro/outro-token", headers: { "x-forwarded-for": "10.66.0.7, 198.51.100.20, 10.9.3.4" } });
    const chaves = await ctx.banco.db.execute(sql`SELECT chave FROM limites_publicos WHERE chave LIKE 'GET /api/cadastro/:token|%'`);
    expect((chaves.rows as { chave: string }[]).map((r) => r.chave)).toEqual(["GET /api/cadastro/:token|198.51.100.20"]);
  });
});
