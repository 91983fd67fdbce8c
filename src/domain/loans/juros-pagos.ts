import { centavosParaDecimal, decimalParaCentavos } from "../money.ts";

/**
 * A payment record's valorJuros holds the cycle's interest and the late interest together
 * (DOMAIN.md); the cycle's part is the rest once the late interest is taken out. Records made
 * before the late interest was kept apart (valorJurosAtraso null) cannot be split: their whole
 * interest is given. Receipts and the CSV show the two apart, so that adding the columns never
 * counts late interest twice.
 */
export function jurosDoCiclo(valorJuros: string, valorJurosAtraso: string | null): string {
  if (valorJurosAtraso === null) return valorJuros;
  return centavosParaDecimal(decimalParaCentavos(valorJuros) - decimalParaCentavos(valorJurosAtraso));
}
