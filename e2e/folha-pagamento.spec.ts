import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Cookie, type Locator, type Page } from "@playwright/test";
import { adicionarDias as somarDias, formatarData } from "../src/domain/dates.ts";
import { cartaoEmprestimo, cpfAleatorio, criarCliente, criarEmprestimoManual, hojeIso } from "./ledger-support.ts";
import { adicionarDias, criarConta, emailNovo, entrarPelaTela } from "./support.ts";

/*
 * Issue 27, point 1: on a phone the payment dialog is a sheet whose 'Total a pagar' and
 * 'Confirmar Pagamento' are always in view and uncovered, at every height from 568 px, for every
 * payment type, also with the offline notice; opening it focuses nothing that raises the keyboard.
 */

const SEM_CONEXAO = "Sem conexão. O pagamento será enviado quando a conexão voltar.";
const ALTURAS = [568, 667, 812];

/** One lender per worker: an overdue monthly loan (late interest: the longest preview) and an installment loan. */
interface Dados {
  sessao: Cookie[];
  mensal: string;
  parcelado: string;
  /** Overdue by 40 days: paying its interest leaves it 10 days late. */
  paraPagar: string;
  /** Overdue, paid off from the dashboard's overdue list. */
  paraQuitar: string;
}
let dados: Dados | undefined;

test.use({ actionTimeout: 15_000 });

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const contexto = await browser.newContext({ baseURL, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  try {
    const page = await contexto.newPage();
    const email = emailNovo("folha");
    await criarConta(page.request, baseURL!, email);
    adicionarDias(email, 30);
    await entrarPelaTela(page, email);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

    // Started 70 days ago for 30 days: due 40 days ago.
    const mensal = "Marta Folha Mensal";
    await criarEmprestimoManual(page, (await criarCliente(page, { nome: mensal, cpf: cpfAleatorio() })).id, { dataInicio: somarDias(hojeIso(), -70) });
    const paraPagar = "Paulo Folha Atrasado";
    await criarEmprestimoManual(page, (await criarCliente(page, { nome: paraPagar, cpf: cpfAleatorio() })).id, { dataInicio: somarDias(hojeIso(), -70) });

    const paraQuitar = "Quitéria Folha Painel";
    await criarEmprestimoManual(page, (await criarCliente(page, { nome: paraQuitar, cpf: cpfAleatorio() })).id, { dataInicio: somarDias(hojeIso(), -35) });

    // Installment loans come only from a sign-up link: made by the lender, sent by the borrower.
    const parcelado = "Paula Folha Parcelada";
    const link = await page.request.post("/api/links-cadastro", {
      data: {
        valorOriginal: "900",
        modalidade: "parcelado",
        quantidadeMeses: 3,
        taxaJurosMes: "10",
        taxaAtraso: "1",
        taxaAtrasoTipo: "percentual",
        exigirDocumentos: false,
      },
    });
    expect(link.status(), await link.text()).toBe(201);
    const { id: idLink, token } = (await link.json()) as { id: string; token: string };
    const cadastro = await page.request.post(`/api/cadastro/${token}`, {
      data: { nome: parcelado, cpf: cpfAleatorio(), telefone: "11987654321", pix: "paula@pix.com", aceitaTermos: true },
      headers: { origin: baseURL! },
    });
    expect(cadastro.status(), await cadastro.text()).toBe(201);
    // The lender sent the money: the loan takes payments.
    const links = (await (await page.request.get("/api/links-cadastro")).json()) as { id: string; emprestimoId: string | null }[];
    const emprestimoId = links.find((l) => l.id === idLink)?.emprestimoId;
    expect(emprestimoId).toBeTruthy();
    const ativar = await page.request.put(`/api/emprestimos/${emprestimoId}`, { data: { status: "ativo" } });
    expect(ativar.status(), await ativar.text()).toBe(200);

    dados = { sessao: await contexto.cookies(), mensal, parcelado, paraPagar, paraQuitar };
  } finally {
    await contexto.close();
  }
});

async function abrirPagamento(page: Page, cliente: string): Promise<Locator> {
  await page.context().addCookies(dados!.sessao);
  await page.goto("/emprestimos");
  await cartaoEmprestimo(page, cliente).getByRole("button", { name: "Registrar Pagamento" }).click();
  const dialogo = page.getByRole("dialog", { name: "Registrar Pagamento" });
  await expect(dialogo).toBeVisible();
  // Animations (the sheet fades in) end before anything is measured.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  return dialogo;
}

/** Whole in the viewport, and what the finger hits at its centre is it (or inside it), nothing on top. */
async function naTelaSemCobertura(alvo: Locator, nome: string) {
  await expect(alvo, `${nome} inteiro na tela`).toBeInViewport({ ratio: 1 });
  const descoberto = await alvo.evaluate((el) => {
    const caixa = el.getBoundingClientRect();
    const topo = document.elementFromPoint(caixa.left + caixa.width / 2, caixa.top + caixa.height / 2);
    return topo !== null && (topo === el || el.contains(topo));
  });
  expect(descoberto, `${nome} coberto por outro elemento`).toBe(true);
}

async function rodapeNaTela(dialogo: Locator) {
  await naTelaSemCobertura(dialogo.getByText("Total a pagar", { exact: true }), "'Total a pagar'");
  await naTelaSemCobertura(dialogo.getByTestId("previa-total"), "o valor total");
  await naTelaSemCobertura(dialogo.getByRole("button", { name: "Confirmar Pagamento" }), "'Confirmar Pagamento'");
  await naTelaSemCobertura(dialogo.getByRole("button", { name: "Cancelar" }), "'Cancelar'");
}

