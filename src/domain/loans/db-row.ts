// The edge between the loan row (numeric columns arrive and leave as decimal strings) and the
// integer state the rules work on. One place, so taxaAtraso's double meaning (a rate when
// percentual, money when fixo, both numeric with two decimals) is converted the same way everywhere.
import { centavosParaDecimal, decimalParaCentavos, decimalParaTaxa, taxaParaDecimal } from "../money.ts";
import { isPeriodicidade, type ParcelaDoCronograma, type Periodicidade } from "./cronograma.ts";
import { baseDoCiclo } from "./due-dates.ts";
import {
  MODALIDADES,
  STATUS_EMPRESTIMO,
  TIPOS_TAXA_ATRASO,
  type EmprestimoEstado,
  type EstadoComAtraso,
  type Modalidade,
  type StatusEmprestimo,
  type TipoTaxaAtraso,
} from "./types.ts";

/** The columns of an `emprestimos` row the rules need, as the database driver returns them. */
export interface LinhaEmprestimo {
  modalidade: string;
  status: string;
  valorOriginal: string;
  valorRestante: string;
  taxaJuros: string;
  taxaAtraso: string;
  taxaAtrasoTipo: string;
  prazoDias: number | null;
  cicloAtual: number;
  dataInicio: string | null;
  dataProximoCiclo: string;
  /** Issue 43 (migration 0030); absent or null reads as dataProximoCiclo. */
  dataBaseCiclo?: string | null;
  quantidadeParcelas: number | null;
  valorParcela: string | null;
  /** Issue 43; absent on rows read before these columns existed (treated as mensal, 0, none). */
  periodicidade?: string;
  taxaTotal?: string | null;
  multaAtraso?: string;
  parcelas?: ParcelaEscrita[] | null;
}

/** One installment of the written schedule as the row's jsonb holds it: money as decimal strings. */
export interface ParcelaEscrita {
  numero: number;
  vencimento: string;
  valor: string;
  juros: string;
  principal: string;
}

export function parcelaEscrita(p: ParcelaDoCronograma): ParcelaEscrita {
  return {
    numero: p.numero,
    vencimento: p.vencimento,
    valor: centavosParaDecimal(p.valor),
    juros: centavosParaDecimal(p.juros),
    principal: centavosParaDecimal(p.principal),
  };
}

export function parcelaDaEscrita(p: ParcelaEscrita): ParcelaDoCronograma {
  return {
    numero: p.numero,
    vencimento: p.vencimento,
    valor: decimalParaCentavos(p.valor),
    juros: decimalParaCentavos(p.juros),
    principal: decimalParaCentavos(p.principal),
  };
}

/** The columns a rule may change, ready for an UPDATE. */
export interface AtualizacaoEmprestimo {
  status: StatusEmprestimo;
  valorRestante: string;
  cicloAtual: number;
  dataInicio: string | null;
  dataProximoCiclo: string;
  dataBaseCiclo: string;
  diasAtraso: number;
  valorJurosAtraso: string;
}

function valorDe<T extends string>(lista: readonly T[], valor: string, campo: string): T {
  if ((lista as readonly string[]).includes(valor)) return valor as T;
  throw new TypeError(`${campo} desconhecido: ${valor}`);
}

export function estadoDaLinha(l: LinhaEmprestimo): EmprestimoEstado {
  return {
    modalidade: valorDe(MODALIDADES, l.modalidade, "modalidade"),
    status: valorDe(STATUS_EMPRESTIMO, l.status, "status"),
    valorOriginal: decimalParaCentavos(l.valorOriginal),
    valorRestante: decimalParaCentavos(l.valorRestante),
    taxaJuros: decimalParaTaxa(l.taxaJuros),
    // Both meanings are "hundredths", so one conversion serves percentual and fixo.
    taxaAtraso: decimalParaCentavos(l.taxaAtraso),
    taxaAtrasoTipo: valorDe(TIPOS_TAXA_ATRASO, l.taxaAtrasoTipo, "taxaAtrasoTipo"),
    prazoDias: l.prazoDias,
    cicloAtual: l.cicloAtual,
    dataInicio: l.dataInicio,
    dataProximoCiclo: l.dataProximoCiclo,
    dataBaseCiclo: l.dataBaseCiclo ?? null,
    quantidadeParcelas: l.quantidadeParcelas,
    valorParcela: l.valorParcela === null ? null : decimalParaCentavos(l.valorParcela),
    periodicidade: periodicidadeDe(l.periodicidade),
    taxaTotal: l.taxaTotal === undefined || l.taxaTotal === null ? null : decimalParaTaxa(l.taxaTotal),
    multaAtraso: l.multaAtraso === undefined ? 0 : decimalParaTaxa(l.multaAtraso),
    parcelas: l.parcelas ? l.parcelas.map(parcelaDaEscrita) : null,
  };
}

function periodicidadeDe(valor: string | undefined): Periodicidade {
  if (valor === undefined) return "mensal";
  if (isPeriodicidade(valor)) return valor;
  throw new TypeError(`periodicidade desconhecida: ${valor}`);
}

export function atualizacaoDoEstado(e: EstadoComAtraso): AtualizacaoEmprestimo {
  return {
    status: e.status,
    valorRestante: centavosParaDecimal(e.valorRestante),
    cicloAtual: e.cicloAtual,
    dataInicio: e.dataInicio,
    dataProximoCiclo: e.dataProximoCiclo,
    dataBaseCiclo: baseDoCiclo(e),
    diasAtraso: e.diasAtraso,
    valorJurosAtraso: centavosParaDecimal(e.valorJurosAtraso),
  };
}

/** All numeric fields of a state as decimal strings, for inserting a new loan. */
export function linhaDoEstado(
  e: EstadoComAtraso,
): Omit<LinhaEmprestimo, "modalidade" | "taxaAtrasoTipo" | "periodicidade"> &
  AtualizacaoEmprestimo & { modalidade: Modalidade; taxaAtrasoTipo: TipoTaxaAtraso; periodicidade: Periodicidade } {
  return {
    ...atualizacaoDoEstado(e),
    modalidade: e.modalidade,
    valorOriginal: centavosParaDecimal(e.valorOriginal),
    taxaJuros: taxaParaDecimal(e.taxaJuros),
    taxaAtraso: centavosParaDecimal(e.taxaAtraso),
    taxaAtrasoTipo: e.taxaAtrasoTipo,
    prazoDias: e.prazoDias,
    quantidadeParcelas: e.quantidadeParcelas,
    valorParcela: e.valorParcela === null ? null : centavosParaDecimal(e.valorParcela),
    periodicidade: e.periodicidade ?? "mensal",
    taxaTotal: e.taxaTotal === undefined || e.taxaTotal === null ? null : taxaParaDecimal(e.taxaTotal),
    multaAtraso: taxaParaDecimal(e.multaAtraso ?? 0),
    parcelas: e.parcelas ? e.parcelas.map(parcelaEscrita) : null,
  };
}
