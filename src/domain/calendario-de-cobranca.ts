// Which days are collection days (issue 43, point 2; DOMAIN.md "Schedules: how often a loan is
// paid"): the lender's settings, Brazil's national holidays and the state's, from date-holidays
// (decision 0063), never a hand-typed table. Dates are 'yyyy-MM-dd' calendar days, as in dates.ts.

import Holidays, { type HolidaysTypes } from "date-holidays";
import { adicionarDias, ANO_MAXIMO, ANO_MINIMO, ErroDataInvalida, isDataIso } from "./dates.ts";

/** The 27 federative units (26 states and the Distrito Federal), as date-holidays names them. */
export const UFS = [
  "AC",
  "AL",
  "AM",
  "AP",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MG",
  "MS",
  "MT",
  "PA",
  "PB",
  "PE",
  "PI",
  "PR",
  "RJ",
  "RN",
  "RO",
  "RR",
  "RS",
  "SC",
  "SE",
  "SP",
  "TO",
] as const;

export type Uf = (typeof UFS)[number];

export function isUf(valor: string): valor is Uf {
  return (UFS as readonly string[]).includes(valor);
}

export interface ConfiguracaoDeCobranca {
  cobrarSabados: boolean;
  cobrarDomingos: boolean;
  /** Whether holidays (national and the state's) are collection days. */
  cobrarFeriados: boolean;
  /** The lender's state, for its holidays; without it only the national ones count. */
  uf?: Uf;
  /**
   * Carnival Monday and Tuesday and Corpus Christi are not legal holidays nationally (a 'ponto
   * facultativo'; banks close): they are off only when the lender says so. A state that makes
   * one of them its own holiday (RJ's Carnival Tuesday) makes it a holiday like any other.
   */
  carnavalECorpusChristiSaoDiasDeCobranca: boolean;
  /** The lender's own non-collection dates (the city's holidays), 'yyyy-MM-dd'. */
  datasSemCobranca: readonly string[];
}

export const CONFIGURACAO_DE_COBRANCA_PADRAO: Readonly<ConfiguracaoDeCobranca> = Object.freeze({
  cobrarSabados: true,
  cobrarDomingos: false,
  cobrarFeriados: false,
  carnavalECorpusChristiSaoDiasDeCobranca: true,
  datasSemCobranca: Object.freeze([]) as readonly string[],
});

export interface Feriado {
  data: string;
  nome: string;
  abrangencia: "nacional" | "estadual";
  /**
   * A 'ponto facultativo' (Carnival Monday and Tuesday, Corpus Christi): off only when
   * carnavalECorpusChristiSaoDiasDeCobranca is false.
   */
  facultativo: boolean;
}

export class ErroUfInvalida extends RangeError {
  constructor(readonly valor: string) {
    super(`UF inválida: ${valor}`);
    this.name = "ErroUfInvalida";
  }
}

export class ErroSemDiaDeCobranca extends Error {
  constructor(readonly inicio: string) {
    super(`Nenhum dia de cobrança em ${LIMITE_DA_BUSCA} dias a partir de ${inicio}: a configuração de cobrança exclui todos eles.`);
    this.name = "ErroSemDiaDeCobranca";
  }
}

/**
 * How far proximoDiaDeCobranca looks. Weekdays other than holidays are always collection days, so
 * only a lender's list covering a whole year could exhaust it; past it the settings are wrong.
 */
export const LIMITE_DA_BUSCA = 366;

// How date-holidays' types map to collection (decision 0063):
// - 'public' (national and the state's): a holiday.
// - 'bank' at the national level: Carnival Monday and Tuesday and Corpus Christi, the days banks
//   close that are no legal holiday: a ponto facultativo. (A test pins that these are all of them.)
// - 'optional' (Carnival Saturday, Ash Wednesday until 14:00, 24/12 and 31/12 from 14:00) and
//   'observance' (Mother's Day…): ordinary days, never counted.
// The nation and the state are asked apart and joined: the library's AM, MT, RJ and SP data give
// their own pre-2024 20/11 rule an end date, and that rule hides the national one in those states
// (date-holidays 3.37.0); a state cannot remove a national holiday, so the national list always counts.
const TIPOS_LIDOS: HolidaysTypes.HolidayType[] = ["public", "bank"];

let nacional: Holidays | undefined;
const porUf = new Map<Uf, Holidays>();

function calendarioNacional(): Holidays {
  return (nacional ??= new Holidays("BR", { types: TIPOS_LIDOS, timezone: "America/Sao_Paulo" }));
}

function calendarioDaUf(uf: Uf): Holidays {
  let c = porUf.get(uf);
  if (!c) {
    // The state's own zone: the holiday's calendar day is the one in the state.
    c = new Holidays("BR", uf, { types: TIPOS_LIDOS });
    porUf.set(uf, c);
  }
  return c;
}

