import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { larguraDaPagina } from "./ledger-support.ts";
import { credorNoDashboard, toast } from "./support.ts";

// Issue 43, point 2: on a phone (375 px), the lender sets the collection days in Configurações,
// sees the holidays they skip, saves, and finds them again after a reload; the server keeps them.

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

test.use({ viewport: { width: 375, height: 812 } });

test("dias de cobrança no celular: opções, UF e seus feriados, datas da cidade, salvar e reler", async ({ page, baseURL }) => {
  await credorNoDashboard(page, baseURL!);
  await page.goto("/configuracoes");
  const secao = page.getByTestId("dias-de-cobranca");
  await expect(page.getByRole("heading", { name: "Dias de cobrança", level: 2 })).toBeVisible();

  // The defaults.
  await expect(secao.getByRole("switch", { name: "Cobrar aos sábados" })).toBeChecked();
  await expect(secao.getByRole("switch", { name: "Cobrar aos domingos" })).not.toBeChecked();
  await expect(secao.getByRole("switch", { name: /^Cobrar em feriados/ })).not.toBeChecked();
  await expect(secao.getByRole("switch", { name: /^Carnaval e Corpus Christi/ })).toBeChecked();
  await expect(secao.getByText("as datas dos empréstimos que já existem não mudam", { exact: false })).toBeVisible();
  const feriados = secao.getByRole("list", { name: "Feriados dos próximos 12 meses" });
  await expect(feriados.getByRole("listitem").filter({ hasText: "Natal" })).toContainText("Sem cobrança");
  await expect(feriados.getByRole("listitem").filter({ hasText: "Revolução Constitucionalista" })).toHaveCount(0);

  await secao.getByRole("switch", { name: "Cobrar aos domingos" }).check();
  await secao.getByRole("switch", { name: /^Carnaval e Corpus Christi/ }).uncheck();
  await secao.getByRole("combobox", { name: "Estado (UF) dos feriados" }).click();
  await page.getByRole("option", { name: "SP — São Paulo" }).click();
  // São Paulo's own holiday appears, and Carnival is skipped now.
  await expect(feriados.getByRole("listitem").filter({ hasText: "Revolução Constitucionalista" })).toContainText("Sem cobrança");
  for (const carnaval of await feriados.getByRole("listitem").filter({ hasText: "Carnaval" }).all()) await expect(carnaval).toContainText("Sem cobrança");

  const nova = secao.getByLabel("Datas sem cobrança", { exact: true });
  await nova.fill("2027-01-25");
  await secao.getByRole("button", { name: "Adicionar" }).click();
  await nova.fill("2026-12-08");
  await secao.getByRole("button", { name: "Adicionar" }).click();
  await nova.fill("2026-12-08");
  await secao.getByRole("button", { name: "Adicionar" }).click();
  await expect(secao.getByText("08/12/2026 já está na lista.")).toBeVisible();
  const datas = secao.getByRole("list", { name: "Datas sem cobrança adicionadas" });
  await expect(datas.getByRole("listitem")).toHaveText(["08/12/2026 (terça-feira)", "25/01/2027 (segunda-feira)"]);

  expect(await larguraDaPagina(page)).toBeLessThanOrEqual(375);
  expect((await new AxeBuilder({ page }).include('[data-testid="dias-de-cobranca"]').withTags(WCAG).analyze()).violations).toEqual([]);

  await secao.getByRole("button", { name: "Salvar dias de cobrança" }).click();
  await expect(toast(page).filter({ hasText: "Dias de cobrança salvos!" })).toBeVisible();
  await expect
    .poll(async () => (await page.request.get("/api/configuracoes/cobranca")).json())
    .toEqual({
      cobrarSabados: true,
      cobrarDomingos: true,
      cobrarFeriados: false,
      uf: "SP",
      carnavalECorpusChristiSaoDiasDeCobranca: false,
      datasSemCobranca: ["2026-12-08", "2027-01-25"],
    });

  await page.reload();
  await expect(secao.getByRole("switch", { name: "Cobrar aos domingos" })).toBeChecked();
  await expect(secao.getByRole("switch", { name: /^Carnaval e Corpus Christi/ })).not.toBeChecked();
  await expect(secao.getByRole("combobox", { name: "Estado (UF) dos feriados" })).toHaveText("SP — São Paulo");
  await expect(datas.getByRole("listitem")).toHaveCount(2);

  // Removing a date and saving again.
  await datas.getByRole("button", { name: "Remover 08/12/2026" }).click();
  await secao.getByRole("button", { name: "Salvar dias de cobrança" }).click();
  await expect.poll(async () => (await (await page.request.get("/api/configuracoes/cobranca")).json()).datasSemCobranca).toEqual(["2027-01-25"]);
  expect(await larguraDaPagina(page)).toBeLessThanOrEqual(375);
});
