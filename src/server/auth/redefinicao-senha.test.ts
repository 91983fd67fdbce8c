import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { cadastrar, cookieDe, criarContexto, entrar, NOME_DO_BANCO, ORIGEM, type Contexto } from "../test/harness.ts";
import { createAuth } from "./auth.ts";
import { criarLinkDeRedefinicao, MENSAGEM_PEDIDO_NEUTRO } from "./redefinicao-senha.ts";

// Password reset (decision 0025) over real HTTP requests on the app, on both databases.

const SEGREDO = "segredo-de-teste-com-mais-de-32-caracteres!!";
const MENSAGEM_TOKEN_INVALIDO = "Link de redefinição inválido, expirado ou já usado. Peça um novo link.";

function pedirLink(app: FastifyInstance, email: string) {
  return app.inject({ method: "POST", url: "/api/auth/request-password-reset", headers: { origin: ORIGEM }, payload: { email } });
}

function redefinir(app: FastifyInstance, token: string, novaSenha: string) {
  return app.inject({ method: "POST", url: "/api/auth/reset-password", headers: { origin: ORIGEM }, payload: { token, newPassword: novaSenha } });
}

/** A link as the operator command makes it: its own better-auth over the same database. */
async function linkDoOperador(ctx: Contexto, email: string) {
  const auth = createAuth({ db: ctx.banco.db, config: ctx.config, secret: SEGREDO, clock: ctx.relogio, log: ctx.app.log });
  return criarLinkDeRedefinicao(auth, ctx.config, email);
}

const tokenDo = (link: string) => new URL(link).searchParams.get("token") ?? "";

async function linhasDeRedefinicao(ctx: Contexto): Promise<number> {
  const r = await ctx.banco.db.execute(sql`SELECT count(*)::int AS n FROM auth_verification`);
  return Number((r.rows[0] as { n: number }).n);
}

