import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../test/harness.ts";

describe(`proteções básicas (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  beforeAll(async () => {
    ctx = await criarContexto();
  });
  afterAll(async () => ctx.close());

  it("envia cabeçalhos de segurança com CSP sem upgrade-insecure-requests", async () => {
    const r = await ctx.app.inject({ url: "/api/app-config" });
    const csp = String(r.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(r.headers["x-content-type-options"]).toBe("nosniff");
    expect(r.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(r.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("recusa corpo JSON acima do limite com 413 em português", async () => {
    const r = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: ORIGEM, "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@b.com", password: "x".repeat(200 * 1024) }),
    });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toEqual({ message: "A requisição é grande demais." });
  });

  it("JSON malformado é 400 sem detalhes internos", async () => {
    const r = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: ORIGEM, "content-type": "application/json" },
      payload: "{ isto não é json",
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ message: "O corpo da requisição não é um JSON válido." });
  });

  it("rota de API desconhecida é 404 JSON", async () => {
    const r = await ctx.app.inject({ url: "/api/nao-existe" });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ message: "Rota não encontrada." });
  });

  it("a rota do operador não existe sem o token local", async () => {
    const { email } = await novoLender(ctx.app);
    const r = await ctx.app.inject({ method: "POST", url: "/internal/admin/creditos", payload: { email, dias: 99 } });
    expect(r.statusCode).toBe(404);
  });

  it("a configuração pública traz o número de compra de créditos", async () => {
    const r = await ctx.app.inject({ url: "/api/app-config" });
    // Issue 29: and the legal interest limit the lender's warnings use (LIMITE_JUROS_ANUAL, 12 by default).
    expect(r.json()).toEqual({ whatsappCreditos: ctx.config.whatsappCreditos, publicUrl: null, limiteJurosAnual: 12, limiteMulta: 2 });
  });
});
