import fs from "node:fs";
import path from "node:path";
import { test, expect, type Page } from "@playwright/test";
import { credorNoDashboard } from "./support.ts";
import { DADOS_DE, esperarNaCopia, esperarServiceWorkerPronto } from "./sem-conexao-support.ts";

// Issue 11, point 2: the app installs (manifest and icons), its service worker keeps the shell
// and every screen's code for offline use, a new deploy is announced, and a screen whose code
// cannot be fetched says so with 'Tentar novamente' instead of leaving a blank page.

const DIST_WEB = path.resolve("dist/web");

async function arquivosPrecacheados(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const nomes = await caches.keys();
    const urls: string[] = [];
    for (const nome of nomes.filter((n) => n.includes("precache"))) {
      for (const pedido of await (await caches.open(nome)).keys()) urls.push(new URL(pedido.url).pathname);
    }
    return urls;
  });
}

test("o manifesto descreve um app instalável em pt-BR, com ícones 192, 512 e maskable", async ({ request, page }) => {
  const resposta = await request.get("/manifest.webmanifest");
  expect(resposta.ok()).toBe(true);
  const manifesto = await resposta.json();
  expect(manifesto).toMatchObject({
    name: "Crédito Fácil — Gestão de empréstimos",
    short_name: "Crédito Fácil",
    lang: "pt-BR",
    display: "standalone",
    start_url: "/",
    theme_color: "#0f766e",
  });
  const icones = manifesto.icons as { src: string; sizes: string; purpose: string }[];
  expect(icones.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  for (const icone of icones) {
    const png = await request.get(icone.src);
    expect(png.headers()["content-type"]).toBe("image/png");
  }
  await page.goto("/login");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
});

test("as páginas públicas não registram o service worker", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});

test("depois de entrar, o app inteiro fica guardado: sem conexão, uma tela nunca aberta abre e o app avisa", async ({ page, baseURL }) => {
  await credorNoDashboard(page, baseURL!);
  await esperarServiceWorkerPronto(page);

  // Every screen's code is in the precache, not only the ones already opened.
  // Except the sign-up page's password-strength dictionary (449 KiB compressed, vite.config.ts
  // leaves it out): a signed-in lender never needs it, and it is fetched when a visitor types.
  const scripts = fs.readdirSync(path.join(DIST_WEB, "assets")).filter((n) => n.endsWith(".js") && !n.startsWith("forca-da-senha-"));
  expect(scripts.length).toBeGreaterThan(10);
  const faltando = async () => {
    const precache = await arquivosPrecacheados(page);
    return [...scripts.map((s) => `/assets/${s}`), "/index.html"].filter((arquivo) => !precache.includes(arquivo));
  };
  await expect.poll(faltando).toEqual([]);
  // The dashboard's data is kept for offline use too.
  await esperarNaCopia(page, "/api/dashboard");

  await page.context().setOffline(true);
  try {
    await expect(page.getByRole("status").filter({ hasText: "Sem conexão" })).toBeVisible();
    // The calendar's code was never loaded in this page: it comes from the worker.
    await page.getByRole("link", { name: "Calendário" }).first().click();
    await expect(page.getByRole("heading", { name: "Calendário", level: 1 })).toBeVisible();

    // Reopened without a network: the shell comes from the worker, and the app opens with the
    // lender's last-seen data, marked as such (issue 27), instead of a browser error page or a
    // trip to /login.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Calendário", level: 1 })).toBeVisible();
    await expect(page.getByTestId("dados-de")).toHaveText(DADOS_DE);
    await expect(page).toHaveURL(/\/calendario$/);
  } finally {
    await page.context().setOffline(false);
  }
  // Back online, the app reads the session by itself and shows the screen.
  await expect(page.getByRole("heading", { name: "Calendário", level: 1 })).toBeVisible();
});

test("uma nova versão publicada aparece como aviso, e 'Atualizar agora' passa a usá-la", async ({ page, baseURL }) => {
  await credorNoDashboard(page, baseURL!);
  await esperarServiceWorkerPronto(page);

  // A deploy: the worker's file changes on the server (its compressed copies would still be the old one).
  const sw = path.join(DIST_WEB, "sw.js");
  const copias = [sw, `${sw}.br`, `${sw}.gz`].filter((f) => fs.existsSync(f)).map((f) => ({ f, conteudo: fs.readFileSync(f) }));
  try {
    for (const { f } of copias) if (f !== sw) fs.rmSync(f);
    fs.appendFileSync(sw, `\n// nova versão de teste ${Date.now()}\n`);
    await page.evaluate(async () => {
      const registro = await navigator.serviceWorker.getRegistration();
      await registro?.update();
    });

    const aviso = page.getByRole("status").filter({ hasText: "Uma nova versão do Crédito Fácil está disponível." });
    await expect(aviso).toBeVisible();
    // The page reloads on the new version.
    const recarregou = page.waitForEvent("framenavigated");
    await aviso.getByRole("button", { name: "Atualizar agora" }).click();
    await recarregou;
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(aviso).toBeHidden();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  } finally {
    for (const { f, conteudo } of copias) fs.writeFileSync(f, conteudo);
  }
});

test.describe("sem o service worker", () => {
  test.use({ serviceWorkers: "block" });

  test("uma tela cujo código não chega mostra 'Tentar novamente' dentro do app, e tentar de novo a abre", async ({ page, baseURL }) => {
    await credorNoDashboard(page, baseURL!);
    let bloqueado = true;
    await page.route("**/assets/calendario-page-*.js", (rota) => (bloqueado ? rota.abort("internetdisconnected") : rota.continue()));

    await page.getByRole("link", { name: "Calendário" }).first().click();
    const alerta = page.getByRole("alert").filter({ hasText: "Não foi possível carregar esta tela" });
    await expect(alerta).toBeVisible();
    // The frame stays: the menu is still there to go elsewhere.
    await expect(page.getByRole("link", { name: "Clientes" }).first()).toBeVisible();

    bloqueado = false;
    await alerta.getByRole("button", { name: "Tentar novamente" }).click();
    await expect(page.getByRole("heading", { name: "Calendário", level: 1 })).toBeVisible();
  });
});
