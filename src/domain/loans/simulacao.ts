// Issue 43, point 6: the simulator. A loan's terms become its schedule (gerarCronograma, the same
// function that writes a real loan's), its total, its effective rates and the legal warnings,
// without creating anything. The collection days are the lender's, given as a predicate.
import type { Centavos, TaxaCentesimos } from "../money.ts";
import { gerarCronograma, type EhDiaDeCobranca, type ParcelaDoCronograma, type Periodicidade, type TaxaDoCronograma } from "./cronograma.ts";
import { custoEfetivoDoCronograma, type CustoEfetivo } from "./custo-efetivo.ts";
import { avisosDeLimiteLegal } from "./limite-legal.ts";
import { avisoDeMulta } from "./limite-multa.ts";
import type { TipoTaxaAtraso } from "./types.ts";

/** The simulator's terms (schemas/simulacao.ts's output): centavos and hundredths of a percent. */
export interface TermosDaSimulacao {
  valorOriginal: Centavos;
  quantidadeParcelas: number;
  periodicidade: Periodicidade;
  /** Exactly one of taxaJuros (per period) and taxaTotal (whole loan). */
  taxaJuros?: TaxaCentesimos | undefined;
  taxaTotal?: TaxaCentesimos | undefined;
  multaAtraso: TaxaCentesimos;
  taxaAtraso: number;
  taxaAtrasoTipo: TipoTaxaAtraso;
  dataInicio?: string | undefined;
}

/** The operator's limits (LIMITE_JUROS_ANUAL in % a.a., LIMITE_MULTA in %). */
export interface LimitesLegais {
  limiteJurosAnual: number;
  limiteMulta: number;
}

export interface Simulacao {
  /** The day the money would be delivered: day 0 of the schedule and of the rates. */
  dataInicio: string;
  parcelas: ParcelaDoCronograma[];
  total: Centavos;
  totalJuros: Centavos;
  custo: CustoEfetivo;
  avisos: string[];
}

/**
 * `hoje` is the caller's today in São Paulo, used when the terms have no dataInicio. Throws what
 * gerarCronograma throws (a RangeError) for terms the schema would have refused, or for collection
 * settings that leave no day to collect on.
 */
export function simular(termos: TermosDaSimulacao, hoje: string, ehDiaDeCobranca: EhDiaDeCobranca, limites: LimitesLegais): Simulacao {
  const dataInicio = termos.dataInicio ?? hoje;
  const taxa: TaxaDoCronograma = termos.taxaTotal !== undefined ? { taxaTotal: termos.taxaTotal } : { taxaJuros: termos.taxaJuros ?? 0 };
  const parcelas = gerarCronograma(
    { ...taxa, valorOriginal: termos.valorOriginal, quantidadeParcelas: termos.quantidadeParcelas, periodicidade: termos.periodicidade, dataBase: dataInicio },
    ehDiaDeCobranca,
  );
  const custo = custoEfetivoDoCronograma(termos.valorOriginal, dataInicio, parcelas);
  const avisos = avisosDeLimiteLegal(
    custo,
    { taxaAtraso: termos.taxaAtraso, taxaAtrasoTipo: termos.taxaAtrasoTipo, valorOriginal: termos.valorOriginal },
    limites.limiteJurosAnual,
  );
  const multa = avisoDeMulta(termos.multaAtraso, limites.limiteMulta);
  if (multa !== null) avisos.push(multa);
  return {
    dataInicio,
    parcelas,
    total: custo.totalAPagar,
    totalJuros: parcelas.reduce((soma, p) => soma + p.juros, 0),
    custo,
    avisos,
  };
}
