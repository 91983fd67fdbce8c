import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { adicionarDias } from "../src/domain/dates.ts";
import { cpfAleatorio, credorDoLedger, criarCliente, criarEmprestimoManual, hojeIso } from "./ledger-support.ts";

// Issue 31, point 4: 'Relatórios' in the menu; the period's months in a chart and an equal table,
// the portfolio today, and the report exported as CSV.

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

test("o credor abre Relatórios pelo menu, vê o mês a mês e a carteira, e exporta o CSV", async ({ page, baseURL }) => {
  await credorDoLedger(page, baseURL!, "relatorios");
  const cliente = await criarCliente(page, { nome: "Renata Relatorio", cpf: cpfAleatorio() });
  const emprestimo = await criarEmprestimoManual(page, cliente.id, { dataInicio: adicionarDias(hojeIso(), -31) });
  const pago = await page.request.post("/api/pagamentos", { data: { emprestimoId: emprestimo.id, tipoPagamento: "juros_apenas" } });
  expect(pago.status()).toBe(201);

  await page.goto("/");
  await page.getByRole("link", { name: "Relatórios", exact: true }).first().click();
  await expect(page.getByRole("heading", { name: "Relatórios", level: 1 })).toBeVisible();
  const tabela = page.getByTestId("tabela-relatorio");
  const total = tabela.getByRole("row", { name: /^Total/ });
  // R$ 1.000,00 lent, R$ 100,00 of interest and R$ 10,00 late (one day) received.
  await expect(total).toContainText("R$ 1.000,00");
  await expect(total).toContainText("R$ 110,00");
  await expect(page.getByText("Principal em aberto")).toBeVisible();
  await expect(page.getByRole("img", { name: /Gráfico de barras: emprestado e recebido/ })).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exportar CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^relatorio-\d{4}-\d{2}-a-\d{4}-\d{2}\.csv$/);
  const conteudo = await (await download.createReadStream()).toArray();
  const texto = Buffer.concat(conteudo as Buffer[]).toString("utf8");
  expect(texto).toContain("Juros recebidos");
  expect(texto).toMatch(/"?Total"?;"?1\.000,00"?/);
});
