import { expect, test } from "@playwright/test";
import { credorNoDashboard, toast } from "./support.ts";
import { cartaoEmprestimo, cpfAleatorio } from "./ledger-support.ts";
import { aceitarContratoNoCadastro, celularDoTomador, idDoLink, itemLink } from "./links-support.ts";

// Issue 11, "links that travel": the lender names who the link is for and shares it; the
// borrower sees who is asking; the lender, with the loans list open, hears of the submission
// live (Server-Sent Events) and the list refreshes without a reload; the used link then says
// the data was already sent.

test("link com destinatário: compartilhar, nome do credor, aviso ao vivo e 'dados já enviados'", async ({ page, baseURL, browser }) => {
  await credorNoDashboard(page, baseURL!);
  // 'Seu nome (como os clientes verão)' is what the borrower's page shows for the lender.
  const config = await page.request.post("/api/configuracoes", { data: { chavePix: "credor-ze@pix.com", nomeRecibo: "Crédito do Zé" } });
  expect(config.status()).toBe(200);

  await page.goto("/emprestimos/novo");
  await expect(page.getByRole("heading", { name: "Novo Empréstimo", level: 1 })).toBeVisible();
  const destinatario = page.getByLabel("Para quem é o link (opcional)");
  await destinatario.fill("M".repeat(61));
  await page.getByLabel("Valor emprestado (R$)").fill("500,00");
  await page.getByLabel("Prazo (dias)").fill("30");
  await page.getByLabel("Taxa de juros (%)").fill("10");
  await page.getByLabel("Taxa de atraso (% ao dia)").fill("1");
  await page.getByRole("button", { name: "Gerar Link" }).click();
  await expect(page.getByText("Nome deve ter no máximo 60 caracteres", { exact: true })).toBeVisible();
  await destinatario.fill("  Marta Tomadora  ");
  await page.getByRole("button", { name: "Gerar Link" }).click();

  const gerado = page.getByTestId("link-gerado");
  await expect(gerado).toBeVisible();
  await expect(gerado.getByTestId("link-destinatario")).toHaveText("Para Marta Tomadora");
  const url = await page.getByLabel("Link de cadastro").inputValue();

  // No Web Share on a desktop Chromium: WhatsApp opens with the message and the link.
  await page.context().route("https://wa.me/**", (rota) => rota.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }));
  const aba = page.waitForEvent("popup");
  await gerado.getByRole("button", { name: "Compartilhar" }).click();
  const whatsapp = await aba;
  const texto = new URL(whatsapp.url()).searchParams.get("text");
  expect(new URL(whatsapp.url()).host).toBe("wa.me");
  expect(texto).toBe(`Olá, Marta Tomadora! Preencha seus dados para o empréstimo neste link: ${url}`);
  await whatsapp.close();

  // The list carries the name and its own share button.
  const idLink = await idDoLink(page, url);
  const item = itemLink(page, idLink);
  await expect(item.getByTestId("link-destinatario")).toHaveText("Para Marta Tomadora");
  await expect(item.getByRole("button", { name: /^Compartilhar link de R\$ 500,00 para Marta Tomadora$/ })).toBeVisible();

  // The lender keeps the loans list open; a marker on window proves there is no reload.
  await page.goto("/emprestimos");
  await expect(page.getByRole("heading", { name: "Empréstimos", level: 1 })).toBeVisible();
  await expect(cartaoEmprestimo(page, "Marta Tomadora")).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { semRecarregar: boolean }).semRecarregar = true));

  // The borrower, in another browser context, on a phone.
  const { contexto, pagina: tomador } = await celularDoTomador(browser);
  try {
    await tomador.goto(url);
    await expect(tomador.getByRole("heading", { name: "Cadastro para empréstimo", level: 1 })).toBeVisible();
    await expect(tomador.getByTestId("nome-credor")).toHaveText("Solicitação de empréstimo de Crédito do Zé");
    await expect(tomador.getByTestId("quem-enviou")).toHaveText("Crédito do Zé enviou este link. Confira a proposta e envie seus dados.");
    await tomador.getByLabel("Nome", { exact: true }).fill("Marta Tomadora");
    await tomador.getByLabel("CPF", { exact: true }).fill(cpfAleatorio());
    await tomador.getByLabel("Telefone", { exact: true }).fill("(11) 98765-4321");
    await tomador.getByLabel("Chave PIX", { exact: true }).fill("marta@pix.com");
    await aceitarContratoNoCadastro(tomador, "Marta Tomadora");
    await tomador.getByRole("button", { name: "Enviar cadastro" }).click();
    await expect(tomador.getByRole("heading", { name: "Cadastro concluído!" })).toBeVisible();

    // The lender: the notice, and the list refreshed in place.
    await expect(toast(page)).toContainText("Novo cadastro recebido");
    await expect(cartaoEmprestimo(page, "Marta Tomadora")).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { semRecarregar?: boolean }).semRecarregar)).toBe(true);
    await toast(page).getByRole("link", { name: "Ver cliente" }).click();
    await expect(page.getByRole("heading", { name: "Marta Tomadora", level: 1 })).toBeVisible();

    // Revisiting the used link, in the same browser or a new one: already sent, nothing personal.
    await tomador.reload();
    await expect(tomador.getByRole("heading", { name: "Seus dados já foram enviados", level: 1 })).toBeVisible();
    await expect(tomador.getByTestId("link-indisponivel")).toHaveCount(0);
    await expect(tomador.locator("body")).not.toContainText("Marta");
    const outro = await browser.newContext();
    try {
      const nova = await outro.newPage();
      await nova.goto(url);
      await expect(nova.getByRole("heading", { name: "Seus dados já foram enviados", level: 1 })).toBeVisible();
    } finally {
      await outro.close();
    }
  } finally {
    await contexto.close();
  }
});
