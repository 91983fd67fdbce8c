import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { adicionarDias, formatarData } from "../src/domain/dates.ts";
import { cartaoEmprestimo, cpfAleatorio, credorDoLedger, criarCliente, criarEmprestimoManual, hojeIso } from "./ledger-support.ts";
import { toast } from "./support.ts";

// Issue 31, points 1 to 3 (DOMAIN.md "Payments as they happened"): the lender registers today a
// cash payment the borrower made yesterday, on its due date: no late interest, and the receipt
// carries yesterday's date. And the late interest waived for a good payer, with its reason.

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

test("o pagamento em dinheiro de ontem, registrado hoje num empréstimo em atraso: sem juros de atraso e com a data de ontem no recibo", async ({
  page,
  baseURL,
}) => {
  await credorDoLedger(page, baseURL!, "pagamento-datado");
  const nome = "Davi Datado Reis";
  const cliente = await criarCliente(page, { nome, cpf: cpfAleatorio() });
  const ontem = adicionarDias(hojeIso(), -1);
  // Lent 31 days ago: due yesterday, one day late today.
  await criarEmprestimoManual(page, cliente.id, { dataInicio: adicionarDias(hojeIso(), -31) });

  await page.goto("/emprestimos");
  await cartaoEmprestimo(page, nome).getByRole("button", { name: "Registrar Pagamento" }).click();
  const dialogo = page.getByRole("dialog", { name: "Registrar Pagamento" });
  // Today: one day of late interest (1 % of R$ 1.000,00).
  await expect(dialogo.getByTestId("previa-juros-atraso")).toHaveText("R$ 10,00");
  await expect(dialogo.getByLabel("Dispensar juros de atraso (R$ 10,00)")).toBeVisible();
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').withTags(WCAG).analyze()).violations).toEqual([]);

  await dialogo.getByTestId("pagamento-data").fill(ontem);
  await dialogo.getByRole("radio", { name: "Dinheiro" }).click();
  await expect(dialogo.getByTestId("previa-juros-atraso")).toHaveCount(0);
  await expect(dialogo.getByTestId("previa-total")).toHaveText("R$ 100,00");
  await dialogo.getByRole("button", { name: "Confirmar Pagamento" }).click();
  await expect(toast(page)).toContainText("Pagamento registrado!");

  const [pagamento] = (await (await page.request.get(`/api/pagamentos?clienteId=${cliente.id}`)).json()) as {
    id: string;
    formaPagamento: string;
    valorJurosAtraso: string;
  }[];
  expect(pagamento).toMatchObject({ formaPagamento: "dinheiro", valorJurosAtraso: "0.00" });
  const recibo = await page.request.get(`/api/pagamentos/${pagamento!.id}/recibo`);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await recibo.body())), { mergePages: true });
  const texto = text.replace(/\s+/g, " ");
  expect(texto).toContain(`Data do pagamento ${formatarData(ontem)}`);
  expect(texto).toContain("Forma de pagamento Dinheiro");
  expect(texto).toContain("Juros de atraso R$ 0,00");
});

test("dispensar os juros de atraso pede o motivo e cobra só os juros do ciclo", async ({ page, baseURL }) => {
  await credorDoLedger(page, baseURL!, "pagamento-dispensa");
  const nome = "Bia Bom Pagador";
  const cliente = await criarCliente(page, { nome, cpf: cpfAleatorio() });
  await criarEmprestimoManual(page, cliente.id, { dataInicio: adicionarDias(hojeIso(), -35) }); // 5 days late

  await page.goto("/emprestimos");
  await cartaoEmprestimo(page, nome).getByRole("button", { name: "Registrar Pagamento" }).click();
  const dialogo = page.getByRole("dialog", { name: "Registrar Pagamento" });
  await expect(dialogo.getByTestId("previa-total")).toHaveText("R$ 150,00");
  await dialogo.getByLabel("Dispensar juros de atraso (R$ 50,00)").check();
  await expect(dialogo.getByTestId("previa-juros-dispensados")).toHaveText("R$ 50,00");
  await expect(dialogo.getByTestId("previa-total")).toHaveText("R$ 100,00");
  await dialogo.getByRole("button", { name: "Confirmar Pagamento" }).click();
  await expect(toast(page)).toContainText("Informe o motivo da dispensa");
  await dialogo.getByLabel("Motivo da dispensa").fill("Sempre pagou em dia");
  await dialogo.getByRole("button", { name: "Confirmar Pagamento" }).click();
  await expect(toast(page).filter({ hasText: "Pagamento registrado!" })).toBeVisible();
  const [pagamento] = (await (await page.request.get(`/api/pagamentos?clienteId=${cliente.id}`)).json()) as Record<string, unknown>[];
  expect(pagamento).toMatchObject({ valorTotal: "100.00", valorJurosAtrasoDispensado: "50.00", motivoDispensa: "Sempre pagou em dia" });
});
