import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../test/harness.ts";
import { brotliDecompressSync } from "node:zlib";
import { criarClienteApi, criarEmprestimoApi, novoCpf } from "../test/ledger.ts";

// Issue 12, point 5, and issue 27, point 4: the server draws the first paint of /clientes and of
// the dashboard with the web app's real components (built here for the test, as `npm run build`
// does) from what the lender's own API answers.

const RAIZ = fileURLToPath(new URL("../../..", import.meta.url));
const MODELO = '<!doctype html><html lang="pt-BR"><head><title>Crédito Fácil</title></head><body><div id="root"></div></body></html>';

describe(`primeira pintura de /clientes e do dashboard (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let app: FastifyInstance;
  const pasta = fs.mkdtempSync(path.join(os.tmpdir(), "credito-pintura-"));
  const webDir = path.join(pasta, "web");

  beforeAll(async () => {
    fs.mkdirSync(webDir);
    fs.writeFileSync(path.join(webDir, "index.html"), MODELO);
    await build({
      configFile: path.join(RAIZ, "vite.primeira-pintura.config.ts"),
      build: { outDir: path.join(pasta, "primeira-pintura") },
      logLevel: "silent",
    });
    ctx = await criarContexto({ creditosBoasVindas: 5 });
    app = await buildApp({ db: ctx.banco.db, config: ctx.config, clock: ctx.relogio, authSecret: "segredo-de-teste-com-mais-de-32-caracteres!!", webDir });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await ctx?.close();
    fs.rmSync(pasta, { recursive: true, force: true });
  });

  const abrir = (cabecalhos: Record<string, string> = {}) => app.inject({ url: "/clientes", headers: { accept: "text/html", ...cabecalhos } });
  const linhas = (html: string) => html.match(/data-testid="linha-cliente"/g)?.length ?? 0;

  it("cada credor recebe as próprias primeiras linhas, sem cache, e nenhuma de outro; cookie de um com Bearer de outro é ninguém", async () => {
    const ana = await novoLender(ctx.app);
    const bia = await novoLender(ctx.app);
    await criarClienteApi(ctx.app, ana.cookie, { nome: "Benedita da Ana" });
    await criarClienteApi(ctx.app, ana.cookie, { nome: "Carmem da Ana" });
    await criarClienteApi(ctx.app, bia.cookie, { nome: "Dirce da Bia" });

    const daAna = await abrir({ cookie: ana.cookie });
    expect(daAna.statusCode).toBe(200);
    expect(daAna.headers["cache-control"]).toBe("no-store");
    expect(daAna.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(daAna.body).toContain('<div id="primeira-pintura">');
    expect(daAna.body).toContain('<div id="root" inert></div>');
    expect(linhas(daAna.body)).toBe(2);
    expect(daAna.body).toContain("Benedita da Ana");
    expect(daAna.body).toContain(ana.email);
    expect(daAna.body).not.toContain("Dirce da Bia");

    const daBia = await abrir({ cookie: bia.cookie });
    expect(linhas(daBia.body)).toBe(1);
    expect(daBia.body).toContain("Dirce da Bia");
    expect(daBia.body).not.toContain("Benedita da Ana");
    expect(daBia.body).not.toContain(ana.email);

    // Issue 42, point 3: a cookie of Ana with a Bearer of Bia is nobody, here as on the API (401):
    // none of Ana's rows under anyone's e-mail, the plain app instead.
    const misturados = { cookie: ana.cookie, authorization: `Bearer ${bia.token}` };
    expect((await app.inject({ url: "/api/clientes", headers: misturados })).statusCode).toBe(401);
    for (const url of ["/clientes", "/"]) {
      const r = await app.inject({ url, headers: { accept: "text/html", ...misturados } });
      expect(r.statusCode, url).toBe(200);
      expect(r.body, url).toBe(MODELO);
      expect(r.body, url).not.toContain("Benedita da Ana");
      expect(r.body, url).not.toContain(bia.email);
    }
    // The same session in both: drawn as usual.
    const mesma = await abrir({ cookie: ana.cookie, authorization: `Bearer ${ana.token}` });
    expect(linhas(mesma.body)).toBe(2);
    expect(mesma.body).toContain("Benedita da Ana");
  });

  it("sem sessão, com uma sessão inventada ou com o token de outro formato, vai o app sem dados", async () => {
    const pedidos: Record<string, string>[] = [{}, { cookie: "credito.session_token=inventado.assinatura" }, { cookie: "outro=1" }];
    for (const cabecalhos of pedidos) {
      const r = await abrir(cabecalhos);
      expect(r.statusCode).toBe(200);
      expect(r.body).toBe(MODELO);
      expect(r.headers["cache-control"]).toBe("no-cache");
      expect((await app.inject({ url: "/", headers: cabecalhos })).body).toBe(MODELO);
    }
  });

  it("um celular recebe os cartões; um computador, a tabela", async () => {
    const credor = await novoLender(ctx.app);
    await criarClienteApi(ctx.app, credor.cookie, { nome: "Elza do Celular" });
    const celular = await abrir({ cookie: credor.cookie, "sec-ch-ua-mobile": "?1" });
    expect(celular.body).toContain('data-testid="lista-clientes"');
    expect(celular.body).not.toContain('data-testid="tabela-clientes"');
    const iphone = await abrir({ cookie: credor.cookie, "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1" });
    expect(iphone.body).toContain('data-testid="lista-clientes"');
    const computador = await abrir({ cookie: credor.cookie, "sec-ch-ua-mobile": "?0" });
    expect(computador.body).toContain('data-testid="tabela-clientes"');
    expect(linhas(computador.body)).toBe(1);
  });

  it("o menu lateral vem como o credor o deixou: recolhido pelo cookie do app", async () => {
    const credor = await novoLender(ctx.app);
    expect((await abrir({ cookie: credor.cookie })).body).toContain('data-state="expanded"');
    const recolhido = await abrir({ cookie: `${credor.cookie}; sidebar_state=false` });
    expect(recolhido.body).toContain('data-state="collapsed"');
    expect(recolhido.body).not.toContain('data-state="expanded"');
  });

  it("um nome com HTML vai como texto, nunca como marcação", async () => {
    const credor = await novoLender(ctx.app);
    await criarClienteApi(ctx.app, credor.cookie, { nome: "Fulana <img src=x onerror=alert(1)>" });
    const r = await abrir({ cookie: credor.cookie });
    expect(linhas(r.body)).toBe(1);
    expect(r.body).not.toContain("<img src=x");
    expect(r.body).toContain("Fulana &lt;img src=x onerror=alert(1)&gt;");
  });

  it("o dashboard vem desenhado com 'Cobrar hoje' e as métricas do próprio credor, comprimido e sem cache", async () => {
    const ana = await novoLender(ctx.app);
    const bia = await novoLender(ctx.app);
    // 25/11/2026: a 30-day loan from 01/10 fell due on 31/10 (overdue); one from 26/10, today.
    const atrasada = await criarClienteApi(ctx.app, ana.cookie, { nome: "Helena Atrasada da Ana" });
    await criarEmprestimoApi(ctx.app, ana.cookie, atrasada.id, { dataInicio: "2026-10-01" });
    const hoje = await criarClienteApi(ctx.app, ana.cookie, { nome: "Iracema Vence Hoje" });
    await criarEmprestimoApi(ctx.app, ana.cookie, hoje.id, { dataInicio: "2026-10-26" });
    const daBia = await criarClienteApi(ctx.app, bia.cookie, { nome: "Joana Atrasada da Bia" });
    await criarEmprestimoApi(ctx.app, bia.cookie, daBia.id, { dataInicio: "2026-10-01" });
    // Issue 42, point 7: a borrower signed up by Ana's link and awaits the money (a third client).
    const link = await ctx.app.inject({
      method: "POST",
      url: "/api/links-cadastro",
      headers: { cookie: ana.cookie },
      payload: { valorOriginal: "1000", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1" },
    });
    expect(link.statusCode, link.body).toBe(201);
    const cadastro = await ctx.app.inject({
      method: "POST",
      url: `/api/cadastro/${(link.json() as { token: string }).token}`,
      payload: { nome: "Karina Cadastrada", cpf: novoCpf(), telefone: "11988887777", pix: "karina@pix.com", aceitaTermos: true },
    });
    expect(cadastro.statusCode, cadastro.body).toBe(201);

    const r = await app.inject({ url: "/", headers: { accept: "text/html", cookie: ana.cookie, "accept-encoding": "br" } });
    expect(r.statusCode).toBe(200);
    expect(r.headers["cache-control"]).toBe("no-store");
    // Some 50 KB of HTML: a route's answer, compressed like any other.
    expect(r.headers["content-encoding"]).toBe("br");
    const html = brotliDecompressSync(r.rawPayload).toString();
    expect(html).toContain('<div id="primeira-pintura">');
    expect(html).toContain('<div id="root" inert></div>');
    expect(html.match(/data-testid="em-atraso-item"/g)?.length).toBe(1);
    expect(html).toContain("Helena Atrasada da Ana");
    expect(html).toContain("Iracema Vence Hoje");
    expect(html).toMatch(/data-testid="metrica-total-clientes"[^>]*>3</);
    // The figures' count of sign-ups awaiting delivery, drawn as the app draws it.
    expect(html).toMatch(/<a inert=""[^>]*data-testid="cadastros-aguardando"[^>]*href="\/emprestimos\?status=aguardando_envio"/);
    expect(html).toMatch(/<span>1<!-- --> <!-- -->cadastro aguardando envio<\/span>/);
    expect(html).not.toContain("Joana Atrasada da Bia");
    expect(html).not.toContain(bia.email);
    // Drawn, not working yet: the row's buttons wait for the app (inert).
    expect(html).toMatch(/<button inert=""[^>]*aria-label="Registrar pagamento/);
  });

  it("só /clientes e o dashboard são desenhados; o resto das telas e HEAD recebem o app", async () => {
    const credor = await novoLender(ctx.app);
    for (const url of ["/emprestimos", "/clientes/novo", "/index.html"]) {
      const r = await app.inject({ url, headers: { cookie: credor.cookie } });
      expect(r.body, url).not.toContain("primeira-pintura");
    }
    for (const url of ["/clientes", "/"]) {
      const head = await app.inject({ method: "HEAD", url, headers: { cookie: credor.cookie } });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers["cache-control"], url).toBe("no-cache");
    }
  });

  // Last: the clock moves past every lender's days.
  it("sem créditos, vai o app sem dados (ele leva o credor a /creditos-esgotados)", async () => {
    const credor = await novoLender(ctx.app);
    await criarClienteApi(ctx.app, credor.cookie, { nome: "Geralda Sem Dias" });
    expect(linhas((await abrir({ cookie: credor.cookie })).body)).toBe(1);
    ctx.relogio.avancarDias(10);
    expect((await abrir({ cookie: credor.cookie })).body).toBe(MODELO);
    expect((await app.inject({ url: "/", headers: { cookie: credor.cookie } })).body).toBe(MODELO);
  });
});
