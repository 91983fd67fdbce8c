import { expect, test, type Page } from "@playwright/test";
import { CLIENTE_ACENTUADO, iniciarServidorComClientes, ULTIMO_CLIENTE, type ServidorComClientes } from "../scripts/medicao-web/lista-grande.ts";
import { esperarOApp } from "./support.ts";

// Issue 12: a lender with 10,000 clients. The suite's shared server cannot be seeded while it
// runs (PGlite: one process per data folder), so this file starts its own built server on a free
// port and a fresh folder, seeded in SQL as scripts/medir-lista-clientes.mjs seeds it.

const CLIENTES = 10_000;
let servidor: ServidorComClientes;
// Both tests read the same seeded server (started once: seeding 10,000 clients takes a while).

test.beforeAll(async () => {
  test.setTimeout(300_000);
  servidor = await iniciarServidorComClientes({ clientes: CLIENTES });
});

test.afterAll(async () => {
  await servidor?.parar();
});

/** Signed in, /clientes opened by its address and the app's table on screen: its rows. */
async function abrirATabela(page: Page) {
  await entrar(page);
  await page.goto(`${servidor.url}/clientes`);
  await esperarOApp(page);
  const linhas = page.getByTestId("tabela-clientes").getByTestId("linha-cliente");
  await expect(linhas.first()).toContainText("Ana Antunes 00200");
  return linhas;
}

async function entrar(page: Page) {
  await page.goto(`${servidor.url}/login`);
  await page.getByLabel("E-mail").fill(servidor.email);
  await page.getByLabel("Senha", { exact: true }).fill(servidor.senha);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
}

test("10.000 clientes: primeiras linhas, busca no servidor, rolagem até o fim com poucas linhas no DOM", async ({ page }) => {
  test.setTimeout(300_000);
  await entrar(page);
  await page.goto(`${servidor.url}/clientes`);
  await esperarOApp(page);
  const tabela = page.getByTestId("tabela-clientes");
  const linhas = tabela.getByTestId("linha-cliente");

  // A–Z: the first generated name in order (accent-insensitive) opens the list.
  await expect(linhas.first()).toContainText("Ana Antunes 00200");
  await expect(tabela.getByRole("columnheader")).toHaveText(["Nome", "CPF", "Telefone", "Total Emprestado", "Total a Receber", "Ações"]);
  // Virtualized from the first page: a screenful and a margin, not the 50 rows read (nor 10,000).
  expect(await linhas.count()).toBeLessThan(30);

  // The search goes to the server: case and accents ignored in the name, CPF by its digits.
  const busca = page.getByPlaceholder("Buscar por nome, CPF ou telefone...");
  const joaquim = page.getByRole("link", { name: `Ver cliente ${CLIENTE_ACENTUADO.nome}` });
  for (const termo of ["CONCEICAO araújo", "conceição ARAUJO", "529.982.247", "98224725"]) {
    await busca.fill(termo);
    await expect(joaquim).toBeVisible();
    await expect(linhas).toHaveCount(1);
  }
  await busca.fill("xyz-ninguém-tem-este-nome");
  await expect(page.getByText("Nenhum cliente encontrado")).toBeVisible();
  await expect(page.getByText("Nenhum cliente cadastrado")).toHaveCount(0);
  await busca.fill("");
  await expect(linhas.first()).toContainText("Ana Antunes 00200");

  // Scrolling to the end asks the server for the next pages until the last client (Z) appears;
  // the table then counts every row (aria-rowcount: 10,000 and the header), and the DOM still holds few.
  const ultimo = page.getByRole("link", { name: `Ver cliente ${ULTIMO_CLIENTE}` });
  const limite = Date.now() + 240_000;
  while ((await ultimo.count()) === 0) {
    expect(Date.now(), "a rolagem não chegou ao último cliente").toBeLessThan(limite);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(50);
  }
  await expect(ultimo).toBeVisible();
  await expect(tabela).toHaveAttribute("aria-rowcount", String(CLIENTES + 1));
  await expect(linhas.last()).toHaveAttribute("aria-rowindex", String(CLIENTES + 1));
  expect(await linhas.count()).toBeLessThan(100);

  // 'Só em atraso': only clients with an overdue loan, each with its badge.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("button", { name: "Só em atraso" }).click();
  await expect(page.getByRole("button", { name: "Só em atraso" })).toHaveAttribute("aria-pressed", "true");
  await expect(linhas.first().getByTestId("selo-atraso-dias")).toBeVisible();
  const quantas = Math.min(await linhas.count(), 10);
  for (let i = 0; i < quantas; i++) await expect(linhas.nth(i).getByTestId("selo-atraso")).toBeVisible();
});

