import { expect, test, type Page } from "@playwright/test";
import { adicionarDias } from "../src/domain/dates.ts";
import { textoLembrete } from "../src/domain/whatsapp.ts";
import {
  abrirLembreteNoWhatsapp,
  cartaoEmprestimo,
  cpfAleatorio,
  credorDoLedger,
  criarCliente,
  criarEmprestimoManual,
  hojeIso,
  paginaDoClienteNoLembrete,
} from "./ledger-support.ts";
import { esperarOApp } from "./support.ts";

// Issue 11 "Collections first", against the real server: a manual loan started 35 days ago (due
// 5 days ago) shows in 'Em atraso' with the late interest, its WhatsApp reminder says how late it
// is, the client list marks the client, and the loan list's chips find it.

test.beforeEach(async ({ page }) => {
  // No internet here: answer for wa.me so that the new tab keeps its address.
  await page.context().route("https://wa.me/**", (rota) => rota.fulfill({ contentType: "text/html", body: "<p>WhatsApp</p>" }));
});

async function abrirLembrete(page: Page, nome: string): Promise<{ numero: string; texto: string }> {
  return abrirLembreteNoWhatsapp(page, page.getByTestId("em-atraso").getByRole("button", { name: `Lembrar ${nome} do atraso pelo WhatsApp` }));
}

test("cobrança: em atraso no dashboard com lembrete e pagamento, selo na lista de clientes e chips na lista de empréstimos", async ({ page, baseURL }) => {
  await credorDoLedger(page, baseURL!, "cobranca");
  const hoje = hojeIso();
  const atrasado = await criarCliente(page, { nome: "Otávio Cobrado", cpf: cpfAleatorio(), telefone: "21998765432" });
  const emDia = await criarCliente(page, { nome: "Vitória Pontual", cpf: cpfAleatorio() });
  const inicio = adicionarDias(hoje, -35);
  const emprestimo = await criarEmprestimoManual(page, atrasado.id, { dataInicio: inicio }); // due 5 days ago
  await criarEmprestimoManual(page, emDia.id, { dataInicio: adicionarDias(hoje, -30) }); // due today

  await page.reload();
  // The figures arrive (no skeleton left): nothing received yet.
  await expect(page.getByTestId("metrica-recebido-hoje")).toHaveText("R$ 0,00");
  await expect(page.getByTestId("metrica-recebido-mes")).toHaveText("R$ 0,00");

  // 'Em atraso': 5 days, R$ 100,00 of interest + 1.000 × 1% × 5 = R$ 150,00.
  const item = page.getByTestId("em-atraso").getByTestId("em-atraso-item").filter({ hasText: "Otávio Cobrado" });
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId("em-atraso-dias")).toHaveText("Em atraso há 5 dias");
  await expect(item.getByTestId("em-atraso-valor")).toHaveText("R$ 150,00");
  await expect(page.getByTestId("em-atraso").getByTestId("em-atraso-item").filter({ hasText: "Vitória Pontual" })).toHaveCount(0);

  const { numero, texto } = await abrirLembrete(page, "Otávio Cobrado");
  expect(numero).toBe("5521998765432");
  expect(texto).toContain("está em atraso há 5 dias");
  expect(texto).toBe(
    textoLembrete({
      nomeCliente: "Otávio Cobrado",
      valor: 15_000,
      dataVencimento: emprestimo.dataProximoCiclo,
      quando: "atrasado",
      diasAtraso: 5,
      paginaDoCliente: await paginaDoClienteNoLembrete(page, baseURL!, atrasado.id),
    }),
  );

  // 'Registrar pagamento' opens the loan's payment dialog, with the late interest in the preview.
  await item.getByRole("button", { name: "Registrar pagamento" }).click();
  const dialogo = page.getByRole("dialog", { name: "Registrar Pagamento" });
  await expect(dialogo).toBeVisible();
  await expect(dialogo.getByText("Otávio Cobrado")).toBeVisible();
  await expect(dialogo.getByTestId("previa-total")).toHaveText("R$ 150,00");
  await page.keyboard.press("Escape");
  await expect(dialogo).toBeHidden();

  // The chart's text alternative: six months, the table on request.
  await page.getByTestId("recebido-previsto").getByRole("button", { name: "Ver tabela" }).click();
  const tabela = page.getByTestId("tabela-recebido-previsto");
  await expect(tabela).toBeVisible();
  await expect(tabela.locator("tbody tr")).toHaveCount(6);

  // Client list: the late client carries the badge with the amount to settle (1.000 + 100 + 50).
  await page.goto("/clientes");
  await esperarOApp(page);
  const linhaAtrasado = page.getByTestId("linha-cliente").filter({ hasText: "Otávio Cobrado" });
  await expect(linhaAtrasado.getByTestId("selo-atraso-dias")).toHaveText("Em atraso há 5 dias");
  await expect(linhaAtrasado.getByTestId("selo-atraso-quitar")).toContainText("Para quitar hoje: R$ 1.150,00");
  await expect(page.getByTestId("linha-cliente").filter({ hasText: "Vitória Pontual" }).getByTestId("selo-atraso")).toHaveCount(0);

  // Loan list: chips narrow the list and combine; 'Todos' brings everything back.
  await page.goto("/emprestimos");
  const chips = page.getByTestId("filtros-situacao");
  await expect(cartaoEmprestimo(page, "Otávio Cobrado")).toBeVisible();
  await expect(cartaoEmprestimo(page, "Vitória Pontual")).toBeVisible();
  await expect(chips.getByRole("button", { name: "Todos" })).toHaveAttribute("aria-pressed", "true");
  await chips.getByRole("button", { name: "Atrasados" }).click();
  await expect(chips.getByRole("button", { name: "Atrasados" })).toHaveAttribute("aria-pressed", "true");
  await expect(chips.getByRole("button", { name: "Todos" })).toHaveAttribute("aria-pressed", "false");
  await expect(cartaoEmprestimo(page, "Vitória Pontual")).toHaveCount(0);
  await expect(cartaoEmprestimo(page, "Otávio Cobrado")).toBeVisible();
  await chips.getByRole("button", { name: "Vencem hoje" }).click();
  await expect(cartaoEmprestimo(page, "Vitória Pontual")).toBeVisible();
  await expect(cartaoEmprestimo(page, "Otávio Cobrado")).toBeVisible();
  await chips.getByRole("button", { name: "Atrasados" }).click();
  await expect(cartaoEmprestimo(page, "Otávio Cobrado")).toHaveCount(0);
  await expect(cartaoEmprestimo(page, "Vitória Pontual")).toBeVisible();
  await chips.getByRole("button", { name: "Vencem hoje" }).click();
  await chips.getByRole("button", { name: "Finalizados" }).click();
  await expect(page.getByText("Nenhum empréstimo encontrado")).toBeVisible();
  await chips.getByRole("button", { name: "Todos" }).click();
  await expect(cartaoEmprestimo(page, "Otávio Cobrado")).toBeVisible();
  await expect(cartaoEmprestimo(page, "Vitória Pontual")).toBeVisible();
  // Sorting by name puts Otávio before Vitória; by due date too (5 days ago before today).
  await page.getByLabel("Ordenar por").selectOption("nome");
  await expect(page.getByTestId("emprestimo-cliente")).toHaveText(["Otávio Cobrado", "Vitória Pontual"]);
});

