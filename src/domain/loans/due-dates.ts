// Due dates: calendar arithmetic on yyyy-MM-dd (DOMAIN.md), never milliseconds.
import { adicionarDias, adicionarMeses } from "../dates.ts";
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

/**
 * The due date after the current cycle is paid. Mensal: the OLD due date + prazoDias, not the
 * payment date, so paying late does not buy extra days. Parcelado: dataInicio + (installment
 * just paid + 1) months from the anchor, so 31/01 → 28/02 → 31/03 instead of drifting to the 28th.
 */
export function vencimentoSeguinte(
  e: Pick<EmprestimoEstado, "modalidade" | "prazoDias" | "cicloAtual" | "dataInicio" | "dataProximoCiclo"> & Pick<Partial<EmprestimoEstado>, "parcelas">,
): string {
  if (e.modalidade === "parcelado") {
    // The written schedule (issue 43) decides; past its last installment, the rule below.
    const escrita = e.parcelas?.[e.cicloAtual];
    if (escrita) return escrita.vencimento;
    // Without an anchor (should not happen) the best we can do is one month after the last due date.
    return e.dataInicio === null ? adicionarMeses(e.dataProximoCiclo, 1) : vencimentoDaParcela(e.dataInicio, e.cicloAtual + 1);
  }
  return adicionarDias(e.dataProximoCiclo, exigirPrazo(e.prazoDias));
}
