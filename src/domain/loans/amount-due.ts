// The amount due of a loan: the `valor` of dashboard due items, expected revenue and the
// WhatsApp reminder (DOMAIN.md "Dashboard, calendar, reminders").
import type { Centavos } from "../money.ts";
import { jurosDoCiclo } from "./mensal.ts";
import { estadoAtraso } from "./overdue.ts";
import { parcelasACobrar } from "./parcelas-em-aberto.ts";
import { parcelaAtual } from "./parcelado.ts";
import type { EmprestimoEstado } from "./types.ts";

/** What the borrower pays on the current due date without touching the principal (mensal) or for the current installment (parcelado). */
export function valorDoCiclo(e: EmprestimoEstado): Centavos {
  return e.modalidade === "parcelado" ? parcelaAtual(e) : jurosDoCiclo(e.valorRestante, e.taxaJuros);
}

/**
 * What the borrower owes on `hoje` (dashboard, reminder, borrower page, PIX code). Mensal: the
 * cycle's interest, plus late interest and penalty when overdue. Parcelado (DOMAIN.md): every open
 * installment due on or before today, each with its own charges; before the first of them falls
 * due, the installment due next.
 */
export function valorDevidoNoVencimento(e: EmprestimoEstado, hoje: string): Centavos {
  if (e.modalidade === "parcelado" && (e.status === "ativo" || e.status === "atrasado")) {
    const devidas = parcelasACobrar(e, hoje);
    if (devidas.length > 0) return devidas.reduce((t, p) => t + p.total, 0);
    return valorDoCiclo(e);
  }
  const atraso = estadoAtraso(e, hoje);
  return valorDoCiclo(e) + atraso.valorJurosAtraso + atraso.valorMulta;
}

/**
 * What paying the loan off today costs, the 'total' payment of previaPagamento: the balance, plus
 * the cycle's interest (mensal; a parcelado balance already holds its interest), plus late
 * interest and penalties on `hoje`. Shown as the amount to settle (quitação) of a late client.
 */
export function valorParaQuitar(e: EmprestimoEstado, hoje: string): Centavos {
  const saldo = Math.max(0, e.valorRestante);
  const jurosCiclo = e.modalidade === "parcelado" ? 0 : jurosDoCiclo(saldo, e.taxaJuros);
  const atraso = estadoAtraso(e, hoje);
  return saldo + jurosCiclo + atraso.valorJurosAtraso + atraso.valorMulta;
}
