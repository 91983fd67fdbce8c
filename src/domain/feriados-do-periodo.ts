// The holidays a lender's settings skip over the coming year (issue 43, point 2): the settings
// screen lists them so the lender sees which days no installment falls on.
import { feriadosDoAno, type Feriado } from "./calendario-de-cobranca.ts";
import { adicionarDias, adicionarMeses } from "./dates.ts";

/** How far ahead the settings screen looks. */
export const MESES_DE_FERIADOS = 12;

export interface FeriadosDoPeriodo {
  de: string;
  ate: string;
  feriados: Feriado[];
}

/** The holidays (national and, with `uf`, the state's) from `de` to `ate`, both included, in date order. */
export function feriadosEntre(de: string, ate: string, uf?: string): Feriado[] {
  const feriados: Feriado[] = [];
  for (let ano = Number(de.slice(0, 4)); ano <= Number(ate.slice(0, 4)); ano++) {
    for (const f of feriadosDoAno(ano, uf)) if (f.data >= de && f.data <= ate) feriados.push(f);
  }
  return feriados;
}

/** The next MESES_DE_FERIADOS months from `hoje` (included): 2026-11-25 → 2027-11-24. */
export function feriadosDosProximosMeses(hoje: string, uf?: string): FeriadosDoPeriodo {
  const ate = adicionarDias(adicionarMeses(hoje, MESES_DE_FERIADOS), -1);
  return { de: hoje, ate, feriados: feriadosEntre(hoje, ate, uf) };
}
