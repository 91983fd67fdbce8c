import { expect, test } from "@playwright/test";
import { toast } from "./support.ts";
import { cartaoEmprestimo, cpfAleatorio, credorDoLedger, criarCliente, larguraDaPagina } from "./ledger-support.ts";
import { vencimentoMensal } from "./links-support.ts";

// Issue 27, point 7: loans as lenders make them. A manual loan may be parcelado, with the
// link's rules and preview, paid an installment at a time; a loan waiting for the money to be
// sent offers 'Marcar como enviado' instead of a payment.

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

test("empréstimo manual parcelado pelo formulário no celular, e a primeira parcela paga", async ({ page, baseURL }) => {
  await credorDoLedger(page, baseURL!, "parcelado-manual", { diasDeCobranca: "padrao" });
  const cliente = await criarCliente(page, { nome: "Helena Parcelas", cpf: cpfAleatorio() });

  await page.goto(`/clientes/${cliente.id}`);
  await page.getByRole("button", { name: "Novo Empréstimo Manual" }).click();
  const novo = page.getByRole("dialog", { name: "Novo Empréstimo Manual" });
  await expect(novo.getByRole("radio", { name: "Mensal" })).toBeChecked();
  await novo.getByRole("radio", { name: "Parcelado" }).click();
  await expect(novo.getByLabel("Prazo (dias)")).toHaveCount(0);

  // Sent empty: the link form's messages for the installment fields.
  await novo.getByRole("button", { name: "Criar Empréstimo" }).click();
  for (const mensagem of ["Valor obrigatório", "Quantidade de meses obrigatória", "Taxa obrigatória", "Taxa de atraso obrigatória"]) {
    await expect(novo.getByText(mensagem, { exact: true })).toBeVisible();
  }

  // R$ 1.000,00 in 3 months at 10 % a month: R$ 1.300,00, 433,33 + 433,33 + 433,34.
  await novo.getByLabel("Valor emprestado (R$)").fill("1.000,00");
  await novo.getByLabel("Quantidade de meses").fill("3");
  await novo.getByLabel("Taxa de juros ao mês (%)").fill("10");
  await novo.getByLabel("Taxa de atraso (% ao dia)").fill("1");
  const resumo = novo.getByTestId("resumo-emprestimo-manual");
  await expect(resumo.getByTestId("resumo-parcela")).toHaveText("3x de R$ 433,33");
  await expect(resumo.getByTestId("resumo-total")).toHaveText("R$ 1.300,00");
  await expect(resumo).toContainText("A última parcela é de R$ 433,34, para fechar o total exato.");
  expect(await larguraDaPagina(page)).toBeLessThanOrEqual(375);

  await novo.getByRole("button", { name: "Criar Empréstimo" }).click();
  await expect(toast(page)).toContainText("Empréstimo criado!");
  await expect(toast(page)).toContainText(`Primeiro vencimento: ${vencimentoMensal(1)}`);
  await expect(novo).toHaveCount(0);
  const doCliente = page.getByTestId("emprestimo-do-cliente");
  await expect(doCliente.getByTestId("status-emprestimo")).toHaveText("Ativo");
  await expect(doCliente).toContainText("Parcela 1 de 3");
  await expect(page.getByTestId("total-receber")).toHaveText("R$ 1.300,00");

  // The loan's card, then its first installment.
  await page.goto("/emprestimos");
  const cartao = cartaoEmprestimo(page, "Helena Parcelas");
  await expect(cartao.getByTestId("emprestimo-ciclo")).toHaveText("Parcela 1 de 3");
  await expect(cartao.getByTestId("emprestimo-parcela")).toHaveText("R$ 433,33");
  await expect(cartao.getByTestId("emprestimo-valor-restante")).toHaveText("R$ 1.300,00");
  await expect(cartao.getByTestId("emprestimo-vencimento")).toHaveText(vencimentoMensal(1));
  await cartao.getByRole("button", { name: "Registrar Pagamento" }).click();
  const pagamento = page.getByRole("dialog", { name: "Registrar Pagamento" });
  await expect(pagamento.getByRole("radio", { name: "Parcela" })).toBeChecked();
  await expect(pagamento.getByTestId("previa-total")).toHaveText("R$ 433,33");
  await pagamento.getByRole("button", { name: "Confirmar Pagamento" }).click();
  await expect(toast(page)).toContainText("Valor: R$ 433,33");
  // The sheet keeps the result and the receipt to send (issue 27); 'Concluir' closes it.
  await pagamento.getByRole("button", { name: "Concluir" }).click();
  await expect(pagamento).toHaveCount(0);
  await expect(cartao.getByTestId("emprestimo-ciclo")).toHaveText("Parcela 2 de 3");
  await expect(cartao.getByTestId("emprestimo-valor-restante")).toHaveText("R$ 866,67");
  await expect(cartao.getByTestId("emprestimo-vencimento")).toHaveText(vencimentoMensal(2));
  expect(await larguraDaPagina(page)).toBeLessThanOrEqual(375);
});

test("'Aguardando Envio' oferece 'Marcar como enviado', não 'Registrar Pagamento'", async ({ page, baseURL, request }) => {
  await credorDoLedger(page, baseURL!, "parcelado-manual", { diasDeCobranca: "padrao" });
  const link = await page.request.post("/api/links-cadastro", {
    data: { valorOriginal: "900,00", modalidade: "parcelado", quantidadeMeses: 3, taxaJurosMes: "10", taxaAtraso: "1" },
  });
  expect(link.status(), await link.text()).toBe(201);
  // The borrower's submission, from a context without the lender's session.
  const cadastro = await request.post(`/api/cadastro/${(await link.json()).token}`, {
    data: { nome: "Igor Aguardando", cpf: cpfAleatorio(), telefone: "11988887777", pix: "igor@pix.com", aceitaTermos: true },
  });
  expect(cadastro.status(), await cadastro.text()).toBe(201);

  await page.goto("/emprestimos");
  const cartao = cartaoEmprestimo(page, "Igor Aguardando");
  await expect(cartao.getByTestId("status-emprestimo")).toHaveText("Aguardando Envio");
  await expect(cartao.getByRole("button", { name: "Registrar Pagamento" })).toHaveCount(0);
  await cartao.getByRole("button", { name: "Marcar como enviado" }).click();
  const dialogo = page.getByRole("dialog", { name: "Editar Empréstimo" });
  await expect(dialogo.getByRole("radio", { name: "Ativo" })).toBeChecked();
  await expect(dialogo.getByTestId("aviso-ativacao")).toContainText(`o primeiro vencimento será ${vencimentoMensal(1)}`);
  await dialogo.getByRole("button", { name: "Salvar" }).click();
  await expect(toast(page)).toContainText("Status alterado para Ativo.");
  await expect(cartao.getByTestId("status-emprestimo")).toHaveText("Ativo");
  await expect(cartao.getByRole("button", { name: "Registrar Pagamento" })).toBeVisible();
  await expect(cartao.getByRole("button", { name: "Marcar como enviado" })).toHaveCount(0);
});
