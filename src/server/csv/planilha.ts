import { stringify } from "csv-stringify/sync";
import { dataEmSaoPaulo, formatarData, formatarDataHora } from "../../domain/dates.ts";
import { decimalParaCentavos, decimalParaTaxa, formatarDecimalBR } from "../../domain/money.ts";

/*
 * CSV files that open right in Excel in Brazil (decision 0018): UTF-8 with BOM (without it Excel
 * reads the accents as Windows-1252), ";" between cells (the comma is the decimal separator
 * there), CRLF between lines, money as "1.234,56" without "R$" (a number Excel can sum) and
 * dates as dd/MM/yyyy. Cells with a line break inside are quoted, so a note never splits a row.
 */

export type Celula = string | number | null;

/**
 * OWASP's CSV injection guard: a cell that starts with = + - @, a tab or a carriage return
 * would be read by a spreadsheet as a formula (a client named "=HYPERLINK(...)" becomes a
 * link that leaks the sheet). A leading apostrophe makes it text.
 */
export function celulaSegura(valor: Celula): string {
  if (valor === null) return "";
  const texto = String(valor);
  return /^[=+\-@\t\r]/.test(texto) ? `'${texto}` : texto;
}

/** The file's text: BOM, header row, one row per record; every cell through the injection guard. */
export function planilhaCsv(cabecalho: readonly string[], linhas: readonly Celula[][]): string {
  return stringify(
    linhas.map((linha) => linha.map(celulaSegura)),
    { bom: true, delimiter: ";", record_delimiter: "windows", header: true, columns: [...cabecalho], quoted_match: /[\r\n]/ },
  );
}

/** "1234.56" → "1.234,56"; null stays empty. */
export const dinheiroCsv = (decimal: string | null) => (decimal === null ? null : formatarDecimalBR(decimalParaCentavos(decimal)));

/** "10.00" → "10,00" (the header says "%"). */
export const taxaCsv = (decimal: string) => formatarDecimalBR(decimalParaTaxa(decimal));

/** yyyy-MM-dd → dd/MM/yyyy; null stays empty. */
export const dataCsv = (data: string | null) => (data === null ? null : formatarData(data));

/** A moment as dd/MM/yyyy HH:mm in São Paulo; null stays empty. */
export const momentoCsv = (momento: Date | null) => (momento === null ? null : formatarDataHora(momento));

/** "clientes-2026-11-25.csv": the kind of data and the day in São Paulo, nothing personal. */
export const nomeDoArquivo = (tipo: string, agora: Date) => `${tipo}-${dataEmSaoPaulo(agora)}.csv`;
