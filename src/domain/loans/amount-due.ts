// The amount due of a loan: the `valor` of dashboard due items, expected revenue and the
// WhatsApp reminder (DOMAIN.md "Dashboard, calendar, reminders").
import type { Centavos } from "../money.ts";
import { jurosDoCiclo } from "./mensal.ts";
import { estadoAtraso } from "./overdue.ts";
import { parcelaAtual } from "./parcelado.ts";
import type { EmprestimoEstado } from "./types.ts";

/** What the borrower pays on the current due date without touching the principal (mensal) or for the current installment (parcelado). */
export function valorDoCiclo(e: EmprestimoEstado): Centavos {
  return e.modalidade === "parcelado" ? parcelaAtual(e) : jurosDoCiclo(e.valorRestante, e.taxaJuros);
}

/** Interest of the cycle (mensal) or the installment (parcelado), plus late interest on `hoje`. */
export function valorDevidoNoVencimento(e: EmprestimoEstado, hoje: string): Centavos {
  return valorDoCiclo(e) + estadoAtraso(e, hoje).valorJurosAtraso;
}

/**
 * What paying the loan off today costs, the 'total' payment of previaPagamento: the balance, plus
 * the cycle's interest (mensal; a parcelado balance already holds its interest), plus late
 * interest on `hoje`. Shown as the amount to settle (quitação) of a late client.
 */
export function valorParaQuitar(e: EmprestimoEstado, hoje: string): Centavos {
  const saldo = Math.max(0, e.valorRestante);
  const jurosCiclo = e.modalidade === "parcelado" ? 0 : jurosDoCiclo(saldo, e.taxaJuros);
  return saldo + jurosCiclo + estadoAtraso(e, hoje).valorJurosAtraso;
}
