import { expect, test, type Locator } from "@playwright/test";
import { decimalParaCentavos, formatarReais } from "../src/domain/money.ts";
import type { EmprestimoACobrarApi } from "../src/domain/api/cobrar-hoje.ts";
import { semearDia } from "./dia-support.ts";
import {
  abrirLembreteNoWhatsapp,
  cartaoEmprestimo,
  cpfAleatorio,
  credorDoLedger,
  criarCliente,
  criarEmprestimoManual,
  hojeIso,
  larguraDaPagina,
} from "./ledger-support.ts";
import { esperarOApp, toast } from "./support.ts";
import { adicionarDias } from "../src/domain/dates.ts";

// Issue 27: on a phone the dashboard opens on what to collect today, each row with its amount
// and thumb-sized 'Lembrar' and 'Registrar pagamento'; the figures come after.

const NOME_LONGO = "Maria Aparecida dos Santos Oliveira Ferreira";

async function alvoDoPolegar(botao: Locator) {
  const caixa = await botao.boundingBox();
  expect(caixa, "o botão está na tela").not.toBeNull();
  expect(caixa!.width).toBeGreaterThanOrEqual(44);
  expect(caixa!.height).toBeGreaterThanOrEqual(44);
}

test("no celular, 'Cobrar hoje' vem primeiro: atrasados e os de hoje, nome inteiro, valor, 'Lembrar' e 'Registrar pagamento' de 44 px", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.context().route("https://wa.me/**", (rota) => rota.fulfill({ contentType: "text/html", body: "<p>WhatsApp</p>" }));
  await credorDoLedger(page, baseURL!, "cobrar-hoje");
  const dia = await semearDia(page);
  const cliente = await criarCliente(page, { nome: NOME_LONGO, cpf: cpfAleatorio() });
  await criarEmprestimoManual(page, cliente.id, { dataInicio: adicionarDias(hojeIso(), -30) });
  await page.reload();
  await esperarOApp(page);

  const cobrar = page.getByRole("region", { name: "Cobrar hoje" });
  await expect(cobrar.getByRole("heading", { name: "Cobrar hoje" })).toBeVisible();
  const atrasado = cobrar.getByTestId("em-atraso-item").filter({ hasText: dia.sementes.atrasado.nome });
  await expect(atrasado.getByTestId("em-atraso-valor")).toHaveText(formatarReais(dia.sementes.atrasado.devido));
  // The first overdue row is on the first screen, above every metric card.
  const caixaAtrasado = (await atrasado.boundingBox())!;
  expect(caixaAtrasado.y + caixaAtrasado.height).toBeLessThanOrEqual(667);
  const hoje = cobrar.getByTestId("vencimentos-hoje");
  const caixaHoje = (await hoje.boundingBox())!;
  const caixaMetricas = (await page.getByRole("region", { name: "Métricas" }).boundingBox())!;
  expect(caixaHoje.y + caixaHoje.height).toBeLessThanOrEqual(caixaMetricas.y);

  // The whole name, wrapping instead of cut.
  const linhaLonga = hoje.getByTestId("vencimento").filter({ hasText: NOME_LONGO });
  const nome = linhaLonga.getByTestId("vencimento-cliente");
  await expect(nome).toHaveText(NOME_LONGO);
  expect(await nome.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(atrasado.getByTestId("em-atraso-cliente")).toHaveText(dia.sementes.atrasado.nome);

  for (const linha of [atrasado, linhaLonga]) {
    await alvoDoPolegar(linha.getByRole("button", { name: /^Lembrar / }));
    await alvoDoPolegar(linha.getByRole("button", { name: /^Registrar pagamento/ }));
  }

  // 'Registrar pagamento' on today's row opens the loan's dialog; paying moves it off today.
  const ana = dia.sementes.hoje;
  const linhaAna = hoje.getByTestId("vencimento").filter({ hasText: ana.nome });
  await linhaAna.getByRole("button", { name: `Registrar pagamento de ${ana.nome}` }).click();
  const dialogo = page.getByRole("dialog", { name: "Registrar Pagamento" });
  await expect(dialogo.getByText(ana.nome)).toBeVisible();
  await expect(dialogo.getByTestId("previa-total")).toHaveText(formatarReais(ana.devido));
  await dialogo.getByRole("button", { name: "Confirmar Pagamento" }).click();
  await expect(toast(page).getByText("Pagamento registrado!")).toBeVisible();
  await expect(hoje.getByTestId("vencimento").filter({ hasText: ana.nome })).toHaveCount(0);
  // The sheet outlives the row it came from: the result and its receipt stay until 'Concluir'.
  await expect(dialogo.getByRole("link", { name: /Enviar recibo/ })).toBeVisible();
  await dialogo.getByRole("button", { name: "Concluir" }).click();
  await expect(dialogo).toBeHidden();

  // Tomorrow's rows carry it too.
  const amanha = page.getByTestId("vencimentos-amanha").getByTestId("vencimento").filter({ hasText: dia.sementes.amanha.nome });
  await expect(amanha.getByRole("button", { name: `Registrar pagamento de ${dia.sementes.amanha.nome}` })).toBeVisible();

  // The overdue client's page: the amount due today and the same actions, beside 'Copiar PIX'.
  const atrasadoSemente = dia.sementes.atrasado;
  await page.goto(`/clientes/${atrasadoSemente.clienteId}`);
  const doCliente = page.getByTestId("emprestimo-do-cliente");
  await expect(doCliente.getByTestId("emprestimo-do-cliente-devido")).toHaveText(formatarReais(atrasadoSemente.devido));
  const lembrar = doCliente.getByRole("button", { name: `Lembrar ${atrasadoSemente.nome} pelo WhatsApp` });
  await expect(lembrar).toBeEnabled();
  await alvoDoPolegar(lembrar);
  await alvoDoPolegar(doCliente.getByRole("button", { name: `Registrar pagamento de ${atrasadoSemente.nome}` }));
  const { texto } = await abrirLembreteNoWhatsapp(page, lembrar);
  expect(texto).toContain(`está em atraso há ${atrasadoSemente.diasAtraso} dias`);
  expect(texto).toContain(formatarReais(atrasadoSemente.devido));
  await doCliente.getByRole("button", { name: `Registrar pagamento de ${atrasadoSemente.nome}` }).click();
  const pagamento = page.getByRole("dialog", { name: "Registrar Pagamento" });
  await expect(pagamento.getByTestId("previa-total")).toHaveText(formatarReais(atrasadoSemente.devido));
});

