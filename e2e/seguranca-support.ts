import { randomBytes } from "node:crypto";
import { expect, type Page, type Request } from "@playwright/test";
import { aceitarContratoNoCadastro } from "./links-support.ts";

// Helpers for the issue 8 browser tests: a shared browser, payments without connection, and
// borrowers who send new data for a client already on file.

/** A name no other test uses, so seeing it anywhere means seeing this test's data. */
export function nomeUnico(prefixo: string): string {
  return `${prefixo} ${randomBytes(3).toString("hex").toUpperCase()}`;
}

/**
 * Watches the page's DOM from now on (until a full page load) and remembers whether `texto`
 * ever appeared, even for one frame: stale cached data shown before a refetch counts.
 */
export async function vigiarTexto(page: Page, texto: string): Promise<void> {
  await page.evaluate((alvo) => {
    const janela = window as unknown as { __apareceu?: boolean };
    janela.__apareceu = document.body.textContent?.includes(alvo) ?? false;
    new MutationObserver(() => {
      if (document.body.textContent?.includes(alvo)) janela.__apareceu = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, texto);
}

export async function textoApareceu(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __apareceu?: boolean }).__apareceu === true);
}

/** Goes to a screen through the sidebar, as a user does: no page load, the app's memory stays. */
export async function irPeloMenu(page: Page, item: "Dashboard" | "Clientes" | "Empréstimos") {
  await page.getByRole("navigation").getByRole("link", { name: item, exact: true }).click();
  await expect(page.getByRole("heading", { name: item, level: 1 })).toBeVisible();
}

/** Counts the payment POSTs that left the browser and how many still wait for their end. */
export function vigiarPagamentos(page: Page) {
  const enviados: Request[] = [];
  let emAndamento = 0;
  const eDePagamento = (r: Request) => r.method() === "POST" && new URL(r.url()).pathname === "/api/pagamentos";
  page.on("request", (r) => {
    if (!eDePagamento(r)) return;
    enviados.push(r);
    emAndamento++;
  });
  const terminou = (r: Request) => {
    if (eDePagamento(r)) emAndamento--;
  };
  page.on("requestfinished", terminou);
  page.on("requestfailed", terminou);
  return {
    enviados,
    /** Resolves once every payment request that left has an answer or a failure. */
    async todosTerminados() {
      await expect.poll(() => emAndamento).toBe(0);
    },
    async chaves() {
      return Promise.all(enviados.map((r) => r.headerValue("idempotency-key")));
    },
  };
}

/** The loan's payments as the server has them (page.request carries the lender's session). */
export async function pagamentosDoCliente(page: Page, clienteId: string): Promise<{ tipoPagamento: string; ciclo: number }[]> {
  const r = await page.request.get(`/api/pagamentos?clienteId=${encodeURIComponent(clienteId)}`);
  expect(r.status()).toBe(200);
  return (await r.json()) as { tipoPagamento: string; ciclo: number }[];
}

/** A monthly sign-up link made through the lender's API; its public URL. */
export async function criarLinkCadastro(page: Page, baseURL: string, exigirDocumentos: boolean): Promise<string> {
  const r = await page.request.post("/api/links-cadastro", {
    data: { valorOriginal: "500", modalidade: "mensal", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1", taxaAtrasoTipo: "percentual", exigirDocumentos },
  });
  expect(r.status(), await r.text()).toBe(201);
  const { token } = (await r.json()) as { token: string };
  return `${baseURL}/cadastro/${token}`;
}

/** The borrower fills the public page and sends it (documents first, when given). */
export async function preencherCadastro(
  pagina: Page,
  url: string,
  dados: { nome: string; cpf: string; telefone: string; pix: string; documentos?: { identidade: Buffer; comprovante: Buffer } },
) {
  await pagina.goto(url);
  if (dados.documentos) {
    await pagina
      .getByLabel("Documento de identidade", { exact: true })
      .setInputFiles({ name: "rg.png", mimeType: "image/png", buffer: dados.documentos.identidade });
    await expect(pagina.getByTestId("upload-documento")).toHaveAttribute("data-estado", "enviado");
    await pagina
      .getByLabel("Comprovante de endereço", { exact: true })
      .setInputFiles({ name: "conta.pdf", mimeType: "application/pdf", buffer: dados.documentos.comprovante });
    await expect(pagina.getByTestId("upload-comprovante")).toHaveAttribute("data-estado", "enviado");
  }
  await pagina.getByLabel("Nome", { exact: true }).fill(dados.nome);
  await pagina.getByLabel("CPF", { exact: true }).fill(dados.cpf);
  await pagina.getByLabel("Telefone", { exact: true }).fill(dados.telefone);
  await pagina.getByLabel("Chave PIX", { exact: true }).fill(dados.pix);
  await aceitarContratoNoCadastro(pagina, dados.nome);
  await pagina.getByRole("button", { name: "Enviar cadastro" }).click();
  await expect(pagina.getByRole("heading", { name: "Cadastro concluído!" })).toBeVisible();
}
