import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { configuracoes, historicoCreditos } from "../../db/schema/index.ts";
import { NaoEncontrado } from "../../../domain/erros.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../../test/harness.ts";
import { adicionarCreditos } from "../../data/creditos.ts";

describe(`créditos (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  beforeEach(async () => {
    ctx = await criarContexto();
  });
  afterEach(async () => ctx.close());

  const status = (cookie: string) => ctx.app.inject({ url: "/api/creditos/status", headers: { cookie } });

  it("status e histórico da conta nova: 1 dia, expira amanhã, entrada 'cadastro'", async () => {
    const { cookie } = await novoLender(ctx.app);
    const s = await status(cookie);
    expect(s.statusCode).toBe(200);
    expect(s.json()).toEqual({ diasRestantes: 1, dataExpiracao: "2026-11-26" });
    const h = await ctx.app.inject({ url: "/api/creditos/historico", headers: { cookie } });
    expect(h.json()).toEqual([
      { id: expect.any(String), dias_adicionados: 1, tipo: "cadastro", descricao: "Boas-vindas", data_criacao: "2026-11-25T15:00:00.000Z" },
    ]);
  });

  it("consome um dia por dia de calendário em São Paulo, nunca abaixo de zero", async () => {
    const { email, cookie } = await novoLender(ctx.app);
    await adicionarCreditos(ctx.banco.db, { email, dias: 4, tipo: "compra" }, ctx.relogio.now());
    expect((await status(cookie)).json()).toEqual({ diasRestantes: 5, dataExpiracao: "2026-11-30" });

    // 23:59 in São Paulo is still the same day (02:59 UTC of the next one).
    ctx.relogio.set(new Date("2026-11-26T02:59:00Z"));
    expect((await status(cookie)).json().diasRestantes).toBe(5);

    ctx.relogio.set(new Date("2026-11-26T03:01:00Z")); // 00:01 of 26/11 in São Paulo
    expect((await status(cookie)).json()).toEqual({ diasRestantes: 4, dataExpiracao: "2026-11-30" });
    // Reading again the same day consumes nothing more.
    expect((await status(cookie)).json().diasRestantes).toBe(4);

    ctx.relogio.avancarDias(3);
    expect((await status(cookie)).json()).toEqual({ diasRestantes: 1, dataExpiracao: "2026-11-30" });

    ctx.relogio.avancarDias(10);
    expect((await status(cookie)).json()).toEqual({ diasRestantes: 0, dataExpiracao: "2026-12-09" });
  });

  it("com 0 dias a API de trabalho responde 402; status, histórico e saída continuam abertos", async () => {
    const { cookie } = await novoLender(ctx.app);
    expect((await ctx.app.inject({ url: "/api/configuracoes", headers: { cookie } })).statusCode).toBe(200);
    ctx.relogio.avancarDias(1);
    const bloqueado = await ctx.app.inject({ url: "/api/configuracoes", headers: { cookie } });
    expect(bloqueado.statusCode).toBe(402);
    expect(bloqueado.json()).toEqual({ message: "Seus créditos acabaram. Renove seus créditos para continuar usando o sistema." });
    expect((await status(cookie)).json().diasRestantes).toBe(0);
    expect((await ctx.app.inject({ url: "/api/creditos/historico", headers: { cookie } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: "/api/auth/get-session", headers: { cookie } })).json()).not.toBeNull();
  });

  it("a concessão do operador devolve o acesso e grava o histórico junto", async () => {
    const { email, cookie } = await novoLender(ctx.app);
    ctx.relogio.avancarDias(2);
    expect((await ctx.app.inject({ url: "/api/configuracoes", headers: { cookie } })).statusCode).toBe(402);

    const r = await adicionarCreditos(ctx.banco.db, { email: email.toUpperCase(), dias: 30, tipo: "compra", descricao: "PIX recebido" }, ctx.relogio.now());
    expect(r).toEqual({ email, diasRestantes: 30, dataExpiracao: "2026-12-27" });
    expect((await ctx.app.inject({ url: "/api/configuracoes", headers: { cookie } })).statusCode).toBe(200);

    const h = (await ctx.app.inject({ url: "/api/creditos/historico", headers: { cookie } })).json();
    expect(h.map((e: { tipo: string; dias_adicionados: number }) => [e.tipo, e.dias_adicionados])).toEqual([
      ["compra", 30],
      ["cadastro", 1],
    ]);
    expect(h[0].descricao).toBe("PIX recebido");
  });

  it("e-mail desconhecido não muda nada", async () => {
    const { cookie } = await novoLender(ctx.app);
    const recusa = adicionarCreditos(ctx.banco.db, { email: "outro@teste.com", dias: 5, tipo: "bonus" }, ctx.relogio.now());
    await expect(recusa).rejects.toThrow(NaoEncontrado);
    await expect(recusa).rejects.toMatchObject({ message: "Nenhuma conta encontrada com o e-mail outro@teste.com." });
    const linhas = await ctx.banco.db.select().from(historicoCreditos);
    expect(linhas).toHaveLength(1);
    const [config] = await ctx.banco.db.select().from(configuracoes);
    expect(config?.diasRestantes).toBe(1);
    // The only account still sees its one sign-up day.
    expect((await status(cookie)).json().diasRestantes).toBe(1);
  });

  it("cada credor só vê o próprio histórico", async () => {
    const a = await novoLender(ctx.app);
    const b = await novoLender(ctx.app);
    await adicionarCreditos(ctx.banco.db, { email: a.email, dias: 7, tipo: "bonus" }, ctx.relogio.now());
    const hb = (await ctx.app.inject({ url: "/api/creditos/historico", headers: { cookie: b.cookie } })).json();
    expect(hb).toHaveLength(1);
    expect(hb[0].tipo).toBe("cadastro");
    const sb = (await status(b.cookie)).json();
    expect(sb.diasRestantes).toBe(1);
    const [configB] = await ctx.banco.db.select().from(configuracoes).where(eq(configuracoes.diasRestantes, 8));
    expect(configB).toBeDefined();
  });
});