test("o gráfico carrega só perto da tela, sem violação de CSP; o painel vazio convida a cadastrar o primeiro cliente", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  // What the page's CSP refused (zod's probe for `new Function` counts, even caught).
  await page.addInitScript(() => {
    const lista: string[] = [];
    Object.assign(window, { violacoesDeCsp: lista });
    document.addEventListener("securitypolicyviolation", (e) => lista.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const pedidosDoGrafico: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/grafico-barras-por-mes-[^/]*\.js$/.test(new URL(r.url()).pathname)) pedidosDoGrafico.push(r.url());
  });

  // A new lender: nothing to collect yet, the first step offered at the top.
  await credorDoLedger(page, baseURL!, "painel-vazio");
  const convite = page.getByRole("link", { name: "Cadastre seu primeiro cliente" });
  await expect(convite).toBeVisible();
  await alvoDoPolegar(convite);
  await convite.click();
  await expect(page).toHaveURL(/\/clientes\/novo$/);
  await page.goBack();

  const dia = await semearDia(page);
  await page.reload();
  await esperarOApp(page);
  await expect(page.getByTestId("em-atraso-item").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Cadastre seu primeiro cliente" })).toHaveCount(0);
  // The schemas run (the payment form validates), and no eval is attempted.
  const ana = dia.sementes.hoje;
  await page.getByRole("button", { name: `Registrar pagamento de ${ana.nome}` }).click();
  const dialogo = page.getByRole("dialog", { name: "Registrar Pagamento" });
  await expect(dialogo.getByTestId("previa-total")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialogo).toBeHidden();
  expect(pedidosDoGrafico).toEqual([]);

  // Scrolled to it: the chart's code arrives and the chart is one named image.
  await page.getByTestId("recebido-previsto").scrollIntoViewIfNeeded();
  await expect(page.getByRole("img", { name: /recebido e previsto por mês/ })).toBeVisible();
  expect(pedidosDoGrafico).toHaveLength(1);
  expect(await page.evaluate(() => (window as unknown as { violacoesDeCsp: string[] }).violacoesDeCsp)).toEqual([]);
});

