import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { toast } from "./support.ts";
import { cartaoEmprestimo, cpfAleatorio, credorDoLedger, criarCliente, larguraDaPagina, registrarChamadas } from "./ledger-support.ts";
import { clienteComEmprestimo, pagamentosDoCliente, pagarPelaApi } from "./registros-support.ts";

// Issue 10's screens against the real server: reversing a payment (the balance comes back, the
// payment stays in the list struck through with its reason), deleting a loan and a client before
// anything was paid, the activity trail, and the client's LGPD rights (copy and anonymization).

const PAPEL = "registros";

async function abrirPagamentosDoCliente(page: Page, clienteId: string) {
  await page.goto(`/clientes/${clienteId}`);
  await page.getByRole("tab", { name: "Pagamentos" }).click();
  const lista = page.getByTestId("pagamentos-do-cliente");
  await expect(lista).toBeVisible();
  return lista;
}

test.describe("estorno", () => {
  test("estorna o último pagamento com motivo: o saldo volta e o pagamento fica riscado", async ({ page, baseURL }) => {
    await credorDoLedger(page, baseURL!, PAPEL);
    const { cliente, emprestimoId } = await clienteComEmprestimo(page, "Estela Ramos");
    await pagarPelaApi(page, emprestimoId, "juros_apenas");

    // A partial payment through the card: R$ 100,00 interest + R$ 400,00 principal.
    await page.goto("/emprestimos");
    const cartao = cartaoEmprestimo(page, "Estela Ramos");
    await cartao.getByRole("button", { name: "Registrar Pagamento" }).click();
    const pagamento = page.getByRole("dialog", { name: "Registrar Pagamento" });
    await pagamento.getByRole("radio", { name: "Parcial" }).click();
    await pagamento.getByLabel("Valor do principal").fill("400,00");
    await pagamento.getByRole("button", { name: "Confirmar Pagamento" }).click();
    await expect(toast(page)).toContainText("Pagamento registrado!");
    await pagamento.getByRole("button", { name: "Concluir" }).click();
    await expect(cartao.getByTestId("emprestimo-valor-restante")).toHaveText("R$ 600,00");
    // Paid loans are never deleted; the latest payment can be reversed from the card.
    await expect(cartao.getByRole("button", { name: "Excluir empréstimo" })).toHaveCount(0);
    await expect(cartao.getByRole("button", { name: "Estornar pagamento" })).toBeVisible();
    await expect(cartao.getByRole("link", { name: "Extrato" })).toHaveAttribute("href", `/api/emprestimos/${emprestimoId}/extrato`);

    const lista = await abrirPagamentosDoCliente(page, cliente.id);
    await expect(page.getByTestId("total-receber")).toHaveText("R$ 600,00");
    const linhas = lista.getByTestId("pagamento");
    await expect(linhas).toHaveCount(2);
    await expect(linhas.getByRole("link", { name: "Recibo" })).toHaveCount(2);
    // Only the newest payment of the loan offers the reversal.
    await expect(lista.getByRole("button", { name: /^Estornar/ })).toHaveCount(1);
    await expect(linhas.nth(0).getByRole("button", { name: "Estornar pagamento de R$ 500,00" })).toBeVisible();

    // The reason is required, checked before any request.
    const estornos = registrarChamadas(page, "POST", /^\/api\/pagamentos\/[^/]+\/estorno$/);
    await linhas
      .nth(0)
      .getByRole("button", { name: /^Estornar/ })
      .click();
    let dialogo = page.getByRole("dialog", { name: "Estornar pagamento" });
    await expect(dialogo.getByTestId("estorno-resumo")).toContainText("R$ 500,00");
    await expect(dialogo.getByTestId("estorno-resumo")).toContainText("Parcial");
    await dialogo.getByLabel("Motivo do estorno").fill("ab");
    await dialogo.getByRole("button", { name: "Confirmar estorno" }).click();
    await expect(dialogo.getByText("Informe o motivo do estorno", { exact: true })).toBeVisible();
    await expect(dialogo.getByLabel("Motivo do estorno")).toHaveAttribute("aria-invalid", "true");
    expect(estornos).toHaveLength(0);

    await dialogo.getByLabel("Motivo do estorno").fill("Pagamento lançado em dobro");
    await dialogo.getByRole("button", { name: "Confirmar estorno" }).click();
    await expect(toast(page)).toContainText("Pagamento estornado");
    await expect(dialogo).toHaveCount(0);
    expect(estornos).toHaveLength(1);

    // The balance comes back on screen; the payment stays, struck through, with the reason and date.
    await expect(page.getByTestId("total-receber")).toHaveText("R$ 1.000,00");
    const estornado = linhas.nth(0);
    await expect(estornado.getByTestId("pagamento-estornado")).toHaveText("Estornado");
    await expect(estornado.getByTestId("pagamento-valor")).toHaveCSS("text-decoration-line", "line-through");
    await expect(estornado.getByTestId("pagamento-estorno")).toContainText("Motivo: Pagamento lançado em dobro");
    await expect(estornado.getByTestId("pagamento-estorno")).toContainText(/Estornado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(linhas.nth(1).getByTestId("pagamento-valor")).toHaveCSS("text-decoration-line", "none");
    // Now the interest payment is the latest one standing.
    await expect(linhas.nth(1).getByRole("button", { name: "Estornar pagamento de R$ 100,00" })).toBeVisible();
    await expect(estornado.getByRole("button", { name: /^Estornar/ })).toHaveCount(0);

    // A reversal the server refuses (the payment was reversed meanwhile, elsewhere): its message in the dialog.
    await linhas
      .nth(1)
      .getByRole("button", { name: /^Estornar/ })
      .click();
    dialogo = page.getByRole("dialog", { name: "Estornar pagamento" });
    await dialogo.getByLabel("Motivo do estorno").fill("Cliente pagou com outro PIX");
    const [juros] = (await pagamentosDoCliente(page, cliente.id)).filter((p) => !p.estornado);
    const outraAba = await page.request.post(`/api/pagamentos/${juros!.id}/estorno`, { data: { motivo: "Estornado em outra aba" } });
    expect(outraAba.status(), await outraAba.text()).toBe(200);
    await dialogo.getByRole("button", { name: "Confirmar estorno" }).click();
    await expect(dialogo.getByTestId("estorno-recusa")).toHaveText("Este pagamento já foi estornado.");
    await dialogo.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialogo).toHaveCount(0);

    // The card on /emprestimos: the full balance, cycle 1 again, nothing left to reverse.
    await page.goto("/emprestimos");
    await expect(cartao.getByTestId("emprestimo-valor-restante")).toHaveText("R$ 1.000,00");
    await expect(cartao.getByTestId("emprestimo-ciclo")).toHaveText("Ciclo 1");
    await expect(cartao.getByRole("button", { name: "Estornar pagamento" })).toHaveCount(0);
    // Reversed payments still count as payments: the loan keeps its history.
    await expect(cartao.getByRole("button", { name: "Excluir empréstimo" })).toHaveCount(0);

    // The client's Atividade tab, newest first.
    await page.goto(`/clientes/${cliente.id}`);
    await page.getByRole("tab", { name: "Atividade" }).click();
    const atividade = page.getByTestId("atividade");
    await expect(atividade.first()).toBeVisible();
    const estornosNaAtividade = atividade.filter({ has: page.getByTestId("atividade-acao").getByText("Pagamento estornado", { exact: true }) });
    await expect(estornosNaAtividade).toHaveCount(2);
    await expect(estornosNaAtividade.first().getByTestId("atividade-ator")).toHaveText("Você");
    await expect(estornosNaAtividade.first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expect(atividade.filter({ hasText: "Pagamento registrado" })).toHaveCount(2);
    await expect(atividade.filter({ hasText: "Empréstimo criado" })).toHaveCount(1);
    await expect(atividade.last().getByTestId("atividade-acao")).toHaveText("Cliente cadastrado");

    // The /atividade page, filtered to payments.
    await page.getByTestId("sidebar").getByRole("link", { name: "Atividade", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Atividade", level: 1 })).toBeVisible();
    await page.getByRole("combobox", { name: "Mostrar" }).selectOption({ label: "Pagamentos" });
    await expect(page.getByTestId("atividade").first()).toBeVisible();
    await expect(page.getByTestId("atividade-acao").first()).toHaveText("Pagamento estornado");
    const acoes = await page.getByTestId("atividade-acao").allTextContents();
    expect(new Set(acoes)).toEqual(new Set(["Pagamento estornado", "Pagamento registrado"]));
  });
});

test.describe("exclusão antes de qualquer pagamento", () => {
  test("exclui o empréstimo sem pagamentos e depois o cliente sem empréstimos", async ({ page, baseURL }) => {
    await credorDoLedger(page, baseURL!, PAPEL);
    const { cliente } = await clienteComEmprestimo(page, "Otávio Nunes");

    await page.goto("/emprestimos");
    const cartao = cartaoEmprestimo(page, "Otávio Nunes");
    await expect(cartao.getByRole("button", { name: "Estornar pagamento" })).toHaveCount(0);
    await cartao.getByRole("button", { name: "Excluir empréstimo" }).click();
    const dialogo = page.getByRole("dialog", { name: "Excluir empréstimo" });
    await expect(dialogo).toContainText("Excluir este empréstimo? Esta ação não pode ser desfeita.");
    // Cancel keeps it, and focus returns to the button that opened the dialog.
    await dialogo.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialogo).toHaveCount(0);
    await expect(cartao.getByRole("button", { name: "Excluir empréstimo" })).toBeFocused();
    await cartao.getByRole("button", { name: "Excluir empréstimo" }).click();
    await dialogo.getByRole("button", { name: "Excluir empréstimo" }).click();
    await expect(toast(page)).toContainText("Empréstimo excluído");
    await expect(cartao).toHaveCount(0);

    // The client, now without loans, can go too; the page returns to the list.
    await page.goto(`/clientes/${cliente.id}`);
    await expect(page.getByText("Nenhum empréstimo para este cliente")).toBeVisible();
    await page.getByRole("button", { name: "Excluir cliente" }).click();
    const doCliente = page.getByRole("dialog", { name: "Excluir cliente" });
    await expect(doCliente).toContainText("Esta ação não pode ser desfeita.");
    await doCliente.getByRole("button", { name: "Excluir cliente" }).click();
    await expect(toast(page)).toContainText("Cliente excluído");
    await expect(page).toHaveURL(/\/clientes$/);
    await expect(page.getByRole("heading", { name: "Clientes", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver cliente Otávio Nunes" })).toHaveCount(0);
    expect((await page.request.get(`/api/clientes/${cliente.id}`)).status()).toBe(404);
  });

  test("cliente com empréstimo não mostra 'Excluir cliente'", async ({ page, baseURL }) => {
    await credorDoLedger(page, baseURL!, PAPEL);
    const { cliente } = await clienteComEmprestimo(page, "Paula Reis");
    await page.goto(`/clientes/${cliente.id}`);
    // Wait for the loans to be read before counting the button out.
    await expect(page.getByTestId("emprestimo-do-cliente")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Excluir cliente" })).toHaveCount(0);
  });
});

test.describe("LGPD", () => {
  test("baixa os dados pessoais e anonimiza o cliente quitado; com empréstimo ativo, a recusa aparece", async ({ page, baseURL }) => {
    await credorDoLedger(page, baseURL!, PAPEL);
    const { cliente, emprestimoId } = await clienteComEmprestimo(page, "Lúcia Andrade");

    // With an active loan the server refuses, and says why, inside the dialog.
    await page.goto(`/clientes/${cliente.id}`);
    await page.getByRole("button", { name: "Anonimizar cliente" }).click();
    let dialogo = page.getByRole("dialog", { name: "Anonimizar cliente" });
    await expect(dialogo).toContainText("Nome, CPF, telefone e chave PIX são substituídos.");
    await expect(dialogo).toContainText("Os documentos enviados são excluídos.");
    await expect(dialogo).toContainText("Empréstimos e pagamentos continuam no histórico financeiro.");
    await dialogo.getByRole("button", { name: "Anonimizar", exact: true }).click();
    await expect(dialogo.getByRole("alert")).toHaveText(
      "Só é possível anonimizar um cliente sem empréstimos em aberto (ativo, atrasado, pausado ou aguardando envio).",
    );
    await dialogo.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialogo).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Lúcia Andrade", level: 1 })).toBeVisible();

    // The copy of the personal data, as a JSON file named with today's date.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Baixar dados pessoais" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^dados-pessoais-\d{4}-\d{2}-\d{2}\.json$/);
    const conteudo = await readFile((await download.path())!, "utf8");
    expect(conteudo).toContain("Lúcia Andrade");
    expect(conteudo).toContain(cliente.cpf);

    // Paid off, the client may be anonymized: the page shows the replaced data at once.
    await pagarPelaApi(page, emprestimoId, "total");
    await page.reload();
    await expect(page.getByTestId("emprestimo-do-cliente").getByTestId("status-emprestimo")).toHaveText("Finalizado");
    await page.getByRole("button", { name: "Anonimizar cliente" }).click();
    dialogo = page.getByRole("dialog", { name: "Anonimizar cliente" });
    await dialogo.getByRole("button", { name: "Anonimizar", exact: true }).click();
    await expect(toast(page)).toContainText("Cliente anonimizado");
    await expect(dialogo).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Cliente anonimizado", level: 1 })).toBeVisible();
    await expect(page.getByTestId("cliente-anonimizado")).toContainText("Nome, CPF, telefone e chave PIX foram anonimizados");
    await expect(page.getByTestId("cliente-cpf")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Anonimizar cliente" })).toHaveCount(0);
    // The financial history stays.
    await expect(page.getByTestId("total-emprestado")).toHaveText("R$ 1.000,00");
    await page.getByRole("tab", { name: "Pagamentos" }).click();
    await expect(page.getByTestId("pagamento")).toHaveCount(1);
    // After a reload too (the server kept it, not only the page).
    await page.reload();
    await expect(page.getByRole("heading", { name: "Cliente anonimizado", level: 1 })).toBeVisible();
    await page.getByRole("tab", { name: "Atividade" }).click();
    await expect(page.getByTestId("atividade").first().getByTestId("atividade-acao")).toHaveText("Cliente anonimizado");
    // Nothing on the page names her any more, the trail included.
    await expect(page.getByText("Lúcia Andrade")).toHaveCount(0);
  });

  test("em 375 px a página do cliente e a de atividade cabem na largura", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await credorDoLedger(page, baseURL!, PAPEL);
    const { cliente, emprestimoId } = await clienteComEmprestimo(page, "Marcos Vinícius Albuquerque");
    await pagarPelaApi(page, emprestimoId, "juros_apenas");
    await abrirPagamentosDoCliente(page, cliente.id);
    await expect(page.getByRole("button", { name: /^Estornar/ })).toBeVisible();
    expect(await larguraDaPagina(page)).toBeLessThanOrEqual(375);
    await page.getByRole("button", { name: /^Estornar/ }).click();
    await expect(page.getByRole("dialog", { name: "Estornar pagamento" })).toBeVisible();
    expect(await larguraDaPagina(page)).toBeLessThanOrEqual(375);
    await page.keyboard.press("Escape");
    await page.getByRole("tab", { name: "Atividade" }).click();
    await expect(page.getByTestId("atividade").first()).toBeVisible();
    expect(await larguraDaPagina(page)).toBeLessThanOrEqual(375);
    await page.goto("/emprestimos");
    await expect(cartaoEmprestimo(page, "Marcos Vinícius Albuquerque")).toBeVisible();
    expect(await larguraDaPagina(page)).toBeLessThanOrEqual(375);
    await page.goto("/atividade");
    await expect(page.getByTestId("atividade").first()).toBeVisible();
    expect(await larguraDaPagina(page)).toBeLessThanOrEqual(375);
  });
});

test.describe("configurações", () => {
  test("'Seu nome (como os clientes verão)' é opcional, fica salvo e volta a vazio", async ({ page, baseURL }) => {
    await credorDoLedger(page, baseURL!, "registros-configuracoes");
    await page.goto("/configuracoes");
    const nome = page.getByLabel("Seu nome (como os clientes verão)");
    await expect(nome).toHaveAccessibleDescription(
      "Aparece na página de cadastro do cliente, nos recibos e extratos. Opcional; se vazio, os documentos dizem 'o credor' (seu e-mail nunca aparece).",
    );
    // Issue 27: two letters are too short, with the pt-BR message under the field.
    await page.getByLabel("Chave PIX").fill("credor@pix.com.br");
    await nome.fill("Jo");
    await page.getByRole("button", { name: "Salvar", exact: true }).click();
    await expect(nome).toHaveAccessibleDescription(/Seu nome deve ter pelo menos 3 caracteres/);
    await page.getByLabel("Chave PIX").fill("credor@pix.com.br");
    await nome.fill("  Ana Credora Ltda  ");
    await page.getByRole("button", { name: "Salvar", exact: true }).click();
    await expect(toast(page)).toContainText("Configurações salvas!");
    await expect.poll(async () => (await (await page.request.get("/api/configuracoes")).json()).nomeRecibo).toBe("Ana Credora Ltda");
    await page.reload();
    await expect(page.getByLabel("Seu nome (como os clientes verão)")).toHaveValue("Ana Credora Ltda");

    // Emptied, the receipts go back to the e-mail.
    await page.getByLabel("Seu nome (como os clientes verão)").fill("");
    await page.getByRole("button", { name: "Salvar", exact: true }).click();
    await expect(toast(page)).toContainText("Configurações salvas!");
    await expect.poll(async () => (await (await page.request.get("/api/configuracoes")).json()).nomeRecibo).toBeNull();
  });
});

test.describe("atividade", () => {
  test("página com filtro e 'Carregar mais' de 50 em 50", async ({ page, baseURL }) => {
    await credorDoLedger(page, baseURL!, "registros-atividade");
    // 51 clients: one page of 50 client entries and one more on the next.
    for (let i = 1; i <= 51; i++) await criarCliente(page, { nome: `Cliente Número ${i}`, cpf: cpfAleatorio() });
    const leituras = registrarChamadas(page, "GET", "/api/auditoria");

    await page.goto("/atividade");
    await expect(page.getByRole("heading", { name: "Atividade", level: 1 })).toBeVisible();
    // 'Todas': more than 50 entries (the clients and the days granted), so a full first page.
    await expect(page.getByTestId("atividade")).toHaveCount(50);
    await page.getByRole("combobox", { name: "Mostrar" }).selectOption({ label: "Clientes" });
    await expect(page.getByTestId("atividade")).toHaveCount(50);
    await expect(page.getByTestId("atividade").first()).toContainText("Nome: Cliente Número 51");
    await page.getByRole("button", { name: "Carregar mais" }).click();
    await expect(page.getByTestId("atividade")).toHaveCount(51);
    await expect(page.getByTestId("atividade").last()).toContainText("Nome: Cliente Número 1");
    await expect(page.getByRole("button", { name: "Carregar mais" })).toHaveCount(0);
    // The second page asked for what is older than the first page's last entry, by the sealed
    // position the first page gave (issue 28: no number that counts the platform's records).
    const urls = leituras.map((r) => new URL(r.url()));
    const ultima = urls[urls.length - 1]!;
    expect(ultima.searchParams.get("entidade")).toBe("cliente");
    expect(ultima.searchParams.get("antes")).toMatch(/^[A-Za-z0-9_-]{30,}$/);

    await page.getByRole("combobox", { name: "Mostrar" }).selectOption({ label: "Documentos" });
    await expect(page.getByText("Nenhuma atividade registrada")).toBeVisible();
  });
});
