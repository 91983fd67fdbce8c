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

/** A decimal from the API in centavos, or 0 when it is not one (a list keeps drawing). */
export function centavosDoDecimalOuZero(decimal: string): number {
  try {
    return decimalParaCentavos(decimal);
  } catch {
    return 0;
  }
}

/** '1 dia em atraso', '3 dias em atraso'. */
export function diasEmAtraso(dias: number): string {
  return dias === 1 ? "1 dia em atraso" : `${dias} dias em atraso`;
}

/** Where a loan stands: 'Parcela 2 de 6' (parcelado) or 'Ciclo 3' (mensal). */
export function cicloDoEmprestimo(e: { modalidade: string; cicloAtual: number; quantidadeParcelas: number | null }): string {
  return e.modalidade === "parcelado" && e.quantidadeParcelas ? `Parcela ${e.cicloAtual} de ${e.quantidadeParcelas}` : `Ciclo ${e.cicloAtual}`;
}

/** "1 dia" / "30 dias": a mensal loan's term. */
export function rotuloDias(dias: number): string {
  return dias === 1 ? "1 dia" : `${dias} dias`;
}

/** "1 mês" / "3 meses": a parcelado loan's months. */
export function rotuloMeses(meses: number): string {
  return meses === 1 ? "1 mês" : `${meses} meses`;
}

/** A moment as 'dd/MM às HH:mm' on the São Paulo clock ('Dados de 28/11 às 08:46'); empty if invalid. */
export function diaEHora(momento: Date | number): string {
  const completo = formatarDataHora(new Date(momento));
  // 'dd/MM/yyyy HH:mm' → 'dd/MM às HH:mm'.
  return completo ? `${completo.slice(0, 5)} às ${completo.slice(11)}` : "";
}
