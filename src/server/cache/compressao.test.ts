import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../test/harness.ts";
import { criarClienteApi } from "../test/ledger.ts";
import { PNG_MINIMO } from "../test/multipart.ts";
import { LIMIAR_DE_COMPRESSAO, LIMITE_DE_COMPRESSAO_SINCRONA } from "./compressao.ts";

// @fastify/compress over the built web app (@fastify/static, sendFile of index.html): compressed
// per Accept-Encoding, with the same bytes, content types and cache headers as without it.

describe(`compressão dos arquivos do app web (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let app: FastifyInstance;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "credito-web-"));
  const indexHtml = `<!doctype html><html lang="pt-BR"><head><title>Crédito Fácil</title></head><body>${"<div>tela</div>".repeat(200)}</body></html>`;
  const js = `console.log(${JSON.stringify("código ".repeat(400))});`;
  // Made with settings the server would not use, so an answer equal to them byte for byte came from the file.
  const brPronto = brotliCompressSync(js, { params: { [zlib.BROTLI_PARAM_QUALITY]: 2 } });
  const gzPronto = gzipSync(js, { level: 1 });

  beforeAll(async () => {
    fs.mkdirSync(path.join(webDir, "assets"));
    fs.writeFileSync(path.join(webDir, "index.html"), indexHtml);
    fs.writeFileSync(path.join(webDir, "assets", "app-abc123.js"), js);
    fs.writeFileSync(path.join(webDir, "assets", "logo-abc123.png"), Buffer.concat([PNG_MINIMO, Buffer.alloc(4096)]));
    // What the build writes (vite.config.ts): compressed copies next to the file.
    fs.writeFileSync(path.join(webDir, "assets", "pre-abc123.js"), js);
    fs.writeFileSync(path.join(webDir, "assets", "pre-abc123.js.br"), brPronto);
    fs.writeFileSync(path.join(webDir, "assets", "pre-abc123.js.gz"), gzPronto);
    ctx = await criarContexto();
    app = await buildApp({ db: ctx.banco.db, config: ctx.config, clock: ctx.relogio, authSecret: "segredo-de-teste-com-mais-de-32-caracteres!!", webDir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it("um arquivo de assets/ vai em brotli ou gzip, igual ao original, com o tipo e o cache de um ano", async () => {
    expect(Buffer.byteLength(js)).toBeGreaterThan(LIMIAR_DE_COMPRESSAO);
    const br = await app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "br, gzip" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const gzip = await app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(js);
    const simples = await app.inject({ url: "/assets/app-abc123.js" });
    expect(simples.headers["content-encoding"]).toBeUndefined();
    expect(simples.body).toBe(js);
  });

  it("as rotas do app (sendFile de index.html, no tratador de 404) vão inteiras, como text/html e no-cache", async () => {
    // Fastify's not-found handler is not a route, so @fastify/compress leaves it alone (Vite's
    // index.html is ~1 KB; the assets are what weighs). What matters: sendFile answers, intact.
    const r = await app.inject({ url: "/clientes/123", headers: { "accept-encoding": "gzip" } });
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(r.headers["cache-control"]).toBe("no-cache");
    const corpo = r.headers["content-encoding"] === "gzip" ? gunzipSync(r.rawPayload).toString() : r.body;
    expect(corpo).toBe(indexHtml);
  });

  it("as páginas públicas com token no endereço (/c/, /aceite/, /cadastro/) vão com no-store: nenhum cache guarda a página de um link", async () => {
    // Issue 42, point 8: /c/{token} went with no-cache (a cache may keep it, revalidating); the
    // address is the borrower's credential, so no cache keeps the page at all.
    for (const url of ["/c/abc123", "/aceite/abc123", "/cadastro/abc123"]) {
      const r = await app.inject({ url });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers["cache-control"], url).toBe("no-store");
      expect(r.headers["referrer-policy"], url).toBe("no-referrer");
      expect(r.body, url).toBe(indexHtml);
    }
    // Any other app route keeps no-cache (the app's page carries nobody's data).
    expect((await app.inject({ url: "/clientes/123" })).headers["cache-control"]).toBe("no-cache");
  });

  it("um arquivo com cópias comprimidas no build sai dessas cópias, byte a byte, sem comprimir de novo", async () => {
    const br = await app.inject({ url: "/assets/pre-abc123.js", headers: { "accept-encoding": "gzip, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(brPronto)).toBe(true);
    const gz = await app.inject({ url: "/assets/pre-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.rawPayload.equals(gzPronto)).toBe(true);
    const simples = await app.inject({ url: "/assets/pre-abc123.js" });
    expect(simples.headers["content-encoding"]).toBeUndefined();
    expect(simples.body).toBe(js);
  });

  it("imagens vão como estão, byte a byte", async () => {
    const r = await app.inject({ url: "/assets/logo-abc123.png", headers: { "accept-encoding": "br, gzip" } });
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-encoding"]).toBeUndefined();
    expect(r.headers["content-type"]).toBe("image/png");
    expect(r.rawPayload.equals(Buffer.concat([PNG_MINIMO, Buffer.alloc(4096)]))).toBe(true);
  });

  it("uma resposta da API em memória é comprimida numa chamada só: sai com Content-Length, sem stream", async () => {
    const credor = await novoLender(ctx.app);
    // Past the plugin's own default for this machine (8 KiB on 2 cores, 4 KiB on more).
    for (let i = 0; i < 30; i++) await criarClienteApi(ctx.app, credor.cookie, { nome: `Cliente da compressão número ${i} de trinta` });
    const r = await ctx.app.inject({ url: "/api/clientes?limite=50", headers: { cookie: credor.cookie, "accept-encoding": "br, gzip" } });
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-encoding"]).toBe("br");
    const json = brotliDecompressSync(r.rawPayload).toString();
    expect(Buffer.byteLength(json)).toBeGreaterThan(8192);
    expect(Buffer.byteLength(json)).toBeLessThan(LIMITE_DE_COMPRESSAO_SINCRONA);
    expect((JSON.parse(json) as unknown[]).length).toBe(30);
    // The stream path drops Content-Length (the compressed size is not known in advance).
    expect(r.headers["content-length"]).toBe(String(r.rawPayload.length));
  });

  it("um corpo de requisição comprimido não é descomprimido", async () => {
    const r = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "content-type": "application/json", "content-encoding": "gzip", origin: ORIGEM },
      payload: gzipSync(JSON.stringify({ email: "ninguem@teste.com", password: "segredo-do-teste-99" })),
    });
    expect(r.statusCode).toBe(400);
  });
});
