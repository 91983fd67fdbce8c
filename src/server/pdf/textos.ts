import { decimalParaCentavos, decimalParaTaxa, formatarReais, formatarTaxa } from "../../domain/money.ts";
import type { Modalidade, TipoTaxaAtraso } from "../../domain/loans/types.ts";

// How the documents write figures, with the same pt-BR formatters as the screens.

/** "1234.56" → "R$ 1.234,56". */
export const reais = (decimal: string) => formatarReais(decimalParaCentavos(decimal));

/** The interest rate and its period: per cycle for mensal loans, per month for installments. */
export function taxaDeJuros(taxa: string, modalidade: Modalidade): string {
  return `${formatarTaxa(decimalParaTaxa(taxa))} ${modalidade === "parcelado" ? "ao mês" : "por ciclo"}`;
}

/** The late fee: a percentage of the balance per day, or an amount per day. */
export function taxaDeAtraso(taxa: string, tipo: TipoTaxaAtraso): string {
  return tipo === "fixo" ? `${reais(taxa)} por dia` : `${formatarTaxa(decimalParaTaxa(taxa))} ao dia`;
}

/** The cycle's number for a monthly loan ("3"), the installment's and of how many for installments ("3 de 6"). */
export function cicloOuParcela(ciclo: number, modalidade: Modalidade, quantidadeParcelas: number | null): string {
  return modalidade === "parcelado" && quantidadeParcelas ? `${ciclo} de ${quantidadeParcelas}` : String(ciclo);
}
