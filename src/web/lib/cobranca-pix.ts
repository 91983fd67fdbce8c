// What the 'Copiar PIX' and 'QR Code' buttons of a loan offer: the amount due today and its
// copy-and-paste code, or why there is none. Pure, so it is tested without a browser.
import { brCodeDoEmprestimo, recebedorPixCompleto, type RecebedorPix } from "../../domain/cobranca-pix.ts";
import { valorDevidoNoVencimento } from "../../domain/loans/amount-due.ts";
import { estadoDaLinha } from "../../domain/loans/db-row.ts";
import type { Centavos } from "../../domain/money.ts";
import type { Emprestimo } from "./ledger-api.ts";

export type CobrancaPixDoEmprestimo =
  /** Nothing to charge: a finished, paused or not yet sent loan, or an amount the code cannot carry. */
  | { tipo: "nenhuma" }
  /** The lender has not filled in the key, the receiver name or the city. */
  | { tipo: "sem-recebedor" }
  | { tipo: "codigo"; codigo: string; valor: Centavos };

/** The charge of the loan's current due date on `hoje` (yyyy-MM-dd, São Paulo), late interest included. */
export function cobrancaPixDoEmprestimo(e: Emprestimo, recebedor: RecebedorPix, hoje: string): CobrancaPixDoEmprestimo {
  // The same loans the dashboard reminds about.
  if (e.status !== "ativo" && e.status !== "atrasado") return { tipo: "nenhuma" };
  if (!recebedorPixCompleto(recebedor)) return { tipo: "sem-recebedor" };
  let valor: Centavos;
  try {
    valor = valorDevidoNoVencimento(estadoDaLinha(e), hoje);
  } catch {
    return { tipo: "nenhuma" };
  }
  const codigo = brCodeDoEmprestimo(recebedor, { emprestimoId: e.id, ciclo: e.cicloAtual, valor });
  return codigo ? { tipo: "codigo", codigo, valor } : { tipo: "nenhuma" };
}
