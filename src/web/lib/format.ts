import { dataEmSaoPaulo, formatarData, formatarDataHora, isDataIso } from "../../domain/dates.ts";
import { decimalParaCentavos, decimalParaTaxa, formatarReais, formatarTaxa } from "../../domain/money.ts";

/** A moment (ISO timestamp) as 'dd/MM/yyyy HH:mm' on the São Paulo clock (shared with receipts and CSV files). */
export { formatarDataHora };

/** A decimal from the API ("1500.00") as 'R$ 1.500,00'; text that is not a decimal is shown as it came. */
export function reaisDoDecimal(decimal: string | null | undefined): string {
  if (decimal === null || decimal === undefined) return "—";
  try {
    return formatarReais(decimalParaCentavos(decimal));
  } catch {
    return decimal;
  }
}

/** A rate from the API ("10.00") as '10,00%'. */
export function taxaDoDecimal(decimal: string): string {
  try {
    return formatarTaxa(decimalParaTaxa(decimal));
  } catch {
    return decimal;
  }
}

/**
 * A calendar date (yyyy-MM-dd, or a timestamp whose date part is the calendar date) as dd/MM/yyyy.
 * Empty for anything else, rather than throwing in the middle of a list.
 */
export function dataDoDia(data: string | null | undefined): string {
  if (!data) return "";
  const dia = data.slice(0, 10);
  return isDataIso(dia) ? formatarData(dia) : "";
}

/** A moment (ISO timestamp) as dd/MM/yyyy of the São Paulo calendar. */
export function dataDoMomento(iso: string | null | undefined): string {
  if (!iso) return "";
  const momento = new Date(iso);
  return Number.isNaN(momento.getTime()) ? "" : formatarData(dataEmSaoPaulo(momento));
}
