import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Browser, type BrowserContext } from "@playwright/test";
import { adicionarDias, criarConta, emailNovo, SENHA } from "./support.ts";
import { cpfAleatorio } from "./ledger-support.ts";

// Issue 12, point 5: /clientes opened by its address arrives drawn by the server with the
// lender's first rows (server/http/primeira-pintura.ts), and the app takes its place once it has
// drawn the same screen (web/app/trocar-primeira-pintura.ts). Pages with JavaScript off show
// exactly what the server sent.

/** A browser context signed in as a new lender with `dias` days and these clients. */
async function credor(browser: Browser, baseURL: string, { dias = 30, clientes = [] as string[], javaScript = true } = {}) {
  const contexto = await browser.newContext({ baseURL, javaScriptEnabled: javaScript });
  const email = emailNovo("pintura");
  await criarConta(contexto.request, baseURL, email);
  if (dias > 0) adicionarDias(email, dias);
  const entrada = await contexto.request.post("/api/auth/sign-in/email", { data: { email, password: SENHA }, headers: { origin: baseURL } });
  expect(entrada.status(), await entrada.text()).toBe(200);
  for (const nome of clientes) {
    const r = await contexto.request.post("/api/clientes", { data: { nome, cpf: cpfAleatorio(), telefone: "11987654321", pix: "pix@teste.com" } });
    expect(r.status(), await r.text()).toBe(201);
  }
  return contexto;
}

async function abrirClientes(contexto: BrowserContext) {
  const pagina = await contexto.newPage();
  const resposta = await pagina.goto("/clientes");
  expect(resposta?.status()).toBe(200);
  return { pagina, cabecalhos: resposta!.headers(), html: await resposta!.text() };
}

test.describe("primeira pintura de /clientes pelo servidor", () => {
  test("o HTML traz as primeiras linhas do próprio credor, inertes, e não fica em cache", async ({ browser, baseURL }) => {
    const ana = await credor(browser, baseURL!, { clientes: ["Benedita Pintura Ana"], javaScript: false });
    const bia = await credor(browser, baseURL!, { clientes: ["Cleusa Pintura Bia"], javaScript: false });
    try {
      for (const [contexto, proprio, alheio] of [
        [ana, "Benedita Pintura Ana", "Cleusa Pintura Bia"],
        [bia, "Cleusa Pintura Bia", "Benedita Pintura Ana"],
      ] as const) {
        const { pagina, cabecalhos, html } = await abrirClientes(contexto);
        expect(cabecalhos["cache-control"]).toBe("no-store");
        const pintura = pagina.locator("#primeira-pintura");
        // Its controls are inert until the app takes over (only the skip link and the content region answer the keyboard).
        expect(await pintura.locator("input[type=search]").evaluate((campo) => campo.closest("[inert]") !== null)).toBe(true);
        await expect(pagina.locator("#root")).toHaveAttribute("inert", "");
        await expect(pintura.locator("h1")).toHaveText("Clientes");
        await expect(pintura.getByTestId("linha-cliente")).toHaveCount(1);
        await expect(pintura.getByTestId("linha-cliente")).toContainText(proprio);
        expect(html).not.toContain(alheio);
      }
    } finally {
      await ana.close();
      await bia.close();
    }
  });

  test("sem sessão, ou sem créditos, o HTML é só o app, sem dados", async ({ browser, baseURL }) => {
    const visitante = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const semCreditos = await credor(browser, baseURL!, { dias: 0, javaScript: false });
    try {
      const deVisitante = await abrirClientes(visitante);
      expect(deVisitante.html).not.toContain("primeira-pintura");
      expect(deVisitante.cabecalhos["cache-control"]).toBe("no-cache");
      const deQuemNaoTemCreditos = await abrirClientes(semCreditos);
      expect(deQuemNaoTemCreditos.html).not.toContain("primeira-pintura");
    } finally {
      await visitante.close();
      await semCreditos.close();
    }
  });

  test("num celular, a primeira pintura já vem em cartões", async ({ browser, baseURL }) => {
    const contexto = await credor(browser, baseURL!, { clientes: ["Dalva Pintura Celular"], javaScript: false });
    try {
      const pagina = await contexto.newPage();
      await pagina.setExtraHTTPHeaders({ "sec-ch-ua-mobile": "?1" });
      await pagina.goto("/clientes");
      await expect(pagina.locator("#primeira-pintura").getByTestId("lista-clientes")).toContainText("Dalva Pintura Celular");
      await expect(pagina.locator("#primeira-pintura").getByTestId("tabela-clientes")).toHaveCount(0);
    } finally {
      await contexto.close();
    }
  });

  test("o app toma o lugar da primeira pintura e a tela responde", async ({ browser, baseURL }) => {
    const contexto = await credor(browser, baseURL!, { clientes: ["Ester Pintura Troca", "Fausta Pintura Troca"] });
    try {
      const { pagina, html } = await abrirClientes(contexto);
      expect(html).toContain('id="primeira-pintura"');
      await expect(pagina.locator("#primeira-pintura")).toHaveCount(0);
      const tabela = pagina.getByRole("table", { name: "Clientes" });
      await expect(tabela.getByTestId("linha-cliente")).toHaveCount(2);
      await pagina.getByRole("searchbox", { name: "Buscar clientes" }).fill("fausta");
      await expect(pagina.getByRole("table", { name: "Clientes encontrados" }).getByTestId("linha-cliente")).toHaveCount(1);
      await pagina.getByRole("link", { name: "Ver cliente Fausta Pintura Troca" }).click();
      await expect(pagina.getByRole("heading", { name: "Fausta Pintura Troca", level: 1 })).toBeVisible();
    } finally {
      await contexto.close();
    }
  });
});

