import { expect, test, type Locator, type Page } from "@playwright/test";
import { adicionarDias as somarDias, diaDaSemana, formatarData } from "../src/domain/dates.ts";
import { MENSAGEM_CHAVE_PIX_INVALIDA } from "../src/domain/pix.ts";
import { formatarReais } from "../src/domain/money.ts";
import { textoLembrete } from "../src/domain/whatsapp.ts";
import { mesSeguinte, semearDia, vencimentosNoMes, type Semente } from "./dia-support.ts";
import {
  abrirLembreteNoWhatsapp,
  cpfAleatorio,
  credorDoLedger,
  criarCliente,
  criarEmprestimoManual,
  hojeIso,
  larguraDaPagina,
  paginaDoClienteNoLembrete,
  registrarChamadas,
} from "./ledger-support.ts";
import { toast } from "./support.ts";

// The lender's day against the real server: dashboard figures and due lists, the WhatsApp
// reminder (number and text), the calendar month by month, the overdue list, and settings whose
// PIX key goes into the next reminder. Expectations come from the domain rules and today's date.

/** Opens the reminder of one row and returns the wa.me number and the decoded text. */
async function abrirLembrete(page: Page, lista: Locator, nome: string): Promise<{ numero: string; texto: string }> {
  return abrirLembreteNoWhatsapp(page, lista.getByRole("button", { name: `Lembrar ${nome} pelo WhatsApp` }));
}

function linhaDe(lista: Locator, nome: string): Locator {
  return lista.getByTestId("vencimento").filter({ hasText: nome });
}

/** The reminder's text, with the client's page the reminder carries (issue 30, point 4). */
async function lembreteEsperado(page: Page, s: Semente, quando: "hoje" | "amanha", chavePix?: string) {
  const paginaDoCliente = await paginaDoClienteNoLembrete(page, new URL(page.url()).origin, s.clienteId);
  return textoLembrete({ nomeCliente: s.nome, valor: s.devido, dataVencimento: s.vencimento, quando, chavePix, paginaDoCliente });
}

test.beforeEach(async ({ page }) => {
  // No internet here: answer for wa.me so that the new tab keeps its address.
  await page.context().route("https://wa.me/**", (rota) => rota.fulfill({ contentType: "text/html", body: "<p>WhatsApp</p>" }));
});

