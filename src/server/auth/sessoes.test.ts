import http from "node:http";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authSession, authUser } from "../db/schema/index.ts";
import {
  cadastrar,
  cookieDe,
  criarContexto,
  entrar,
  entrarComoCliente,
  NOME_DO_BANCO,
  novoLender,
  ORIGEM,
  outroServidor,
  type Contexto,
} from "../test/harness.ts";
import { digestoDoToken } from "./sessoes-no-banco.ts";

const NAO_AUTENTICADO = { message: "Sessão expirada ou inexistente. Faça login novamente." };
const UM_DIA_MS = 24 * 60 * 60 * 1000;

/** The raw session token inside a session cookie ("<token>.<signature>", URL-encoded). */
function tokenDoCookie(cookie: string): string {
  const valor = cookie.split("=").slice(1).join("=");
  return decodeURIComponent(valor).split(".")[0]!;
}

async function sessoesDe(ctx: Contexto, email: string) {
  const [usuario] = await ctx.banco.db.select().from(authUser).where(eq(authUser.email, email));
  return ctx.banco.db.select().from(authSession).where(eq(authSession.userId, usuario!.id));
}

/** The stored row of the session a cookie carries, if any. */
async function sessaoDoCookie(ctx: Contexto, cookie: string) {
  const [linha] = await ctx.banco.db
    .select()
    .from(authSession)
    .where(eq(authSession.token, digestoDoToken(tokenDoCookie(cookie))));
  return linha;
}