test("métricas sem zeros falsos: esqueleto enquanto carregam e 'Tentar novamente' quando falham", async ({ page, baseURL }) => {
  await credorDoLedger(page, baseURL!, "cobranca-estados");
  // Hold the metrics until the skeleton has been seen, then fail them until 'Tentar novamente'
  // (the page's first code asks for them too, and a failed early read is read again).
  let soltar: () => void = () => {};
  const segurado = new Promise<void>((resolve) => (soltar = resolve));
  let falhar = true;
  await page.route("**/api/dashboard/metrics", async (rota) => {
    if (!falhar) return rota.fallback();
    await segurado;
    await rota.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Erro interno" }) });
  });
  // Reached from another screen: opened by its address, the dashboard arrives drawn by the server
  // with the figures it read itself (decision 0047), and the app's own skeleton stays unseen.
  await page.goto("/calendario");
  await page.getByRole("link", { name: "Dashboard", exact: true }).click();
  const metricas = page.getByRole("region", { name: "Métricas" });
  await expect(page.getByTestId("metrica-total-emprestado-ativo-carregando")).toBeVisible();
  await expect(page.getByTestId("metrica-recebido-hoje-carregando")).toBeVisible();
  await expect(metricas.getByText("R$ 0,00")).toHaveCount(0);
  soltar();
  const alerta = page.getByRole("alert").filter({ hasText: "Não foi possível carregar as métricas." });
  await expect(alerta).toBeVisible();
  await expect(page.getByTestId("metrica-total-emprestado-ativo")).toHaveText("—Indisponível");
  await expect(page.getByTestId("metrica-total-clientes")).toHaveText("—Indisponível");
  await expect(metricas.getByText("R$ 0,00")).toHaveCount(0);
  falhar = false;
  await alerta.getByRole("button", { name: "Tentar novamente" }).click();
  await expect(page.getByTestId("metrica-total-emprestado-ativo")).toHaveText("R$ 0,00");
  await expect(page.getByTestId("metrica-total-clientes")).toHaveText("0");
  await expect(alerta).toHaveCount(0);
});
