// The written schedule of a parcelado loan (DOMAIN.md, "Schedules: how often a loan is paid"):
// every installment's number, due date, amount and interest and principal parts, computed once
// when the loan is made. The money comes from parcelado.ts's own functions, so a mensal loan with
// a rate per month gets exactly today's installments and interest parts; this module adds the
// periods other than a month, the rate for the whole loan and the days the lender collects on.
import { adicionarDias } from "../dates.ts";
import type { Centavos, TaxaCentesimos } from "../money.ts";
import { jurosDaParcela, planoComTaxaTotal, planoParcelado, vencimentoDaParcela, type TermosDosJuros } from "./parcelado.ts";

// The vocabulary lives in types.ts (no arithmetic), so the public pages' bundles carry only it.
export { PERIODICIDADES, isPeriodicidade, type Periodicidade } from "./types.ts";
import type { Periodicidade } from "./types.ts";

/** DOMAIN.md: 1 to 400 installments (400 daily ones are a little over a year of collection days). */
export const MINIMO_PARCELAS = 1;
export const MAXIMO_PARCELAS = 400;

/**
 * Whether the lender collects on a date ('YYYY-MM-DD'). The lender's settings and the holidays
 * decide it elsewhere; the schedule only asks.
 */
export type EhDiaDeCobranca = (data: string) => boolean;

/** Every day is a collection day: the rule when none is given, and today's parcelado behaviour. */
export const todoDiaEDeCobranca: EhDiaDeCobranca = () => true;

/**
 * The rate, as the lender says it: per period (`taxaJuros` r, % per day, week, fortnight or month,
 * like parcelado's taxaJurosMes) or for the whole loan (`taxaTotal` R, "20 % em 20 dias").
 */
export type TaxaDoCronograma = { taxaJuros: TaxaCentesimos; taxaTotal?: never } | { taxaTotal: TaxaCentesimos; taxaJuros?: never };

export type EntradaCronograma = TaxaDoCronograma & {
  /** P, the amount lent. */
  valorOriginal: Centavos;
  quantidadeParcelas: number;
  periodicidade: Periodicidade;
  /** dataInicio, or the delivery date on activation: the due dates count from it. */
  dataBase: string;
};

export interface ParcelaDoCronograma {
  /** 1 to n. */
  numero: number;
  /** 'YYYY-MM-DD', always a collection day. */
  vencimento: string;
  valor: Centavos;
  /** The interest part; juros + principal = valor, both between 0 and valor. */
  juros: Centavos;
  principal: Centavos;
}

/**
 * A run of non-collection days longer than this is a rule that collects on no day at all (a bug
 * or settings that block every weekday): refused rather than searched forever.
 */
const MAXIMO_DIAS_SEM_COBRANCA = 366;

/**
 * The schedule of a parcelado loan, installment 1 to n.
 *
 * Money (DOMAIN.md): Total = P + P × r / 100 × n, or P + P × R / 100, rounded once; installment =
 * total / n with the last taking the remainder; interest part P × r / 100, or total interest / n
 * rounded half-up for a whole-loan rate, with the last taking what makes the parts add up to the
 * total interest exactly. Both go through parcelado.ts (planoParcelado, jurosDaParcela), which
 * also keeps every part between 0 and its installment on tiny plans.
 *
 * Due dates: diaria, the k-th collection day after the base; semanal, base + 7k days; quinzenal,
 * base + 15k days; mensal, base + k months (parcelado.ts's dates). A date that is not a collection
 * day moves to the next one, and each later date starts again from its own unmoved base date, so
 * a move never shifts the rest. Dates are strictly increasing whenever no run of non-collection
 * days reaches the period's length; a longer run (a lender's fortnight off) can put two weekly
 * installments on the same first day back, and none before it.
 *
 * Throws RangeError for n outside 1..400, a total below one centavo per installment (as
 * planoParcelado) or a rule without collection days; ErroDataInvalida for a base that is no date.
 */
export function gerarCronograma(entrada: EntradaCronograma, ehDiaDeCobranca: EhDiaDeCobranca = todoDiaEDeCobranca): ParcelaDoCronograma[] {
  const n = entrada.quantidadeParcelas;
  if (!Number.isSafeInteger(n) || n < MINIMO_PARCELAS || n > MAXIMO_PARCELAS) {
    throw new RangeError(`Quantidade de parcelas inválida: ${n} (de ${MINIMO_PARCELAS} a ${MAXIMO_PARCELAS})`);
  }
  const termos = termosDoCronograma(entrada);
  const vencimentos = vencimentosDoCronograma(entrada.periodicidade, entrada.dataBase, n, ehDiaDeCobranca);
  return termos.parcelas.map((valor, i) => {
    const juros = jurosDaParcela(termos, i + 1);
    return { numero: i + 1, vencimento: vencimentos[i] as string, valor, juros, principal: valor - juros };
  });
}

