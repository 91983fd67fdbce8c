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
        await expect(pintura).toHaveAttribute("inert", "");
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
