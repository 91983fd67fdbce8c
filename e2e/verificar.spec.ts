import { createHash } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { cpfAleatorio, credorDoLedger, criarCliente, criarEmprestimoManual } from "./ledger-support.ts";
import { celularDoTomador } from "./links-support.ts";
import { pagarPelaApi, pagamentosDoCliente } from "./registros-support.ts";
import { modulosDoQr } from "../src/server/pdf/selo-de-verificacao.ts";
import { qrsDaPagina } from "../src/server/test/pdf.ts";

// Issue 29, point 5: whoever holds a receipt checks it on a phone, without an account: the code
// printed on it opens 'Documento autêntico' with the masked name and CPF and the file's SHA-256;
// a code the server never issued answers 'Documento não encontrado'. axe at 375 and 1280 px.
// Issue 42, point 7: on this default install (no PUBLIC_URL) the receipt prints the full address
// the browser used, and a QR code of it.

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

test("o código do recibo abre 'Documento autêntico' no celular de quem o recebeu, com o nome e o CPF mascarados e o hash do arquivo", async ({
  page,
  browser,
  baseURL,
}) => {
  await credorDoLedger(page, baseURL!, "verificar");
  const cpf = cpfAleatorio();
  const cliente = await criarCliente(page, { nome: "Marina Verificada Souto", cpf });
  const emprestimo = await criarEmprestimoManual(page, cliente.id);
  await pagarPelaApi(page, emprestimo.id, "juros_apenas");
  const [pagamento] = await pagamentosDoCliente(page, cliente.id);
  const recibo = await page.request.get(`/api/pagamentos/${pagamento!.id}/recibo`);
  expect(recibo.status()).toBe(200);
  const pdf = await recibo.body();
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  const codigo = /Código de verificação\s+([A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{2})/.exec(text)?.[1];
  expect(codigo, text).toBeDefined();
  const endereco = `${baseURL}/verificar/${codigo}`;
  expect(text.replace(/\s+/g, " ")).toContain(`Verifique em ${endereco}`);
  expect(await qrsDaPagina(pdf)).toEqual([modulosDoQr(endereco)]);

  const tomador = await celularDoTomador(browser);
  try {
    const celular = tomador.pagina;
    await celular.goto(`/verificar/${codigo!.toLowerCase()}`);
    await expect(celular.getByRole("heading", { name: "Documento autêntico", level: 1 })).toBeVisible();
    await expect(celular.getByText("M*** V*** S***")).toBeVisible();
    await expect(celular.getByText(`***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`)).toBeVisible();
    await expect(celular.getByText(createHash("sha256").update(pdf).digest("hex"))).toBeVisible();
    await expect(celular.getByText("R$ 100,00")).toBeVisible();
    // Nothing else of the client: not the full name, not the CPF.
    await expect(celular.getByText("Marina")).toHaveCount(0);
    expect(await celular.locator("body").innerText()).not.toContain(cpf.slice(0, 3) + ".");
    await expect(celular.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    expect((await new AxeBuilder({ page: celular }).withTags(WCAG).analyze()).violations).toEqual([]);
    expect(await celular.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // A code typed by hand that no receipt carries.
    await celular.getByLabel(/Código/).fill("AAAA-BBBB-CC");
    await celular.getByRole("button", { name: /Verificar/ }).click();
    await expect(celular.getByRole("heading", { name: "Documento não encontrado", level: 1 })).toBeVisible();
    await celular.setViewportSize({ width: 1280, height: 800 });
    expect((await new AxeBuilder({ page: celular }).withTags(WCAG).analyze()).violations).toEqual([]);
  } finally {
    await tomador.contexto.close();
  }
});