test("dashboard: métricas, vencimentos de hoje e amanhã, lembrete pelo WhatsApp e a chave PIX das configurações", async ({ page, baseURL }) => {
  await credorDoLedger(page, baseURL!, "dia-dashboard");

  // A new lender: zeros and both empty texts.
  await expect(page.getByTestId("metrica-total-emprestado-ativo")).toHaveText("R$ 0,00");
  await expect(page.getByTestId("metrica-receita-prevista-mes")).toHaveText("R$ 0,00");
  await expect(page.getByTestId("metrica-receita-prevista-dia")).toHaveText("R$ 0,00");
  await expect(page.getByTestId("metrica-total-clientes")).toHaveText("0");
  await expect(page.getByTestId("vencimentos-hoje").getByText("Nenhum vencimento hoje")).toBeVisible();
  await expect(page.getByTestId("vencimentos-amanha").getByText("Nenhum vencimento amanhã")).toBeVisible();

  const dia = await semearDia(page);
  const { hoje: ana, amanha: bruno } = dia.sementes;
  await page.reload();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByTestId("metrica-total-emprestado-ativo")).toHaveText(dia.metricas.totalEmprestadoAtivo);
  await expect(page.getByTestId("metrica-total-emprestado-ativo")).toHaveText("R$ 5.300,00");
  await expect(page.getByTestId("metrica-receita-prevista-mes")).toHaveText(dia.metricas.receitaPrevistaMes);
  await expect(page.getByTestId("metrica-receita-prevista-dia")).toHaveText("R$ 100,00");
  await expect(page.getByTestId("metrica-total-clientes")).toHaveText("4");

  // Today: only Ana (the overdue and later loans are not due today).
  const listaHoje = page.getByTestId("vencimentos-hoje");
  await expect(listaHoje.getByRole("heading", { name: "Vencimentos de Hoje" })).toBeVisible();
  await expect(listaHoje.getByTestId("vencimento")).toHaveCount(1);
  const linhaAna = linhaDe(listaHoje, ana.nome);
  await expect(linhaAna.getByTestId("vencimento-cliente")).toHaveText(ana.nome);
  await expect(linhaAna.getByTestId("vencimento-valor")).toHaveText(formatarReais(ana.devido));
  await expect(linhaAna.getByTestId("status-emprestimo")).toHaveText("Ativo");
  await expect(linhaAna.getByText("A", { exact: true })).toBeVisible();

  const listaAmanha = page.getByTestId("vencimentos-amanha");
  await expect(listaAmanha.getByRole("heading", { name: "Vencimentos de Amanhã" })).toBeVisible();
  await expect(listaAmanha.getByTestId("vencimento")).toHaveCount(1);
  const linhaBruno = linhaDe(listaAmanha, bruno.nome);
  await expect(linhaBruno.getByTestId("vencimento-valor")).toHaveText("R$ 200,00");
  await expect(linhaBruno.getByTestId("status-emprestimo")).toHaveText("Ativo");
  await expect(linhaBruno.getByText("B", { exact: true })).toBeVisible();

  // The reminder of today: 55 + digits (the stored number already had 55: not doubled).
  const lembreteAna = await abrirLembrete(page, listaHoje, ana.nome);
  expect(lembreteAna.numero).toBe("5511987654321");
  expect(lembreteAna.texto).toContain("Ana");
  expect(lembreteAna.texto).toContain("HOJE");
  expect(lembreteAna.texto).toContain("R$ 100,00");
  expect(lembreteAna.texto).toContain(formatarData(dia.hoje));
  expect(lembreteAna.texto).not.toContain("Chave PIX");
  expect(lembreteAna.texto).toBe(await lembreteEsperado(page, ana, "hoje"));

  const lembreteBruno = await abrirLembrete(page, listaAmanha, bruno.nome);
  expect(lembreteBruno.numero).toBe("5521998765432");
  expect(lembreteBruno.texto).toContain("AMANHÃ");
  expect(lembreteBruno.texto).toContain(formatarData(dia.amanha));
  expect(lembreteBruno.texto).toBe(await lembreteEsperado(page, bruno, "amanha"));

  // The client's name leads to the client's page.
  await linhaAna.getByRole("link", { name: ana.nome }).click();
  await expect(page).toHaveURL(new RegExp(`/clientes/${ana.clienteId}$`));
  await expect(page.getByRole("heading", { name: ana.nome, level: 1 })).toBeVisible();

  // Settings, reached through the menu so the dashboard's cached settings must be refreshed.
  const salvamentos = registrarChamadas(page, "POST", "/api/configuracoes");
  await page.getByTestId("sidebar").getByRole("link", { name: "Configurações", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Configurações", level: 1 })).toBeVisible();
  const chave = page.getByLabel("Chave PIX", { exact: true });
  const whatsapp = page.getByLabel("WhatsApp", { exact: true });
  await expect(chave).toHaveValue("");
  await expect(whatsapp).toHaveValue("");
  await expect(page.getByText("+55 11 91234-5678", { exact: false })).toBeVisible();

  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page.getByText("Chave PIX obrigatória", { exact: true })).toBeVisible();
  await chave.fill("chave que não é pix");
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page.getByText(MENSAGEM_CHAVE_PIX_INVALIDA, { exact: true })).toBeVisible();
  expect(salvamentos).toHaveLength(0);

  // A refusal from the server: the failure toast and its field message under the field.
  await page.route("**/api/configuracoes", (rota) =>
    rota.request().method() === "POST"
      ? rota.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({ message: "Número recusado", errors: { telefoneWhatsapp: "Número recusado" } }),
        })
      : rota.fallback(),
  );
  await chave.fill("ana.credora@pix.com.br");
  await whatsapp.fill("+55 11 91234-5678");
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(toast(page)).toContainText("Erro ao salvar");
  await expect(toast(page)).toContainText("Não foi possível salvar as configurações.");
  await expect(page.getByText("Número recusado", { exact: true })).toBeVisible();
  await page.unroute("**/api/configuracoes");

  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(toast(page)).toContainText("Configurações salvas!");
  expect(salvamentos.length).toBeGreaterThanOrEqual(1);
  const salvas = await (await page.request.get("/api/configuracoes")).json();
  expect(salvas).toEqual({
    chavePix: "ana.credora@pix.com.br",
    telefoneWhatsapp: "+55 11 91234-5678",
    nomeRecibo: null,
    nomeRecebedor: null,
    cidadeRecebedor: null,
    documentoCredor: null,
    enderecoCredor: null,
  });

  // The next reminder carries the new key.
  await page.getByTestId("sidebar").getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  const comChave = await abrirLembrete(page, page.getByTestId("vencimentos-hoje"), ana.nome);
  expect(comChave.texto).toContain("Chave PIX para pagamento: ana.credora@pix.com.br");
  expect(comChave.texto).toBe(await lembreteEsperado(page, ana, "hoje", "ana.credora@pix.com.br"));

  // Saved values are loaded back into the form.
  await page.goto("/configuracoes");
  await expect(page.getByLabel("Chave PIX", { exact: true })).toHaveValue("ana.credora@pix.com.br");
  await expect(page.getByLabel("WhatsApp", { exact: true })).toHaveValue("+55 11 91234-5678");
});