describe(`sessões (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  beforeAll(async () => {
    ctx = await criarContexto({ cadastrosPorMinuto: 1000 });
  });
  afterAll(async () => ctx.close());

  const configuracoes = (cookie: string) => ctx.app.inject({ url: "/api/configuracoes", headers: { cookie } });

  it("o banco guarda só o SHA-256 do token: o valor guardado não abre sessão", async () => {
    const { cookie, email } = await novoLender(ctx.app);
    const token = tokenDoCookie(cookie);
    const guardados = (await sessoesDe(ctx, email)).map((s) => s.token);
    expect(guardados).not.toContain(token);
    expect(guardados).toContain(digestoDoToken(token));
    const sessao = await sessaoDoCookie(ctx, cookie);
    expect((await configuracoes(cookie)).statusCode).toBe(200);
    // Someone with a copy of the database tries the stored value as a credential.
    const comDigesto = await ctx.app.inject({ url: "/api/configuracoes", headers: { authorization: `Bearer ${sessao!.token}` } });
    expect(comDigesto.statusCode).toBe(401);
  });

  it("get-session não entrega o token da sessão ao script da página", async () => {
    const { cookie } = await novoLender(ctx.app);
    const r = await ctx.app.inject({ url: "/api/auth/get-session", headers: { cookie, "sec-fetch-site": "same-origin" } });
    expect(r.statusCode).toBe(200);
    expect(r.json().user).toBeDefined();
    expect(r.json().session).toBeDefined();
    expect(r.json().session).not.toHaveProperty("token");
    expect(r.body).not.toContain(tokenDoCookie(cookie));
  });

  it("o login pelo navegador não expõe o token; o cliente de API (sem Origin) recebe o Bearer", async () => {
    const { email } = await novoLender(ctx.app);
    const pagina = await entrar(ctx.app, email);
    expect(pagina.statusCode).toBe(200);
    expect(pagina.json()).not.toHaveProperty("token");
    expect(pagina.headers["set-auth-token"]).toBeUndefined();
    expect(pagina.body).not.toContain(tokenDoCookie(cookieDe(pagina.headers["set-cookie"])));

    const cliente = await entrarComoCliente(ctx.app, email);
    const token = cliente.json().token as string;
    expect(token).toEqual(expect.any(String));
    expect(cliente.headers["set-auth-token"]).toEqual(expect.any(String));
    const porBearer = await ctx.app.inject({ url: "/api/configuracoes", headers: { authorization: `Bearer ${token}` } });
    expect(porBearer.statusCode).toBe(200);
  });

  it("o cadastro pelo navegador também não devolve o token", async () => {
    const r = await cadastrar(ctx.app, "cadastro-sem-token@teste.com");
    expect(r.statusCode).toBe(200);
    expect(r.json()).not.toHaveProperty("token");
    expect(r.headers["set-auth-token"]).toBeUndefined();
  });

  it('sair responde com Clear-Site-Data: "cache", "storage"', async () => {
    const { cookie } = await novoLender(ctx.app);
    const r = await ctx.app.inject({ method: "POST", url: "/api/auth/sign-out", headers: { cookie, origin: ORIGEM }, payload: {} });
    expect(r.statusCode).toBe(200);
    expect(r.headers["clear-site-data"]).toBe('"cache", "storage"');
  });

  it("sessão criada há mais de 30 dias, mesmo em uso, é apagada e responde 401", async () => {
    const { cookie } = await novoLender(ctx.app);
    const sessao = await sessaoDoCookie(ctx, cookie);
    // Used every day: the sliding expiry is still ahead, only the creation is old.
    const emUso = new Date(Date.now() + 6 * UM_DIA_MS);
    await ctx.banco.db
      .update(authSession)
      .set({ createdAt: new Date(Date.now() - 29 * UM_DIA_MS), expiresAt: emUso })
      .where(eq(authSession.id, sessao!.id));
    expect((await configuracoes(cookie)).statusCode).toBe(200);

    await ctx.banco.db
      .update(authSession)
      .set({ createdAt: new Date(Date.now() - 31 * UM_DIA_MS), expiresAt: emUso })
      .where(eq(authSession.id, sessao!.id));
    const r = await configuracoes(cookie);
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual(NAO_AUTENTICADO);
    expect(await sessaoDoCookie(ctx, cookie)).toBeUndefined();
    expect((await ctx.app.inject({ url: "/api/auth/get-session", headers: { cookie } })).json()).toBeNull();
  });

  it("o Bearer aceita o valor assinado que a better-auth entrega (set-auth-token), e não com outra assinatura", async () => {
    const { email } = await novoLender(ctx.app);
    const cliente = await entrarComoCliente(ctx.app, email);
    const assinado = cliente.headers["set-auth-token"] as string;
    expect(assinado).toContain(".");
    const porAssinado = await ctx.app.inject({ url: "/api/configuracoes", headers: { authorization: `Bearer ${assinado}` } });
    expect(porAssinado.statusCode).toBe(200);
    const decodificado = decodeURIComponent(assinado);
    const ponto = decodificado.lastIndexOf(".");
    const assinatura = decodificado.slice(ponto + 1);
    const outra = `${decodificado.slice(0, ponto)}.${assinatura.startsWith("A") ? "B" : "A"}${assinatura.slice(1)}`;
    const adulterado = await ctx.app.inject({ url: "/api/configuracoes", headers: { authorization: `Bearer ${outra}` } });
    expect(adulterado.statusCode).toBe(401);
    expect(adulterado.json()).toEqual(NAO_AUTENTICADO);
  });

  it("uma sessão expirada apresentada à API responde 401 e é apagada", async () => {
    const { cookie } = await novoLender(ctx.app);
    const sessao = await sessaoDoCookie(ctx, cookie);
    await ctx.banco.db
      .update(authSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSession.id, sessao!.id));
    const r = await configuracoes(cookie);
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual(NAO_AUTENTICADO);
    expect(await sessaoDoCookie(ctx, cookie)).toBeUndefined();
  });

  it("perto da duração máxima a sessão ainda vale, e a renovação diária não muda a sua criação", async () => {
    const { cookie } = await novoLender(ctx.app);
    const sessao = await sessaoDoCookie(ctx, cookie);
    // Due for its daily refresh and 29 of 30 days old: the request runs, better-auth extends the
    // sliding expiry, and the absolute lifetime still counts from the creation.
    await ctx.banco.db
      .update(authSession)
      .set({ expiresAt: new Date(Date.now() + 5 * UM_DIA_MS), createdAt: new Date(Date.now() - 29 * UM_DIA_MS) })
      .where(eq(authSession.id, sessao!.id));
    expect((await configuracoes(cookie)).statusCode).toBe(200);
    const renovada = await sessaoDoCookie(ctx, cookie);
    expect(renovada!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * UM_DIA_MS);
    expect(renovada!.createdAt.getTime()).toBeLessThan(Date.now() - 28 * UM_DIA_MS);
  });

  it("a API do credor confere a sessão a cada pedido: renovação, expiração e cookie adulterado", async () => {
    const { cookie } = await novoLender(ctx.app);
    const sessao = await sessaoDoCookie(ctx, cookie);
    // Six days to expire of seven: the one-day refresh age has passed, better-auth must extend it.
    const quaseRenovando = new Date(Date.now() + 5 * UM_DIA_MS);
    await ctx.banco.db.update(authSession).set({ expiresAt: quaseRenovando }).where(eq(authSession.id, sessao!.id));
    expect((await configuracoes(cookie)).statusCode).toBe(200);
    const renovada = await sessaoDoCookie(ctx, cookie);
    expect(renovada!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * UM_DIA_MS);

    // The same token with another signature, and a signature of another token: not a session.
    const [nome, valor] = cookie.split("=") as [string, string];
    const [token, assinatura] = decodeURIComponent(valor).split(".") as [string, string];
    // The first character carries six bits of the HMAC (the last one partly padding, which decoders ignore).
    const outroPrimeiro = assinatura.startsWith("A") ? "B" : "A";
    const adulterados = [`${token}.${outroPrimeiro}${assinatura.slice(1)}`, `${token.slice(0, -1)}${token.endsWith("x") ? "y" : "x"}.${assinatura}`];
    for (const falso of adulterados) {
      const r = await configuracoes(`${nome}=${encodeURIComponent(falso)}`);
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual(NAO_AUTENTICADO);
    }
    // The stored digest in the cookie's place opens nothing either.
    const digesto = renovada!.token;
    expect((await configuracoes(`${nome}=${encodeURIComponent(`${digesto}.${assinatura}`)}`)).statusCode).toBe(401);

    // Expired a moment ago: the very next request is refused.
    await ctx.banco.db
      .update(authSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSession.id, sessao!.id));
    const expirada = await configuracoes(cookie);
    expect(expirada.statusCode).toBe(401);
    expect(expirada.json()).toEqual(NAO_AUTENTICADO);
  });

  it("get-session também respeita a duração máxima (e apaga a sessão)", async () => {
    const { cookie, email } = await novoLender(ctx.app);
    await ctx.banco.db.execute(
      sql`UPDATE auth_session SET created_at = now() - interval '31 days' WHERE user_id = (SELECT id FROM auth_user WHERE email = ${email})`,
    );
    const r = await ctx.app.inject({ url: "/api/auth/get-session", headers: { cookie } });
    expect(r.json()).toBeNull();
    expect(await sessaoDoCookie(ctx, cookie)).toBeUndefined();
  });

  it("trocar a senha encerra as outras sessões, mesmo pedindo o contrário", async () => {
    const { cookie: a, email } = await novoLender(ctx.app);
    const b = cookieDe((await entrar(ctx.app, email)).headers["set-cookie"]);
    expect((await configuracoes(b)).statusCode).toBe(200);
    const r = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { cookie: a, origin: ORIGEM },
      payload: { currentPassword: "segredo-do-teste-99", newPassword: "nova-senha-forte", revokeOtherSessions: false },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).not.toHaveProperty("token");
    expect((await configuracoes(b)).statusCode).toBe(401);
    // The caller carries on with the new session the answer set.
    const nova = cookieDe(r.headers["set-cookie"]);
    expect(nova).toMatch(/credito\.session_token=/);
    expect((await configuracoes(nova)).statusCode).toBe(200);
    expect(await sessoesDe(ctx, email)).toHaveLength(1);
  });

  it("revogar a sessão de outro usuário responde 404 e não muda nada", async () => {
    const dono = await novoLender(ctx.app);
    const intruso = await novoLender(ctx.app);
    const antes = (await sessoesDe(ctx, dono.email)).length;
    const r = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/revoke-session",
      headers: { cookie: intruso.cookie, origin: ORIGEM },
      payload: { token: tokenDoCookie(dono.cookie) },
    });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ message: "Sessão não encontrada." });
    expect((await configuracoes(dono.cookie)).statusCode).toBe(200);
    expect(await sessoesDe(ctx, dono.email)).toHaveLength(antes);
  });

  it("revogar uma sessão própria encerra só ela; revogar as outras mantém a atual", async () => {
    const { cookie: a, email } = await novoLender(ctx.app);
    const b = cookieDe((await entrar(ctx.app, email)).headers["set-cookie"]);
    const c = cookieDe((await entrar(ctx.app, email)).headers["set-cookie"]);
    const revogar = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/revoke-session",
      headers: { cookie: a, origin: ORIGEM },
      payload: { token: tokenDoCookie(b) },
    });
    expect(revogar.statusCode).toBe(200);
    expect((await configuracoes(b)).statusCode).toBe(401);
    expect((await configuracoes(a)).statusCode).toBe(200);

    const outras = await ctx.app.inject({ method: "POST", url: "/api/auth/revoke-other-sessions", headers: { cookie: a, origin: ORIGEM }, payload: {} });
    expect(outras.statusCode).toBe(200);
    expect((await configuracoes(c)).statusCode).toBe(401);
    expect((await configuracoes(a)).statusCode).toBe(200);
  });
});

describe(`senhas comuns (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  beforeAll(async () => {
    ctx = await criarContexto({ cadastrosPorMinuto: 1000 });
  });
  afterAll(async () => ctx.close());

  const COMUM = { message: "Esta senha é muito comum. Escolha outra." };

  it("o cadastro recusa as senhas mais comuns, sem diferenciar maiúsculas; a mínima de 6 continua", async () => {
    for (const senha of ["password", "Password1", "QWERTY123", "iloveyou"]) {
      const r = await cadastrar(ctx.app, `comum-${senha.toLowerCase()}@teste.com`, senha);
      expect(r.statusCode, senha).toBe(400);
      expect(r.json(), senha).toEqual(COMUM);
    }
    const [criado] = await ctx.banco.db.select().from(authUser).where(eq(authUser.email, "comum-password@teste.com"));
    expect(criado).toBeUndefined();
    const curta = await cadastrar(ctx.app, "curta@teste.com", "12345");
    expect(curta.json()).toEqual({ message: "A senha deve ter pelo menos 6 caracteres." });
    expect((await cadastrar(ctx.app, "incomum@teste.com", "cavalo-bateria-grampo")).statusCode).toBe(200);
  });

  it("a troca de senha recusa senha comum e mantém a antiga", async () => {
    const { cookie, email } = await novoLender(ctx.app);
    const r = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { cookie, origin: ORIGEM },
      payload: { currentPassword: "segredo-do-teste-99", newPassword: "Sunshine" },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual(COMUM);
    expect((await entrar(ctx.app, email)).statusCode).toBe(200);
    expect((await entrar(ctx.app, email, "Sunshine")).statusCode).toBe(401);
  });
});