// date-holidays' `date` is the local calendar day and time in the holiday's zone, "yyyy-MM-dd
// hh:mm:ss". Its first ten characters are the date in Brazil; `start` is a moment, and reading it
// in the server's zone (or as UTC) could give the day before or after.
function dataDoFeriado(h: HolidaysTypes.Holiday): string {
  const data = h.date.slice(0, 10);
  if (!isDataIso(data)) throw new Error(`date-holidays devolveu uma data inesperada: ${h.date}`);
  return data;
}

/**
 * The year's holidays that may stop collection, national and (with `uf`) the state's, one per
 * date, in date order. A date that is both a ponto facultativo nationally and the state's holiday
 * is the state's holiday.
 */
export function feriadosDoAno(ano: number, uf?: string): Feriado[] {
  if (!Number.isInteger(ano) || ano < ANO_MINIMO || ano > ANO_MAXIMO) throw new RangeError(`Ano fora do intervalo aceito: ${ano}`);
  if (uf !== undefined && !isUf(uf)) throw new ErroUfInvalida(uf);

  // One entry per date; a holiday replaces a ponto facultativo on the same date, never the reverse.
  const porData = new Map<string, Feriado>();
  const juntar = (f: Feriado) => {
    const antes = porData.get(f.data);
    if (!antes || (antes.facultativo && !f.facultativo)) porData.set(f.data, f);
  };

  for (const h of calendarioNacional().getHolidays(ano)) {
    juntar({ data: dataDoFeriado(h), nome: h.name, abrangencia: "nacional", facultativo: h.type === "bank" });
  }
  if (uf !== undefined) {
    // The state's list repeats the national holidays (they stay 'nacional': the first one wins). A
    // state's own 'bank' day (none today) is not the national ponto facultativo the setting names.
    for (const h of calendarioDaUf(uf).getHolidays(ano)) {
      if (h.type === "public") juntar({ data: dataDoFeriado(h), nome: h.name, abrangencia: "estadual", facultativo: false });
    }
  }
  return [...porData.values()].sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0));
}

// Per (year, UF): the dates that are holidays and those that are pontos facultativos. A 400-day
// schedule asks for hundreds of dates of the same year or two; the library's rules are parsed
// once per year and state, not once per date.
interface FeriadosIndexados {
  feriados: ReadonlySet<string>;
  facultativos: ReadonlySet<string>;
}
const cacheDeFeriados = new Map<string, FeriadosIndexados>();

function feriadosIndexados(ano: number, uf: Uf | undefined): FeriadosIndexados {
  const chave = `${ano}|${uf ?? ""}`;
  let indice = cacheDeFeriados.get(chave);
  if (!indice) {
    const feriados = new Set<string>();
    const facultativos = new Set<string>();
    for (const f of feriadosDoAno(ano, uf)) (f.facultativo ? facultativos : feriados).add(f.data);
    indice = { feriados, facultativos };
    cacheDeFeriados.set(chave, indice);
  }
  return indice;
}

// The lender's list as a set, made once per list (the settings object lives for the whole schedule).
const datasDoCredor = new WeakMap<readonly string[], ReadonlySet<string>>();

function datasSemCobranca(lista: readonly string[]): ReadonlySet<string> {
  let s = datasDoCredor.get(lista);
  if (!s) {
    s = new Set(lista);
    datasDoCredor.set(lista, s);
  }
  return s;
}

/** Whether `data` ('yyyy-MM-dd') is a day the lender collects on. */
export function ehDiaDeCobranca(data: string, config: ConfiguracaoDeCobranca): boolean {
  if (!isDataIso(data)) throw new ErroDataInvalida(data);
  // Invalid settings fail on every date, not only on the dates that reach the holidays.
  if (config.uf !== undefined && !isUf(config.uf)) throw new ErroUfInvalida(config.uf);
  const ano = Number(data.slice(0, 4));
  const diaDaSemana = new Date(Date.UTC(ano, Number(data.slice(5, 7)) - 1, Number(data.slice(8, 10)))).getUTCDay();
  if (diaDaSemana === 0 && !config.cobrarDomingos) return false;
  if (diaDaSemana === 6 && !config.cobrarSabados) return false;
  if (datasSemCobranca(config.datasSemCobranca).has(data)) return false;
  if (config.cobrarFeriados) return true;
  const { feriados, facultativos } = feriadosIndexados(ano, config.uf);
  if (feriados.has(data)) return false;
  return config.carnavalECorpusChristiSaoDiasDeCobranca || !facultativos.has(data);
}

/**
 * `data` itself when it is a collection day, else the first collection day after it. Throws
 * ErroSemDiaDeCobranca when none lies within LIMITE_DA_BUSCA days (settings that exclude them all).
 */
export function proximoDiaDeCobranca(data: string, config: ConfiguracaoDeCobranca): string {
  let dia = data;
  for (let i = 0; i < LIMITE_DA_BUSCA; i++) {
    if (ehDiaDeCobranca(dia, config)) return dia;
    dia = adicionarDias(dia, 1);
  }
  throw new ErroSemDiaDeCobranca(data);
}