test("calendário: dias com vencimento mês a mês, lista do dia e empréstimos em atraso", async ({ page, baseURL }) => {
  await credorDoLedger(page, baseURL!, "dia-calendario");
  const dia = await semearDia(page);
  const { hoje: ana, depois: carla, atrasado: diego } = dia.sementes;
  const meses = registrarChamadas(page, "GET", "/api/calendario");

  await page.goto("/calendario");
  await expect(page.getByRole("heading", { name: "Calendário", level: 1 })).toBeVisible();
  await expect(page.getByText("Dias com vencimento", { exact: true })).toBeVisible();
  await expect(page.getByText("Hoje", { exact: true })).toBeVisible();

  const calendario = page.getByTestId("calendario");
  const mesAtual = dia.hoje.slice(0, 7);
  await expect(calendario).toHaveAttribute("data-mes", mesAtual);
  const destacados = calendario.locator('button[data-vencimento="true"]');
  const diasDestacados = () => destacados.evaluateAll((bs) => bs.map((b) => b.getAttribute("data-day")));
  await expect.poll(diasDestacados).toEqual(vencimentosNoMes(dia, mesAtual));

  // Today is marked and selected by default; its list holds Ana's loan.
  const botaoHoje = calendario.locator(`button[data-day="${dia.hoje}"]`);
  await expect(botaoHoje).toHaveAttribute("data-today", "true");
  await expect(botaoHoje).toHaveAttribute("data-selected", "true");
  // Its accessible name says how many fall due and their amount (Ana's cycle interest).
  await expect(botaoHoje).toHaveAttribute("aria-label", new RegExp(`1 vencimento, ${formatarReais(ana.devido).replace(/[$.]/g, "\\$&")}$`));
  await expect(botaoHoje).not.toHaveAttribute("data-atraso", "true");
  // Diego's cycle stays on its due date, marked overdue.
  if (diego.vencimento.startsWith(mesAtual)) {
    await expect(calendario.locator(`button[data-day="${diego.vencimento}"]`)).toHaveAttribute("data-atraso", "true");
    await expect(calendario.locator(`button[data-day="${diego.vencimento}"]`)).toHaveAttribute("aria-label", /1 em atraso$/);
  }
  // The selected day's number stays readable (its text colour is not its background).
  const cores = await botaoHoje.evaluate((b) => ({ texto: getComputedStyle(b).color, fundo: getComputedStyle(b).backgroundColor }));
  expect(cores.texto).not.toBe(cores.fundo);
  const doDia = page.getByTestId("vencimentos-do-dia");
  await expect(doDia.getByRole("heading", { name: `Vencimentos em ${formatarData(dia.hoje)}` })).toBeVisible();
  await expect(doDia.getByText(`Hoje, ${diaDaSemana(dia.hoje)}`, { exact: true })).toBeVisible();
  await expect(doDia.getByTestId("vencimento-do-dia")).toHaveCount(1);
  const itemAna = doDia.getByTestId("vencimento-do-dia").first();
  await expect(itemAna.getByTestId("vencimento-cliente")).toHaveText(ana.nome);
  await expect(itemAna.getByTestId("status-emprestimo")).toHaveText("Ativo");
  await expect(itemAna.getByTestId("vencimento-valor-original")).toHaveText("R$ 1.000,00");
  await expect(itemAna.getByTestId("vencimento-valor-restante")).toHaveText("R$ 1.000,00");
  await expect(itemAna.getByTestId("vencimento-ciclo")).toHaveText("Ciclo 1");
  await expect(itemAna.getByTestId("vencimento-valor-do-dia")).toHaveText(formatarReais(ana.devido));

  // The overdue list: Diego, 2 days late, 1% a day on R$ 800,00.
  const atrasados = page.getByTestId("emprestimos-atrasados");
  await expect(atrasados.getByRole("heading", { name: "Empréstimos em atraso" })).toBeVisible();
  await expect(atrasados.getByTestId("emprestimo-atrasado")).toHaveCount(1);
  const itemDiego = atrasados.getByTestId("emprestimo-atrasado").first();
  await expect(itemDiego.getByTestId("atrasado-cliente")).toHaveText(diego.nome);
  await expect(itemDiego.getByTestId("atrasado-dias")).toHaveText("2 dias em atraso");
  await expect(itemDiego.getByTestId("atrasado-valor-restante")).toHaveText("R$ 800,00");
  await expect(itemDiego.getByTestId("atrasado-juros")).toHaveText(`Juros de atraso: ${formatarReais(diego.jurosAtraso)}`);
  await expect(itemDiego.getByTestId("atrasado-juros")).toHaveText("Juros de atraso: R$ 16,00");
  await expect(itemDiego).toContainText(`Venceu em ${formatarData(diego.vencimento)}`);

  // Carla's day: in this month, or the next one at the very end of a month.
  const proximoMes = mesSeguinte(dia.hoje);
  if (!carla.vencimento.startsWith(mesAtual)) {
    await page.getByRole("button", { name: "Ir para o próximo mês" }).click();
    await expect(calendario).toHaveAttribute("data-mes", proximoMes);
  }
  await calendario.locator(`button[data-day="${carla.vencimento}"]`).click();
  await expect(calendario.locator(`button[data-day="${carla.vencimento}"]`)).toHaveAttribute("data-selected", "true");
  await expect(doDia.getByRole("heading", { name: `Vencimentos em ${formatarData(carla.vencimento)}` })).toBeVisible();
  const semana = diaDaSemana(carla.vencimento);
  await expect(doDia.getByText(semana.charAt(0).toUpperCase() + semana.slice(1), { exact: true })).toBeVisible();
  await expect(doDia.getByTestId("vencimento-do-dia")).toHaveCount(1);
  await expect(doDia.getByTestId("vencimento-cliente")).toHaveText(carla.nome);
  await expect(doDia.getByTestId("vencimento-valor-original")).toHaveText("R$ 1.500,00");

  // The next month: only its own dates are loaded and highlighted.
  if (carla.vencimento.startsWith(mesAtual)) {
    await page.getByRole("button", { name: "Ir para o próximo mês" }).click();
    await expect(calendario).toHaveAttribute("data-mes", proximoMes);
  }
  await expect.poll(diasDestacados).toEqual(vencimentosNoMes(dia, proximoMes));
  await expect.poll(() => meses.map((r) => new URL(r.url()).searchParams.get("mes"))).toEqual([mesAtual, proximoMes]);

  // A day without due dates.
  const livres = Array.from({ length: 28 }, (_, i) => `${proximoMes}-${String(i + 1).padStart(2, "0")}`).filter(
    (d) => !vencimentosNoMes(dia, proximoMes).includes(d),
  );
  const livre = livres[0]!;
  await calendario.locator(`button[data-day="${livre}"]`).click();
  await expect(doDia.getByRole("heading", { name: `Vencimentos em ${formatarData(livre)}` })).toBeVisible();
  await expect(doDia.getByText("Nenhum vencimento neste dia")).toBeVisible();

  // Back to this month: already loaded, not asked again.
  await page.getByRole("button", { name: "Ir para o mês anterior" }).click();
  await expect(calendario).toHaveAttribute("data-mes", mesAtual);
  await expect.poll(diasDestacados).toEqual(vencimentosNoMes(dia, mesAtual));
  expect(meses).toHaveLength(2);

  // 'Ir para hoje' brings back today's month and day.
  await page.getByRole("button", { name: "Ir para o próximo mês" }).click();
  await page.getByRole("button", { name: "Ir para hoje" }).click();
  await expect(calendario).toHaveAttribute("data-mes", mesAtual);
  await expect(botaoHoje).toHaveAttribute("data-selected", "true");
  await expect(doDia.getByTestId("vencimento-cliente")).toHaveText(ana.nome);
});

