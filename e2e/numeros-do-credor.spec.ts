import { expect, test } from "@playwright/test";
import { adicionarDias as somarDias } from "../src/domain/dates.ts";
import { cartaoEmprestimo, cpfAleatorio, credorDoLedger, criarCliente, criarEmprestimoManual, hojeIso } from "./ledger-support.ts";
import { confirmarSemConexao, esperarServiceWorkerPronto } from "./sem-conexao-support.ts";
import { nomeUnico, pagamentosDoCliente } from "./seguranca-support.ts";
import { toast } from "./support.ts";

// Issue 42, point 7: the numbers a lender acts on, on a phone. After a payment the sheet names
// the balance after it (not the one it opened with); a 'Cobrar hoje' row whose payment waits in
// the offline queue says 'Na fila' instead of offering a second 'Registrar pagamento'.

test("depois do pagamento, a folha mostra o saldo que ficou: R$ 800,00 depois de R$ 200,00 de principal, R$ 0,00 depois da quitação", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await credorDoLedger(page, baseURL!, "numeros-saldo");
  const parcial = nomeUnico("Saldo Parcial");
  const quitado = nomeUnico("Saldo Quitado");
  for (const nome of [parcial, quitado]) await criarEmprestimoManual(page, (await criarCliente(page, { nome, cpf: cpfAleatorio() })).id);
  await page.goto("/emprestimos");

  await cartaoEmprestimo(page, parcial).getByRole("button", { name: "Registrar Pagamento" }).click();
  const dialogo = page.getByRole("dialog", { name: "Registrar Pagamento" });
  await expect(dialogo.getByText(`${parcial} · Saldo restante R$ 1.000,00`)).toBeVisible();
  await dialogo.getByRole("radio", { name: "Parcial" }).click();
  await dialogo.getByLabel("Valor do principal").fill("200,00");
  await dialogo.getByRole("button", { name: "Confirmar Pagamento" }).click();
  await expect(dialogo.getByTestId("saldo-depois-do-pagamento")).toHaveText("Saldo restante: R$ 800,00");
  await expect(dialogo.getByText(`${parcial} · Saldo restante R$ 800,00`)).toBeVisible();
  await expect(dialogo.getByText("R$ 1.000,00")).toHaveCount(0);
  await dialogo.getByRole("button", { name: "Concluir" }).click();
  await expect(dialogo).toBeHidden();

  await cartaoEmprestimo(page, quitado).getByRole("button", { name: "Registrar Pagamento" }).click();
  await dialogo.getByRole("radio", { name: "Total", exact: true }).click();
  await dialogo.getByRole("button", { name: "Confirmar Pagamento" }).click();
  await expect(dialogo.getByTestId("saldo-depois-do-pagamento")).toHaveText("Saldo restante: R$ 0,00");
  await expect(dialogo.getByText(`${quitado} · Saldo restante R$ 0,00`)).toBeVisible();
});

test("'Cobrar hoje': com o pagamento na fila sem conexão, a linha diz 'Na fila' e não oferece outro; a conexão volta e ele é registrado uma vez", async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await credorDoLedger(page, baseURL!, "numeros-fila");
  // Offline, the sheet's code comes from the app's worker, as on the lender's phone.
  await esperarServiceWorkerPronto(page);
  const nome = nomeUnico("Fila Hoje");
  const cliente = await criarCliente(page, { nome, cpf: cpfAleatorio() });
  // Started 30 days ago for 30 days: due today.
  await criarEmprestimoManual(page, cliente.id, { dataInicio: somarDias(hojeIso(), -30) });
  await page.reload();
  const cobrar = page.getByRole("region", { name: "Cobrar hoje" });
  const linha = cobrar.getByTestId("vencimento").filter({ hasText: nome });
  const registrar = linha.getByRole("button", { name: `Registrar pagamento de ${nome}` });
  await expect(registrar).toBeVisible();

  // The sheet is opened from the loan's card (from today's row it reads the server's loan first);
  // the lender moves between the screens inside the app, without reloading.
  const irPara = async (tela: string) => {
    await page.getByRole("button", { name: "Alternar menu" }).click();
    await page.getByRole("navigation").getByRole("link", { name: tela, exact: true }).click();
  };
  await irPara("Empréstimos");
  await expect(cartaoEmprestimo(page, nome)).toBeVisible();
  await context.setOffline(true);
  await confirmarSemConexao(page, nome);
  await irPara("Dashboard");
  await expect(linha.getByTestId("cobranca-situacao")).toHaveText("Na fila: Pagamento de R$ 100,00 aguardando conexão");
  await expect(registrar).toHaveCount(0);

  await context.setOffline(false);
  await expect(toast(page)).toContainText("Pagamento registrado!");
  await expect.poll(async () => (await pagamentosDoCliente(page, cliente.id)).length).toBe(1);
});
