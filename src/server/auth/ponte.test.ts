import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cadastrar, cookieDe, criarContexto, NOME_DO_BANCO, ORIGEM, type Contexto } from "../test/harness.ts";
import { CLIENT_IP_HEADER } from "./auth.ts";

// The bridge to better-auth (routes.ts): the client address better-auth records is the one the
// server saw, never a header the client wrote.

describe(`ponte para o better-auth (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  beforeAll(async () => {
    ctx = await criarContexto();
  });
  afterAll(async () => ctx.close());

  it("o endereço da sessão é o do socket, mesmo que o cliente mande o cabeçalho interno", async () => {
    const email = "ponte@teste.com";
    expect((await cadastrar(ctx.app, email)).statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: ORIGEM, [CLIENT_IP_HEADER]: "203.0.113.7" },
      payload: { email, password: "segredo-do-teste-99" },
    });
    expect(login.statusCode).toBe(200);
    const cookie = cookieDe(login.headers["set-cookie"]);
    const sessoes = (await ctx.app.inject({ url: "/api/auth/list-sessions", headers: { cookie } })).json() as { ipAddress: string }[];
    // Two sessions: the one sign-up opens and this sign-in.
    expect(sessoes.map((s) => s.ipAddress)).toEqual(["127.0.0.1", "127.0.0.1"]);
  });
});
