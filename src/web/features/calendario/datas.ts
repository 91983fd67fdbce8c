import { isDataIso } from "../../../domain/dates.ts";

/*
 * The calendar widget works with Date objects on the browser's clock; business dates are
 * yyyy-MM-dd of São Paulo. A business date becomes local midnight of the same calendar day and
 * back, so the day shown is the day meant whatever the browser's time zone.
 */

/** "2026-11-25" → local Date of 25/11/2026, 00:00. */
export function dataLocal(iso: string): Date {
  if (!isDataIso(iso)) throw new Error(`Data inválida: ${iso}`);
  const [ano, mes, dia] = iso.split("-").map(Number) as [number, number, number];
  const data = new Date(ano, mes - 1, dia);
  // Years below 100 would otherwise be read as 19xx.
  data.setFullYear(ano);
  return data;
}

/** Local Date → "yyyy-MM-dd" of its calendar day. */
export function isoDaData(data: Date): string {
  return `${String(data.getFullYear()).padStart(4, "0")}-${String(data.getMonth() + 1).padStart(2, "0")}-${String(data.getDate()).padStart(2, "0")}`;
}

/** Local Date → "yyyy-MM", the `mes` of /api/calendario. */
export function mesDaData(data: Date): string {
  return isoDaData(data).slice(0, 7);
}

/** The first day of the month of a local Date (what the calendar shows). */
export function inicioDoMes(data: Date): Date {
  const inicio = new Date(data.getFullYear(), data.getMonth(), 1);
  inicio.setFullYear(data.getFullYear());
  return inicio;
}
