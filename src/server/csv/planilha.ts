import { stringify } from "csv-stringify/sync";
import { dataEmSaoPaulo, formatarData, formatarDataHora } from "../../domain/dates.ts";
import { decimalParaCentavos, decimalParaTaxa, formatarDecimalBR } from "../../domain/money.ts";

/*
 * CSV files that open right in Excel in Brazil (decision 0018): UTF-8 with BOM (without it Excel
 * reads the accents as Windows-1252), ";" between cells (the comma is the decimal separator
 * there), CRLF between lines, money as "1.234,56" without "R$" (a number Excel can sum) and
 * dates as dd/MM/yyyy. Text cells are quoted, so a note's line break never splits a row.
 */

export type Celula = string | number | null;

/**
 * OWASP's CSV injection guard: text that starts with = + - @ (after spaces, if any) would be
 * read by a spreadsheet as a formula (a client named "=HYPERLINK(...)" becomes a link that leaks
 * the sheet). A spreadsheet that splits the file on another separator than ours (a comma, a
 * tab, a pipe, a line break) makes a new cell after each one, so "Ana,=cmd|x" hides a formula
 * in its second half: every start is guarded, not just the first. An apostrophe makes it text.
 */
const INICIO_DE_FORMULA = /(^|[,;\t\r\n|])(\s*)(?=[=+\-@])/g;

export function celulaSegura(valor: Celula): string {
  if (valor === null) return "";
  return String(valor).replace(INICIO_DE_FORMULA, "$1$2'");
}

/**
 * The file's text: BOM, header row, one row per record; every cell through the injection guard,
 * and every text cell quoted, so that no separator inside one can split it, whichever separator
 * the spreadsheet assumes.
 */
export function planilhaCsv(cabecalho: readonly string[], linhas: readonly Celula[][]): string {
  return stringify(
    linhas.map((linha) => linha.map(celulaSegura)),
    { bom: true, delimiter: ";", record_delimiter: "windows", header: true, columns: [...cabecalho], quoted_string: true, quoted_empty: false },
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
