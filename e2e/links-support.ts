import { CONFIGURACAO_DE_COBRANCA_PADRAO, proximoDiaDeCobranca } from "../src/domain/calendario-de-cobranca.ts";
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { adicionarMeses, dataEmSaoPaulo, formatarData } from "../src/domain/dates.ts";

// Helpers for the sign-up link screens: the borrower's phone, small real files, the lender's
// link list.

/** A 1×1 PNG: the server recognises files by their first bytes (89 50 4E 47 0D 0A 1A 0A). */
export const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

/** A tiny PDF ('%PDF-' magic). */
export const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

/**
 * The borrower: a new browser context (no cookies of the lender) the width of a phone, 740 px
 * tall unless told (568 for the smallest phones).
 * Contexts made by hand do not take the config's `use`, so locale and zone are set here.
 */
export async function celularDoTomador(browser: Browser, altura = 740): Promise<{ contexto: BrowserContext; pagina: Page }> {
  const contexto = await browser.newContext({
    viewport: { width: 375, height: altura },
    isMobile: true,
    hasTouch: true,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
  });
  return { contexto, pagina: await contexto.newPage() };
}

/** Today in São Paulo plus `meses` calendar months, as the screens show it. */
export function mesesDepois(meses: number): string {
  return formatarData(adicionarMeses(dataEmSaoPaulo(new Date()), meses));
}

/** A monthly installment's written due date: today + `meses` months, moved off a non-collection day (default settings). */
export function vencimentoMensal(meses: number): string {
  return formatarData(proximoDiaDeCobranca(adicionarMeses(dataEmSaoPaulo(new Date()), meses), CONFIGURACAO_DE_COBRANCA_PADRAO));
}

/** One row of 'Links enviados', found by the link's id (from its URL or the API). */
export function itemLink(page: Page, id: string) {
  return page.locator(`[data-testid=link-cadastro][data-link-id="${id}"]`);
}

/** The link id behind a public URL, read from the lender's own list (GET /api/links-cadastro). */
export async function idDoLink(page: Page, url: string): Promise<string> {
  const token = decodeURIComponent(new URL(url).pathname.split("/").pop() ?? "");
  const r = await page.request.get("/api/links-cadastro");
  expect(r.status()).toBe(200);
  const links = (await r.json()) as { id: string; token: string }[];
  const link = links.find((l) => l.token === token);
  expect(link, `link com token ${token}`).toBeDefined();
  return link!.id;
}

/** Whether the page is wider than its viewport (something overflows sideways). */
export async function transbordaDoCelular(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/**
 * Issue 29, point 4: on the sign-up form, the borrower opens the contract drawn up with what they
 * typed ('Ver contrato': its words in a dialog, issue 42 point 7), closes it, ticks 'Li e aceito o
 * contrato' and types their name to sign.
 */
export async function aceitarContratoNoCadastro(pagina: Page, nome: string): Promise<void> {
  await pagina.getByRole("button", { name: "Ver contrato" }).click();
  const dialogo = pagina.getByRole("dialog", { name: "Contrato" });
  await expect(dialogo.getByTestId("texto-contrato")).toContainText(nome);
  await dialogo.getByRole("button", { name: "Voltar ao cadastro" }).click();
  await expect(dialogo).toHaveCount(0);
  await pagina.getByLabel("Li e aceito o contrato").check();
  await pagina.getByLabel("Seu nome completo (assinatura)").fill(nome);
}
