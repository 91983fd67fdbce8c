import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { cpfAleatorio, criarCliente, criarEmprestimoManual, type ClienteCriado } from "./ledger-support.ts";

// Helpers for issue 10's screens (reversal, deletion, activity, LGPD). Starting data goes through
// the API the screens use, signed in as the page's lender.

export interface Pagamento {
  id: string;
  valorTotal: string;
  estornado: boolean;
  motivoEstorno: string | null;
}

/** A client with one manual loan of R$ 1.000,00 for 30 days at 10%. */
export async function clienteComEmprestimo(page: Page, nome: string): Promise<{ cliente: ClienteCriado; emprestimoId: string }> {
  const cliente = await criarCliente(page, { nome, cpf: cpfAleatorio() });
  const emprestimo = await criarEmprestimoManual(page, cliente.id);
  return { cliente, emprestimoId: emprestimo.id };
}

/** POST /api/pagamentos as the payment dialog sends it (its own Idempotency-Key). */
export async function pagarPelaApi(page: Page, emprestimoId: string, tipoPagamento: string, valorPrincipal?: string): Promise<void> {
  const r = await page.request.post("/api/pagamentos", {
    data: { emprestimoId, tipoPagamento, ...(valorPrincipal ? { valorPrincipal } : {}) },
    headers: { "Idempotency-Key": randomUUID() },
  });
  expect(r.status(), await r.text()).toBe(201);
}

/** The client's payments as the API lists them, newest first. */
export async function pagamentosDoCliente(page: Page, clienteId: string): Promise<Pagamento[]> {
  const r = await page.request.get(`/api/pagamentos?clienteId=${encodeURIComponent(clienteId)}`);
  expect(r.status(), await r.text()).toBe(200);
  return (await r.json()) as Pagamento[];
}
