import { randomInt } from "node:crypto";
import { expect, type Locator, type Page, type Request } from "@playwright/test";
import { adicionarDias as somarDias, dataEmSaoPaulo, formatarData } from "../src/domain/dates.ts";
import { adicionarDias, criarConta, emailNovo, entrarPelaTela } from "./support.ts";

// Helpers for the client and loan screens. Data that a test only needs as a starting point is
// made through the same API the screens use, signed in as the page's lender (page.request
// shares the browser context's session cookie).

export interface ClienteCriado {
  id: string;
  nome: string;
  cpf: string;
  telefone: string;
}

export async function criarCliente(page: Page, dados: { nome: string; cpf: string; telefone?: string; pix?: string }): Promise<ClienteCriado> {
  const r = await page.request.post("/api/clientes", {
    data: { telefone: "11987654321", pix: "pix@teste.com", ...dados },
  });
  expect(r.status(), await r.text()).toBe(201);
  return (await r.json()) as ClienteCriado;
}

export async function criarEmprestimoManual(
  page: Page,
  clienteId: string,
  dados: Record<string, unknown> = {},
): Promise<{ id: string; dataProximoCiclo: string }> {
  const r = await page.request.post("/api/emprestimos/manual", {
    data: { clienteId, valorOriginal: "1000,00", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1", taxaAtrasoTipo: "percentual", ...dados },
  });
  expect(r.status(), await r.text()).toBe(201);
  return (await r.json()) as { id: string; dataProximoCiclo: string };
}

/**
 * Clicks a 'Lembrar' button and reads the WhatsApp tab it opens. The tab opens blank and goes to
 * wa.me once the client's link has been asked for (issue 30, point 4), so wait for that address.
 * Needs wa.me answered by a route (no internet here).
 */
export async function abrirLembreteNoWhatsapp(page: Page, botao: Locator): Promise<{ numero: string; texto: string }> {
  await expect(botao).toBeEnabled();
  const [aba] = await Promise.all([page.waitForEvent("popup"), botao.click()]);
  await aba.waitForURL(/^https:\/\/wa\.me\//);
  const url = new URL(aba.url());
  await aba.close();
  return { numero: url.pathname.slice(1), texto: url.searchParams.get("text") ?? "" };
}

/** The client's page address as the reminders send it (the live link, made on first use). */
export async function paginaDoClienteNoLembrete(page: Page, baseURL: string, clienteId: string): Promise<string> {
  const r = await page.request.post(`/api/clientes/${clienteId}/link-cliente`);
  expect(r.status(), await r.text()).toBe(201);
  return `${baseURL}/c/${((await r.json()) as { token: string }).token}`;
}

/** Today in São Paulo plus `dias`, as the screens show it (dd/MM/yyyy). */
export function diaMais(dias: number): string {
  return formatarData(somarDias(dataEmSaoPaulo(new Date()), dias));
}

export function hojeIso(): string {
  return dataEmSaoPaulo(new Date());
}

/** The card of one loan on /emprestimos, found by the client's name. */
export function cartaoEmprestimo(page: Page, nomeCliente: string) {
  return page.getByTestId("emprestimo-card").filter({ has: page.getByTestId("emprestimo-cliente").getByText(nomeCliente, { exact: true }) });
}

/** Collects the requests of one method to an API path (exact, or a pattern; query string ignored). */
export function registrarChamadas(page: Page, metodo: string, caminho: string | RegExp): Request[] {
  const chamadas: Request[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === metodo && (typeof caminho === "string" ? path === caminho : caminho.test(path))) chamadas.push(r);
  });
  return chamadas;
}

/** Whether the page is wider than the viewport (something overflows sideways). */
export async function larguraDaPagina(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** A random CPF with valid check digits, so tests sharing a lender never collide. */
export function cpfAleatorio(): string {
  const digitos = Array.from({ length: 9 }, () => randomInt(10));
  if (digitos.every((d) => d === digitos[0])) digitos[0] = (digitos[0]! + 1) % 10;
  const verificador = (nums: number[]) => {
    const soma = nums.reduce((acc, n, i) => acc + n * (nums.length + 1 - i), 0);
    const resto = (soma * 10) % 11;
    return resto === 10 ? 0 : resto;
  };
  digitos.push(verificador(digitos));
  digitos.push(verificador(digitos));
  return digitos.join("");
}

const contas = new Map<string, string>();

/**
 * Signs in a lender with 30 days, on the dashboard. Tests that pass the same `papel` share the
 * account (each uses its own clients); a new role is a new, empty account.
 */
/**
 * Issue 42, point 6: a lender without 'Seu nome (como os clientes verão)' is asked for it before
 * the first link or contract (components/pedir-nome.tsx). Tests of other things give the name first.
 */
export async function definirNomeDoCredor(page: Page, baseURL: string, nomeRecibo = "Credor do Teste") {
  const r = await page.request.post("/api/configuracoes/nome", { data: { nomeRecibo }, headers: { origin: baseURL } });
  expect(r.status(), await r.text()).toBe(200);
}

/**
 * The lender's collection days (issue 43): "todos" collects every day, so a mensal due date is
 * exactly the start + the term whatever weekday or holiday it falls on (the tests written before
 * collection days existed read dates that way); "padrao" is a new account's (Sundays and
 * holidays off), for the tests of dates moved to the next collection day.
 */
export async function definirDiasDeCobranca(page: Page, dias: "todos" | "padrao"): Promise<void> {
  const todos = dias === "todos";
  const r = await page.request.put("/api/configuracoes/cobranca", {
    data: { cobrarSabados: true, cobrarDomingos: todos, cobrarFeriados: todos, uf: null, carnavalECorpusChristiSaoDiasDeCobranca: true, datasSemCobranca: [] },
  });
  expect(r.ok(), `dias de cobrança: ${r.status()} ${await r.text()}`).toBe(true);
}

export async function credorDoLedger(
  page: Page,
  baseURL: string,
  papel = "compartilhado",
  { diasDeCobranca = "todos" }: { diasDeCobranca?: "todos" | "padrao" } = {},
): Promise<string> {
  let email = contas.get(papel);
  if (!email) {
    email = emailNovo("ledger");
    await criarConta(page.request, baseURL, email);
    adicionarDias(email, 30);
    contas.set(papel, email);
  }
  await entrarPelaTela(page, email);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await definirDiasDeCobranca(page, diasDeCobranca);
  return email;
}
