// Issue 30, point 3: the payment a borrower's 'Já paguei' most likely was, chosen by its amount,
// for the lender's dialog to open with. A suggestion only: the lender confirms or changes it.
import type { Centavos } from "../money.ts";
import { ErroEmprestimo } from "./errors.ts";
import { previaPagamento } from "./payment.ts";
import type { EmprestimoEstado, TipoPagamento } from "./types.ts";

export type SugestaoPagamento = { tipoPagamento: TipoPagamento; valorPrincipal: Centavos | null };

/**
 * What `valor` paid on `dia` covers: everything owed (total); for mensal, the cycle's interest and
 * no more (juros), or the interest and part of the balance (parcial with that principal); for
 * parcelado, an installment. Null when the loan takes no payment (finished, not yet running).
 */
export function sugerirPagamento(e: EmprestimoEstado, valor: Centavos, dia: string): SugestaoPagamento | null {
  try {
    const quitar = previaPagamento(e, "total", undefined, dia).valorTotal;
    if (valor >= quitar) return { tipoPagamento: "total", valorPrincipal: null };
    if (e.modalidade === "parcelado") return { tipoPagamento: "parcela", valorPrincipal: null };
    const juros = previaPagamento(e, "juros_apenas", undefined, dia).valorTotal;
    if (valor <= juros) return { tipoPagamento: "juros_apenas", valorPrincipal: null };
    return { tipoPagamento: "parcial", valorPrincipal: valor - juros };
  } catch (erro) {
    if (erro instanceof ErroEmprestimo) return null;
    throw erro;
  }
}
