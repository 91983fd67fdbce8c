import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { abrirLembreteNoWhatsapp, credorDoLedger, larguraDaPagina } from "./ledger-support.ts";

// Issue 43, point 6: the simulator on a phone. R$ 1.000,00 at 20 % in 20 daily installments,
// Sundays off (the default collection days): the table of installments with their dates, the
// total and the rates, and 'Enviar proposta' opening WhatsApp with the proposal's text.

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

test("simular 20 diárias no celular e enviar a proposta pelo WhatsApp, sem criar nada", async ({ page, baseURL }) => {
  await credorDoLedger(page, baseURL!, "simulador", { diasDeCobranca: "padrao" });
  // No internet here: answer for wa.me so that the new tab keeps its address.
  await page.context().route("https://wa.me/**", (rota) => rota.fulfill({ contentType: "text/html", body: "<p>WhatsApp</p>" }));

  // 'Simular' is in the menu, and on the new-loan form.
  await page.getByRole("button", { name: "Alternar menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Simular", exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.goto("/emprestimos/novo");
  await page.getByRole("link", { name: "Simular", exact: true }).click();
  await expect(page).toHaveURL(/\/simular$/);
  await expect(page.getByRole("heading", { name: "Simular", level: 1 })).toBeVisible();

  // Sent empty: the schema's messages under their fields, and no request made.
  await page.getByRole("button", { name: "Simular", exact: true }).click();
  await expect(page.getByText("Valor obrigatório", { exact: true })).toBeVisible();
  await expect(page.getByText("Quantidade de parcelas obrigatória", { exact: true })).toBeVisible();

  await page.getByLabel("Valor emprestado (R$)").fill("1.000,00");
  await page.getByLabel("Quantidade de parcelas").fill("20");
  await expect(page.getByLabel("Periodicidade")).toHaveValue("diaria");
  await expect(page.getByRole("radio", { name: "No total do empréstimo" })).toBeChecked();
  await page.getByLabel("Taxa total (%)").fill("20");
  await page.getByLabel("Multa por atraso (%)").fill("2");
  await page.getByLabel("Juros de atraso (% ao dia)").fill("0,03");
  // Monday 01/02/2027: Sunday 07/02 is skipped (Carnival is a collection day by default).
  await page.getByLabel("Data do empréstimo").fill("2027-02-01");
  const resposta = page.waitForResponse((r) => r.url().endsWith("/api/simulacao") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Simular", exact: true }).click();
  expect((await resposta).status()).toBe(200);

  const resultado = page.getByTestId("resultado-simulacao");
  await expect(resultado.getByRole("heading", { name: "20 parcelas diárias de R$ 60,00" })).toBeVisible();
  const tabela = resultado.getByTestId("tabela-simulacao");
  const linhas = tabela.locator("tbody tr");
  await expect(linhas).toHaveCount(21);
  await expect(linhas.nth(0)).toContainText("02/02/2027");
  await expect(linhas.nth(0)).toContainText("R$ 60,00");
  await expect(linhas.nth(0)).toContainText("R$ 10,00");
  await expect(linhas.nth(0)).toContainText("R$ 50,00");
  await expect(linhas.nth(4)).toContainText("06/02/2027");
  await expect(linhas.nth(5)).toContainText("08/02/2027");
  await expect(tabela).not.toContainText("07/02/2027");
  await expect(tabela).not.toContainText("14/02/2027");
  await expect(linhas.nth(19)).toContainText("24/02/2027");
  await expect(linhas.nth(20)).toContainText("Total");
  await expect(linhas.nth(20)).toContainText("R$ 1.200,00");
  await expect(resultado.getByText("Total a pagar")).toBeVisible();
  await expect(resultado).toContainText(/\d+,\d{2} % a\.m\. · [\d.]+,\d{2} % a\.a\./);
  // 20 % in about three weeks is far above 12 % a.a.: the warning, which never blocks.
  await expect(resultado.getByTestId("aviso-limite-legal")).toContainText("Taxa acima do limite legal");
  expect(await larguraDaPagina(page)).toBeLessThanOrEqual(375);
  expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);

  const enviar = resultado.getByRole("link", { name: "Enviar proposta" });
  const { numero, texto } = await abrirLembreteNoWhatsapp(page, enviar);
  expect(numero).toBe("");
  expect(texto).toBe(
    [
      "Proposta de empréstimo",
      "Valor: R$ 1.000,00",
      "20 parcelas diárias de R$ 60,00",
      "Primeira parcela: 02/02/2027",
      "Última parcela: 24/02/2027",
      "Total a pagar: R$ 1.200,00",
      "Em caso de atraso: multa de 2,00% e juros de 0,03% ao dia",
      "Simulação sem compromisso: nada foi contratado.",
    ].join("\n"),
  );

  // The same proposal as a PDF to send.
  const [pdf] = await Promise.all([page.waitForEvent("download"), resultado.getByRole("button", { name: "Baixar PDF" }).click()]);
  expect(pdf.suggestedFilename()).toBe("simulacao.pdf");
  const bytes = Buffer.concat((await (await pdf.createReadStream()).toArray()) as Buffer[]);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // Nothing was created.
  const emprestimos = await page.request.get("/api/emprestimos");
  expect(await emprestimos.json()).toEqual([]);
});
