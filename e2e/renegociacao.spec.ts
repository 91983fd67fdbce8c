import { expect, test } from "@playwright/test";
import { adicionarDias, dataEmSaoPaulo } from "../src/domain/dates.ts";
import { decimalParaCentavos, formatarReais } from "../src/domain/money.ts";
import { cpfAleatorio, credorDoLedger, criarCliente, criarEmprestimoManual, larguraDaPagina } from "./ledger-support.ts";
import { toast } from "./support.ts";

// Issue 43, point 5, on a phone: 'Renegociar' on a late loan shows what is owed today part by
// part, forgives the late charges with a reason, makes a weekly loan of what is left, and the new
// loan asks for its own acceptance of the contract.

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

const reais = (decimal: string) => formatarReais(decimalParaCentavos(decimal));

test("renegociar um empréstimo atrasado no celular: perdão dos encargos, novo empréstimo semanal e o pedido de aceite", async ({ page, baseURL }) => {
  await credorDoLedger(page, baseURL!, "renegociacao");
  const cliente = await criarCliente(page, { nome: "Rita Renegocia", cpf: cpfAleatorio() });
  // R$ 1.000,00 at 10 % per 30 days, 1 % a day late and a 2 % penalty, lent 40 days ago: late.
  const antigo = await criarEmprestimoManual(page, cliente.id, { dataInicio: adicionarDias(dataEmSaoPaulo(new Date()), -40), multaAtraso: "2" });
  const devido = (await (await page.request.get(`/api/emprestimos/${antigo.id}/renegociacao`)).json()) as Record<string, string>;
  expect(decimalParaCentavos(devido.jurosAtraso!)).toBeGreaterThan(0);

  await page.goto(`/clientes/${cliente.id}`);
  await page.getByTestId("emprestimo-do-cliente").getByRole("button", { name: "Renegociar" }).click();
  const folha = page.getByRole("dialog", { name: "Renegociar empréstimo" });
  const quadro = folha.getByTestId("renegociacao-devido");
  await expect(quadro).toContainText(`Principal${reais(devido.principal!)}`);
  await expect(quadro).toContainText(`Juros vencidos${reais(devido.juros!)}`);
  await expect(quadro).toContainText(`Juros de atraso${reais(devido.jurosAtraso!)}`);
  await expect(quadro).toContainText(`Multa${reais(devido.multa!)}`);
  await expect(quadro).toContainText(`Total devido${reais(devido.total!)}`);

  // The late charges forgiven: the new loan is the principal and the cycle's interest.
  const encargos = decimalParaCentavos(devido.jurosAtraso!) + decimalParaCentavos(devido.multa!);
  const novoPrincipal = decimalParaCentavos(devido.principal!) + decimalParaCentavos(devido.juros!);
  await folha.getByLabel("Valor perdoado (R$, opcional)").fill(formatarReais(encargos).replace("R$ ", ""));
  await expect(folha.getByTestId("renegociacao-novo-principal")).toContainText(`Valor do novo empréstimo: ${formatarReais(novoPrincipal)}`);
  await folha.getByRole("radio", { name: "Parcelado" }).click();
  await folha.getByLabel("Periodicidade").selectOption("semanal");
  await folha.getByLabel("Quantidade de parcelas").fill("4");
  await folha.getByRole("radio", { name: "Taxa no total" }).click();
  await folha.getByLabel("Taxa total do empréstimo (%)").fill("10");
  await folha.getByLabel("Taxa de atraso (% ao dia)").fill("1");
  // R$ 1.100,00 + 10 %: R$ 1.210,00 in 4 weekly installments of R$ 302,50.
  const resumo = folha.getByTestId("resumo-renegociacao");
  expect(formatarReais(novoPrincipal)).toBe("R$ 1.100,00");
  await expect(resumo.getByTestId("resumo-total")).toHaveText("R$ 1.210,00");

  // Without a reason the forgiveness is refused, on the field.
  await folha.getByRole("button", { name: "Renegociar" }).click();
  await expect(folha.getByText("Informe o motivo do perdão (de 3 a 500 caracteres).")).toBeVisible();
  await folha.getByLabel("Motivo do perdão").fill("Acordo: sem multa e sem juros de atraso");
  expect(await larguraDaPagina(page)).toBeLessThanOrEqual(375);
  await folha.getByRole("button", { name: "Renegociar" }).click();
  await expect(toast(page)).toContainText("Empréstimo renegociado!");
  const concluida = folha.getByTestId("renegociacao-concluida");
  await expect(concluida).toContainText(`o novo empréstimo de ${formatarReais(novoPrincipal)} foi criado`);
  // The new loan asks for its own acceptance.
  await expect(concluida.getByTestId("aguardando-aceite")).toBeVisible();
  await expect(concluida.getByRole("button", { name: "Pedir aceite" })).toBeVisible();
  await concluida.getByRole("button", { name: "Fechar" }).click();

  // Both loans say what happened; the old one offers no payment, no second renegotiation.
  const itens = page.getByTestId("emprestimo-do-cliente");
  await expect(itens).toHaveCount(2);
  const velho = itens.filter({ hasText: "Renegociado: a dívida passou para um novo empréstimo" });
  await expect(velho.getByText("Renegociado", { exact: true })).toBeVisible();
  for (const botao of [/Registrar pagamento/, /^Renegociar$/, /Pedir aceite/]) await expect(velho.getByRole("button", { name: botao })).toHaveCount(0);
  const novo = itens.filter({ hasText: "Renegociação de um empréstimo anterior" });
  await expect(novo.getByRole("button", { name: "Pedir aceite" })).toBeVisible();

  // On 'Empréstimos' the new loan's card has its 4 weekly installments; the old one no 'Editar'.
  await page.goto("/emprestimos");
  const cartaoVelho = page.locator(`[data-emprestimo-id="${antigo.id}"]`);
  await expect(cartaoVelho.getByTestId("emprestimo-renegociacao")).toBeVisible();
  for (const botao of ["Registrar Pagamento", "Editar", "Renegociar"])
    await expect(cartaoVelho.getByRole("button", { name: botao, exact: true })).toHaveCount(0);
  await expect(page.getByTestId("cartela-parcela")).toHaveCount(4);
});
