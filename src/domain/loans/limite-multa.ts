// Issue 43, point 4: the warning a lender sees when a loan's penalty (multaAtraso) is above the
// operator's LIMITE_MULTA. Like the rate's warning (limite-legal.ts) it informs and never blocks
// (DOMAIN.md "Late charges: penalty and interest").
import { formatarDecimalBR, type TaxaCentesimos } from "../money.ts";

/**
 * The default of LIMITE_MULTA: 2 %, the ceiling the Código de Defesa do Consumidor (art. 52,
 * § 1º) sets for the penalty in consumer credit, the reference lenders are held to.
 */
export const LIMITE_MULTA_PADRAO = 2;

const NUMERO = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });

/**
 * The warning for a penalty of `multaAtraso` (hundredths of a percent: 1000 is 10 %) against
 * `limite` (% of the overdue amount), or null when it is within the limit. The law is named with
 * its own 2 % whatever the operator set, so the lender knows where the figure comes from.
 */
export function avisoDeMulta(multaAtraso: TaxaCentesimos, limite: number): string | null {
  if (multaAtraso / 100 <= limite) return null;
  return (
    `Multa acima do limite de ${NUMERO.format(limite)} % (o Código de Defesa do Consumidor, art. 52, § 1º, limita a multa a 2 % do valor em atraso). ` +
    `Esta multa: ${formatarDecimalBR(multaAtraso)} %`
  );
}
