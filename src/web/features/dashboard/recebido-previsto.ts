import type { MesRecebidoPrevisto } from "./api.ts";
import { decimalParaCentavos } from "../../../domain/money.ts";

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
