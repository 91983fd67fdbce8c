import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Download, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { formatarCpf, mascararCpf } from "../src/domain/cpf.ts";
import { cartaoEmprestimo, cpfAleatorio, credorDoLedger, criarCliente, criarEmprestimoManual } from "./ledger-support.ts";
import { esperarOApp } from "./support.ts";

// Issue 10, points 4 and 5, in the browser against the real server: the CSV exports from the
// list pages, the receipt fetched with the page's session, and the statement from the loan card.

const PAPEL = "arquivos";

async function textoDoPdf(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

async function conteudo(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

async function pagar(page: Page, emprestimoId: string, tipoPagamento: string): Promise<string> {
  const r = await page.request.post("/api/pagamentos", { data: { emprestimoId, tipoPagamento }, headers: { "Idempotency-Key": randomUUID() } });
  expect(r.status(), await r.text()).toBe(201);
  return ((await r.json()) as { pagamento: { id: string } }).pagamento.id;
}

test("exporta os clientes em CSV pela tela de clientes", async ({ page, baseURL }) => {
  await credorDoLedger(page, baseURL!, PAPEL);
  const cpf = cpfAleatorio();
  await criarCliente(page, { nome: "Célia Exportação", cpf, telefone: "11987654321", pix: "celia@pix.com" });

  await page.goto("/clientes");
  await esperarOApp(page);
  await expect(page.getByText("Célia Exportação").first()).toBeVisible();
  const baixou = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exportar CSV" }).click();
  const download = await baixou;
  expect(download.suggestedFilename()).toMatch(/^clientes-\d{4}-\d{2}-\d{2}\.csv$/);
  const texto = (await conteudo(download)).toString("utf8");
  // Every text cell is quoted (issue 28: no separator inside a cell can split it).
  expect(texto.startsWith('\uFEFF"Nome";"CPF";"Telefone";"Chave PIX";"Data de cadastro";"Total emprestado";"Total a receber";"Juros recebidos"\r\n')).toBe(
    true,
  );
  expect(texto).toContain(`"Célia Exportação";"${formatarCpf(cpf)}";"(11) 98765-4321";"celia@pix.com";`);
});

test("o recibo sai em PDF para quem tem a sessão, com o nome do cliente e o CPF mascarado", async ({ page, baseURL }) => {
  await credorDoLedger(page, baseURL!, PAPEL);
  const cpf = cpfAleatorio();
  const cliente = await criarCliente(page, { nome: "Rita Recibo", cpf });
  const emprestimo = await criarEmprestimoManual(page, cliente.id);
  const pagamentoId = await pagar(page, emprestimo.id, "juros_apenas");

  // Fetched by the page itself, as the Recibo button does: the session cookie goes along.
  const resposta = await page.evaluate(async (url) => {
    const r = await fetch(url, { credentials: "include" });
    return { status: r.status, tipo: r.headers.get("content-type"), bytes: Array.from(new Uint8Array(await r.arrayBuffer())) };
  }, `/api/pagamentos/${pagamentoId}/recibo`);
  expect(resposta.status).toBe(200);
  expect(resposta.tipo).toBe("application/pdf");
  const bytes = new Uint8Array(resposta.bytes);
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  const texto = await textoDoPdf(bytes);
  expect(texto).toContain("Recibo de pagamento");
  expect(texto).toContain("Rita Recibo");
  expect(texto).toContain(mascararCpf(cpf));
  expect(texto).not.toContain(formatarCpf(cpf));
  expect(texto).toContain("Valor total pago R$ 100,00");

  // Without the session (Node's fetch, no cookie), nothing.
  const semSessao = await fetch(new URL(`/api/pagamentos/${pagamentoId}/recibo`, baseURL).toString());
  expect(semSessao.status).toBe(401);
});

test("o extrato baixa pelo cartão do empréstimo e os pagamentos exportam pela tela de empréstimos", async ({ page, baseURL }) => {
  await credorDoLedger(page, baseURL!, PAPEL);
  const cliente = await criarCliente(page, { nome: "Edite Extrato", cpf: cpfAleatorio() });
  const emprestimo = await criarEmprestimoManual(page, cliente.id);
  await pagar(page, emprestimo.id, "juros_apenas");

  await page.goto("/emprestimos");
  const cartao = cartaoEmprestimo(page, "Edite Extrato");
  await expect(cartao).toBeVisible();
  const baixouExtrato = page.waitForEvent("download");
  await cartao.getByRole("link", { name: "Extrato", exact: true }).click();
  const extrato = await baixouExtrato;
  expect(extrato.suggestedFilename()).toMatch(new RegExp(`^extrato-\\d{4}-\\d{2}-\\d{2}-${emprestimo.id.slice(0, 8)}\\.pdf$`));
  const texto = await textoDoPdf(new Uint8Array(await conteudo(extrato)));
  expect(texto).toContain("Extrato do empréstimo");
  expect(texto).toContain("Edite Extrato");
  expect(texto).toContain("Apenas juros (PIX) 1 R$ 100,00 R$ 0,00 R$ 100,00 Pago");

  const baixouPagamentos = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exportar pagamentos" }).click();
  const pagamentos = await baixouPagamentos;
  expect(pagamentos.suggestedFilename()).toMatch(/^pagamentos-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await conteudo(pagamentos)).toString("utf8");
  expect(csv.startsWith('\uFEFF"Data do pagamento";"Cliente";"CPF";')).toBe(true);
  expect(csv).toMatch(
    /\r\n"\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}";"Edite Extrato";"\d{3}\.\d{3}\.\d{3}-\d{2}";"\d{2}\/\d{2}\/\d{4}";"Apenas juros";"1";"100,00";"100,00";"0,00";"0,00";"1\.000,00";;"Não";;;"PIX";"0,00";;"\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}"\r\n/,
  );
});