const mensal = { rotulo: "mensal em atraso", cliente: (d: Dados) => d.mensal };
const parcelado = { rotulo: "parcelado", cliente: (d: Dados) => d.parcelado };
const TIPOS = [
  { ...mensal, tipo: "Apenas juros" },
  { ...mensal, tipo: "Parcial" },
  { ...mensal, tipo: "Total" },
  { ...parcelado, tipo: "Parcela" },
  { ...parcelado, tipo: "Total" },
];

for (const altura of ALTURAS) {
  test.describe(`375×${altura}`, () => {
    test.use({ viewport: { width: 375, height: altura }, isMobile: true, hasTouch: true });

    for (const { rotulo, cliente, tipo } of TIPOS) {
      test(`${tipo} (${rotulo}): total e confirmar à vista, também sem conexão`, async ({ page, context }) => {
        const dialogo = await abrirPagamento(page, cliente(dados!));

        // Opening focuses something in the sheet that does not raise the keyboard.
        await expect.poll(() => dialogo.evaluate((d) => d.contains(document.activeElement))).toBe(true);
        const focado = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          return { tag: el?.tagName ?? "", editavel: el?.isContentEditable ?? false };
        });
        // Soft: a failure here still lets the layout below be checked and reported.
        expect.soft(["INPUT", "TEXTAREA", "SELECT"], `foco em ${focado.tag}`).not.toContain(focado.tag);
        expect.soft(focado.editavel).toBe(false);

        await dialogo.getByRole("radio", { name: tipo, exact: true }).click();
        await expect(dialogo.getByRole("radio", { name: tipo, exact: true })).toBeChecked();
        if (tipo === "Parcial") {
          await dialogo.getByLabel("Valor do principal").fill("100,00");
          await expect(dialogo.getByTestId("previa-principal")).toHaveText("R$ 100,00");
        }
        await expect(dialogo.getByTestId("previa-total")).not.toHaveText("—");
        await rodapeNaTela(dialogo);

        // Offline: the notice joins the footer, and still nothing is hidden.
        await context.setOffline(true);
        await dialogo.getByRole("button", { name: "Confirmar Pagamento" }).click();
        await expect(dialogo.getByText(SEM_CONEXAO)).toBeVisible();
        await naTelaSemCobertura(dialogo.getByText(SEM_CONEXAO), "o aviso sem conexão");
        await rodapeNaTela(dialogo);
        // 'Cancelar' gives the waiting payment up: the shared loan stays unpaid.
        await dialogo.getByRole("button", { name: "Cancelar" }).click();
        await expect(dialogo).toHaveCount(0);
        await context.setOffline(false);
      });
    }
  });
}

test.describe("depois do pagamento", () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

  test("juros de um empréstimo muito atrasado: 'Ainda em atraso' com vencimento e dias, e 'Enviar recibo'", async ({ page }) => {
    const dialogo = await abrirPagamento(page, dados!.paraPagar);
    await dialogo.getByRole("button", { name: "Confirmar Pagamento" }).click();
    const resultado = dialogo.getByRole("group", { name: "Pagamento registrado!" });
    // Due 40 days ago; the interest moves it 30 days: still 10 days late.
    const texto = `Ainda em atraso: vencimento ${formatarData(somarDias(hojeIso(), -10))} (10 dias)`;
    await expect(resultado.getByText(texto)).toBeVisible();
    await expect(page.locator("[data-slot=toast]")).toContainText(texto);
    const recibo = resultado.getByRole("link", { name: "Enviar recibo" });
    await naTelaSemCobertura(recibo, "'Enviar recibo'");
    await expect(recibo).toHaveAttribute("href", /^\/api\/pagamentos\/[^/]+\/recibo$/);
    await naTelaSemCobertura(resultado.getByRole("button", { name: "Concluir" }), "'Concluir'");
    // The result is a new state of the sheet: axe checks it as the other screens (acessibilidade.spec.ts).
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    const axe = await new AxeBuilder({ page }).include("[role=dialog]").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await resultado.getByRole("button", { name: "Concluir" }).click();
    await expect(dialogo).toHaveCount(0);
  });

  test("pelo painel: quitar um atrasado tira o item da lista, e a folha continua com o resultado e 'Enviar recibo'", async ({ page }) => {
    await page.context().addCookies(dados!.sessao);
    await page.goto("/");
    const item = page.getByTestId("em-atraso-item").filter({ hasText: dados!.paraQuitar });
    await item.getByRole("button", { name: "Registrar pagamento" }).click();
    const dialogo = page.getByRole("dialog", { name: "Registrar Pagamento" });
    await dialogo.getByRole("radio", { name: "Total", exact: true }).click();
    await dialogo.getByRole("button", { name: "Confirmar Pagamento" }).click();
    const resultado = dialogo.getByRole("group", { name: "Pagamento registrado!" });
    await expect(resultado.getByText("Empréstimo quitado!")).toBeVisible();
    // The dashboard refreshed: the loan left the overdue list, the sheet stayed.
    await expect(page.getByTestId("em-atraso-item").filter({ hasText: dados!.paraQuitar })).toHaveCount(0);
    await expect(resultado.getByRole("link", { name: "Enviar recibo" })).toBeVisible();
    await resultado.getByRole("button", { name: "Concluir" }).click();
    await expect(dialogo).toHaveCount(0);
  });
});
