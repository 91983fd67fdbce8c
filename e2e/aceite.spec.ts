import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { cartaoEmprestimo, cpfAleatorio, credorDoLedger, criarCliente, criarEmprestimoManual, definirNomeDoCredor } from "./ledger-support.ts";
import { celularDoTomador } from "./links-support.ts";

// Issue 29, point 4: the lender asks for the borrower's acceptance ('Pedir aceite'); the borrower,
// on a phone, reads the contract, ticks 'Li e aceito o contrato', types their name and accepts; the
// lender's card says when, and the contract downloaded afterwards ends with the certificate
// carrying the hash of the document the borrower was shown. axe at 375 and 1280 px.

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function paginasDoPdf(bytes: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false });
  return text.map((t) => t.replace(/\s+/g, " "));
}

test("o tomador lê e aceita o contrato no celular; o credor vê o aceite e baixa o contrato com o certificado e o hash", async ({ page, browser, baseURL }) => {
  await credorDoLedger(page, baseURL!, "aceite");
  await definirNomeDoCredor(page, baseURL!);
  const nome = "Lívia Aceitante Prado";
  const cliente = await criarCliente(page, { nome, cpf: cpfAleatorio(), telefone: "11987654321" });
  await criarEmprestimoManual(page, cliente.id);

  await page.goto("/emprestimos");
  const cartao = cartaoEmprestimo(page, nome);
  await expect(cartao.getByTestId("aguardando-aceite")).toHaveText("Aguardando aceite");
  await cartao.getByRole("button", { name: "Pedir aceite" }).click();
  const dialogo = page.getByTestId("pedir-aceite-dialog");
  const campoLink = dialogo.getByTestId("link-aceite");
  await expect(campoLink).toHaveValue(/\/aceite\/[A-Za-z0-9_-]{32}$/);
  const url = await campoLink.inputValue();
  await expect(dialogo.getByRole("link", { name: "Enviar pelo WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/5511987654321\?text=/);
  expect((await new AxeBuilder({ page }).include('[data-testid="pedir-aceite-dialog"]').withTags(WCAG).analyze()).violations).toEqual([]);
  await page.keyboard.press("Escape");

  const tomador = await celularDoTomador(browser);
  try {
    const celular = tomador.pagina;
    await celular.goto(url);
    await expect(celular.getByRole("heading", { name: "Contrato do seu empréstimo", level: 1 })).toBeVisible();
    const texto = celular.getByTestId("texto-contrato");
    await expect(texto.getByRole("heading", { name: "Instrumento particular de confissão de dívida" })).toBeVisible();
    await expect(texto).toContainText(nome);
    await expect(celular.getByTestId("resumo-contrato")).toContainText("R$ 1.100,00");
    await expect(celular.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    expect((await new AxeBuilder({ page: celular }).withTags(WCAG).analyze()).violations).toEqual([]);
    expect(await celular.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // 'Ver contrato' is the exact document the acceptance will hash.
    const href = await celular.getByTestId("ver-contrato").getAttribute("href");
    const visto = await celular.request.get(href!);
    expect(visto.status()).toBe(200);
    expect(visto.headers()["content-type"]).toBe("application/pdf");
    const bytesVistos = await visto.body();
    const hash = createHash("sha256").update(bytesVistos).digest("hex");
    expect(visto.headers()["x-contrato-sha256"]).toBe(hash);

    // Neither the tick nor the name: refused on the page, nothing sent.
    await celular.getByRole("button", { name: "Aceitar contrato" }).click();
    await expect(celular.getByText("Você deve ler e aceitar o contrato.")).toBeVisible();
    await expect(celular.getByText("Digite seu nome completo para assinar.")).toBeVisible();
    await celular.getByLabel("Li e aceito o contrato").check();
    await celular.getByLabel("Seu nome completo (assinatura)").fill("Outra Pessoa");
    await celular.getByRole("button", { name: "Aceitar contrato" }).click();
    await expect(celular.getByText("Digite seu nome completo exatamente como está no contrato.")).toBeVisible();
    await celular.getByLabel("Seu nome completo (assinatura)").fill("livia aceitante prado");
    await celular.getByRole("button", { name: "Aceitar contrato" }).click();
    await expect(celular.getByRole("heading", { name: "Contrato aceito", level: 1 })).toBeVisible();
    await expect(celular.getByTestId("contrato-aceito")).toContainText(/Contrato aceito em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\./);
    const codigo = (await celular.getByTestId("contrato-aceito").innerText()).match(/[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{2}/)?.[0];
    expect(codigo).toBeDefined();
    await celular.setViewportSize({ width: 1280, height: 800 });
    expect((await new AxeBuilder({ page: celular }).withTags(WCAG).analyze()).violations).toEqual([]);

    // The lender: the live notice, and the card says when.
    await expect(page.getByText("Contrato aceito", { exact: true }).first()).toBeVisible();
    await expect(cartao.getByTestId("contrato-aceito-em")).toHaveText(/^Contrato aceito em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/);
    await expect(cartao.getByRole("button", { name: "Pedir aceite" })).toHaveCount(0);

    // The contract downloaded now, from its page (issue 42): the pages the borrower read, then the certificate with the hash.
    await cartao.getByRole("link", { name: "Contrato", exact: true }).click();
    await expect(page.getByTestId("texto-contrato")).toBeVisible();
    const baixou = page.waitForEvent("download");
    await page.getByRole("link", { name: "Baixar PDF" }).click();
    const arquivo = await readFile(await (await baixou).path());
    const paginas = await paginasDoPdf(arquivo);
    expect(paginas.slice(0, -1)).toEqual(await paginasDoPdf(bytesVistos));
    const certificado = paginas.at(-1)!;
    expect(certificado).toContain("Certificado de aceite eletrônico");
    expect(certificado).toContain(hash);
    expect(certificado).toContain(codigo!);
    expect(certificado).toContain("livia aceitante prado");

    // Anyone with the code checks it.
    await celular.goto(`/verificar/${codigo}`);
    await expect(celular.getByRole("heading", { name: "Documento autêntico", level: 1 })).toBeVisible();
    await expect(celular.getByText("Contrato (confissão de dívida)")).toBeVisible();
    await expect(celular.getByText(hash)).toBeVisible();
  } finally {
    await tomador.contexto.close();
  }
});

test("pelo link de cadastro: o tomador abre o contrato com os próprios dados, aceita e envia; o contrato aceito é o documento que ele abriu", async ({
  page,
  browser,
  baseURL,
}) => {
  await credorDoLedger(page, baseURL!, "aceite-link");
  const criado = await page.request.post("/api/links-cadastro", {
    data: { valorOriginal: "600", modalidade: "parcelado", quantidadeMeses: 3, taxaJurosMes: "5", taxaAtraso: "1" },
  });
  expect(criado.status()).toBe(201);
  const { token } = (await criado.json()) as { token: string };
  const nome = "Otávio Cadastrado Reis";

  const tomador = await celularDoTomador(browser);
  try {
    const celular = tomador.pagina;
    await celular.goto(`/cadastro/${token}`);
    await celular.getByText("Ver as parcelas").click();
    await expect(celular.getByTestId("oferta-cronograma")).toContainText("3ª parcela, 3 meses após a liberação");
    await celular.getByLabel("Nome", { exact: true }).fill(nome);
    const cpf = cpfAleatorio();
    await celular.getByLabel("CPF", { exact: true }).fill(cpf);
    await celular.getByLabel("Telefone", { exact: true }).fill("(11) 98765-4321");
    await celular.getByLabel("Chave PIX", { exact: true }).fill("otavio@pix.com");
    // Ticking and signing without opening the contract is not enough.
    await celular.getByLabel("Li e aceito o contrato").check();
    await celular.getByLabel("Seu nome completo (assinatura)").fill(nome);
    await celular.getByRole("button", { name: "Enviar cadastro" }).click();
    await expect(celular.getByText("Abra o contrato antes de aceitar.")).toBeVisible();

    // Issue 42, point 7: the preview's words open in the page (no blob: tab, which WhatsApp's
    // browser may block), marked as a preview, readable at 375 px, the PDF a download away.
    const abas = celular.context().pages().length;
    const resposta = celular.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === `/api/cadastro/${token}/contrato/texto`);
    await celular.getByRole("button", { name: "Ver contrato" }).click();
    const hashVisto = ((await (await resposta).json()) as { sha256: string }).sha256;
    const dialogo = celular.getByRole("dialog", { name: "Contrato" });
    await expect(dialogo.getByText("Prévia para leitura — sem aceite")).toBeVisible();
    await expect(dialogo.getByTestId("texto-contrato")).toContainText(nome);
    expect(await celular.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect((await new AxeBuilder({ page: celular }).withTags(WCAG).analyze()).violations).toEqual([]);
    const download = celular.waitForEvent("download");
    await dialogo.getByRole("button", { name: "Baixar PDF" }).click();
    const baixado = await download;
    expect(baixado.suggestedFilename()).toBe("contrato-previa.pdf");
    const bytesVistos = await readFile((await baixado.path())!);
    // Issue 42: the file is the preview, marked on every page; the hash is the unmarked document's.
    expect(createHash("sha256").update(bytesVistos).digest("hex")).not.toBe(hashVisto);
    for (const p of await paginasDoPdf(bytesVistos)) expect(p).toContain("Prévia para leitura — sem aceite");
    expect((await paginasDoPdf(bytesVistos)).join(" ")).toContain(nome);
    // The same words as the dialog's.
    const textoDoPdf = (await paginasDoPdf(bytesVistos)).join(" ").replace(/\s+/g, "");
    for (const trecho of await dialogo.getByTestId("texto-contrato").locator("section p, section li").allTextContents()) {
      expect(textoDoPdf).toContain(trecho.replace(/\s+/g, ""));
    }
    expect(celular.context().pages()).toHaveLength(abas);
    await dialogo.getByRole("button", { name: "Voltar ao cadastro" }).click();
    await expect(dialogo).toHaveCount(0);
    await expect(celular.getByText("Abra o contrato antes de aceitar.")).toHaveCount(0);
    expect((await new AxeBuilder({ page: celular }).withTags(WCAG).analyze()).violations).toEqual([]);
    await celular.getByRole("button", { name: "Enviar cadastro" }).click();
    await expect(celular.getByRole("heading", { name: "Cadastro concluído!" })).toBeVisible();

    await page.goto("/emprestimos");
    const cartao = cartaoEmprestimo(page, nome);
    await expect(cartao.getByTestId("contrato-aceito-em")).toHaveText(/^Contrato aceito em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/);
    await cartao.getByRole("link", { name: "Contrato", exact: true }).click();
    await expect(page.getByTestId("texto-contrato")).toBeVisible();
    const baixou = page.waitForEvent("download");
    await page.getByRole("link", { name: "Baixar PDF" }).click();
    const paginas = await paginasDoPdf(await readFile(await (await baixou).path()));
    // What the borrower saw was the preview, marked on every page (issue 42); the same words.
    const semMarca = (p: string) => p.replace("Prévia para leitura — sem aceite", "").replace(/\s+/g, "");
    expect(paginas.slice(0, -1).map(semMarca)).toEqual((await paginasDoPdf(bytesVistos)).map(semMarca));
    expect(paginas.at(-1)).toContain(hashVisto);
  } finally {
    await tomador.contexto.close();
  }
});
