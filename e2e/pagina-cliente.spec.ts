import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { adicionarDias } from "../src/domain/dates.ts";
import { abrirLembreteNoWhatsapp, cpfAleatorio, credorDoLedger, criarCliente, criarEmprestimoManual, hojeIso } from "./ledger-support.ts";
import { celularDoTomador } from "./links-support.ts";

// Issue 30, point 1: the lender shares the client's own link; the borrower opens it on a phone and
// sees what is owed today with the PIX code and QR; 'Gerar novo link' turns the old one off.
// Point 4: the WhatsApp reminders carry that link.

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
// The smallest PNG: a 1×1 image, its type read from its bytes by the server.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

test("o credor envia o link do cliente; no celular, o tomador vê o valor de hoje, o QR e o código PIX", async ({ page, browser, baseURL }) => {
  await credorDoLedger(page, baseURL!, "pagina-cliente");
  const configurado = await page.request.post("/api/configuracoes", {
    data: { nomeRecibo: "Crédito da Ana", chavePix: "ana@pix.com", nomeRecebedor: "Ana Credora", cidadeRecebedor: "Recife" },
  });
  expect(configurado.status()).toBe(200);
  const nome = "Paulo Pagina Souza";
  const cliente = await criarCliente(page, { nome, cpf: cpfAleatorio(), telefone: "81987654321" });
  await criarEmprestimoManual(page, cliente.id);

  await page.goto(`/clientes/${cliente.id}`);
  await page.getByRole("button", { name: "Link do cliente" }).click();
  const dialogo = page.getByTestId("link-do-cliente-dialog");
  await expect(dialogo.getByTestId("link-cliente-url")).toHaveValue(/\/c\/[A-Za-z0-9_-]{32}$/);
  const url = await dialogo.getByTestId("link-cliente-url").inputValue();
  await expect(dialogo.getByRole("link", { name: "Enviar pelo WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/5581987654321\?text=/);
  expect((await new AxeBuilder({ page }).include('[data-testid="link-do-cliente-dialog"]').withTags(WCAG).analyze()).violations).toEqual([]);

  const tomador = await celularDoTomador(browser);
  try {
    const celular = tomador.pagina;
    await celular.goto(url);
    await expect(celular.getByRole("heading", { name: "Olá, Paulo", level: 1 })).toBeVisible();
    await expect(celular.getByText("Empréstimos com Crédito da Ana")).toBeVisible();
    await expect(celular.getByTestId("valor-devido-hoje")).toHaveText("R$ 100,00");
    await expect(celular.getByRole("button", { name: "Copiar código PIX" })).toBeVisible();
    // The QR (for another phone to scan) waits behind its button (issue 42, point 7).
    await expect(celular.getByTestId("pix-qr-imagem")).toHaveCount(0);
    await celular.getByRole("button", { name: "Mostrar QR Code" }).click();
    await expect(celular.getByTestId("pix-qr-imagem")).toBeVisible();
    await expect(celular.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    expect((await new AxeBuilder({ page: celular }).withTags(WCAG).analyze()).violations).toEqual([]);
    expect(await celular.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await celular.setViewportSize({ width: 1280, height: 800 });
    expect((await new AxeBuilder({ page: celular }).withTags(WCAG).analyze()).violations).toEqual([]);

    // A new link: the old one stops at once.
    await dialogo.getByRole("button", { name: "Gerar novo link" }).click();
    await expect(dialogo.getByTestId("link-cliente-url")).not.toHaveValue(url);
    await celular.reload();
    await expect(celular.getByRole("heading", { name: "Link indisponível", level: 1 })).toBeVisible();
  } finally {
    await tomador.contexto.close();
  }
});

test("o lembrete pelo WhatsApp leva o link do cliente, criado no primeiro uso, e o link abre a página do tomador", async ({ page, browser, baseURL }) => {
  await credorDoLedger(page, baseURL!, "pagina-cliente-lembrete");
  // No internet here: answer for wa.me so that the new tab keeps its address.
  await page.context().route("https://wa.me/**", (rota) => rota.fulfill({ contentType: "text/html", body: "<p>WhatsApp</p>" }));
  const nome = "Lara Lembrete Costa";
  const cliente = await criarCliente(page, { nome, cpf: cpfAleatorio(), telefone: "81987654321" });
  await criarEmprestimoManual(page, cliente.id, { dataInicio: adicionarDias(hojeIso(), -30) }); // due today
  const linkVivo = async () => (await (await page.request.get(`/api/clientes/${cliente.id}/link-cliente`)).json()) as { token: string } | null;
  expect(await linkVivo()).toBeNull();

  // The dashboard's reminder makes the link and puts it after the PIX lines, before the closing line.
  await page.reload();
  const doPainel = await abrirLembreteNoWhatsapp(page, page.getByTestId("vencimentos-hoje").getByRole("button", { name: `Lembrar ${nome} pelo WhatsApp` }));
  expect(doPainel.numero).toBe("5581987654321");
  const link = await linkVivo();
  expect(link).not.toBeNull();
  const url = `${baseURL}/c/${link!.token}`;
  expect(doPainel.texto.split("\n").slice(-2)).toEqual([
    `Veja seus empréstimos e pague pelo PIX neste link: ${url}`,
    "Pague em dia para evitar juros. Obrigado!",
  ]);

  // The client page's reminder sends the same live link, not a new one.
  await page.goto(`/clientes/${cliente.id}`);
  const lembrar = page.getByTestId("emprestimo-do-cliente").getByRole("button", { name: `Lembrar ${nome} pelo WhatsApp` });
  const doCliente = await abrirLembreteNoWhatsapp(page, lembrar);
  expect(doCliente.texto).toBe(doPainel.texto);

  // The address as the borrower receives it opens their page.
  const noTexto = /https?:\/\/\S+\/c\/[A-Za-z0-9_-]+/.exec(doCliente.texto)?.[0];
  expect(noTexto).toBe(url);
  const tomador = await celularDoTomador(browser);
  try {
    await tomador.pagina.goto(noTexto!);
    await expect(tomador.pagina.getByRole("heading", { name: "Olá, Lara", level: 1 })).toBeVisible();
    await expect(tomador.pagina.getByTestId("valor-devido-hoje")).toHaveText("R$ 100,00");
  } finally {
    await tomador.contexto.close();
  }

  // Without the link (the request fails) the reminder still goes, with the text of before.
  await page.route("**/api/clientes/*/link-cliente", (rota) => rota.abort("connectionfailed"));
  const semLink = await abrirLembreteNoWhatsapp(page, lembrar);
  expect(semLink.numero).toBe("5581987654321");
  expect(semLink.texto).toBe(doCliente.texto.replace(`\nVeja seus empréstimos e pague pelo PIX neste link: ${url}`, ""));
  expect(semLink.texto).not.toContain("/c/");
});

test("'Já paguei': o tomador informa com comprovante no celular; o credor vê o aviso ao vivo, confirma, e a página mostra o saldo novo e o recibo", async ({
  page,
  browser,
  baseURL,
}) => {
  await credorDoLedger(page, baseURL!, "pagina-cliente-ja-paguei");
  const configurado = await page.request.post("/api/configuracoes", {
    data: { nomeRecibo: "Crédito do Beto", chavePix: "beto@pix.com", nomeRecebedor: "Beto Credor", cidadeRecebedor: "Natal" },
  });
  expect(configurado.status()).toBe(200);
  const nome = "Jaque Paguei Lima";
  const cliente = await criarCliente(page, { nome, cpf: cpfAleatorio(), telefone: "81987654321" });
  // Lent 35 days ago: due 5 days ago, overdue today.
  await criarEmprestimoManual(page, cliente.id, { dataInicio: adicionarDias(hojeIso(), -35) });
  const { token } = (await (await page.request.post(`/api/clientes/${cliente.id}/link-cliente`, { data: {} })).json()) as { token: string };
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  const tomador = await celularDoTomador(browser);
  try {
    const celular = tomador.pagina;
    await tomador.contexto.grantPermissions(["clipboard-read", "clipboard-write"]);
    await celular.goto(`/c/${token}`);
    // First the PIX: the code of today's amount goes to the clipboard.
    await celular.getByRole("button", { name: "Copiar código PIX" }).click();
    await expect(celular.getByText("Código PIX copiado!").first()).toBeVisible();
    expect(await celular.evaluate(() => navigator.clipboard.readText())).toMatch(/^000201.*beto@pix\.com/);
    await celular.getByRole("button", { name: "Já paguei: informar pagamento" }).click();
    const form = celular.getByRole("form", { name: "Informar pagamento" });
    // Paid on the due date: the interest of the cycle and nothing late.
    await form.getByLabel("Valor pago (R$)").fill("100,00");
    await form.getByLabel("Data do pagamento").fill(adicionarDias(hojeIso(), -5));
    await form.getByLabel(/Comprovante/).setInputFiles({ name: "pix.png", mimeType: "image/png", buffer: PNG });
    expect((await new AxeBuilder({ page: celular }).withTags(WCAG).analyze()).violations).toEqual([]);
    await form.getByRole("button", { name: "Enviar" }).click();
    await expect(celular.getByTestId("aguardando-confirmacao")).toContainText("Aguardando confirmação do credor");

    // The lender's open dashboard hears of it live and confirms in the sheet the amount suggests.
    const aviso = page.getByTestId("pagamento-informado");
    await expect(aviso).toContainText(nome);
    for (const largura of [1280, 375]) {
      await page.setViewportSize({ width: largura, height: 800 });
      const axe = await new AxeBuilder({ page }).include('[data-testid="pagamentos-informados"]').withTags(WCAG).analyze();
      expect(axe.violations, `${largura} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(aviso.getByRole("link", { name: "Ver comprovante" })).toHaveAttribute("href", /^\/api\/documentos\//);
    await aviso.getByRole("button", { name: `Confirmar pagamento informado por ${nome}` }).click();
    await expect(page.getByTestId("pagamento-informado-no-dialogo")).toContainText("R$ 100,00");
    await page.getByRole("button", { name: "Confirmar Pagamento" }).click();
    await expect(page.getByText("Pagamento registrado!").first()).toBeVisible();
    await expect(page.getByTestId("pagamento-informado")).toHaveCount(0);

    // No reload: the borrower coming back to the page (window focus) reads it again (issue 42, point 7).
    await celular.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(celular.getByTestId("pagamento-confirmado")).toBeVisible();
    // The cycle moved from the old due date, with no late interest: R$ 100,00 due on the next one.
    await expect(celular.getByTestId("valor-devido-hoje")).toHaveText("R$ 100,00");
    const recibo = celular.getByRole("link", { name: /^Recibo do pagamento de R\$ 100,00/ });
    await expect(recibo).toBeVisible();
    const pdf = await celular.request.get((await recibo.getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await new AxeBuilder({ page: celular }).withTags(WCAG).analyze()).violations).toEqual([]);
  } finally {
    await tomador.contexto.close();
  }
});

/**
 * A photo of 7 MB or more as a phone camera may write it (issue 42, point 7): 4000×3000 with
 * strong per-pixel grain, saved by the browser's own JPEG encoder at high quality, so that it
 * does not compress away. The same seed gives the same bytes on every run.
 */
async function fotoDeSeteMegas(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const [w, h] = [4000, 3000];
    const tela = new OffscreenCanvas(w, h);
    const ctx = tela.getContext("2d")!;
    const imagem = ctx.createImageData(w, h);
    let semente = 42;
    const acaso = () => (semente = (Math.imul(semente, 1664525) + 1013904223) >>> 0) / 4294967296;
    const d = imagem.data;
    for (let i = 0; i < d.length; i += 4) {
      d[i] = acaso() * 255;
      d[i + 1] = acaso() * 255;
      d[i + 2] = acaso() * 255;
      d[i + 3] = 255;
    }
    ctx.putImageData(imagem, 0, 0);
    const blob = await tela.convertToBlob({ type: "image/jpeg", quality: 0.9 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binario = "";
    for (let i = 0; i < bytes.length; i += 0x8000) binario += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binario);
  });
  return Buffer.from(base64, "base64");
}

test("no celular de 375×568: 'Copiar código PIX' na primeira tela, e uma foto de 7 MB em 'Já paguei' aceita e reduzida", async ({ page, browser, baseURL }) => {
  await credorDoLedger(page, baseURL!, "pagina-cliente-568");
  const configurado = await page.request.post("/api/configuracoes", {
    data: { nomeRecibo: "Crédito da Rita", chavePix: "rita@pix.com", nomeRecebedor: "Rita Credora", cidadeRecebedor: "Belém" },
  });
  expect(configurado.status()).toBe(200);
  const cliente = await criarCliente(page, { nome: "Tela Pequena Souza", cpf: cpfAleatorio(), telefone: "91987654321" });
  // Overdue, so that the amount shows its parts (juros do ciclo, atraso): the longest first screen.
  await criarEmprestimoManual(page, cliente.id, { dataInicio: adicionarDias(hojeIso(), -35) });
  const { token } = (await (await page.request.post(`/api/clientes/${cliente.id}/link-cliente`, { data: {} })).json()) as { token: string };

  const { contexto, pagina: celular } = await celularDoTomador(browser, 568);
  try {
    await celular.goto(`/c/${token}`);
    await expect(celular.getByTestId("valor-devido-hoje")).toBeVisible();
    const copiar = celular.getByRole("button", { name: "Copiar código PIX" });
    await expect(copiar).toBeVisible();
    // In the first screen: unscrolled, the whole button within the 568 px.
    expect(await celular.evaluate(() => window.scrollY)).toBe(0);
    const caixa = (await copiar.boundingBox())!;
    expect(caixa.y).toBeGreaterThanOrEqual(0);
    expect(caixa.y + caixa.height).toBeLessThanOrEqual(568);

    const foto = await fotoDeSeteMegas(celular);
    expect(foto.length).toBeGreaterThanOrEqual(7 * 1024 * 1024);
    await celular.getByRole("button", { name: "Já paguei: informar pagamento" }).click();
    const form = celular.getByRole("form", { name: "Informar pagamento" });
    await form.getByLabel("Valor pago (R$)").fill("100,00");
    await form.getByLabel(/Comprovante/).setInputFiles({ name: "comprovante.jpg", mimeType: "image/jpeg", buffer: foto });
    await form.getByRole("button", { name: "Enviar" }).click();
    await expect(celular.getByTestId("aguardando-confirmacao")).toContainText("Aguardando confirmação do credor");
  } finally {
    await contexto.close();
  }

  // What the lender receives is the smaller photo, under the 5 MB limit.
  const informados = (await (await page.request.get(`/api/pagamentos-informados?clienteId=${cliente.id}`)).json()) as { comprovanteUrl: string | null }[];
  expect(informados).toHaveLength(1);
  expect(informados[0]!.comprovanteUrl).toMatch(/^\/api\/documentos\//);
  const comprovante = await page.request.get(informados[0]!.comprovanteUrl!);
  expect(comprovante.status()).toBe(200);
  expect(comprovante.headers()["content-type"]).toBe("image/jpeg");
  const bytes = await comprovante.body();
  expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
});
