import type { MesRecebidoPrevisto } from "./api.ts";
import { decimalParaCentavos, formatarDecimalBR } from "../../../domain/money.ts";

const MESES = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

/** 'yyyy-MM' → 'nov/26', the chart's axis label. */
export function rotuloCurtoDoMes(mes: string): string {
  const [ano, numero] = mes.split("-");
  const nome = MESES[Number(numero) - 1];
  return nome && ano ? `${nome.slice(0, 3)}/${ano.slice(2)}` : mes;
}

/** 'yyyy-MM' → 'novembro de 2026', the table's row header. */
export function rotuloDoMes(mes: string): string {
  const [ano, numero] = mes.split("-");
  const nome = MESES[Number(numero) - 1];
  return nome && ano ? `${nome} de ${ano}` : mes;
}

/** A month of the chart in integer centavos: recharts needs numbers, and centavos keep them exact. */
export interface PontoDoGrafico {
  mes: string;
  rotulo: string;
  recebido: number;
  previsto: number;
}

export function pontosDoGrafico(serie: readonly MesRecebidoPrevisto[]): PontoDoGrafico[] {
  return serie.map((m) => ({
    mes: m.mes,
    rotulo: rotuloCurtoDoMes(m.mes),
    recebido: decimalParaCentavos(m.recebido),
    previsto: decimalParaCentavos(m.previsto),
  }));
}

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
