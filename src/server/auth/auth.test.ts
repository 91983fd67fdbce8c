import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authUser, configuracoes, historicoCreditos } from "../db/schema/index.ts";
import { cadastrar, cookieDe, criarContexto, entrar, entrarComoCliente, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../test/harness.ts";
import { novoCpf } from "../test/ledger.ts";

describe(`contas e sessões (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  beforeAll(async () => {
    ctx = await criarContexto();
  });
  afterAll(async () => ctx.close());

  it("cadastro cria o usuário com configurações, 1 dia de boas-vindas e o histórico 'cadastro'", async () => {
    const r = await cadastrar(ctx.app, "Nova@Teste.com");
    expect(r.statusCode).toBe(200);
    const [usuario] = await ctx.banco.db.select().from(authUser).where(eq(authUser.email, "nova@teste.com"));
    expect(usuario).toBeDefined();
    const [config] = await ctx.banco.db.select().from(configuracoes).where(eq(configuracoes.usuarioId, usuario!.id));
    expect(config?.diasRestantes).toBe(1);
    const historico = await ctx.banco.db.select().from(historicoCreditos).where(eq(historicoCreditos.usuarioId, usuario!.id));
    expect(historico).toHaveLength(1);
    expect(historico[0]).toMatchObject({ tipo: "cadastro", diasAdicionados: 1, descricao: "Boas-vindas" });
  });

  it("recusa e-mail repetido, e-mail inválido e senha curta com mensagens em português", async () => {
    await cadastrar(ctx.app, "repetido@teste.com");
    const repetido = await cadastrar(ctx.app, "repetido@teste.com");
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json()).toEqual({ message: "Já existe uma conta com este e-mail." });

    const curta = await cadastrar(ctx.app, "curta@teste.com", "12345");
    expect(curta.statusCode).toBe(400);
    expect(curta.json()).toEqual({ message: "A senha deve ter pelo menos 6 caracteres." });

    const invalido = await cadastrar(ctx.app, "nao-e-email");
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json()).toEqual({ message: "E-mail inválido." });
  });

  it("entrar devolve um cookie HttpOnly (o token só a clientes de API); senha errada é 401 em português", async () => {
    await cadastrar(ctx.app, "login@teste.com");
    const ok = await entrar(ctx.app, "login@teste.com");
    expect(ok.statusCode).toBe(200);
    const setCookie = String(ok.headers["set-cookie"]);
    expect(setCookie).toMatch(/credito\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(ok.json()).toMatchObject({ user: { email: "login@teste.com" } });
    // A browser page (it sends Origin) never reads the session token; an API client does.
    expect(ok.json()).not.toHaveProperty("token");
    expect((await entrarComoCliente(ctx.app, "login@teste.com")).json()).toMatchObject({ token: expect.any(String) });

    const errada = await entrar(ctx.app, "login@teste.com", "outra-senha");
    expect(errada.statusCode).toBe(401);
    expect(errada.json()).toEqual({ message: "E-mail ou senha inválidos." });

    const inexistente = await entrar(ctx.app, "ninguem@teste.com");
    expect(inexistente.statusCode).toBe(401);
    expect(inexistente.json()).toEqual({ message: "E-mail ou senha inválidos." });
  });

  it("lê a sessão pelo cookie e pelo cabeçalho Authorization: Bearer", async () => {
    const { cookie, token, email } = await novoLender(ctx.app);
    const porCookie = await ctx.app.inject({ url: "/api/auth/get-session", headers: { cookie } });
    expect(porCookie.json()).toMatchObject({ user: { email } });
    const porBearer = await ctx.app.inject({ url: "/api/creditos/status", headers: { authorization: `Bearer ${token}` } });
    expect(porBearer.statusCode).toBe(200);
    const semNada = await ctx.app.inject({ url: "/api/auth/get-session" });
    expect(semNada.json()).toBeNull();
  });

  it("sair encerra a sessão no servidor: o cookie antigo deixa de valer", async () => {
    const { cookie } = await novoLender(ctx.app);
    expect((await ctx.app.inject({ url: "/api/configuracoes", headers: { cookie } })).statusCode).toBe(200);
    const saida = await ctx.app.inject({ method: "POST", url: "/api/auth/sign-out", headers: { cookie, origin: ORIGEM }, payload: {} });
    expect(saida.statusCode).toBe(200);
    const depois = await ctx.app.inject({ url: "/api/configuracoes", headers: { cookie } });
    expect(depois.statusCode).toBe(401);
    expect(depois.json()).toEqual({ message: "Sessão expirada ou inexistente. Faça login novamente." });
    expect((await ctx.app.inject({ url: "/api/auth/get-session", headers: { cookie } })).json()).toBeNull();
  });

  it("sem sessão a API do credor responde 401", async () => {
    for (const url of ["/api/configuracoes", "/api/creditos/status", "/api/creditos/historico"]) {
      const r = await ctx.app.inject({ url });
      expect(r.statusCode, url).toBe(401);
      expect(r.json().message).toBe("Sessão expirada ou inexistente. Faça login novamente.");
    }
    const falso = await ctx.app.inject({ url: "/api/configuracoes", headers: { cookie: "credito.session_token=forjado.assinatura" } });
    expect(falso.statusCode).toBe(401);
  });

  it("recusa POST de outra origem (CSRF)", async () => {
    await cadastrar(ctx.app, "origem@teste.com");
    const r = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: "https://atacante.example", cookie: "credito.session_token=x" },
      payload: { email: "origem@teste.com", password: "segredo-do-teste-99" },
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toMatch(/Origem/);
  });

  it("guarda a senha com argon2id", async () => {
    await cadastrar(ctx.app, "hash@teste.com", "minha-senha");
    const r = await ctx.banco.db.execute(sql`SELECT a.password FROM auth_account a JOIN auth_user u ON u.id = a.user_id WHERE u.email = 'hash@teste.com'`);
    const senha = String((r.rows[0] as { password: string }).password);
    expect(senha).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(senha).not.toContain("minha-senha");
  });
});

describe(`cadastro atômico (${NOME_DO_BANCO})`, () => {
  it("se as configurações não puderem ser criadas, a conta também não é criada", async () => {
    const ctx = await criarContexto();
    try {
      await ctx.banco.db.execute(sql`
        CREATE FUNCTION recusar_configuracao() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'falha simulada'; END; $$ LANGUAGE plpgsql`);
      await ctx.banco.db.execute(sql`CREATE TRIGGER recusar BEFORE INSERT ON configuracoes FOR EACH ROW EXECUTE FUNCTION recusar_configuracao()`);
      const r = await cadastrar(ctx.app, "atomico@teste.com");
      expect(r.statusCode).toBe(500);
      expect(JSON.stringify(r.json())).not.toMatch(/falha simulada|configuracoes|SQL/i);
      const usuarios = await ctx.banco.db.select().from(authUser).where(eq(authUser.email, "atomico@teste.com"));
      expect(usuarios).toHaveLength(0);
    } finally {
      await ctx.close();
    }
  });
});

describe(`limite de tentativas de login (${NOME_DO_BANCO})`, () => {
  it("a partir da 4ª tentativa no minuto responde 429 em português", async () => {
    const ctx = await criarContexto({ loginMaxTentativas: 3, loginJanelaSegundos: 60 });
    try {
      await cadastrar(ctx.app, "limite@teste.com");
      const status: number[] = [];
      for (let i = 0; i < 4; i++) status.push((await entrar(ctx.app, "limite@teste.com", "errada")).statusCode);
      expect(status).toEqual([401, 401, 401, 429]);
      const bloqueado = await entrar(ctx.app, "limite@teste.com");
      expect(bloqueado.statusCode).toBe(429);
      expect(bloqueado.json()).toEqual({ message: "Muitas tentativas. Aguarde um pouco e tente novamente." });
      expect(cookieDe(bloqueado.headers["set-cookie"])).toBe("");
    } finally {
      await ctx.close();
    }
  });
});

describe(`leitura da sessão sem limite (${NOME_DO_BANCO})`, () => {
  it("ler a própria sessão 320 vezes seguidas do mesmo endereço nunca dá 429", async () => {
    const ctx = await criarContexto();
    try {
      const { cookie } = await novoLender(ctx.app);
      const status = new Set<number>();
      for (let i = 0; i < 320; i++) {
        status.add((await ctx.app.inject({ url: "/api/auth/get-session", headers: { cookie }, remoteAddress: "198.51.100.20" })).statusCode);
      }
      expect([...status]).toEqual([200]);
    } finally {
      await ctx.close();
    }
  });
});

describe(`cookie em produção (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  beforeAll(async () => {
    ctx = await criarContexto({ env: "production" });
  });
  afterAll(() => ctx.close());

  /** The value (token.signature) of the session cookie a sign-in set. */
  async function valorDoCookie(email: string): Promise<string> {
    await cadastrar(ctx.app, email);
    const r = await entrar(ctx.app, email);
    expect(r.statusCode).toBe(200);
    const cookie = cookieDe(r.headers["set-cookie"]);
    return cookie.slice(cookie.indexOf("=") + 1);
  }

  it("o cookie de sessão é __Host- (Secure, Path=/, sem Domain) e o HSTS é enviado", async () => {
    await cadastrar(ctx.app, "prod@teste.com");
    const r = await entrar(ctx.app, "prod@teste.com");
    expect(r.statusCode).toBe(200);
    const setCookie = [r.headers["set-cookie"]].flat().join("\n");
    expect(setCookie).toMatch(/^__Host-credito\.session_token=/);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/; Path=\//i);
    expect(setCookie).not.toMatch(/Domain=/i);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(r.headers["strict-transport-security"]).toMatch(/max-age=/);
  });

  it("um cookie sem o prefixo, plantado ao lado, é ignorado: a tela e a API são do mesmo credor", async () => {
    const vitima = await valorDoCookie("vitima@teste.com");
    const atacante = await valorDoCookie("atacante@teste.com");
    const soDe = (valor: string) => `__Host-credito.session_token=${valor}`;
    // The planted cookie first and last: whichever a parser took, only the __Host- one counts.
    for (const cookie of [`credito.session_token=${atacante}; ${soDe(vitima)}`, `${soDe(vitima)}; credito.session_token=${atacante}`]) {
      const sessao = await ctx.app.inject({ url: "/api/auth/get-session", headers: { cookie } });
      expect(sessao.json().user.email).toBe("vitima@teste.com");
      const cpf = novoCpf();
      const criado = await ctx.app.inject({
        method: "POST",
        url: "/api/clientes",
        headers: { cookie, origin: ORIGEM },
        payload: { nome: "Cliente da Vítima", cpf, telefone: "11988887777", pix: "vitima@pix.com" },
      });
      expect(criado.statusCode).toBe(201);
      const busca = (valor: string) => ctx.app.inject({ url: `/api/clientes?busca=${cpf}`, headers: { cookie: soDe(valor) } });
      expect(JSON.stringify((await busca(vitima)).json())).toContain(cpf);
      expect(JSON.stringify((await busca(atacante)).json())).not.toContain(cpf);
    }
    const apenasOPlantado = await ctx.app.inject({ url: "/api/creditos/status", headers: { cookie: `credito.session_token=${atacante}` } });
    expect(apenasOPlantado.statusCode).toBe(401);
  });

  it("dois cookies de sessão na mesma requisição: 401 na API, nenhuma sessão no get-session", async () => {
    const a = await valorDoCookie("dois-a@teste.com");
    const b = await valorDoCookie("dois-b@teste.com");
    const cookie = `__Host-credito.session_token=${a}; __Host-credito.session_token=${b}`;
    const r = await ctx.app.inject({ url: "/api/creditos/status", headers: { cookie } });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ message: "Sessão expirada ou inexistente. Faça login novamente." });
    expect((await ctx.app.inject({ url: "/api/auth/get-session", headers: { cookie } })).json()).toBeNull();
    // Each alone is a live session.
    for (const valor of [a, b]) {
      const sozinho = await ctx.app.inject({ url: "/api/creditos/status", headers: { cookie: `__Host-credito.session_token=${valor}` } });
      expect(sozinho.statusCode).toBe(200);
    }
  });
});
