// Due dates: calendar arithmetic on yyyy-MM-dd (DOMAIN.md), never milliseconds.
import { adicionarDias, adicionarMeses } from "../dates.ts";
import { proximoDiaDeCobranca, type EhDiaDeCobranca } from "./cronograma.ts";
import { vencimentoDaParcela } from "./parcelado.ts";
import type { EmprestimoEstado, Modalidade } from "./types.ts";

function exigirPrazo(prazoDias: number | null): number {
  if (prazoDias === null || !Number.isSafeInteger(prazoDias) || prazoDias < 1) {
    throw new RangeError(`Empréstimo mensal precisa de prazoDias positivo: ${prazoDias}`);
  }
  return prazoDias;
}

/** Mensal: dataInicio + prazoDias days. Parcelado: dataInicio + 1 month (31/01 → 28/02 or 29/02). */
export function primeiroVencimento(modalidade: Modalidade, dataInicio: string, prazoDias: number | null): string {
  if (modalidade === "parcelado") return vencimentoDaParcela(dataInicio, 1);
  return adicionarDias(dataInicio, exigirPrazo(prazoDias));
}

/** The unmoved date a mensal loan's next cycle counts from (issue 43): the row's due date unless it was moved. */
export function baseDoCiclo(e: Pick<EmprestimoEstado, "dataProximoCiclo" | "dataBaseCiclo">): string {
  return e.dataBaseCiclo ?? e.dataProximoCiclo;
}

/** A mensal loan's due date: the unmoved one it counts from, and the day it is due. */
export interface VencimentoMensal {
  dataBaseCiclo: string;
  dataProximoCiclo: string;
}

/**
 * DOMAIN.md, "Schedules": a mensal (interest per cycle) due date that is not a collection day
 * moves to the next collection day, and its next cycle counts from the unmoved date. The
 * lender's settings are read when the date is computed and stored: a later change of them never
 * moves a date already written.
 */
export function vencimentoMensal(base: string, ehDiaDeCobranca: EhDiaDeCobranca): VencimentoMensal {
  try {
    return { dataBaseCiclo: base, dataProximoCiclo: proximoDiaDeCobranca(base, ehDiaDeCobranca) };
  } catch (erro) {
    // Dates the app accepts stop at 2100, but a cycle started late in 2100 falls due in 2101,
    // past the holidays' years (a RangeError): that date stays as counted, never a 500. A
    // schedule of installments past 2100 is still refused where it is written.
    if (erro instanceof RangeError) return { dataBaseCiclo: base, dataProximoCiclo: base };
    throw erro;
  }
}

/**
 * The due date after the current cycle is paid. Mensal: the OLD due date + prazoDias, not the
 * payment date, so paying late does not buy extra days; the old date unmoved (baseDoCiclo), so
 * a date moved off a Sunday does not shift the following ones (vencimentoMensal moves the result). Parcelado: dataInicio + (installment
 * just paid + 1) months from the anchor, so 31/01 → 28/02 → 31/03 instead of drifting to the 28th.
 */
export function vencimentoSeguinte(
  e: Pick<EmprestimoEstado, "modalidade" | "prazoDias" | "cicloAtual" | "dataInicio" | "dataProximoCiclo"> &
    Pick<Partial<EmprestimoEstado>, "parcelas" | "dataBaseCiclo">,
): string {
  if (e.modalidade === "parcelado") {
    // The written schedule (issue 43) decides; past its last installment, the rule below.
    const escrita = e.parcelas?.[e.cicloAtual];
    if (escrita) return escrita.vencimento;
    // Without an anchor (should not happen) the best we can do is one month after the last due date.
    return e.dataInicio === null ? adicionarMeses(e.dataProximoCiclo, 1) : vencimentoDaParcela(e.dataInicio, e.cicloAtual + 1);
  }
  return adicionarDias(baseDoCiclo(e), exigirPrazo(e.prazoDias));
}