test("calendário sem empréstimos e no celular: textos de vazio e a lista de atrasos abaixo", async ({ page, baseURL }) => {
  await credorDoLedger(page, baseURL!, "dia-vazio");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/calendario");
  await expect(page.getByRole("heading", { name: "Calendário", level: 1 })).toBeVisible();
  await expect(page.getByTestId("vencimentos-do-dia").getByText("Nenhum vencimento neste dia")).toBeVisible();
  await expect(page.getByTestId("emprestimos-atrasados").getByText("Nenhum empréstimo em atraso")).toBeVisible();
  await expect(page.getByTestId("calendario").locator('button[data-vencimento="true"]')).toHaveCount(0);

  const calendario = (await page.getByTestId("calendario").boundingBox())!;
  const atrasados = (await page.getByTestId("emprestimos-atrasados").boundingBox())!;
  expect(atrasados.y).toBeGreaterThan(calendario.y + calendario.height);
  expect(await larguraDaPagina(page)).toBeLessThanOrEqual(375);

  await page.goto("/");
  await expect(page.getByTestId("metrica-total-clientes")).toHaveText("0");
  expect(await larguraDaPagina(page)).toBeLessThanOrEqual(375);
  await page.goto("/configuracoes");
  await expect(page.getByLabel("Chave PIX", { exact: true })).toBeVisible();
  expect(await larguraDaPagina(page)).toBeLessThanOrEqual(375);
});