describe(`redefinição de senha (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  beforeAll(async () => {
    ctx = await criarContexto({ publicUrl: "https://app.exemplo.com.br" });
  });
  afterAll(async () => ctx.close());

  it("responde o mesmo texto neutro para e-mail com e sem conta", async () => {
    await cadastrar(ctx.app, "existe@teste.com");
    const comConta = await pedirLink(ctx.app, "existe@teste.com");
    const semConta = await pedirLink(ctx.app, "ninguem@teste.com");
    expect(comConta.statusCode).toBe(200);
    expect(semConta.statusCode).toBe(200);
    expect(comConta.json()).toEqual({ status: true, message: MENSAGEM_PEDIDO_NEUTRO });
    expect(semConta.body).toBe(comConta.body);
    expect(comConta.headers["cache-control"]).toBe("no-store");
    const invalido = await pedirLink(ctx.app, "nao-e-email");
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json()).toEqual({ message: "E-mail inválido." });
  });

  it("o link do operador vem de PUBLIC_URL, troca a senha uma vez e a segunda vez é 400 em português", async () => {
    await cadastrar(ctx.app, "troca@teste.com", "senha-antiga-1");
    expect(await linkDoOperador(ctx, "ninguem@teste.com")).toBeNull();
    const link = await linkDoOperador(ctx, "Troca@Teste.com ");
    expect(link).toMatch(/^https:\/\/app\.exemplo\.com\.br\/redefinir-senha\?token=[\w-]{24}$/);
    const token = tokenDo(link!);

    const ok = await redefinir(ctx.app, token, "senha-nova-123");
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await entrar(ctx.app, "troca@teste.com", "senha-nova-123")).statusCode).toBe(200);
    expect((await entrar(ctx.app, "troca@teste.com", "senha-antiga-1")).statusCode).toBe(401);

    const denovo = await redefinir(ctx.app, token, "outra-senha-456");
    expect(denovo.statusCode).toBe(400);
    expect(denovo.json()).toEqual({ message: MENSAGEM_TOKEN_INVALIDO });
    expect((await entrar(ctx.app, "troca@teste.com", "senha-nova-123")).statusCode).toBe(200);
  });

  it("o token fica guardado só como digest no banco", async () => {
    await cadastrar(ctx.app, "digest@teste.com");
    const token = tokenDo((await linkDoOperador(ctx, "digest@teste.com"))!);
    const r = await ctx.banco.db.execute(sql`SELECT identifier FROM auth_verification`);
    const guardados = r.rows.map((l) => String((l as { identifier: string }).identifier));
    expect(guardados.length).toBeGreaterThan(0);
    for (const g of guardados) expect(g).not.toContain(token);
  });

  it("token vencido, inventado ou ausente: 400 em português e a senha não muda", async () => {
    await cadastrar(ctx.app, "vencido@teste.com", "senha-antiga-1");
    const token = tokenDo((await linkDoOperador(ctx, "vencido@teste.com"))!);
    await ctx.banco.db.execute(sql`UPDATE auth_verification SET expires_at = now() - interval '1 minute'`);
    for (const t of [token, "inventado-123456789012345", ""]) {
      const r = await redefinir(ctx.app, t, "senha-nova-123");
      expect(r.statusCode, t).toBe(400);
      expect(r.json(), t).toEqual({ message: MENSAGEM_TOKEN_INVALIDO });
    }
    expect((await entrar(ctx.app, "vencido@teste.com", "senha-antiga-1")).statusCode).toBe(200);
  });

  it("as regras de senha do cadastro valem na redefinição, e o link continua valendo", async () => {
    await cadastrar(ctx.app, "regras@teste.com");
    const token = tokenDo((await linkDoOperador(ctx, "regras@teste.com"))!);
    const curta = await redefinir(ctx.app, token, "123");
    expect(curta.statusCode).toBe(400);
    expect(curta.json()).toEqual({ message: "A senha deve ter pelo menos 6 caracteres." });
    const longa = await redefinir(ctx.app, token, "a".repeat(129));
    expect(longa.statusCode).toBe(400);
    expect(longa.json()).toEqual({ message: "A senha é longa demais." });
    const comum = await redefinir(ctx.app, token, "123456789");
    expect(comum.statusCode).toBe(400);
    expect(comum.json().message).toMatch(/comum/i);
    expect((await redefinir(ctx.app, token, "senha-boa-987")).statusCode).toBe(200);
  });

  it("depois da redefinição todas as sessões da conta terminam", async () => {
    await cadastrar(ctx.app, "sessoes@teste.com");
    const cookies = [
      cookieDe((await entrar(ctx.app, "sessoes@teste.com")).headers["set-cookie"]),
      cookieDe((await entrar(ctx.app, "sessoes@teste.com")).headers["set-cookie"]),
    ];
    for (const cookie of cookies) expect((await ctx.app.inject({ url: "/api/configuracoes", headers: { cookie } })).statusCode).toBe(200);
    const token = tokenDo((await linkDoOperador(ctx, "sessoes@teste.com"))!);
    expect((await redefinir(ctx.app, token, "senha-nova-123")).statusCode).toBe(200);
    for (const cookie of cookies) {
      const r = await ctx.app.inject({ url: "/api/configuracoes", headers: { cookie } });
      expect(r.statusCode).toBe(401);
    }
    const r = await ctx.banco.db.execute(
      sql`SELECT count(*)::int AS n FROM auth_session s JOIN auth_user u ON u.id = s.user_id WHERE u.email = 'sessoes@teste.com'`,
    );
    expect(Number((r.rows[0] as { n: number }).n)).toBe(0);
  });
});

describe(`limites do pedido de redefinição (${NOME_DO_BANCO})`, () => {
  it("por endereço: 429 em português depois do limite; por conta: a mesma resposta, nada novo criado", async () => {
    const ctx = await criarContexto({ redefinicaoMaxPedidos: 3, redefinicaoMaxPorConta: 1 });
    try {
      await cadastrar(ctx.app, "limite@teste.com");
      expect((await pedirLink(ctx.app, "limite@teste.com")).statusCode).toBe(200);
      expect(await linhasDeRedefinicao(ctx)).toBe(1);
      // The same account again, within the window: same answer, no second token.
      const repetido = await pedirLink(ctx.app, "limite@teste.com");
      expect(repetido.statusCode).toBe(200);
      expect(repetido.json()).toEqual({ status: true, message: MENSAGEM_PEDIDO_NEUTRO });
      expect(await linhasDeRedefinicao(ctx)).toBe(1);
      // Per address (better-auth's limit) whatever the e-mail.
      const status: number[] = [];
      for (const email of ["a@teste.com", "b@teste.com", "c@teste.com"]) status.push((await pedirLink(ctx.app, email)).statusCode);
      expect(status).toEqual([200, 200, 429]);
      const bloqueado = await pedirLink(ctx.app, "d@teste.com");
      expect(bloqueado.statusCode).toBe(429);
      expect(bloqueado.json()).toEqual({ message: "Muitas tentativas. Aguarde um pouco e tente novamente." });
    } finally {
      await ctx.close();
    }
  });
});

describe(`e-mail de redefinição por SMTP (${NOME_DO_BANCO})`, () => {
  const recebidas: { para: string[]; bruto: string }[] = [];
  let smtp: SMTPServer;
  let porta = 0;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, sessao, pronto) {
        let bruto = "";
        stream.setEncoding("utf8");
        stream.on("data", (parte: string) => (bruto += parte));
        stream.on("end", () => {
          recebidas.push({ para: sessao.envelope.rcptTo.map((r) => r.address), bruto });
          pronto();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
    porta = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => new Promise<void>((resolve) => smtp.close(() => resolve())));

  /** The app with its log captured, as production runs it (level info). */
  async function appComLog(ajustes: Parameters<typeof criarContexto>[0]) {
    const ctx = await criarContexto(ajustes);
    const linhas: string[] = [];
    const app = await buildApp({
      db: ctx.banco.db,
      config: ctx.config,
      clock: ctx.relogio,
      authSecret: SEGREDO,
      logDestino: { write: (l) => void linhas.push(l) },
    });
    await app.ready();
    return {
      ctx,
      app,
      linhas,
      fechar: async () => {
        await app.close();
        await ctx.close();
      },
    };
  }

  /** The mail's text, undoing quoted-printable (accents make nodemailer use it). */
  function textoDe(bruto: string): string {
    const corpo = bruto.slice(bruto.indexOf("\r\n\r\n") + 4);
    const bytes = Buffer.from(
      corpo.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      "latin1",
    );
    return bytes.toString("utf8");
  }

  it("com SMTP_URL e MAIL_FROM o e-mail chega com o link certo, que funciona; o log não tem token nem e-mail", async () => {
    const { app, linhas, fechar } = await appComLog({
      smtpUrl: `smtp://127.0.0.1:${porta}`,
      mailFrom: "Crédito Fácil <nao-responda@exemplo.com.br>",
      publicUrl: "https://app.exemplo.com.br",
    });
    try {
      await cadastrar(app, "correio@teste.com");
      const r = await app.inject({
        method: "POST",
        url: "/api/auth/request-password-reset",
        // A forged Host must not end up in the link.
        headers: { origin: ORIGEM, host: "atacante.example" },
        payload: { email: "correio@teste.com" },
      });
      expect(r.statusCode).toBe(200);
      await expect.poll(() => recebidas.length, { timeout: 15_000 }).toBe(1);
      const mensagem = recebidas[0]!;
      expect(mensagem.para).toEqual(["correio@teste.com"]);
      const texto = textoDe(mensagem.bruto);
      expect(texto).toContain("Recebemos um pedido para redefinir a senha da sua conta no Crédito Fácil.");
      const link = /https:\/\/\S+/.exec(texto)?.[0] ?? "";
      expect(link).toMatch(/^https:\/\/app\.exemplo\.com\.br\/redefinir-senha\?token=[\w-]+$/);
      const token = new URL(link).searchParams.get("token")!;
      expect((await redefinir(app, token, "pelo-correio-123")).statusCode).toBe(200);
      expect((await entrar(app, "correio@teste.com", "pelo-correio-123")).statusCode).toBe(200);

      // An unknown e-mail gets no mail.
      await pedirLink(app, "ninguem@teste.com");
      await expect.poll(() => linhas.join("").includes("e-mail de redefinição de senha enviado")).toBe(true);

      const log = linhas.join("\n");
      expect(log).not.toContain(token);
      expect(log).not.toContain("correio@teste.com");
      expect(log).not.toContain("ninguem@teste.com");
      expect(recebidas).toHaveLength(1);
    } finally {
      await fechar();
    }
  });

  it("sem SMTP nada é enviado e o log diz só que houve um pedido, sem e-mail nem token", async () => {
    const { app, linhas, fechar } = await appComLog({});
    try {
      await cadastrar(app, "semcorreio@teste.com");
      const antes = recebidas.length;
      expect((await pedirLink(app, "semcorreio@teste.com")).statusCode).toBe(200);
      const log = linhas.join("\n");
      expect(log).toContain("pedido de redefinição de senha sem e-mail configurado");
      expect(log).not.toContain("semcorreio@teste.com");
      // The token itself is unknown here (stored hashed): no link of either form may appear.
      expect(log).not.toMatch(/token=|reset-password\//);
      expect(recebidas.length).toBe(antes);
    } finally {
      await fechar();
    }
  });
});
