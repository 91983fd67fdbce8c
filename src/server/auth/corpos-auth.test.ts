import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authUser } from "../db/schema/index.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../test/harness.ts";

// Issue 28, point 4: the auth routes check their bodies with the app's own pt-BR rules for a
// name (3 to 120 characters of text, with a letter), and no body makes them answer 500.
const LONGO = "a".repeat(90_000);

describe(`corpos das rotas de autenticação (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  beforeAll(async () => {
    ctx = await criarContexto({ cadastrosPorMinuto: 1000 });
  });
  afterAll(async () => ctx.close());

  const nomeGuardado = async (email: string) => (await ctx.banco.db.select({ name: authUser.name }).from(authUser).where(eq(authUser.email, email)))[0]?.name;

  it("update-user recusa nome que não é texto, curto, sem letras ou longo, e guarda o nome válido", async () => {
    const { cookie, email } = await novoLender(ctx.app);
    const antes = await nomeGuardado(email);
    const atualizar = (payload: unknown) =>
      ctx.app.inject({ method: "POST", url: "/api/auth/update-user", headers: { cookie, origin: ORIGEM }, payload: payload as object });
    const casos: [unknown, string][] = [
      [null, "Seu nome deve ser um texto"],
      [123, "Seu nome deve ser um texto"],
      [{}, "Seu nome deve ser um texto"],
      [[], "Seu nome deve ser um texto"],
      [true, "Seu nome deve ser um texto"],
      ["Al", "Seu nome deve ter pelo menos 3 caracteres"],
      ["   ", "Seu nome deve ter pelo menos 3 caracteres"],
      ["12345", "Seu nome deve ter ao menos uma letra"],
      [LONGO, "Seu nome deve ter no máximo 120 caracteres"],
    ];
    for (const [name, mensagem] of casos) {
      const r = await atualizar({ name });
      expect(r.statusCode, JSON.stringify(name)?.slice(0, 20)).toBe(400);
      expect(r.json()).toEqual({ message: mensagem });
    }
    expect(await nomeGuardado(email)).toBe(antes);

    const ok = await atualizar({ name: "  Ana   Souza  " });
    expect(ok.statusCode).toBe(200);
    expect(await nomeGuardado(email)).toBe("Ana Souza");
  });

  it("update-user recusa corpo que não é objeto e campos que a conta não tem", async () => {
    const { cookie, email } = await novoLender(ctx.app);
    const antes = await nomeGuardado(email);
    for (const payload of ['"Ana"', "[1]", "null", '{"role":"admin"}', '{"emailVerified":true}']) {
      const r = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/update-user",
        headers: { cookie, origin: ORIGEM, "content-type": "application/json" },
        payload,
      });
      expect(r.statusCode, payload).toBe(400);
      expect(r.json(), payload).toEqual({ message: "Dados inválidos." });
    }
    expect(await nomeGuardado(email)).toBe(antes);
  });

  it("o cadastro recusa nome de 90.000 caracteres, nulo ou ausente, sem criar a conta", async () => {
    const cadastrar = (email: string, name: unknown) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        headers: { origin: ORIGEM },
        payload: { email, password: "segredo-do-teste-99", ...(name === undefined ? {} : { name }) } as object,
      });
    const casos: [string, unknown, string][] = [
      ["longo@teste.com", LONGO, "Seu nome deve ter no máximo 120 caracteres"],
      ["nulo@teste.com", null, "Seu nome deve ser um texto"],
      ["objeto@teste.com", { a: 1 }, "Seu nome deve ser um texto"],
      ["ausente@teste.com", undefined, "Seu nome deve ser um texto"],
    ];
    for (const [email, name, mensagem] of casos) {
      const r = await cadastrar(email, name);
      expect(r.statusCode, email).toBe(400);
      expect(r.json(), email).toEqual({ message: mensagem });
      expect(await nomeGuardado(email), email).toBeUndefined();
    }
    expect((await cadastrar("valido@teste.com", "valido@teste.com")).statusCode).toBe(200);
  });
});
