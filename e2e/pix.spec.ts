import { expect, test, type Page } from "@playwright/test";
import { parsePix } from "pix-utils";
import { cartaoEmprestimo, cpfAleatorio, credorDoLedger, criarCliente, criarEmprestimoManual, registrarChamadas } from "./ledger-support.ts";
import { toast } from "./support.ts";

// Issue 11, point 5: with the PIX key, receiver name and city in the settings, a loan offers
// 'Copiar PIX' and a QR code for the amount due; the code decodes to that amount and receiver.

/** The EMV fields of a BR Code, read here without the app's code: ID, 2-digit length, value. */
function campos(codigo: string): Map<string, string> {
  const saida = new Map<string, string>();
  for (let i = 0; i < codigo.length;) {
    const tamanho = Number(codigo.slice(i + 2, i + 4));
    saida.set(codigo.slice(i, i + 2), codigo.slice(i + 4, i + 4 + tamanho));
    i += 4 + tamanho;
  }
  return saida;
}

async function conferirCodigo(codigo: string) {
  const c = campos(codigo);
  expect(c.get("54")).toBe("100.00");
  expect(c.get("59")).toBe("JOSE AVILA");
  expect(c.get("60")).toBe("SAO PAULO");
  expect(campos(c.get("26") ?? "").get("01")).toBe("52998224725");
  // pix-utils checks the CRC and refuses the code when it is wrong.
  expect(parsePix(codigo)).toMatchObject({ type: "STATIC", transactionAmount: 100, pixKey: "52998224725" });
}

async function lerAreaDeTransferencia(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

test("PIX copia e cola: configurar o recebedor, copiar o código do valor devido e ver o QR Code", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await credorDoLedger(page, baseURL!, "pix");
  const cliente = await criarCliente(page, { nome: "Carla Pagadora", cpf: cpfAleatorio() });
  // R$ 1.000,00 at 10% per cycle, due in 30 days: R$ 100,00 of interest due.
  await criarEmprestimoManual(page, cliente.id);

  // Without the receiver, the card points to the settings.
  await page.goto("/emprestimos");
  const cartao = cartaoEmprestimo(page, "Carla Pagadora");
  await expect(cartao.getByTestId("pix-sem-recebedor")).toBeVisible();
  await expect(cartao.getByRole("button", { name: /Copiar PIX/ })).toHaveCount(0);
  await cartao.getByRole("link", { name: "Configurações" }).click();
  await expect(page).toHaveURL(/\/configuracoes$/);

  // Too long a name is refused in pt-BR, then a valid receiver is saved.
  await page.getByLabel("Chave PIX").fill("529.982.247-25");
  await page.getByLabel("Nome do recebedor").fill("José Ávila de Souza Albuquerque");
  await page.getByLabel("Cidade", { exact: true }).fill("São Paulo");
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page.getByText("Nome do recebedor deve ter no máximo 25 caracteres")).toBeVisible();
  await page.getByLabel("Nome do recebedor").fill("José Ávila");
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(toast(page).filter({ hasText: "Configurações salvas!" })).toBeVisible();

  // 'Copiar PIX' on the loan card: the clipboard holds the code of R$ 100,00.
  const scripts = registrarChamadas(page, "GET", /\.js$/);
  await page.goto("/emprestimos");
  await expect(cartao.getByTestId("pix-valor")).toHaveText("R$ 100,00");
  await cartao.getByRole("button", { name: "Copiar PIX de R$ 100,00 de Carla Pagadora" }).click();
  await expect(toast(page).filter({ hasText: "PIX copiado!" })).toBeVisible();
  const copiado = await lerAreaDeTransferencia(page);
  await conferirCodigo(copiado);

  // The QR dialog: the QR encoder is fetched only now, the image is an SVG, the code is the same.
  const antesDoQr = scripts.length;
  await cartao.getByRole("button", { name: "QR Code do PIX de Carla Pagadora" }).click();
  const dialogo = page.getByTestId("pix-qr-dialog");
  await expect(dialogo).toBeVisible();
  await expect(dialogo.getByRole("button", { name: /Copiar PIX/ })).toBeFocused();
  const imagem = dialogo.getByTestId("pix-qr-imagem");
  await expect(imagem).toBeVisible();
  expect(scripts.length).toBeGreaterThan(antesDoQr);
  expect(await imagem.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
  expect(await imagem.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(dialogo.getByTestId("pix-qr-valor")).toHaveText("R$ 100,00");
  await expect(dialogo.getByTestId("pix-qr-recebedor")).toHaveText("JOSE AVILA · SAO PAULO");
  await expect(dialogo.getByTestId("pix-codigo")).toHaveValue(copiado);
  await dialogo.getByRole("button", { name: /Copiar PIX/ }).click();
  await expect(toast(page).filter({ hasText: "PIX copiado!" }).first()).toBeVisible();
  // (Escape would first dismiss the toast, Radix's topmost layer.)
  await dialogo.getByRole("button", { name: "Fechar" }).click();
  await expect(dialogo).toBeHidden();
  await expect(cartao.getByRole("button", { name: "QR Code do PIX de Carla Pagadora" })).toBeFocused();

  // The client's loans offer the same code.
  await page.goto(`/clientes/${cliente.id}`);
  const doCliente = page.getByTestId("emprestimo-do-cliente");
  await expect(doCliente.getByTestId("pix-valor")).toHaveText("R$ 100,00");
  await page.evaluate(() => navigator.clipboard.writeText(""));
  await doCliente.getByRole("button", { name: /Copiar PIX/ }).click();
  await expect.poll(() => lerAreaDeTransferencia(page)).toBe(copiado);
});
