import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { adicionarDias, formatarData } from "../src/domain/dates.ts";
import { cartaoEmprestimo, cpfAleatorio, credorDoLedger, criarCliente, criarEmprestimoManual, definirNomeDoCredor, hojeIso } from "./ledger-support.ts";
import { celularDoTomador, transbordaDoCelular } from "./links-support.ts";

// Issue 43, point 3: a daily loan's cartela. The lender sees it on the loan card with the paid
// day and 'Compartilhar cartela'; the borrower, on a 375 px phone, sees it on their own page:
// 'Paga' on the installment paid, 'Em atraso' on the unpaid ones past their due dates.

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

test("a cartela no cartão do credor e na página do tomador: 'Paga' na paga, 'Em atraso' na vencida", async ({ page, browser, baseURL }) => {
  await credorDoLedger(page, baseURL!, "cartela", { diasDeCobranca: "padrao" });
  await definirNomeDoCredor(page, baseURL!);
  const nome = "Rita Cartela Lima";
  const cliente = await criarCliente(page, { nome, cpf: cpfAleatorio(), telefone: "81987654321" });
  // 20 installments a day from 12 days ago: several already due, whatever Sundays and holidays fell in between.
  const emprestimo = await criarEmprestimoManual(page, cliente.id, {
    valorOriginal: "500,00",
    modalidade: "parcelado",
    periodicidade: "diaria",
    quantidadeMeses: 20,
    taxaTotal: "20",
    taxaAtraso: "0",
    dataInicio: adicionarDias(hojeIso(), -12),
  });
  const pago = await page.request.post("/api/pagamentos", { data: { emprestimoId: emprestimo.id, tipoPagamento: "parcela", formaPagamento: "dinheiro" } });
  expect(pago.status(), await pago.text()).toBe(201);
  const pagaHoje = `Paga em ${formatarData(hojeIso()).slice(0, 5)}`;

  // The lender's card: the paid day arrives when the cartela opens.
  await page.goto("/emprestimos");
  const cartao = cartaoEmprestimo(page, nome);
  const cartela = cartao.getByTestId("cartela-parcelas");
  await cartela.getByText("Parcelas").click();
  const celulas = cartela.getByTestId("cartela-parcela");
  await expect(celulas).toHaveCount(20);
  await expect(celulas.nth(0)).toContainText(pagaHoje);
  await expect(celulas.nth(1)).toHaveAttribute("data-situacao", "em_atraso");
  await expect(celulas.nth(1)).toContainText("Em atraso");
  await expect(cartela.getByTestId("botao-cartela")).toHaveText("Compartilhar cartela");
  const pdf = await page.request.get(`/api/emprestimos/${emprestimo.id}/cartela.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  const link = await page.request.post(`/api/clientes/${cliente.id}/link-cliente`, { headers: { origin: baseURL! } });
  expect(link.status(), await link.text()).toBe(201);
  const { token } = (await link.json()) as { token: string };

  const tomador = await celularDoTomador(browser);
  try {
    const celular = tomador.pagina;
    await celular.goto(`/c/${token}`);
    const naPagina = celular.getByRole("region", { name: "Cartela de parcelas" });
    await expect(naPagina).toContainText("1 de 20 pagas");
    const parcelas = naPagina.getByTestId("cartela-parcela");
    await expect(parcelas).toHaveCount(20);
    await expect(parcelas.nth(0)).toContainText(pagaHoje);
    await expect(parcelas.nth(0)).toHaveAttribute("data-situacao", "paga");
    await expect(parcelas.nth(1)).toContainText("Em atraso");
    await expect(parcelas.nth(1)).toBeVisible();
    // The last one falls due after today: still 'A vencer'.
    await expect(parcelas.nth(19)).toContainText("A vencer");
    expect(await transbordaDoCelular(celular)).toBe(false);
    const axe = await new AxeBuilder({ page: celular }).include('[aria-label="Cartela de parcelas"]').withTags(WCAG).analyze();
    expect(axe.violations).toEqual([]);
  } finally {
    await tomador.contexto.close();
  }
});
