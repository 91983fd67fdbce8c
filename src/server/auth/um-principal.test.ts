import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../test/harness.ts";
import { criarClienteApi } from "../test/ledger.ts";

// Issue 42, point 3: one principal per request. A session cookie and an `Authorization: Bearer`
// that name different sessions are nobody (401), on every route that reads the session.

describe(`um só credor por pedido: cookie e Bearer (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  beforeAll(async () => {
    ctx = await criarContexto();
  });
  afterAll(async () => ctx.close());

  it("cookie de A e Bearer de B: 401 na API do credor, nos créditos, nos eventos; nenhuma sessão no get-session", async () => {
    const ana = await novoLender(ctx.app);
    const bia = await novoLender(ctx.app);
    await criarClienteApi(ctx.app, ana.cookie, { nome: "Cliente Só da Ana" });
    const misturados = { cookie: ana.cookie, authorization: `Bearer ${bia.token}` };
    for (const url of ["/api/clientes", "/api/creditos/status", "/api/configuracoes", "/api/eventos"]) {
      const r = await ctx.app.inject({ url, headers: misturados });
      expect(r.statusCode, url).toBe(401);
      expect(r.json(), url).toEqual({ message: "Sessão expirada ou inexistente. Faça login novamente." });
      expect(r.body, url).not.toContain("Cliente Só da Ana");
    }
    // The other way round too: Bearer of A, cookie of B.
    const aoContrario = await ctx.app.inject({ url: "/api/clientes", headers: { cookie: bia.cookie, authorization: `Bearer ${ana.token}` } });
    expect(aoContrario.statusCode).toBe(401);
    // better-auth's own session read sees nobody either.
    const sessao = await ctx.app.inject({ url: "/api/auth/get-session", headers: misturados });
    expect(sessao.statusCode).toBe(200);
    expect(sessao.json()).toBeNull();
  });

  it("um Bearer inválido ao lado de um cookie válido também é ninguém", async () => {
    const ana = await novoLender(ctx.app);
    const r = await ctx.app.inject({ url: "/api/clientes", headers: { cookie: ana.cookie, authorization: "Bearer inventado.nao-assinado" } });
    expect(r.statusCode).toBe(401);
    const cru = await ctx.app.inject({ url: "/api/clientes", headers: { cookie: ana.cookie, authorization: "Bearer tokenqualquer" } });
    expect(cru.statusCode).toBe(401);
  });

  it("cookie e Bearer da mesma sessão, ou um só deles, valem", async () => {
    const ana = await novoLender(ctx.app);
    await criarClienteApi(ctx.app, ana.cookie, { nome: "Cliente da Mesma Sessão" });
    const pedidos: Record<string, string>[] = [
      { cookie: ana.cookie, authorization: `Bearer ${ana.token}` },
      { cookie: ana.cookie },
      { authorization: `Bearer ${ana.token}` },
      // Another app's cookie beside the Bearer is no session cookie: the Bearer alone counts.
      { cookie: "sidebar_state=true", authorization: `Bearer ${ana.token}` },
    ];
    for (const headers of pedidos) {
      const r = await ctx.app.inject({ url: "/api/clientes", headers });
      expect(r.statusCode, JSON.stringify(Object.keys(headers))).toBe(200);
      expect(r.body).toContain("Cliente da Mesma Sessão");
    }
    const sessao = await ctx.app.inject({ url: "/api/auth/get-session", headers: { cookie: ana.cookie, authorization: `Bearer ${ana.token}` } });
    expect(sessao.json()).toMatchObject({ user: { email: ana.email } });
  });
});
