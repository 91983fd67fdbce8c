import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { credorDoLedger, definirNomeDoCredor } from "./ledger-support.ts";
import { celularDoTomador } from "./links-support.ts";

// Issue 29, points 1 and 2: the link form shows what the loan costs as the lender types, with the
// legal warning above the operator's limit (12 % a.a. by default) and not below it; the borrower's
// page shows the same rates before sending; the loan card shows them too.

test("o custo efetivo no formulário do link, o aviso do limite legal e as taxas na página do tomador", async ({ page, baseURL, browser }) => {
  await credorDoLedger(page, baseURL!, "custo-efetivo");
  await definirNomeDoCredor(page, baseURL!);
  await page.goto("/emprestimos/novo");
  await expect(page.getByRole("heading", { name: "Novo Empréstimo", level: 1 })).toBeVisible();

  const resumo = page.getByTestId("resumo-link");
  const aviso = resumo.getByTestId("aviso-limite-legal");
  await page.getByLabel("Valor emprestado (R$)").fill("1.000,00");
  await page.getByLabel("Prazo (dias)").fill("30");
  await page.getByLabel("Taxa de juros (%)").fill("10");
  // 0,03 % a day of late interest is 0,9 % a.m.: within the limit, so only the loan's rate decides.
  await page.getByLabel("Taxa de atraso (% ao dia)").fill("0,03");
  await expect(resumo.getByTestId("resumo-custo-efetivo")).toHaveText("10,00 % a.m. · 213,84 % a.a.");
  await expect(aviso).toContainText("Taxa acima do limite legal para empréstimos entre pessoas físicas (Lei de Usura: 12 % a.a.). Esta taxa: 213,84 % a.a.");
  await aviso.getByText("Saiba mais").click();
  await expect(aviso).toContainText("não é aconselhamento jurídico");
  const axe = await new AxeBuilder({ page }).include('[data-testid="resumo-link"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 200)).join(" / ")}`)).toEqual([]);

  // 0,9 % a.m. is 11,35 % a.a.: no warning.
  await page.getByLabel("Taxa de juros (%)").fill("0,9");
  await expect(resumo.getByTestId("resumo-custo-efetivo")).toHaveText("0,90 % a.m. · 11,35 % a.a.");
  await expect(aviso).toHaveCount(0);

  // The warning informs, never blocks: the link at 10 % is made.
  await page.getByLabel("Taxa de juros (%)").fill("10");
  await expect(aviso).toBeVisible();
  await page.getByRole("button", { name: "Gerar Link" }).click();
  const url = await page.getByLabel("Link de cadastro").inputValue();

  const { contexto, pagina } = await celularDoTomador(browser);
  try {
    await pagina.goto(url);
    const oferta = pagina.getByTestId("oferta");
    await expect(oferta.getByTestId("oferta-taxa-mensal")).toHaveText("10,00 % a.m.");
    await expect(oferta.getByTestId("oferta-taxa-anual")).toHaveText("213,84 % a.a.");
    // The warning is the lender's: the borrower sees the rates only.
    await expect(pagina.getByTestId("aviso-limite-legal")).toHaveCount(0);
  } finally {
    await contexto.close();
  }
});
