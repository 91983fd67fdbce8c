// Business dates are calendar days in São Paulo, carried as "yyyy-MM-dd" strings.
// Arithmetic is done on the calendar (UTC-noon anchors), never by adding milliseconds
// to a moment, so daylight-saving changes and late-evening hours cannot shift a day.

export const FUSO_NEGOCIO = "America/Sao_Paulo";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// The formatters below are made at their first use, not when the module loads: making an Intl
// formatter with a time zone costs tens of milliseconds on a slow phone, and most screens never
// format a moment (issue 12: /clientes's first rows on a first visit).
function naPrimeiraVez<T>(criar: () => T): () => T {
  let feito: T | undefined;
  return () => (feito ??= criar());
}

const formatadorDiaSP = naPrimeiraVez(
  () =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: FUSO_NEGOCIO,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }),
);

// The last minute asked for and its date: the server asks for "today" several times in every
// request, and Intl's formatting is costly next to the rest. Every São Paulo offset since 1914 is
// a whole number of hours, so a day never changes within a minute.
let ultimoMinuto = Number.NaN;
let ultimaData = "";

/** The calendar date in São Paulo at the given moment, as yyyy-MM-dd. */
export function dataEmSaoPaulo(momento: Date): string {
  const minuto = Math.floor(momento.getTime() / 60_000);
  if (minuto !== ultimoMinuto) {
    // en-CA formats as yyyy-MM-dd.
    ultimaData = formatadorDiaSP().format(momento);
    ultimoMinuto = minuto;
  }
  return ultimaData;
}

const formatadorDataHoraSP = naPrimeiraVez(
  () =>
    new Intl.DateTimeFormat("pt-BR", {
      timeZone: FUSO_NEGOCIO,
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
);

/**
 * A moment (Date or ISO timestamp) as 'dd/MM/yyyy HH:mm' on the São Paulo clock; empty for an
 * invalid one. Built from the parts: pt-BR output puts a comma between date and time in some
 * ICU versions, and the screens, receipts and CSV files must all print the same text.
 */
export function formatarDataHora(momento: Date | string): string {
  const data = typeof momento === "string" ? new Date(momento) : momento;
  if (Number.isNaN(data.getTime())) return "";
  const partes = Object.fromEntries(
    formatadorDataHoraSP()
      .formatToParts(data)
      .map((p) => [p.type, p.value]),
  );
  return `${partes.day}/${partes.month}/${partes.year} ${partes.hour}:${partes.minute}`;
}

/**
 * The years a person may type anywhere a date or month is accepted. Wider input gives nothing a
 * lender needs and reaches places that break: year 0000 does not exist in PostgreSQL, and 9999
 * plus a loan's term leaves the four-digit form every date here is carried in.
 */
export const ANO_MINIMO = 1900;
export const ANO_MAXIMO = 2100;

/** A date the domain's arithmetic cannot read. Only input produces one: a DATE column always reads back valid. */
export class ErroDataInvalida extends RangeError {
  constructor(readonly valor: string) {
    super(`Data inválida: ${valor}`);
    this.name = "ErroDataInvalida";
  }
}

/** A real calendar day in yyyy-MM-dd: "2026-02-30" and "26-1-5" are not. No year range: see isDataAceita. */
export function isDataIso(valor: string): boolean {
  const m = ISO_DATE.exec(valor);
  if (!m) return false;
  const [, a, mes, d] = m.map(Number) as [number, number, number, number];
  const dt = new Date(Date.UTC(a, mes - 1, d));
  return dt.getUTCFullYear() === a && dt.getUTCMonth() === mes - 1 && dt.getUTCDate() === d;
}

/** A real calendar day within the years input may use (ANO_MINIMO to ANO_MAXIMO). */
export function isDataAceita(valor: string): boolean {
  return isDataIso(valor) && anoAceito(Number(valor.slice(0, 4)));
}

/** A month as yyyy-MM within the years input may use. */
export function isMesAceito(valor: string): boolean {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(valor);
  return m !== null && anoAceito(Number(m[1]));
}

function anoAceito(ano: number): boolean {
  return ano >= ANO_MINIMO && ano <= ANO_MAXIMO;
}

function partes(data: string): [number, number, number] {
  const m = ISO_DATE.exec(data);
  if (!m || !isDataIso(data)) throw new ErroDataInvalida(data);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

function paraIso(ano: number, mes: number, dia: number): string {
  return `${String(ano).padStart(4, "0")}-${String(mes).padStart(2, "0")}-${String(dia).padStart(2, "0")}`;
}

function diaJuliano(data: string): number {
  const [a, m, d] = partes(data);
  return Math.round(Date.UTC(a, m - 1, d) / 86_400_000);
}

export function adicionarDias(data: string, dias: number): string {
  const dt = new Date((diaJuliano(data) + dias) * 86_400_000);
  return paraIso(dt.getUTCFullYear(), dt.getUTCMonth() + 1, dt.getUTCDate());
}

/** Adds calendar months, clamping to the last day of the target month (31/01 + 1 = 28/02 or 29/02). */
export function adicionarMeses(data: string, meses: number): string {
  const [a, m, d] = partes(data);
  const indice = a * 12 + (m - 1) + meses;
  const ano = Math.floor(indice / 12);
  const mes = (indice % 12) + 1;
  const ultimoDia = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  return paraIso(ano, mes, Math.min(d, ultimoDia));
}

/** Whole calendar days from `inicio` to `fim` (negative when fim is earlier). */
export function diferencaEmDias(inicio: string, fim: string): number {
  return diaJuliano(fim) - diaJuliano(inicio);
}

/** yyyy-MM-dd → dd/MM/yyyy */
export function formatarData(data: string): string {
  const [a, m, d] = partes(data);
  return `${String(d).padStart(2, "0")}/${String(m).padStart(2, "0")}/${String(a).padStart(4, "0")}`;
}

const DIAS_SEMANA = ["domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"];

/** Weekday name in pt-BR ("segunda-feira") of a calendar date. */
export function diaDaSemana(data: string): string {
  const [a, m, d] = partes(data);
  return DIAS_SEMANA[new Date(Date.UTC(a, m - 1, d)).getUTCDay()] as string;
}

/**
 * When a payment was made, as receipts and lists print it: 'dd/MM/yyyy HH:mm' when it was
 * registered the day it was made, just 'dd/MM/yyyy' when registered later (DOMAIN.md: the day
 * is the borrower's, the hour is not known).
 */
export function formatarMomentoDoPagamento(dataPagamento: Date | string, registradoEm: Date | string): string {
  const pago = new Date(dataPagamento);
  return dataEmSaoPaulo(pago) === dataEmSaoPaulo(new Date(registradoEm)) ? formatarDataHora(pago) : formatarData(dataEmSaoPaulo(pago));
}
