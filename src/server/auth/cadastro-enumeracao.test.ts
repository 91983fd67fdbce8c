import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, ORIGEM, type Contexto } from "../test/harness.ts";

// Issue 28, point 8: at most 5 sign-up attempts per e-mail address per hour, whatever address
// they come from, and a limit that CADASTROS_POR_MINUTO does not raise; the person still reads
// that the e-mail has an account.
const MUITAS = { message: "Muitas tentativas. Aguarde um pouco e tente novamente." };

describe(`cadastro sem enumeração (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let endereco = 0;
  beforeAll(async () => {
    ctx = await criarContexto({ cadastrosPorMinuto: 100_000 });
  });
  afterAll(async () => ctx.close());

  // Each attempt from a new client address: only the per-e-mail limit can stop them.
  const cadastrar = (email: string, password = "segredo-do-teste-99") => {
    endereco += 1;
    return ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      remoteAddress: `10.28.${endereco >> 8}.${endereco & 255}`,
      headers: { origin: ORIGEM },
      payload: { email, password, name: email },
    });
  };

  it("a pessoa ainda lê que o e-mail tem conta; a sexta tentativa na hora é 429, de qualquer endereço", async () => {
    expect((await cadastrar("existe@teste.com")).statusCode).toBe(200);
    for (let i = 2; i <= 5; i++) {
      const r = await cadastrar(i % 2 ? "existe@teste.com" : "EXISTE@Teste.com");
      expect(r.statusCode, `tentativa ${i}`).toBe(409);
      expect(r.json()).toEqual({ message: "Já existe uma conta com este e-mail." });
    }
    const sexta = await cadastrar("existe@teste.com");
    expect(sexta.statusCode).toBe(429);
    expect(sexta.json()).toEqual(MUITAS);
    // Another e-mail is not held back by this one's count.
    expect((await cadastrar("outra-pessoa@teste.com")).statusCode).toBe(200);
  });

  it("um e-mail sem conta também só tem 5 tentativas: a resposta não diz qual e-mail tem conta", async () => {
    for (let i = 1; i <= 5; i++) {
      const r = await cadastrar("nova-conta@teste.com", "Sunshine");
      expect(r.statusCode, `tentativa ${i}`).toBe(400);
    }
    const sexta = await cadastrar("nova-conta@teste.com");
    expect(sexta.statusCode).toBe(429);
    expect(sexta.json()).toEqual(MUITAS);
  });

  it("depois de uma hora o e-mail volta a ter 5 tentativas", async () => {
    for (let i = 1; i <= 5; i++) await cadastrar("depois@teste.com", "Sunshine");
    expect((await cadastrar("depois@teste.com")).statusCode).toBe(429);
    // The hour passes: the window's start moves back 61 minutes.
    await ctx.banco.db.execute(sql`UPDATE limites_publicos SET inicio_janela = inicio_janela - interval '61 minutes'`);
    expect((await cadastrar("depois@teste.com")).statusCode).toBe(200);
  });
});