test("aberta pelo endereço: sessão, créditos e primeira página pedidos uma vez cada", async ({ page }) => {
  await entrar(page);
  // Read early by the page's first code (lib/leitura-antecipada.ts) and taken by the screen's own
  // queries: neither the credits nor the list may be asked for twice.
  const pedidos: string[] = [];
  page.on("request", (pedido) => {
    const url = new URL(pedido.url());
    if (url.pathname.startsWith("/api/")) pedidos.push(url.pathname + url.search);
  });
  await page.goto(`${servidor.url}/clientes`);
  await esperarOApp(page);
  await expect(page.getByTestId("tabela-clientes").getByTestId("linha-cliente").first()).toContainText("Ana Antunes 00200");
  await expect(page.getByText("Créditos", { exact: true })).toBeVisible();
  expect(pedidos.filter((p) => p === "/api/auth/get-session")).toHaveLength(1);
  expect(pedidos.filter((p) => p === "/api/creditos/status")).toHaveLength(1);
  expect(pedidos.filter((p) => p.startsWith("/api/clientes"))).toEqual(["/api/clientes?ordem=nome&limite=50"]);
});

test.describe("sem service worker", () => {
  // The page's requests go through Playwright's routing only without the service worker.
  test.use({ serviceWorkers: "block" });

  test("a primeira página chegou antes do código da tela: a tela não a lê de novo ao abrir", async ({ page }) => {
    await entrar(page);
    const pedidos: string[] = [];
    page.on("request", (pedido) => {
      const url = new URL(pedido.url());
      if (url.pathname === "/api/clientes") pedidos.push(url.search);
    });
    // The screen's code arrives a second late (a slow network), long after its first page.
    await page.route(/\/assets\/clientes-page-[^/]*\.js$/, async (rota) => {
      await new Promise((ok) => setTimeout(ok, 1_000));
      await rota.continue();
    });
    await page.goto(`${servidor.url}/clientes`);
    await esperarOApp(page);
    await expect(page.getByTestId("tabela-clientes").getByTestId("linha-cliente").first()).toContainText("Ana Antunes 00200");
    expect(pedidos).toEqual(["?ordem=nome&limite=50"]);
  });

  test("o fim alcançado enquanto a primeira página é relida: a próxima página vem quando a releitura termina", async ({ page }) => {
    const linhas = await abrirATabela(page);
    const seguintes: string[] = [];
    page.on("request", (pedido) => {
      const url = new URL(pedido.url());
      if (url.pathname === "/api/clientes" && url.searchParams.has("cursor")) seguintes.push(url.search);
    });
    // 'Atualizar lista' reads the first page again, held here until the end of the list is on screen.
    let soltar = () => {};
    const segura = new Promise<void>((ok) => (soltar = ok));
    await page.route(
      (url) => url.pathname === "/api/clientes" && !url.searchParams.has("cursor"),
      async (rota) => {
        await segura;
        await rota.continue();
      },
    );
    const atualizar = page.getByRole("button", { name: "Atualizar lista" });
    await atualizar.click();
    await expect(atualizar).toBeDisabled();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(linhas.last()).toHaveAttribute("aria-rowindex", "51");
    expect(seguintes).toEqual([]);
    soltar();
    await expect(atualizar).toBeEnabled();
    // Before, the list stayed there: the end had been reached during the read, and nothing asked again.
    await expect.poll(() => seguintes.length).toBeGreaterThan(0);
    await expect(linhas.last()).not.toHaveAttribute("aria-rowindex", "51");
  });
});

/** Rows of the table wholly above and wholly below the screen. */
function linhasForaDaTela(page: Page) {
  return page.evaluate(() => {
    const linhas = [...document.querySelectorAll("[data-testid=tabela-clientes] [data-testid=linha-cliente]")].map((l) => l.getBoundingClientRect());
    return { acima: linhas.filter((r) => r.bottom <= 0).length, abaixo: linhas.filter((r) => r.top >= window.innerHeight).length };
  });
}

test("a tabela desenha 6 linhas além da tela na primeira pintura e 12 depois da primeira rolagem", async ({ page }) => {
  await abrirATabela(page);
  // The first paint: a screenful and a small margin below it (a slow phone draws little).
  expect(await linhasForaDaTela(page)).toEqual({ acima: 0, abaixo: 6 });
  // A flick is scrolled by the compositor ahead of React: once scrolled, a wider margin on both
  // sides keeps the screen from showing empty stretches (measure:clientes counts them).
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => linhasForaDaTela(page)).toEqual({ acima: 12, abaixo: 12 });
});

test("10.000 clientes em 375 px: cartões virtualizados que cabem na largura do celular", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await entrar(page);
  await page.goto(`${servidor.url}/clientes`);
  await esperarOApp(page);
  const lista = page.getByTestId("lista-clientes");
  const linhas = lista.getByTestId("linha-cliente");
  await expect(linhas.first()).toContainText("Ana Antunes 00200");
  await expect(linhas.first()).toHaveAttribute("aria-posinset", "1");
  await expect(page.getByTestId("tabela-clientes")).toHaveCount(0);
  expect(await linhas.count()).toBeLessThan(60);
  // Scrolling down brings rows past the first page (50) from the next ones; the top ones leave the DOM.
  const alem = lista.locator('[data-testid=linha-cliente][aria-posinset="120"]');
  for (let i = 0; i < 100 && (await alem.count()) === 0; i++) {
    await page.evaluate(() => window.scrollBy(0, 1500));
    await page.waitForTimeout(100);
  }
  await expect(alem).toBeAttached();
  await expect(lista.locator('[data-testid=linha-cliente][aria-posinset="1"]')).toHaveCount(0);
  expect(await linhas.count()).toBeLessThan(60);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
