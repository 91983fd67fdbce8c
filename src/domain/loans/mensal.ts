// Mensal modality: interest is charged per cycle of prazoDias days on what is still owed.
import { percentualDe, type Centavos, type TaxaCentesimos } from "../money.ts";

/** Interest of one cycle = valorRestante × taxaJuros / 100, rounded once (SPEC section 9). */
export function jurosDoCiclo(valorRestante: Centavos, taxaJuros: TaxaCentesimos): Centavos {
  return percentualDe(valorRestante, taxaJuros);
}

/**
 * The public sign-up total for mensal: original + original × rate / 100 (SPEC section 9),
 * i.e. what the borrower owes if the loan is repaid at the end of the first cycle.
 */
export function totalMensal(valorOriginal: Centavos, taxaJuros: TaxaCentesimos): Centavos {
  return valorOriginal + percentualDe(valorOriginal, taxaJuros);
}
