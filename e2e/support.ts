import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "./ambiente.ts";

// Accounts for browser tests are made the way users and operators make them: the sign-up
// API of the running app, then the operator command for the days of credit.

export const SENHA = "senha-forte-123";

export function emailNovo(prefixo = "credor"): string {
  return `${prefixo}-${randomBytes(4).toString("hex")}@teste.com`;
}

export async function criarConta(request: APIRequestContext, baseURL: string, email: string, senha = SENHA) {
  const r = await request.post("/api/auth/sign-up/email", {
    data: { email, password: senha, name: email },
    headers: { origin: baseURL },
  });
  expect(r.status(), await r.text()).toBe(200);
  // Registering signs nobody in on this context's browser.
  await request.post("/api/auth/sign-out", { data: {}, headers: { origin: baseURL } });
}

/** Runs `npm run admin -- creditos adicionar` against the server's data folder. */
export function adicionarDias(email: string, dias: number, tipo = "compra", descricao?: string) {
  const args = ["--import", "tsx", "src/server/cli/admin.ts", "creditos", "adicionar", email, String(dias), "--tipo", tipo];
  if (descricao) args.push("--descricao", descricao);
  const r = spawnSync(process.execPath, args, { env: { ...process.env, DATA_DIR: E2E_DATA_DIR }, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`admin falhou: ${r.stderr}`);
  return r.stdout;
}

export async function entrarPelaTela(page: Page, email: string, senha = SENHA) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(senha);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
}

/** A lender with `dias` days (the e2e server gives no welcome credit), signed in on the dashboard. */
export async function credorNoDashboard(page: Page, baseURL: string, dias = 30) {
  const email = emailNovo();
  await criarConta(page.request, baseURL, email);
  adicionarDias(email, dias);
  await entrarPelaTela(page, email);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  return email;
}

/**
 * /clientes and the dashboard opened by their address may arrive drawn by the server, inert, while
 * the app renders unseen beneath it (decisions 0037 and 0047); for that moment both are in the page. Tests that then use
 * the keyboard, or locators other than roles, wait until the app has taken its place.
 */
export async function esperarOApp(page: Page) {
  await expect(page.locator("#primeira-pintura")).toHaveCount(0);
}

/** The visible toast (Radix also mirrors its text in a hidden live region). */
export function toast(page: Page) {
  return page.locator("[data-slot=toast]");
}
