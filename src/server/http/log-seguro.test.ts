import { DrizzleQueryError, sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { agendarLimpeza } from "../jobs/limpeza.ts";
import { agendarProcessamentoDiario } from "../jobs/processamento-diario.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../test/harness.ts";
import { cpfValidoDe } from "../test/ledger.ts";
import { registrarTratamentoDeErros } from "./error-handler.ts";
import { erroSeguro, sqlstateDe, urlSegura } from "./log-seguro.ts";

// Issue 8, point 8: the log holds SQLSTATEs and constraints, never personal data or tokens.

const PESSOA = {
  nome: "Josefina Albuquerque Teixeira",
  cpf: cpfValidoDe(987_654_321),
  telefone: "11987651234",
  pix: "josefina.teixeira@exemplo.com.br",
};

/** A driver error as node-postgres and PGlite build it: SQLSTATE, severity, constraint, and a detail with data. */
function erroDoDriver(code: string, constraint?: string) {
  return Object.assign(new Error(`duplicate key value violates unique constraint "${constraint}"`), {
    code,
    severity: "ERROR",
    constraint,
    detail: `Key (cpf)=(${PESSOA.cpf}) already exists.`,
  });
}

function consultaFalha(code = "23505", constraint = "clientes_usuario_cpf_unico") {
  return new DrizzleQueryError(
    "insert into clientes (nome, cpf, telefone, pix) values ($1, $2, $3, $4)",
    [PESSOA.nome, PESSOA.cpf, PESSOA.telefone, PESSOA.pix],
    erroDoDriver(code, constraint),
  );
}

describe("erroSeguro e urlSegura", () => {
  it("um erro do drizzle vira classe, SQLSTATE e constraint, sem consulta nem parâmetros", () => {
    const seguro = erroSeguro(consultaFalha());
    expect(seguro).toMatchObject({ type: "DrizzleQueryError", code: "23505", constraint: "clientes_usuario_cpf_unico" });
    const texto = JSON.stringify(seguro);
    for (const dado of Object.values(PESSOA)) expect(texto).not.toContain(dado);
    expect(texto).not.toContain("insert into");
    expect(sqlstateDe(consultaFalha("22003"))).toBe("22003");
  });

  it("um erro comum guarda mensagem e pilha; um código de sistema de 5 letras não é SQLSTATE", () => {
    const comum = erroSeguro(new TypeError("x is not a function"));
    expect(comum).toMatchObject({ type: "TypeError", message: "x is not a function" });
    expect(comum.stack).toMatch(/^\s+at /);
    expect(sqlstateDe(Object.assign(new Error("write EPIPE"), { code: "EPIPE" }))).toBeUndefined();
    // Twice through (the job, then the logger's serializer): the same object, not a wrapper.
    expect(erroSeguro(comum)).toBe(comum);
  });

  it("um erro que carrega parâmetros perde a mensagem mesmo sem SQLSTATE", () => {
    const erro = Object.assign(new Error(`falhou com ${PESSOA.cpf}`), { params: [PESSOA.cpf] });
    expect(JSON.stringify(erroSeguro(erro))).not.toContain(PESSOA.cpf);
  });

  it.each([
    ["/api/cadastro/AbC123tokenSecreto", "/api/cadastro/[token]"],
    ["/api/verificar/ABCD-EFGH-IJ", "/api/verificar/[codigo]"],
    ["/api/aceite/AbC123tokenSecreto/contrato", "/api/aceite/[token]/contrato"],
    ["/aceite/AbC123tokenSecreto?x=1", "/aceite/[token]"],
    ["/api/c/AbC123tokenSecreto", "/api/c/[token]"],
    ["/c/AbC123tokenSecreto", "/c/[token]"],
    ["/api/clientes/0b7c1d9e-2f3a-4b5c-8d6e-7f8091a2b3c4/link-cliente", "/api/clientes/0b7c1d9e-2f3a-4b5c-8d6e-7f8091a2b3c4/link-cliente"],
    ["/api/emprestimos/0b7c1d9e-2f3a-4b5c-8d6e-7f8091a2b3c4/pedido-aceite", "/api/emprestimos/0b7c1d9e-2f3a-4b5c-8d6e-7f8091a2b3c4/pedido-aceite"],
    ["/verificar/abcd-efgh-ij?x=1", "/verificar/[codigo]"],
    ["/api/cadastro/AbC123tokenSecreto?x=1", "/api/cadastro/[token]"],
    ["/api/%63adastro/AbC123tokenSecreto", "/api/cadastro/[token]"],
    ["/api/clientes?busca=Josefina", "/api/clientes"],
    ["/api/auth/reset-password/tok3n?callbackURL=/", "/api/auth/reset-password/[token]"],
    ["/api/cadastro", "/api/cadastro"],
    ["/api/upload", "/api/upload"],
  ])("%s → %s", (url, esperado) => {
    expect(urlSegura(url)).toBe(esperado);
  });
});

describe("o tratamento de erros sozinho", () => {
  it("loga o erro já saneado, mesmo num logger sem os serializadores do app", async () => {
    const linhas: string[] = [];
    const app = Fastify({ logger: { level: "info", stream: { write: (l: string) => void linhas.push(l) } } });
    registrarTratamentoDeErros(app);
    app.get("/falha", async () => {
      throw consultaFalha();
    });
    const r = await app.inject({ url: "/falha" });
    await app.close();
    expect(r.statusCode).toBe(500);
    const todas = linhas.join("\n");
    expect(todas).toContain('"code":"23505"');
    for (const dado of Object.values(PESSOA)) expect(todas).not.toContain(dado);
  });
});

describe(`log sem dados pessoais (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let app: FastifyInstance;
  const linhas: string[] = [];

  beforeAll(async () => {
    ctx = await criarContexto();
    // The same app as production's (logger on, level info), writing into memory.
    app = await buildApp({
      db: ctx.banco.db,
      config: ctx.config,
      clock: ctx.relogio,
      authSecret: "segredo-de-teste-com-mais-de-32-caracteres!!",
      logDestino: { write: (linha) => void linhas.push(linha) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  const registros = () => linhas.map((l) => JSON.parse(l) as Record<string, unknown>);

  it("uma consulta que falha com CPF, nome, telefone e PIX loga o SQLSTATE e nada deles; o token e o cookie também não", async () => {
    const { cookie, token: tokenSessao } = await novoLender(app);
    const link = await app.inject({
      method: "POST",
      url: "/api/links-cadastro",
      headers: { cookie, origin: ORIGEM },
      payload: { valorOriginal: "1000", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1" },
    });
    expect(link.statusCode, link.body).toBe(201);
    const tokenLink = (link.json() as { token: string }).token;

    await ctx.banco.db.execute(sql`
      CREATE FUNCTION recusar_cliente_log() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'falha simulada'; END; $$ LANGUAGE plpgsql`);
    await ctx.banco.db.execute(sql`CREATE TRIGGER recusar_cliente_log BEFORE INSERT ON clientes FOR EACH ROW EXECUTE FUNCTION recusar_cliente_log()`);
    linhas.length = 0;
    try {
      const falha = await app.inject({ method: "POST", url: "/api/clientes", headers: { cookie, origin: ORIGEM }, payload: PESSOA });
      expect(falha.statusCode).toBe(500);
    } finally {
      await ctx.banco.db.execute(sql`DROP TRIGGER recusar_cliente_log ON clientes`);
      await ctx.banco.db.execute(sql`DROP FUNCTION recusar_cliente_log()`);
    }
    const publico = await app.inject({ method: "GET", url: `/api/cadastro/${tokenLink}` });
    expect(publico.statusCode).toBe(200);
    await app.inject({
      method: "GET",
      url: `/api/clientes?busca=${encodeURIComponent(PESSOA.nome)}`,
      headers: { cookie, authorization: `Bearer ${tokenSessao}` },
    });

    const todas = linhas.join("\n");
    // RAISE EXCEPTION without an ERRCODE is raise_exception, P0001.
    const erro = registros().find((r) => r.level === 50);
    expect(erro, todas).toMatchObject({ msg: "erro não tratado", err: { code: "P0001" } });
    for (const dado of [...Object.values(PESSOA), encodeURIComponent(PESSOA.nome), tokenLink, tokenSessao, cookie.split("=")[1] ?? cookie]) {
      expect(todas).not.toContain(dado);
    }
    expect(todas).not.toMatch(/insert into|params:/i);
    expect(todas).toContain('"url":"/api/cadastro/[token]"');
    expect(todas).toContain('"url":"/api/clientes"');
  });

  it("cabeçalhos com segredo são omitidos se algum código logar um objeto de cabeçalhos", () => {
    linhas.length = 0;
    app.log.info({ headers: { cookie: "sessao=abc", authorization: "Bearer xyz", accept: "*/*" } }, "cabeçalhos");
    const registro = registros()[0] as { headers: Record<string, string> };
    expect(registro.headers).toEqual({ cookie: "[omitido]", authorization: "[omitido]", accept: "*/*" });
  });

  it("falhas dos trabalhos em segundo plano saem em nível error, com o SQLSTATE e sem dados", async () => {
    linhas.length = 0;
    // A database whose every query fails the way drizzle reports it, with a client's data in it.
    const quebrado = new Proxy({}, { get: () => () => Promise.reject(consultaFalha("57P01", "")) }) as unknown as Database;
    const pararProcessamento = agendarProcessamentoDiario(quebrado, () => ctx.relogio.now(), app.log);
    const pararLimpeza = agendarLimpeza(quebrado, ctx.config.dataDir, () => ctx.relogio.now(), app.log);
    // Both first runs start at once and fail on their first query: wait for their two reports.
    await vi.waitFor(() => expect(registros().filter((r) => r.level === 50)).toHaveLength(2));
    pararProcessamento();
    pararLimpeza();
    const erros = registros().filter((r) => r.level === 50);
    expect(erros.map((r) => r.msg).sort()).toEqual(["limpeza falhou", "processamento diário falhou"]);
    for (const r of erros) expect(r.err).toMatchObject({ type: "DrizzleQueryError", code: "57P01" });
    const todas = linhas.join("\n");
    for (const dado of Object.values(PESSOA)) expect(todas).not.toContain(dado);
  });
  it("um callbackURL inválido em /api/auth/* é erro do cliente: 403 e log em warn, nunca em error (issue 42, ponto 6)", async () => {
    linhas.length = 0;
    const pedidos = [
      { url: "/api/auth/sign-in/email", payload: { email: "quem@teste.com", password: "segredo-do-teste-99", callbackURL: "https://golpe.example/x" } },
      {
        url: "/api/auth/sign-up/email",
        payload: { email: "novo-cb@teste.com", password: "segredo-do-teste-99", name: "Novo", callbackURL: "https://golpe.example/y" },
      },
    ];
    for (const pedido of pedidos) {
      const r = await app.inject({ method: "POST", url: pedido.url, headers: { origin: ORIGEM }, payload: pedido.payload });
      expect(r.statusCode, pedido.url).toBe(403);
    }
    const doAuth = registros().filter((l) => l.origem === "better-auth");
    expect(doAuth.filter((l) => String(l.msg).startsWith("Invalid callbackURL"))).toHaveLength(2);
    // pino: 40 is warn, 50 error.
    expect(doAuth.filter((l) => Number(l.level) >= 50)).toEqual([]);
    expect(doAuth.filter((l) => Number(l.level) === 40)).toHaveLength(2);
  });
});