// Issue 43, point 3: the daily lender's screen /cobrar-hoje. A daily loan of R$ 1.000,00 at 20 % in
// total in 20 installments (Sundays off, the default), started 6 days ago: 4 or 5 installments
// overdue (one Sunday at most in the window) and today's when today is a collection day.

const reais = (decimal: string) => formatarReais(decimalParaCentavos(decimal));

test("'Cobrar hoje' no celular: um toque registra a parcela em dinheiro, a cartela mostra a paga, várias parcelas de uma vez e 'Desfazer'", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await credorDoLedger(page, baseURL!, "cobrar-hoje-diario", { diasDeCobranca: "padrao" });
  const nome = "Joana Diária da Feira";
  const cliente = await criarCliente(page, { nome, cpf: cpfAleatorio() });
  const criado = await page.request.post("/api/emprestimos/manual", {
    data: {
      clienteId: cliente.id,
      valorOriginal: "1.000,00",
      modalidade: "parcelado",
      periodicidade: "diaria",
      quantidadeMeses: 20,
      taxaTotal: "20",
      taxaAtraso: "1",
      multaAtraso: "2",
      dataInicio: adicionarDias(hojeIso(), -6),
    },
  });
  expect(criado.status(), await criado.text()).toBe(201);
  const emprestimoId = ((await criado.json()) as { id: string }).id;

  /** This loan's row as the API answers it now. */
  const doServidor = async () => {
    const r = await page.request.get("/api/cobrar-hoje?limite=200");
    expect(r.status()).toBe(200);
    return ((await r.json()) as EmprestimoACobrarApi[]).find((e) => e.id === emprestimoId)!;
  };
  const cicloAtual = async () => ((await (await page.request.get(`/api/emprestimos/${emprestimoId}`)).json()) as { cicloAtual: number }).cicloAtual;

  // The menu leads to it.
  await page.getByRole("button", { name: "Alternar menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Cobrar hoje", exact: true }).click();
  await expect(page).toHaveURL(/\/cobrar-hoje$/);
  await expect(page.getByRole("heading", { name: "Cobrar hoje", level: 1 })).toBeVisible();

  const antes = await doServidor();
  expect(antes.parcelas.length).toBeGreaterThanOrEqual(4);
  expect(antes.parcelas.every((p) => p.valor === "60.00")).toBe(true);
  const total = page.getByRole("region", { name: "Total do dia" });
  await expect(total.getByTestId("total-do-dia-valor")).toHaveText(reais(antes.total));
  await expect(total.getByTestId("total-do-dia-quantos")).toHaveText("1 empréstimo");

  const item = page.getByTestId("cobrar-item").filter({ hasText: nome });
  const parcelas = item.getByTestId("cobrar-parcela");
  await expect(parcelas).toHaveCount(antes.parcelas.length);
  for (const [i, p] of antes.parcelas.entries()) {
    await expect(parcelas.nth(i).getByTestId("cobrar-parcela-total")).toHaveText(reais(p.total));
    await expect(parcelas.nth(i).getByTestId("cobrar-parcela-situacao")).toHaveText(
      p.diasAtraso > 0 ? `Em atraso · ${p.diasAtraso} ${p.diasAtraso === 1 ? "dia" : "dias"}` : "Vence hoje",
    );
  }
  const primeira = antes.parcelas[0]!;
  const recebido = item.getByRole("button", { name: `Recebido ${reais(primeira.total)}` });
  await alvoDoPolegar(recebido);
  await alvoDoPolegar(item.getByRole("button", { name: /^Pagar \d+ parcelas/ }));
  await alvoDoPolegar(item.getByRole("button", { name: `Outro valor para ${nome}` }));
  expect(await larguraDaPagina(page)).toBeLessThanOrEqual(375);

  // One tap: the oldest installment in cash, for the amount shown.
  const pedidos: unknown[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/pagamentos") pedidos.push(r.postDataJSON());
  });
  await recebido.click();
  await expect(toast(page).getByText("Pagamento registrado!")).toBeVisible();
  await expect(toast(page)).toContainText(`Valor: ${reais(primeira.total)}`);
  expect(pedidos).toEqual([{ emprestimoId, tipoPagamento: "parcela", formaPagamento: "dinheiro", parcelaInicial: 1 }]);
  // The list refreshes: the paid installment is off the row.
  await expect(parcelas).toHaveCount(antes.parcelas.length - 1);
  expect(await cicloAtual()).toBe(2);

  // The loan's cartela shows the paid one.
  await page.goto("/emprestimos");
  const cartela = cartaoEmprestimo(page, nome).getByTestId("cartela-parcelas");
  await expect(cartela).toContainText("1 de 20 pagas");
  await cartela.locator("summary").click();
  const celulas = cartela.getByTestId("cartela-parcela");
  await expect(celulas).toHaveCount(20);
  await expect(celulas.nth(0)).toHaveAttribute("data-situacao", "paga");
  await expect(celulas.nth(1)).toHaveAttribute("data-situacao", "em_atraso");

  // Every installment left on the row at once (three or more overdue, and today's when due).
  await page.goto("/cobrar-hoje");
  const depois = await doServidor();
  expect(depois.parcelas.filter((p) => p.diasAtraso > 0).length).toBeGreaterThanOrEqual(3);
  await expect(parcelas).toHaveCount(depois.parcelas.length);
  const varias = item.getByRole("button", { name: `Pagar ${depois.parcelas.length} parcelas — ${reais(depois.total)}` });
  await varias.click();
  // Seconds after the first payment: the body names the installment it starts at, so the server
  // takes it as the next installment, not as a repeat (no 'Registrar outro?' question).
  const aviso = toast(page)
    .filter({ hasText: "Pagamento registrado!" })
    .filter({ hasText: `Valor: ${reais(depois.total)}` });
  await expect(aviso).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Pagamento repetido?" })).toHaveCount(0);
  expect(pedidos.slice(1)).toEqual([
    { emprestimoId, tipoPagamento: "parcela", formaPagamento: "dinheiro", quantidadeParcelas: depois.parcelas.length, parcelaInicial: 2 },
  ]);
  expect(await cicloAtual()).toBe(2 + depois.parcelas.length);
  await expect(item).toHaveCount(0);

  // 'Desfazer' reverses that payment: the installments are due again, on the list and the cartela.
  await aviso.getByRole("button", { name: "Desfazer" }).click();
  await expect(toast(page).getByText("Pagamento estornado")).toBeVisible();
  expect(await cicloAtual()).toBe(2);
  await expect(parcelas).toHaveCount(depois.parcelas.length);
  await expect(item.getByRole("button", { name: `Pagar ${depois.parcelas.length} parcelas — ${reais(depois.total)}` })).toBeVisible();
  await page.goto("/emprestimos");
  await expect(cartela).toContainText("1 de 20 pagas");
  expect(pedidos).toHaveLength(2);
});
