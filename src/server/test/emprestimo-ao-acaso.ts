import { estadoDaLinha, parcelaEscrita, type LinhaEmprestimo } from "../../domain/loans/db-row.ts";
import { cronogramaDosTermos } from "../../domain/loans/cronograma.ts";
import { cronogramaDe } from "../../domain/loans/parcelas-em-aberto.ts";
import { planoParcelado } from "../../domain/loans/parcelado.ts";
import type { Periodicidade } from "../../domain/loans/types.ts";
import { centavosParaDecimal } from "../../domain/money.ts";
import type { emprestimos } from "../db/schema/index.ts";

/** The money of a random loan, as the tests that check SQL against the domain draw it (centavos, rates in hundredths). */
export interface DinheiroAoAcaso {
  parcelado: boolean;
  status: NonNullable<Linha["status"]>;
  valorOriginal: number;
  /** Percent of the total (parcelado: principal and interest) still owed. */
  fracaoRestante: number;
  taxaJuros: number;
  taxaAtraso: number;
  fixo: boolean;
  /** Installments of a parcelado loan. */
  meses: number;
}

type Linha = typeof emprestimos.$inferInsert;

/**
 * An `emprestimos` row from a random draw: mensal or parcelado with the plan the app would give
 * it, the balance a share of what it owes. The schedule (cycle, dates, term) is the caller's.
 */
export function linhaAoAcaso(
  a: DinheiroAoAcaso,
  donos: { clienteId: string; usuarioId: string },
  agenda: Pick<Linha, "cicloAtual" | "dataInicio" | "dataProximoCiclo"> & {
    prazoDias: number;
    /** A parcelado schedule other than monthly: written from dataInicio (or the due date) every day, week or fortnight. */
    periodicidade?: Periodicidade;
    /** A mensal due date moved off a non-collection day: the unmoved date its next cycle counts from. */
    dataBaseCiclo?: string;
  },
): Linha {
  const plano = planoParcelado(a.valorOriginal, a.taxaJuros, a.meses);
  const valorRestante = Math.floor(((a.parcelado ? plano.total : a.valorOriginal) * a.fracaoRestante) / 100);
  const linha = {
    ...donos,
    modalidade: a.parcelado ? "parcelado" : "mensal",
    status: a.status,
    valorOriginal: centavosParaDecimal(a.valorOriginal),
    valorRestante: centavosParaDecimal(valorRestante),
    taxaJuros: centavosParaDecimal(a.taxaJuros),
    taxaAtraso: centavosParaDecimal(a.taxaAtraso),
    taxaAtrasoTipo: a.fixo ? "fixo" : "percentual",
    prazoDias: a.parcelado ? null : agenda.prazoDias,
    quantidadeParcelas: a.parcelado ? a.meses : null,
    valorParcela: a.parcelado ? centavosParaDecimal(plano.valorParcela) : null,
    cicloAtual: agenda.cicloAtual,
    dataInicio: agenda.dataInicio,
    dataProximoCiclo: agenda.dataProximoCiclo,
  } satisfies Linha;
  if (!a.parcelado) return agenda.dataBaseCiclo ? { ...linha, dataBaseCiclo: agenda.dataBaseCiclo } : linha;
  const periodicidade = agenda.periodicidade ?? "mensal";
  if (periodicidade !== "mensal") {
    const base = agenda.dataInicio ?? agenda.dataProximoCiclo!;
    const escritas = cronogramaDosTermos({ valorOriginal: a.valorOriginal, quantidadeParcelas: a.meses, periodicidade, taxaJuros: a.taxaJuros }, base);
    return { ...linha, periodicidade, parcelas: escritas.map(parcelaEscrita) };
  }
  // Every parcelado row has its written schedule (migration 0028 wrote the old ones): the one its
  // monthly terms mean, as the migration wrote it.
  const parcelas = cronogramaDe(estadoDaLinha({ ...linha, cicloAtual: linha.cicloAtual ?? 1, dataInicio: linha.dataInicio ?? null } as LinhaEmprestimo));
  return { ...linha, parcelas: parcelas.map(parcelaEscrita) };
}
