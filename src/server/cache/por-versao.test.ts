import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { criarContexto, NOME_DO_BANCO, novoLender, outroServidor, type Contexto } from "../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, pagar } from "../test/ledger.ts";
import { LIMIAR_DE_COMPRESSAO } from "./compressao.ts";
import { CachePorVersao } from "./por-versao.ts";

describe(`leituras em cache por versão dos dados (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let outro: FastifyInstance;
  let a: { cookie: string };
  beforeAll(async () => {
    ctx = await criarContexto();
    outro = await outroServidor(ctx);
    a = await novoLender(ctx.app);
  });
  afterAll(async () => {
    await outro.close();
    await ctx.close();
  });

  const nomes = async (app: FastifyInstance) =>
    ((await app.inject({ url: "/api/clientes", headers: { cookie: a.cookie } })).json() as { nome: string }[]).map((c) => c.nome);

  it("uma mudança feita por outro servidor aparece na leitura seguinte deste", async () => {
    await criarClienteApi(ctx.app, a.cookie, { nome: "Primeira Cliente" });
    expect(await nomes(ctx.app)).toEqual(["Primeira Cliente"]);
    const c = await criarClienteApi(outro, a.cookie, { nome: "Segundo Cliente" });
    expect(await nomes(ctx.app)).toEqual(["Primeira Cliente", "Segundo Cliente"]);

    const metricas = async (app: FastifyInstance) => (await app.inject({ url: "/api/dashboard/metrics", headers: { cookie: a.cookie } })).json();
    expect((await metricas(ctx.app)).totalEmprestadoAtivo).toBe("R$ 0,00");
    const e = await criarEmprestimoApi(outro, a.cookie, c.id, { valorOriginal: "1000" });
    expect((await metricas(ctx.app)).totalEmprestadoAtivo).toBe("R$ 1.000,00");
    await pagar(outro, a.cookie, { emprestimoId: e.id, tipoPagamento: "parcial", valorPrincipal: "250" });
    expect((await metricas(ctx.app)).totalEmprestadoAtivo).toBe("R$ 750,00");
    await outro.inject({ method: "PUT", url: `/api/emprestimos/${e.id}`, headers: { cookie: a.cookie }, payload: { status: "pausado" } });
    expect((await metricas(ctx.app)).totalEmprestadoAtivo).toBe("R$ 0,00");
    await outro.inject({
      method: "PUT",
      url: `/api/clientes/${c.id}`,
      headers: { cookie: a.cookie },
      payload: { nome: "Segundo Renomeado", cpf: c.cpf, telefone: "11912345678", pix: "x@y.com" },
    });
    expect(await nomes(ctx.app)).toEqual(["Primeira Cliente", "Segundo Renomeado"]);
  });

  it("ETag: o painel sem mudança responde 304; depois de uma mudança, 200 com os números novos", async () => {
    // The lists are pages read straight from the database (issue 12); the dashboard is what is cached.
    const url = "/api/dashboard/metrics";
    const r1 = await ctx.app.inject({ url, headers: { cookie: a.cookie } });
    const etag = String(r1.headers.etag);
    // Nothing of a lender's goes into an HTTP cache (issue 8): revalidation is for API clients.
    expect(r1.headers["cache-control"]).toBe("no-store");
    const r2 = await ctx.app.inject({ url, headers: { cookie: a.cookie, "if-none-match": etag } });
    expect(r2.statusCode).toBe(304);
    await criarClienteApi(outro, a.cookie, { nome: "Terceira Cliente" });
    const r3 = await ctx.app.inject({ url, headers: { cookie: a.cookie, "if-none-match": etag } });
    expect(r3.statusCode).toBe(200);
    expect(r3.json().totalClientes).toBe(r1.json().totalClientes + 1);
    expect(r3.headers.etag).not.toBe(etag);
  });

  it("comprime conforme o Accept-Encoding (brotli, senão gzip) acima do limiar, com o mesmo conteúdo", async () => {
    // Enough clients for the list to pass the threshold.
    for (let i = 0; i < 6; i++) await criarClienteApi(ctx.app, a.cookie, { nome: `Cliente Extra ${i}` });
    const simples = await ctx.app.inject({ url: "/api/clientes", headers: { cookie: a.cookie } });
    expect(simples.headers["content-encoding"]).toBeUndefined();
    expect(simples.rawPayload.length).toBeGreaterThan(LIMIAR_DE_COMPRESSAO);
    const gzip = await ctx.app.inject({ url: "/api/clientes", headers: { cookie: a.cookie, "accept-encoding": "gzip, deflate" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.vary).toBe("accept-encoding");
    expect(gzip.headers["content-type"]).toMatch(/^application\/json/);
    expect(gzip.headers["cache-control"]).toBe("no-store");
    expect(gzip.rawPayload.length).toBeLessThan(simples.rawPayload.length);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(simples.json());
    const br = await ctx.app.inject({ url: "/api/clientes", headers: { cookie: a.cookie, "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(simples.json());
    // Small answers go out as they are.
    const pequena = await ctx.app.inject({ url: "/api/app-config", headers: { "accept-encoding": "gzip, br" } });
    expect(pequena.rawPayload.length).toBeLessThan(LIMIAR_DE_COMPRESSAO);
    expect(pequena.headers["content-encoding"]).toBeUndefined();
  });

  it("outro credor nunca recebe a resposta guardada de um credor", async () => {
    const b = await novoLender(ctx.app);
    const r = await ctx.app.inject({ url: "/api/clientes", headers: { cookie: b.cookie } });
    expect(r.json()).toEqual([]);
  });

  it("o ETag de um credor nunca vale para outro: nada de 304 com a lista de outra pessoa", async () => {
    // Two fresh lenders with the same data version: the case where a version-only ETag collided.
    const c = await novoLender(ctx.app);
    const d = await novoLender(ctx.app);
    await criarClienteApi(ctx.app, c.cookie, { nome: "Cliente de C" });
    await criarClienteApi(ctx.app, d.cookie, { nome: "Cliente de D" });
    // The cached reads (the due lists are pages straight from an index, decision 0033).
    for (const url of ["/api/dashboard/metrics", "/api/dashboard/recebido-vs-previsto"]) {
      const deC = await ctx.app.inject({ url, headers: { cookie: c.cookie } });
      const deD = await ctx.app.inject({ url, headers: { cookie: d.cookie } });
      expect(deC.headers.etag, url).toBeDefined();
      expect(deC.headers.etag, url).not.toBe(deD.headers.etag);
      const comEtagAlheio = await ctx.app.inject({ url, headers: { cookie: d.cookie, "if-none-match": String(deC.headers.etag) } });
      expect(comEtagAlheio.statusCode, url).toBe(200);
      expect(comEtagAlheio.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("toda resposta da API, erros e rotas públicas inclusive, diz no-store", async () => {
    for (const url of ["/api/clientes", "/api/app-config", "/api/nao-existe", "/api/auth/get-session"]) {
      const r = await ctx.app.inject({ url, headers: { cookie: a.cookie } });
      expect(r.headers["cache-control"], url).toBe("no-store");
    }
    expect((await ctx.app.inject({ url: "/api/clientes" })).headers["cache-control"]).toBe("no-store");
  });
});

describe("CachePorVersao", () => {
  const contador = () => {
    let calculos = 0;
    const calcular = async () => ({ n: ++calculos });
    return { calcular, calculos: () => calculos };
  };

  it("recalcula quando a versão muda e respeita o limite de bytes", async () => {
    const cache = new CachePorVersao(100);
    const { calcular } = contador();
    expect(String(await cache.obter("a", 1, calcular))).toBe('{"n":1}');
    expect(String(await cache.obter("a", 1, calcular))).toBe('{"n":1}');
    expect(String(await cache.obter("a", 2, calcular))).toBe('{"n":2}');
    // Answers larger than a quarter of the limit are never kept.
    const grande = async () => ({ texto: "x".repeat(60) });
    await cache.obter("g", 1, grande);
    let chamadas = 0;
    await cache.obter("g", 1, async () => {
      chamadas += 1;
      return {};
    });
    expect(chamadas).toBe(1);
    expect(cache.bytes).toBeLessThanOrEqual(100);
  });

  it("passando do limite, sai a resposta usada há mais tempo", async () => {
    // Each entry: a 1-character key and a 20-byte body = 21 bytes; 4 fit in 100.
    const cache = new CachePorVersao(100);
    const corpo = (n: number) => async () => ({ v: "x".repeat(6), n });
    for (const chave of ["a", "b", "c", "d"]) await cache.obter(chave, 1, corpo(1));
    expect(cache.bytes).toBe(84);
    await cache.obter("a", 1, corpo(2)); // a hit: "a" becomes the most recently used
    await cache.obter("e", 1, corpo(1)); // over 100: "b", the least recently used, goes
    expect(cache.bytes).toBeLessThanOrEqual(100);
    const { calcular, calculos } = contador();
    for (const chave of ["a", "c", "d", "e"]) await cache.obter(chave, 1, calcular);
    expect(calculos()).toBe(0);
    await cache.obter("b", 1, calcular);
    expect(calculos()).toBe(1);
  });
});