/*
 * Issue 27, point 8: while the drawing is on screen (the app's code still on its way; slower on
 * the embedded database), the keyboard is in what the lender sees: the first Tab is the drawing's
 * skip link, Enter puts the focus in its content, nothing of the unseen app beneath ever takes the
 * focus, and there is one `main` landmark. When the app takes over, the focus goes with it.
 */
test.describe("primeira pintura de /clientes e o teclado", () => {
  test("durante a carga o Tab fica na primeira pintura, o link de pular leva ao conteúdo visível e há um só main", async ({ browser, baseURL }) => {
    const contexto = await credor(browser, baseURL!, { clientes: ["Gilda Pintura Teclado"] });
    try {
      // Every `main` the page exposes, counted at each change of the page from the first one on.
      await contexto.addInitScript(() => {
        const contagens: number[] = [];
        (window as unknown as { contagensDeMain: number[] }).contagensDeMain = contagens;
        const contar = () =>
          Array.from(document.querySelectorAll("main")).filter(
            (m) => !m.closest("[inert], [aria-hidden=true]") && m.checkVisibility({ visibilityProperty: true }),
          ).length;
        new MutationObserver(() => {
          const n = contar();
          if (contagens.length > 0 || n > 0) contagens.push(n);
        }).observe(document, { childList: true, subtree: true, attributes: true });
      });
      // The app's code, and then the list's data, wait until the test lets them go: the drawing
      // stays on screen meanwhile, first with nothing beneath it, then with the app drawn unseen.
      let liberarCodigo!: () => void;
      const codigoLiberado = new Promise<void>((aceitar) => (liberarCodigo = aceitar));
      await contexto.route(/\/assets\/.*\.js$/, async (rota) => {
        await codigoLiberado;
        await rota.continue();
      });
      let liberarDados!: () => void;
      const dadosLiberados = new Promise<void>((aceitar) => (liberarDados = aceitar));
      await contexto.route(/\/api\/clientes\?/, async (rota) => {
        await dadosLiberados;
        await rota.continue();
      });
      const pagina = await contexto.newPage();
      await pagina.goto("/clientes", { waitUntil: "commit" });
      const pintura = pagina.locator("#primeira-pintura");
      await expect(pintura.getByTestId("linha-cliente")).toContainText("Gilda Pintura Teclado");

      const foco = () =>
        pagina.evaluate(() => {
          const el = document.activeElement;
          return {
            naPintura: !!el && !!document.getElementById("primeira-pintura")?.contains(el),
            noApp: !!el && !!document.getElementById("root")?.contains(el),
            tag: el?.tagName ?? null,
          };
        });
      await expect(pagina.getByRole("main")).toHaveCount(1);
      expect((await pagina.locator("body").ariaSnapshot()).match(/^\s*- main\b/gm)).toHaveLength(1);

      await pagina.keyboard.press("Tab");
      const pular = pintura.getByRole("link", { name: "Pular para o conteúdo" });
      await expect(pular).toBeFocused();
      await expect(pular).toBeInViewport();
      await pagina.keyboard.press("Enter");
      const conteudo = pintura.getByRole("main");
      await expect(conteudo).toBeFocused();
      await expect(conteudo).toBeInViewport();
      expect(await foco()).toMatchObject({ naPintura: true, noApp: false });

      // Round the whole Tab order a few times: never a control of the app beneath.
      for (let i = 0; i < 6; i++) {
        await pagina.keyboard.press("Tab");
        expect((await foco()).noApp, `Tab ${i + 1} caiu no app invisível`).toBe(false);
      }
      await pular.focus();
      await pagina.keyboard.press("Enter");
      await expect(conteudo).toBeFocused();

      const axe = await new AxeBuilder({ page: pagina }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

      // The app runs and draws its frame beneath, unseen, while the list's data is on its way.
      liberarCodigo();
      await expect(pagina.locator("#root main")).toBeAttached();
      await expect(pintura).toBeVisible();
      await expect(pagina.getByRole("main")).toHaveCount(1);
      for (let i = 0; i < 6; i++) {
        await pagina.keyboard.press("Tab");
        expect((await foco()).noApp, `Tab ${i + 1} caiu no app invisível`).toBe(false);
      }
      await pular.focus();
      await pagina.keyboard.press("Enter");
      await expect(conteudo).toBeFocused();

      // The data arrives, the app takes the drawing's place: the focus goes to the same place in it.
      liberarDados();
      await expect(pintura).toHaveCount(0);
      await expect(pagina.getByRole("heading", { name: "Clientes", level: 1 })).toBeFocused();
      await expect(pagina.getByRole("main")).toHaveCount(1);
      const contagens = await pagina.evaluate(() => (window as unknown as { contagensDeMain: number[] }).contagensDeMain);
      expect(contagens.length).toBeGreaterThan(0);
      expect(new Set(contagens), "mains expostos a cada mudança da página").toEqual(new Set([1]));
    } finally {
      await contexto.close();
    }
  });
});

/*
 * Issue 27, point 4: the dashboard opened by its address arrives drawn with 'Cobrar hoje', so a
 * cold phone shows what to collect long before the app runs; the app takes its place as soon as
 * it shows as much (tomorrow's list and the chart, which the drawing also shows loading, may
 * still be on their way), and its 'Registrar pagamento' then works.
 */
test.describe("primeira pintura do dashboard pelo servidor", () => {
  test("o dashboard chega com 'Cobrar hoje' desenhado, e o app o substitui sem esperar amanhã e o gráfico", async ({ browser, baseURL }) => {
    const contexto = await credor(browser, baseURL!);
    try {
      const cliente = await contexto.request.post("/api/clientes", {
        data: { nome: "Iolanda Pintura Painel", cpf: cpfAleatorio(), telefone: "11987654321", pix: "pix@teste.com" },
      });
      expect(cliente.status()).toBe(201);
      const dataInicio = new Date(Date.now() - 45 * 86_400_000).toISOString().slice(0, 10);
      const emprestimo = await contexto.request.post("/api/emprestimos/manual", {
        data: {
          clienteId: (await cliente.json()).id,
          valorOriginal: "1000,00",
          prazoDias: 30,
          taxaJuros: "10",
          taxaAtraso: "1",
          taxaAtrasoTipo: "percentual",
          dataInicio,
        },
      });
      expect(emprestimo.status(), await emprestimo.text()).toBe(201);

      // The app's code waits for the test; tomorrow's list and the chart's months never answer here.
      let liberarCodigo!: () => void;
      const codigoLiberado = new Promise<void>((aceitar) => (liberarCodigo = aceitar));
      await contexto.route(/\/assets\/.*\.js$/, async (rota) => {
        await codigoLiberado;
        await rota.continue();
      });
      await contexto.route(/\/api\/dashboard\/(vencimentos-amanha|recebido-vs-previsto)/, () => undefined);
      const pagina = await contexto.newPage();
      // The first screen's reads, each asked for once: the page's first code starts them, and the
      // app's queries are filled from those answers before it renders (dados-da-tela-desenhada.ts).
      const leituras = ["/api/creditos/status", "/api/dashboard/atrasados", "/api/dashboard/vencimentos-hoje", "/api/configuracoes", "/api/dashboard/metrics"];
      const pedidas: string[] = [];
      pagina.on("request", (pedido) => {
        const { pathname } = new URL(pedido.url());
        if (leituras.includes(pathname)) pedidas.push(pathname);
      });
      const resposta = await pagina.goto("/", { waitUntil: "commit" });
      expect(resposta?.headers()["cache-control"]).toBe("no-store");
      const pintura = pagina.locator("#primeira-pintura");
      const linhaDesenhada = pintura.getByTestId("em-atraso-item");
      await expect(linhaDesenhada).toContainText("Iolanda Pintura Painel");
      // Drawn, not working yet: its buttons are inert until the app takes over.
      expect(await linhaDesenhada.getByRole("button", { name: /^Registrar pagamento/ }).evaluate((b) => b.closest("[inert]") !== null)).toBe(true);
      const axe = await new AxeBuilder({ page: pagina }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

      liberarCodigo();
      await expect(pintura).toHaveCount(0);
      await expect(pagina.getByTestId("vencimentos-amanha").locator('[aria-busy="true"]')).toBeAttached();
      const linha = pagina.getByTestId("em-atraso-item");
      await expect(linha).toHaveCount(1);
      await linha.getByRole("button", { name: /^Registrar pagamento/ }).click();
      await expect(pagina.getByRole("dialog")).toBeVisible();
      await expect(pagina.getByRole("dialog")).toContainText("Iolanda Pintura Painel");
      expect(pedidas.sort()).toEqual([...leituras].sort());
    } finally {
      await contexto.close();
    }
  });
});
