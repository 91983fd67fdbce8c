import { UNIDADES_PERIODICIDADE } from "../../../domain/loans/cronograma.ts";
import { taxaDoDecimal } from "../../lib/format.ts";
import type { Emprestimo } from "../../lib/ledger-api.ts";

/**
 * The rate as the loan was made: a mensal loan's per cycle; a parcelado one's per period of its
 * schedule ('Juros ao dia', 'Juros por semana'...) or for the whole loan ('Juros no total').
 */
export function taxaDoEmprestimo(e: Pick<Emprestimo, "modalidade" | "periodicidade" | "taxaJuros" | "taxaTotal">): { rotulo: string; valor: string } {
  if (e.modalidade !== "parcelado") return { rotulo: "Taxa de juros", valor: taxaDoDecimal(e.taxaJuros) };
  if (e.taxaTotal !== null && e.taxaTotal !== undefined) return { rotulo: "Juros no total", valor: taxaDoDecimal(e.taxaTotal) };
  return { rotulo: `Juros ${UNIDADES_PERIODICIDADE[e.periodicidade]}`, valor: taxaDoDecimal(e.taxaJuros) };
}
