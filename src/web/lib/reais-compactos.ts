import { formatarDecimalBR } from "../../domain/money.ts";

// The charts' axis format, in a file of its own: only the chart's chunk loads it, so the public
// pages that load lib/format.ts do not carry it.

/** Tenths of `unidade` reais, half-up, as 'N' or 'N,D' (integers only). */
function emDecimos(reais: number, unidade: number): string {
  const decimos = Math.floor((reais * 10 + unidade / 2) / unidade);
  const inteiro = formatarDecimalBR(Math.floor(decimos / 10) * 100).slice(0, -3);
  return decimos % 10 === 0 ? inteiro : `${inteiro},${decimos % 10}`;
}

/** Axis ticks, short enough for a phone: 'R$ 950', 'R$ 1,5 mil', 'R$ 2 mi' (from integer centavos). */
export function reaisCompactos(centavos: number): string {
  const reais = Math.floor((centavos + 50) / 100);
  if (reais >= 1_000_000) return `R$ ${emDecimos(reais, 1_000_000)} mi`;
  if (reais >= 1_000) return `R$ ${emDecimos(reais, 1_000)} mil`;
  return `R$ ${reais}`;
}
