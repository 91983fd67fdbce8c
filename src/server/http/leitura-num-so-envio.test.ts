import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ClienteComMuroPorEnvio, type LeituraPorEnvio } from "../db/muro-por-envio.ts";
import { criarContexto, NO_POSTGRES, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../test/harness.ts";
import { criarClienteApi } from "../test/ledger.ts";

// Reads by envio (decision 0035) change how a signed-in GET reaches PostgreSQL, never what it
// answers: the same bodies as the usual way, and a session or an access the database no longer
// holds is refused at once. On PostgreSQL the reads below must really have gone by envio (the
// connection's reads are watched); on PGlite there is no such path and the answers are the same.
describe(`leituras num só envio (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  const abertas: (LeituraPorEnvio | null)[] = [];

  beforeAll(async () => {
    ctx = await criarContexto();
    const original = ClienteComMuroPorEnvio.prototype.abrirLeituraPorEnvio;
    vi.spyOn(ClienteComMuroPorEnvio.prototype, "abrirLeituraPorEnvio").mockImplementation(function (this: ClienteComMuroPorEnvio, muro) {
      const leitura = original.call(this, muro);
      abertas.push(leitura);
      return leitura;
    });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await ctx.close();
  });
  beforeEach(() => {
    abertas.length = 0;
  });

  const get = (url: string, cookie: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers: { cookie, ...headers } });
  /** Reads by envio since the last call that answered, on PostgreSQL; none on PGlite. */
  function porEnvio(): { feitas: number; recusadas: number } {
    const r = { feitas: abertas.filter((l) => l && !l.falhou).length, recusadas: abertas.filter((l) => l?.falhou).length };
    abertas.length = 0;
    return r;
  }

  it("a partir da segunda leitura com a mesma sessão, a leitura vai num envio e responde o mesmo", async () => {
    const { cookie } = await novoLender(ctx.app);
    const cliente = await criarClienteApi(ctx.app, cookie, { nome: "Bruna Envio" });
    const primeira = await get(`/api/clientes/${cliente.id}`, cookie);
    expect(primeira.statusCode).toBe(200);
    porEnvio();
    const segunda = await get(`/api/clientes/${cliente.id}`, cookie);
    expect(segunda.statusCode).toBe(200);
    expect(segunda.json()).toEqual(primeira.json());
    const lista = await get("/api/clientes?limite=10", cookie);
    expect(lista.json()).toEqual([expect.objectContaining({ id: cliente.id, nome: "Bruna Envio" })]);
    expect(porEnvio()).toEqual({ feitas: NO_POSTGRES ? 2 : 0, recusadas: 0 });
  });

  it("o outro credor não vê nada pela leitura num envio (404), e cada um vê os seus", async () => {
    const a = await novoLender(ctx.app);
    const b = await novoLender(ctx.app);
    const doA = await criarClienteApi(ctx.app, a.cookie, { nome: "Só do A" });
    await get("/api/clientes?limite=10", b.cookie);
    porEnvio();
    expect((await get(`/api/clientes/${doA.id}`, b.cookie)).statusCode).toBe(404);
    expect((await get("/api/clientes?limite=10", b.cookie)).json()).toEqual([]);
    expect(porEnvio().feitas).toBe(NO_POSTGRES ? 2 : 0);
  });

  it("sair da conta vale na leitura seguinte (401), mesmo já lembrada", async () => {
    const { cookie } = await novoLender(ctx.app);
    expect((await get("/api/clientes?limite=10", cookie)).statusCode).toBe(200);
    expect((await get("/api/clientes?limite=10", cookie)).statusCode).toBe(200);
    const saida = await ctx.app.inject({ method: "POST", url: "/api/auth/sign-out", headers: { cookie, origin: ORIGEM }, payload: {} });
    expect(saida.statusCode).toBe(200);
    porEnvio();
    const depois = await get("/api/clientes?limite=10", cookie);
    expect(depois.statusCode).toBe(401);
    expect(depois.json()).toEqual({ message: expect.any(String) });
    // The database refused the remembered session; the answer is the usual way's.
    expect(porEnvio()).toEqual({ feitas: 0, recusadas: NO_POSTGRES ? 1 : 0 });
  });

  it("uma sessão apagada no banco (outro servidor, o admin) é recusada na hora", async () => {
    const { cookie, email } = await novoLender(ctx.app);
    await get("/api/clientes?limite=10", cookie);
    await ctx.banco.db.execute(sql`DELETE FROM auth_session WHERE user_id = (SELECT id FROM auth_user WHERE email = ${email})`);
    expect((await get("/api/clientes?limite=10", cookie)).statusCode).toBe(401);
  });

  it("a leitura guardada por versão (ETag) é a mesma pelos dois caminhos, e muda depois de uma escrita", async () => {
    const { cookie } = await novoLender(ctx.app);
    const primeira = await get("/api/dashboard/metrics", cookie);
    expect(primeira.statusCode).toBe(200);
    const etag = primeira.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    porEnvio();
    const segunda = await get("/api/dashboard/metrics", cookie);
    expect(segunda.headers.etag).toBe(etag);
    expect(segunda.json()).toEqual(primeira.json());
    const naoMudou = await get("/api/dashboard/metrics", cookie, { "if-none-match": etag });
    expect(naoMudou.statusCode).toBe(304);
    expect(porEnvio().feitas).toBe(NO_POSTGRES ? 2 : 0);
    await criarClienteApi(ctx.app, cookie);
    const depois = await get("/api/dashboard/metrics", cookie, { "if-none-match": etag });
    expect(depois.statusCode).toBe(200);
    expect(depois.headers.etag).not.toBe(etag);
  });

  it("quando o dia vira, os créditos são descontados como sempre (a leitura num envio cede a vez)", async () => {
    const { cookie } = await novoLender(ctx.app);
    const antes = (await get("/api/creditos/status", cookie)).json() as { diasRestantes: number };
    expect((await get("/api/creditos/status", cookie)).json()).toEqual(antes);
    porEnvio();
    ctx.relogio.avancarDias(1);
    try {
      expect((await get("/api/creditos/status", cookie)).json()).toEqual(expect.objectContaining({ diasRestantes: antes.diasRestantes - 1 }));
      expect(porEnvio()).toEqual({ feitas: 0, recusadas: NO_POSTGRES ? 1 : 0 });
      // With no days left, the work routes answer 402 whichever way they go.
      expect((await get("/api/clientes?limite=10", cookie)).statusCode).toBe(402);
      expect((await get("/api/clientes?limite=10", cookie)).statusCode).toBe(402);
    } finally {
      ctx.relogio.avancarDias(-1);
    }
  });
});