type TermosDoCronograma = TermosDosJuros & { parcelas: Centavos[] };

function termosDoCronograma(entrada: EntradaCronograma): TermosDoCronograma {
  const { valorOriginal: p, quantidadeParcelas: n } = entrada;
  if (entrada.taxaTotal === undefined) {
    // Per period, on any period: the monthly plan's very arithmetic, n periods instead of n months.
    return { ...planoParcelado(p, entrada.taxaJuros, n), quantidadeParcelas: n };
  }
  if (!Number.isSafeInteger(p) || p < 0) throw new RangeError(`Valor inválido: ${p}`);
  return { ...planoComTaxaTotal(p, entrada.taxaTotal, n), quantidadeParcelas: n };
}

function vencimentosDoCronograma(periodicidade: Periodicidade, base: string, n: number, ehDiaDeCobranca: EhDiaDeCobranca): string[] {
  if (periodicidade === "diaria") {
    const datas: string[] = [];
    let data = base;
    for (let k = 1; k <= n; k++) {
      data = proximoDiaDeCobranca(adicionarDias(data, 1), ehDiaDeCobranca);
      datas.push(data);
    }
    return datas;
  }
  return Array.from({ length: n }, (_, i) => proximoDiaDeCobranca(dataSemMudanca(periodicidade, base, i + 1), ehDiaDeCobranca));
}

/** Installment k's date before any move: the base every later date keeps. */
function dataSemMudanca(periodicidade: Exclude<Periodicidade, "diaria">, base: string, k: number): string {
  switch (periodicidade) {
    case "semanal":
      return adicionarDias(base, 7 * k);
    case "quinzenal":
      return adicionarDias(base, 15 * k);
    case "mensal":
      // Today's parcelado due date: base + k months from the base, so 31/01 → 28/02 → 31/03.
      return vencimentoDaParcela(base, k);
  }
}

/** `data` itself when it is a collection day, else the first collection day after it. */
export function proximoDiaDeCobranca(data: string, ehDiaDeCobranca: EhDiaDeCobranca): string {
  let d = data;
  for (let i = 0; i <= MAXIMO_DIAS_SEM_COBRANCA; i++) {
    if (ehDiaDeCobranca(d)) return d;
    d = adicionarDias(d, 1);
  }
  throw new RangeError(`Nenhum dia de cobrança em ${MAXIMO_DIAS_SEM_COBRANCA} dias a partir de ${data}`);
}

/**
 * The schedule of a parcelado loan's own terms from `dataBase` (a new loan's dataInicio, or the
 * delivery date on activation, which re-writes the dates and keeps the amounts).
 */
export function cronogramaDosTermos(
  e: {
    valorOriginal: Centavos;
    quantidadeParcelas: number | null;
    periodicidade?: Periodicidade | undefined;
    taxaJuros: TaxaCentesimos;
    taxaTotal?: TaxaCentesimos | null | undefined;
  },
  dataBase: string,
  ehDiaDeCobranca: EhDiaDeCobranca = todoDiaEDeCobranca,
): ParcelaDoCronograma[] {
  if (e.quantidadeParcelas === null) throw new RangeError("Empréstimo parcelado sem quantidadeParcelas");
  const comum = { valorOriginal: e.valorOriginal, quantidadeParcelas: e.quantidadeParcelas, periodicidade: e.periodicidade ?? "mensal", dataBase };
  const taxa = e.taxaTotal !== null && e.taxaTotal !== undefined ? { taxaTotal: e.taxaTotal } : { taxaJuros: e.taxaJuros };
  return gerarCronograma({ ...comum, ...taxa }, ehDiaDeCobranca);
}

export const ROTULOS_PERIODICIDADE: Record<Periodicidade, string> = {
  diaria: "Diária",
  semanal: "Semanal",
  quinzenal: "Quinzenal",
  mensal: "Mensal",
};

/** "por dia", "por semana"...: the unit of a rate per period. */
export const UNIDADES_PERIODICIDADE: Record<Periodicidade, string> = {
  diaria: "ao dia",
  semanal: "por semana",
  quinzenal: "por quinzena",
  mensal: "ao mês",
};