test("muitos vencimentos no dia: o painel e o calendário trazem 50 por vez, em ordem de nome, e 'Carregar mais' traz o resto", async ({ page, baseURL }) => {
  await credorDoLedger(page, baseURL!, "dia-muitos-vencimentos");
  const hoje = hojeIso();
  // 53 loans due today, created in reverse name order: the lists sort by the client's name.
  const nomes = Array.from({ length: 53 }, (_, i) => `Cliente ${String(i + 1).padStart(2, "0")}`);
  for (const nome of [...nomes].reverse()) {
    const cliente = await criarCliente(page, { nome, cpf: cpfAleatorio() });
    await criarEmprestimoManual(page, cliente.id, { dataInicio: somarDias(hoje, -30) });
  }

  await page.goto("/");
  const listaHoje = page.getByTestId("vencimentos-hoje");
  await expect(listaHoje.getByTestId("vencimento")).toHaveCount(50);
  await expect(listaHoje.getByText("50+", { exact: true })).toBeVisible();
  await expect(listaHoje.getByTestId("vencimento-cliente").first()).toHaveText("Cliente 01");
  await listaHoje.getByRole("button", { name: "Carregar mais" }).click();
  await expect(listaHoje.getByTestId("vencimento")).toHaveCount(53);
  await expect(listaHoje.getByText("53", { exact: true })).toBeVisible();
  await expect(listaHoje.getByRole("button", { name: "Carregar mais" })).toHaveCount(0);
  expect(await listaHoje.getByTestId("vencimento-cliente").allTextContents()).toEqual(nomes);

  await page.goto("/calendario");
  const doDia = page.getByTestId("vencimentos-do-dia");
  await expect(doDia.getByTestId("vencimento-do-dia")).toHaveCount(50);
  await doDia.getByRole("button", { name: "Carregar mais" }).click();
  await expect(doDia.getByTestId("vencimento-do-dia")).toHaveCount(53);
  expect(await doDia.getByTestId("vencimento-cliente").allTextContents()).toEqual(nomes);
});