describe(`limite de tentativas por conta (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  beforeAll(async () => {
    ctx = await criarContexto({ loginMaxTentativasConta: 3, loginJanelaContaSegundos: 900, cadastrosPorMinuto: 1000 });
  });
  afterAll(async () => ctx.close());

  const MUITAS = { message: "Muitas tentativas. Aguarde um pouco e tente novamente." };

  /** A POST over a real socket with the path exactly as given; resolves to the status code. */
  async function postarCru(caminho: string, corpo: object): Promise<number> {
    const endereco = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = new URL(endereco);
    return new Promise((resolve, reject) => {
      const pedido = http.request(
        { host: "127.0.0.1", port, method: "POST", path: caminho, headers: { "content-type": "application/json", origin: ORIGEM } },
        (resposta) => {
          resposta.resume();
          resposta.on("end", () => resolve(resposta.statusCode ?? 0));
        },
      );
      pedido.on("error", reject);
      pedido.end(JSON.stringify(corpo));
    });
  }
  const deEndereco = (email: string, senha: string, endereco: string, app = ctx.app) =>
    app.inject({ method: "POST", url: "/api/auth/sign-in/email", headers: { origin: ORIGEM }, remoteAddress: endereco, payload: { email, password: senha } });

  it("vindo de endereços diferentes, a 4ª tentativa na conta é 429, mesmo com a senha certa", async () => {
    await cadastrar(ctx.app, "alvo@teste.com");
    const status: number[] = [];
    for (let i = 1; i <= 3; i++) status.push((await deEndereco("alvo@teste.com", `errada-${i}`, `198.51.100.${i}`)).statusCode);
    expect(status).toEqual([401, 401, 401]);
    const certa = await deEndereco("ALVO@teste.com", "segredo-do-teste-99", "198.51.100.99");
    expect(certa.statusCode).toBe(429);
    expect(certa.json()).toEqual(MUITAS);
    expect(cookieDe(certa.headers["set-cookie"])).toBe("");
    // The same endpoint spelled with a dot segment (sent as is over a real socket; inject
    // would normalise it) is the same limit.
    expect(await postarCru("/api/auth/./sign-in/email", { email: "alvo@teste.com", password: "segredo-do-teste-99" })).toBe(429);
    // Another account is not affected.
    await cadastrar(ctx.app, "vizinho@teste.com");
    expect((await deEndereco("vizinho@teste.com", "segredo-do-teste-99", "198.51.100.1")).statusCode).toBe(200);
  });

  it("o contador fica no banco: vale entre servidores", async () => {
    await cadastrar(ctx.app, "dois-servidores@teste.com");
    const outro = await outroServidor(ctx);
    try {
      await deEndereco("dois-servidores@teste.com", "x-errada-1", "203.0.113.1");
      await deEndereco("dois-servidores@teste.com", "x-errada-2", "203.0.113.2", outro);
      await deEndereco("dois-servidores@teste.com", "x-errada-3", "203.0.113.3");
      expect((await deEndereco("dois-servidores@teste.com", "segredo-do-teste-99", "203.0.113.4", outro)).statusCode).toBe(429);
    } finally {
      await outro.close();
    }
  });

  it("um login certo zera as falhas; a janela vencida também", async () => {
    await cadastrar(ctx.app, "zera@teste.com");
    await deEndereco("zera@teste.com", "errada-a", "192.0.2.1");
    await deEndereco("zera@teste.com", "errada-b", "192.0.2.2");
    expect((await deEndereco("zera@teste.com", "segredo-do-teste-99", "192.0.2.3")).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await deEndereco("zera@teste.com", `errada-${i}`, "192.0.2.4")).statusCode).toBe(401);
    expect((await deEndereco("zera@teste.com", "segredo-do-teste-99", "192.0.2.5")).statusCode).toBe(429);
    // The window started more than 15 minutes ago: counting starts over.
    await ctx.banco.db.execute(sql`UPDATE limites_publicos SET inicio_janela = inicio_janela - interval '16 minutes' WHERE chave LIKE 'login-conta|%'`);
    expect((await deEndereco("zera@teste.com", "segredo-do-teste-99", "192.0.2.5")).statusCode).toBe(200);
  });
});
