import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { adicionarCreditos } from "../data/creditos.ts";
import { processarDia } from "../data/processamento-diario.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../test/harness.ts";
import { novoCpf } from "../test/ledger.ts";
import { formulario, PNG_MINIMO } from "../test/multipart.ts";
import { abrirSse, type LeitorSse } from "../test/sse.ts";

/*
 * Issue 42, point 4: with 0 days of credits everything of the lender ends. The live-updates
 * stream ends (its periodic check reads the credits; the daily job's consumption notifies it at
 * once), and the documents answer 402 like the rest of the lender's API.
 */
describe(`créditos esgotados encerram o fluxo ao vivo e os documentos (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  /** The same database and clock, with a heartbeat short enough to watch. */
  let comPingCurto: FastifyInstance;
  let baseCurta: string;
  let baseLonga: string;
  const abertos: LeitorSse[] = [];
  let endereco = 0;
  const novoEndereco = () => `10.42.${Math.floor(++endereco / 250)}.${(endereco % 250) + 1}`;

  beforeAll(async () => {
    ctx = await criarContexto();
    comPingCurto = await buildApp({
      db: ctx.banco.db,
      config: ctx.config,
      clock: ctx.relogio,
      authSecret: "segredo-de-teste-com-mais-de-32-caracteres!!",
      intervaloHeartbeatEventosMs: 150,
    });
    await comPingCurto.ready();
    baseCurta = await comPingCurto.listen({ port: 0, host: "127.0.0.1" });
    // The default 25 s heartbeat: only the daily job's notice can end its streams within the test.
    baseLonga = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    for (const l of abertos) l.fechar();
    await comPingCurto?.close();
    await ctx?.close();
  });

  async function fluxo(base: string, cookie: string) {
    const { resposta, leitor } = await abrirSse(`${base}/api/eventos`, { cookie });
    expect(resposta.status).toBe(200);
    abertos.push(leitor!);
    await leitor!.esperar((t) => t.includes(": conectado"));
    return leitor!;
  }
  const terminaEm = (leitor: LeitorSse, ms: number) =>
    Promise.race([leitor.terminou, new Promise((_, nao) => setTimeout(() => nao(new Error("o fluxo seguiu aberto")), ms))]);

  // Each lender starts with 1 day (the welcome day); the clock moves a day forward in each test.
  it("a verificação periódica lê os créditos: no dia em que acabam, o fluxo termina e volta com 402", async () => {
    const credor = await novoLender(ctx.app);
    const leitor = await fluxo(baseCurta, credor.cookie);
    // Pings go on while there are days.
    await leitor.esperar((t) => t.split(": ping").length > 2);
    ctx.relogio.avancarDias(1);
    await terminaEm(leitor, 10_000);
    const denovo = await fetch(`${baseCurta}/api/eventos`, { headers: { cookie: credor.cookie } });
    expect(denovo.status).toBe(402);
    expect(((await denovo.json()) as { message: string }).message).toMatch(/créditos/i);
  });

  it("o processamento diário avisa o fluxo: ele termina sem esperar o próximo ping", async () => {
    const credor = await novoLender(ctx.app);
    const comDias = await novoLender(ctx.app);
    // 29 more days for the other lender, as the operator grants them.
    await adicionarCreditos(ctx.banco.db, { email: comDias.email, dias: 29, tipo: "bonus" }, ctx.relogio.now());
    const [leitor, leitorQueFica] = await Promise.all([fluxo(baseLonga, credor.cookie), fluxo(baseLonga, comDias.cookie)]);
    let ficouAberto = true;
    void leitorQueFica.terminou.then(() => (ficouAberto = false));
    ctx.relogio.avancarDias(1);
    const feito = await processarDia(ctx.banco.db, ctx.relogio.now());
    expect(feito?.contasComCreditoConsumido).toBeGreaterThanOrEqual(2);
    // Well before the 25 s heartbeat.
    await terminaEm(leitor, 10_000);
    // The lender who still has days keeps the stream (the notice names only the lenders at 0).
    expect(ficouAberto).toBe(true);
    const status = await ctx.app.inject({ url: "/api/creditos/status", headers: { cookie: comDias.cookie } });
    expect(status.json()).toMatchObject({ diasRestantes: 29 });
    leitorQueFica.fechar();
  });

  it("um documento do cliente responde 402 com 0 dias, como o resto da API do credor; 200 com dias", async () => {
    const credor = await novoLender(ctx.app);
    const link = await ctx.app.inject({
      method: "POST",
      url: "/api/links-cadastro",
      headers: { cookie: credor.cookie, origin: ORIGEM },
      payload: { valorOriginal: "800", modalidade: "mensal", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1" },
    });
    expect(link.statusCode).toBe(201);
    const { token } = link.json() as { token: string };
    const f = formulario({ token, tipo: "documento" }, { nome: "rg.png", tipo: "image/png", conteudo: PNG_MINIMO });
    const up = await ctx.app.inject({ method: "POST", url: "/api/upload", payload: f.payload, headers: f.headers, remoteAddress: novoEndereco() });
    expect(up.statusCode).toBe(201);
    const documentoUrl = (up.json() as { url: string }).url;
    const envio = await ctx.app.inject({
      method: "POST",
      url: `/api/cadastro/${token}`,
      remoteAddress: novoEndereco(),
      payload: {
        nome: "Dona do Documento",
        cpf: novoCpf(),
        telefone: "11912345678",
        pix: "dona@pix.com",
        aceitaTermos: true,
        documentoIdentidadeUrl: documentoUrl,
      },
    });
    expect(envio.statusCode).toBe(201);

    const comDias = await ctx.app.inject({ url: documentoUrl, headers: { cookie: credor.cookie } });
    expect(comDias.statusCode).toBe(200);
    expect(comDias.rawPayload.equals(PNG_MINIMO)).toBe(true);

    ctx.relogio.avancarDias(1);
    const semDias = await ctx.app.inject({ url: documentoUrl, headers: { cookie: credor.cookie } });
    expect(semDias.statusCode).toBe(402);
    const clientes = await ctx.app.inject({ url: "/api/clientes", headers: { cookie: credor.cookie } });
    expect(clientes.statusCode).toBe(402);
    expect(semDias.json()).toEqual(clientes.json());
    // Nobody else learns the document exists: still the same 404 without a session.
    expect((await ctx.app.inject({ url: documentoUrl })).statusCode).toBe(404);
  });
});
