import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieDe, criarContexto, entrarComoCliente, NO_POSTGRES, NOME_DO_BANCO, novoLender, ORIGEM, outroServidor, type Contexto } from "../test/harness.ts";
import { novoCpf } from "../test/ledger.ts";
import { abrirSse, type LeitorSse } from "../test/sse.ts";
import { MAXIMO_CONEXOES_POR_CREDOR } from "../routes/eventos/routes.ts";
import { CANAL_EVENTOS } from "./barramento.ts";

/*
 * Issue 11: a borrower's submission reaches the lender's open screens, over real HTTP (the app
 * listening on a port, the stream read with fetch). On PostgreSQL the event crosses the database
 * (LISTEN/NOTIFY): the stream is opened on one server and the form sent to another.
 */
describe(`avisos ao vivo do credor por SSE (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let segundo: FastifyInstance | null = null;
  let base: string;
  let baseDoEnvio: string;
  let a: { cookie: string };
  let b: { cookie: string };
  const abertos: LeitorSse[] = [];

  beforeAll(async () => {
    ctx = await criarContexto();
    a = await novoLender(ctx.app);
    b = await novoLender(ctx.app);
    base = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    baseDoEnvio = base;
    if (NO_POSTGRES) {
      segundo = await outroServidor(ctx);
      baseDoEnvio = await segundo.listen({ port: 0, host: "127.0.0.1" });
    }
  });
  afterAll(async () => {
    for (const l of abertos) l.fechar();
    await segundo?.close();
    await ctx.close();
  });

  async function novoLink(cookie: string) {
    const r = await ctx.app.inject({
      method: "POST",
      url: "/api/links-cadastro",
      headers: { cookie, origin: ORIGEM },
      payload: { valorOriginal: "800", modalidade: "mensal", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1" },
    });
    expect(r.statusCode).toBe(201);
    return r.json() as { id: string; token: string };
  }

  const borrower = () => ({ nome: "Carla Tomadora Sigilosa", cpf: novoCpf(), telefone: "11977776666", pix: "carla-sigilo@pix.com", aceitaTermos: true });
  async function enviar(token: string, dados = borrower()) {
    const r = await fetch(`${baseDoEnvio}/api/cadastro/${token}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(dados),
    });
    expect(r.status).toBe(201);
    return dados;
  }

  async function fluxo(cookie: string) {
    const { resposta, leitor } = await abrirSse(`${base}/api/eventos`, { cookie });
    expect(resposta.status).toBe(200);
    abertos.push(leitor!);
    // The opening line: from here on the stream misses nothing.
    await leitor!.esperar((t) => t.includes(": conectado"));
    return { resposta, leitor: leitor! };
  }

  it("um envio pelo link de A chega ao fluxo de A, só com ids; o de B não recebe", async () => {
    const deA = await fluxo(a.cookie);
    const deB = await fluxo(b.cookie);
    expect(deA.resposta.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(deA.resposta.headers.get("cache-control")).toBe("no-store");
    expect(deA.resposta.headers.get("x-accel-buffering")).toBe("no");

    const linkA = await novoLink(a.cookie);
    const dados = await enviar(linkA.token);
    await deA.leitor.esperar((t) => t.includes("event: cadastro_recebido"));
    const [evento] = deA.leitor.eventos();
    expect(evento!.evento).toBe("cadastro_recebido");
    expect(evento!.dados).toMatchObject({ tipo: "cadastro_recebido", linkId: linkA.id });
    const { emprestimoId, clienteId } = evento!.dados as { emprestimoId: string; clienteId: string };
    const emprestimos = (await ctx.app.inject({ url: `/api/emprestimos?clienteId=${clienteId}`, headers: { cookie: a.cookie } })).json() as { id: string }[];
    expect(emprestimos.map((e) => e.id)).toEqual([emprestimoId]);
    for (const pessoal of [dados.nome, dados.cpf, dados.pix, dados.telefone, linkA.token]) expect(deA.leitor.texto()).not.toContain(pessoal);

    // B's own submission is the first (and only) event B sees: A's never reached it.
    const linkB = await novoLink(b.cookie);
    await enviar(linkB.token);
    await deB.leitor.esperar((t) => t.includes("event: cadastro_recebido"));
    expect(deB.leitor.eventos().map((e) => (e.dados as { linkId: string }).linkId)).toEqual([linkB.id]);
    expect(deA.leitor.eventos()).toHaveLength(1);
  });

  // PostgreSQL only: PGlite has no LISTEN/NOTIFY between servers (the in-process bus is tested above).
  if (NO_POSTGRES)
    it("no PostgreSQL o aviso passa pelo LISTEN/NOTIFY, com o id do credor, o tipo e ids, nada pessoal", async () => {
      const pool = (ctx.banco.db as unknown as { $client: pg.Pool }).$client;
      const espiao = new pg.Client(pool.options);
      await espiao.connect();
      const recebidas: string[] = [];
      espiao.on("notification", (n) => recebidas.push(n.payload ?? ""));
      await espiao.query(`LISTEN ${CANAL_EVENTOS}`);
      try {
        const deA = await fluxo(a.cookie);
        const link = await novoLink(a.cookie);
        const dados = await enviar(link.token);
        await deA.leitor.esperar((t) => t.includes(link.id));
        // Sent to the second server, read on the first: only the database could carry it.
        await expect.poll(() => recebidas.length).toBeGreaterThan(0);
        const carga = recebidas.find((p) => p.includes(link.id))!;
        expect(JSON.parse(carga)).toMatchObject({ evento: { tipo: "cadastro_recebido", linkId: link.id } });
        for (const pessoal of [dados.nome, dados.cpf, dados.pix, dados.telefone, link.token]) expect(carga).not.toContain(pessoal);
      } finally {
        await espiao.end();
      }
    });

  // PostgreSQL only: PGlite has no LISTEN/NOTIFY between servers (the in-process bus is tested above).
  if (NO_POSTGRES)
    it("no PostgreSQL a conexão de escuta derrubada volta sozinha e os avisos seguem chegando", async () => {
      const deA = await fluxo(a.cookie);
      const derrubadas = await ctx.banco.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = ${`LISTEN ${CANAL_EVENTOS}`}`,
      );
      expect(derrubadas.rows.length).toBeGreaterThan(0);
      // What is sent while the listener is down is lost (the web refreshes on reconnect); once it is
      // back, a new submission arrives.
      await expect
        .poll(
          async () => {
            const link = await novoLink(a.cookie);
            await enviar(link.token);
            return deA.leitor
              .esperar((t) => t.includes(link.id), 2_000)
              .then(
                () => true,
                () => false,
              );
          },
          { timeout: 30_000, interval: 100 },
        )
        .toBe(true);
    });

  it("o fluxo termina assim que a sua sessão sai, é revogada ou a senha muda, sem esperar o próximo ping", async () => {
    const c = await novoLender(ctx.app);
    const outraSessao = async () => {
      const r = await entrarComoCliente(ctx.app, c.email);
      expect(r.statusCode).toBe(200);
      return { cookie: cookieDe(r.headers["set-cookie"]), token: (r.json() as { token: string }).token };
    };
    // Ends well before the 25 s heartbeat, which is what ended such a stream before.
    const terminaLogo = async (leitor: LeitorSse, acao: () => Promise<Response>) => {
      const antes = Date.now();
      expect((await acao()).status).toBe(200);
      await Promise.race([leitor.terminou, new Promise((_, nao) => setTimeout(() => nao(new Error("o fluxo seguiu aberto")), 10_000))]);
      return Date.now() - antes;
    };
    const postar = (caminho: string, cookie: string, corpo: object) =>
      // On PostgreSQL through the other server: the notice crosses the database.
      fetch(`${baseDoEnvio}/api/auth/${caminho}`, {
        method: "POST",
        headers: { cookie, origin: ORIGEM, "content-type": "application/json" },
        body: JSON.stringify(corpo),
      });

    const saindo = await outraSessao();
    const revogada = await outraSessao();
    const daSenha = await outraSessao();
    const [fluxoQueSai, fluxoRevogado, fluxoDaSenha, fluxoQueFica] = await Promise.all([
      fluxo(saindo.cookie),
      fluxo(revogada.cookie),
      fluxo(daSenha.cookie),
      fluxo(c.cookie),
    ]);

    await terminaLogo(fluxoQueSai.leitor, () => postar("sign-out", saindo.cookie, {}));
    await terminaLogo(fluxoRevogado.leitor, () => postar("revoke-session", c.cookie, { token: revogada.token }));
    // The other sessions' streams go on (they checked their own sessions too): a submission still reaches them.
    const link = await novoLink(c.cookie);
    await enviar(link.token);
    await Promise.all([fluxoDaSenha, fluxoQueFica].map((f) => f.leitor.esperar((t) => t.includes(link.id))));
    await terminaLogo(fluxoDaSenha.leitor, () =>
      postar("change-password", c.cookie, { currentPassword: "segredo-do-teste-99", newPassword: "outra-senha-456" }),
    );
    // Changing the password also replaced the session that asked for it.
    await Promise.race([fluxoQueFica.leitor.terminou, new Promise((_, nao) => setTimeout(() => nao(new Error("o fluxo seguiu aberto")), 10_000))]);
  });

  it("sem sessão é 401; acima do limite de conexões por credor é 429 em português; fechar uma libera a vaga", async () => {
    const anonimo = await fetch(`${base}/api/eventos`);
    expect(anonimo.status).toBe(401);
    expect(((await anonimo.json()) as { message: string }).message).toMatch(/Sessão/);

    const c = await novoLender(ctx.app);
    const fluxos = [];
    for (let i = 0; i < MAXIMO_CONEXOES_POR_CREDOR; i++) fluxos.push(await fluxo(c.cookie));
    const demais = await fetch(`${base}/api/eventos`, { headers: { cookie: c.cookie } });
    expect(demais.status).toBe(429);
    expect(((await demais.json()) as { message: string }).message).toBe("Muitas telas abertas recebendo avisos. Feche outras abas do app e tente novamente.");
    // Another lender is not affected by c's streams.
    await fluxo(b.cookie);

    fluxos[0]!.leitor.fechar();
    // The server sees the disconnect and frees the slot.
    await expect
      .poll(
        async () => {
          const { resposta, leitor } = await abrirSse(`${base}/api/eventos`, { cookie: c.cookie });
          if (leitor) abertos.push(leitor);
          else await resposta.body?.cancel();
          return resposta.status;
        },
        { timeout: 10_000 },
      )
      .toBe(200);
  });
});
