import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { regrasDaSessao } from "../auth/auth.ts";
import { digestoDoToken } from "../auth/sessoes-no-banco.ts";
import { dataEmSaoPaulo } from "../../domain/dates.ts";
import { instrucaoDoMuro, linhaDoMuro } from "../http/leitura-num-so-envio.ts";
import { criarContexto, novoLender, type Contexto } from "../test/harness.ts";
import { criarClienteApi } from "../test/ledger.ts";
import { ClienteComInstrucoesPreparadas } from "./instrucoes-preparadas.ts";
import { ConsultaSemMuro, type InstrucaoDoMuro, type LeituraPorEnvio } from "./muro-por-envio.ts";
import { comoSistema } from "./muro.ts";

// A lender's read by envio (decision 0035): the wall (credito_muro_de_leitura, migration 0014)
// rides in the same pipeline as every statement, and nothing behind a refused wall runs. Driven
// here as drizzle drives it (BEGIN, statements, COMMIT) on one connection of the server's own
// Client, its round trips counted as PostgreSQL's ReadyForQuery messages.
describe("leitura por envio: o muro em cada instrução (postgres)", () => {
  let ctx: Contexto;
  let pool: pg.Pool;
  let lender: { id: string; token: string };
  let outro: { id: string };
  let idas = 0;
  let urlDoBanco = "";

  beforeAll(async () => {
    ctx = await criarContexto();
    const a = await novoLender(ctx.app);
    await criarClienteApi(ctx.app, a.cookie, { nome: "Cliente do Muro" });
    const b = await novoLender(ctx.app);
    const ids = (await ctx.banco.db.execute(sql`SELECT id, email FROM auth_user`)).rows as { id: string; email: string }[];
    lender = { id: ids.find((u) => u.email === a.email)!.id, token: a.token };
    outro = { id: ids.find((u) => u.email === b.email)!.id };
    // Connections of their own (the server's Client, one at a time), new: nothing prepared yet.
    const nome = (await ctx.banco.db.execute(sql`SELECT current_database() AS nome`)).rows[0] as { nome: string };
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${nome.nome}`;
    urlDoBanco = url.toString();
    pool = novoPool();
  });

  function novoPool(): pg.Pool {
    const p = new pg.Pool({ connectionString: urlDoBanco, max: 1, Client: ClienteComInstrucoesPreparadas });
    p.on("connect", (cliente) => {
      (cliente as unknown as { connection: { on: (evento: string, f: () => void) => void } }).connection.on("readyForQuery", () => idas++);
    });
    return p;
  }

  afterAll(async () => {
    await pool?.end();
    await ctx?.close();
  });

  function muroDe(ajustes: { usuarioId?: string; agora?: number; exigirCreditos?: boolean } = {}): InstrucaoDoMuro {
    const agora = ajustes.agora ?? Date.now();
    return instrucaoDoMuro(
      {
        digesto: digestoDoToken(lender.token),
        usuario: { id: ajustes.usuarioId ?? lender.id, email: "" },
        regras: regrasDaSessao(ctx.config, "irrelevante"),
        hoje: dataEmSaoPaulo(ctx.relogio.now()),
        exigirCreditos: ajustes.exigirCreditos ?? true,
      },
      agora,
    );
  }

  /** Runs `fn` as a read by envio on one connection, as rotas-do-credor does through drizzle. */
  async function naLeitura<T>(muro: InstrucaoDoMuro, fn: (c: ClienteComInstrucoesPreparadas, l: LeituraPorEnvio) => Promise<T>) {
    const cliente = (await pool.connect()) as unknown as ClienteComInstrucoesPreparadas & pg.PoolClient;
    const antes = idas;
    try {
      await cliente.query({ text: "begin" });
      const leitura = cliente.abrirLeituraPorEnvio(muro);
      if (!leitura) throw new Error("a leitura não abriu");
      let valor: T | undefined;
      let erro: unknown;
      try {
        valor = await fn(cliente, leitura);
      } catch (e) {
        erro = e;
      }
      await cliente.query({ text: erro === undefined ? "commit" : "rollback" });
      return { valor, erro: erro as (Error & { code?: string }) | undefined, leitura, idas: idas - antes, cliente };
    } finally {
      cliente.release();
    }
  }

  const consulta = (c: ClienteComInstrucoesPreparadas, text: string, values: unknown[] = []) =>
    (c.query({ text, values }) as unknown as Promise<pg.QueryResult>).then((r) => r.rows);

  it("cada instrução vai com o muro num envio só, sem BEGIN nem COMMIT, já como o credor e só de leitura", async () => {
    const r = await naLeitura(muroDe(), async (c) => [
      ...(await consulta(c, "SELECT nome FROM clientes")),
      ...(await consulta(
        c,
        "SELECT current_user::text AS papel, current_setting('app.usuario_id', true) AS credor, current_setting('transaction_read_only') AS so_leitura, $1::int AS n",
        [7],
      )),
    ]);
    expect(r.erro).toBeUndefined();
    expect(r.valor).toEqual([{ nome: "Cliente do Muro" }, { papel: "credito_credor", credor: lender.id, so_leitura: "on", n: 7 }]);
    // Two statements, two round trips: no BEGIN, no COMMIT.
    expect(r.idas).toBe(2);
    expect(r.leitura.falhou).toBe(false);
    const resposta = await r.leitura.respostaDoMuro();
    expect(linhaDoMuro(resposta)?.usuarioId).toBe(lender.id);
    // Nothing of the wall stays on the connection.
    const depois = await pool.query(
      "SELECT current_user::text AS papel, coalesce(current_setting('app.usuario_id', true), '') AS credor, current_setting('transaction_read_only') AS so_leitura",
    );
    expect(depois.rows[0]).toEqual({ papel: expect.not.stringMatching(/^credito_/), credor: "", so_leitura: "off" });
  });

  it("pedida antes de qualquer instrução, a resposta do muro vai sozinha, numa ida", async () => {
    const r = await naLeitura(muroDe(), async (_c, l) => l.respostaDoMuro());
    expect(r.idas).toBe(1);
    expect(r.valor && linhaDoMuro(r.valor)?.versaoDados).toBeGreaterThanOrEqual(0);
  });

  it.each([
    ["de outro credor", () => muroDe({ usuarioId: outro?.id })],
    ["vencida para o servidor (renovação devida)", () => muroDe({ agora: Date.now() + 8 * 24 * 3600 * 1000 })],
  ])("sessão %s: o muro recusa e nada atrás dele roda", async (_caso, muro) => {
    const r = await naLeitura(muro(), (c) => consulta(c, "SELECT set_config('app.marca', 'rodou', false)"));
    expect(r.erro?.code).toBe("CF001");
    expect(r.leitura.falhou).toBe(true);
    // A session-wide setting the statement would have left on the connection.
    expect((await pool.query("SELECT coalesce(current_setting('app.marca', true), '') AS marca")).rows[0]).toEqual({ marca: "" });
  });

  it("sem créditos: o muro recusa quando a rota os exige, e deixa ler quando não", async () => {
    const { dias } = (
      await comoSistema(ctx.banco.db, (tx) => tx.execute(sql`SELECT dias_restantes AS dias FROM configuracoes WHERE usuario_id = ${lender.id}`))
    ).rows[0] as { dias: number };
    await comoSistema(ctx.banco.db, (tx) => tx.execute(sql`UPDATE configuracoes SET dias_restantes = 0 WHERE usuario_id = ${lender.id}`));
    try {
      expect((await naLeitura(muroDe({ exigirCreditos: true }), (c) => consulta(c, "SELECT 1 AS um"))).erro?.code).toBe("CF001");
      expect((await naLeitura(muroDe({ exigirCreditos: false }), (c) => consulta(c, "SELECT 1 AS um"))).valor).toEqual([{ um: 1 }]);
    } finally {
      await comoSistema(ctx.banco.db, (tx) => tx.execute(sql`UPDATE configuracoes SET dias_restantes = ${dias} WHERE usuario_id = ${lender.id}`));
    }
  });

  it("escrever não dá: a transação é só de leitura, e a leitura fica marcada como falha", async () => {
    const r = await naLeitura(muroDe(), (c) => consulta(c, "UPDATE clientes SET nome = 'Trocado'"));
    expect(r.erro?.code).toBe("25006");
    expect(r.leitura.falhou).toBe(true);
    const nomes = await comoSistema(ctx.banco.db, async (tx) => (await tx.execute(sql`SELECT nome FROM clientes`)).rows);
    expect(nomes).toEqual([{ nome: "Cliente do Muro" }]);
  });

  it("uma consulta que não leva o muro (texto solto) é recusada sem ir ao banco", async () => {
    const r = await naLeitura(muroDe(), async (c) => (c as unknown as pg.Client).query("SELECT set_config('app.marca', 'solta', false)"));
    expect(r.erro).toBeInstanceOf(ConsultaSemMuro);
    expect(r.idas).toBe(0);
    expect(r.leitura.falhou).toBe(true);
    expect((await pool.query("SELECT coalesce(current_setting('app.marca', true), '') AS marca")).rows[0]).toEqual({ marca: "" });
  });

  it("uma instrução com nome: numa conexão nova, um muro recusado não deixa o pg achar que ela foi preparada", async () => {
    await pool.end();
    pool = novoPool();
    const nomeada = (c: ClienteComInstrucoesPreparadas) =>
      (
        c.query({
          text: "SELECT count(*)::int AS n FROM clientes WHERE nome <> $1",
          values: ["x"],
          name: "teste_nomeada",
        }) as unknown as Promise<pg.QueryResult>
      ).then((r) => r.rows);
    expect((await naLeitura(muroDe({ usuarioId: outro.id }), nomeada)).erro?.code).toBe("CF001");
    for (let i = 0; i < 3; i++) {
      const r = await naLeitura(muroDe(), nomeada);
      expect(r.erro).toBeUndefined();
      expect(r.valor).toEqual([{ n: 1 }]);
    }
  });

  it("depois de um erro qualquer no envio, o muro nomeado é refeito e a conexão segue servindo", async () => {
    // A new connection: the wall is parsed in this pipeline, then the statement behind it fails.
    await pool.end();
    pool = novoPool();
    const falha = await naLeitura(muroDe(), (c) => consulta(c, "SELEC isto não é SQL"));
    expect(falha.erro?.code).toBe("42601");
    for (let i = 0; i < 2; i++) {
      const r = await naLeitura(muroDe(), (c) => consulta(c, "SELECT count(*)::int AS n FROM clientes"));
      expect(r.erro).toBeUndefined();
      expect(r.valor).toEqual([{ n: 1 }]);
    }
  });
});
