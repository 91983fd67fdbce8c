// Status changes made by the lender in the edit dialog (SPEC section 4).
import { formatarData } from "../dates.ts";
import { cronogramaDosTermos, todoDiaEDeCobranca, type EhDiaDeCobranca } from "./cronograma.ts";
import { primeiroVencimento, vencimentoMensal } from "./due-dates.ts";
import { ErroEmprestimo } from "./errors.ts";
import { comAtraso } from "./overdue.ts";
import type { EmprestimoEstado, EstadoComAtraso, StatusEmprestimo } from "./types.ts";

export interface ResultadoAtivacao {
  estado: EstadoComAtraso;
  /** DOMAIN.md: the loan date becomes the day the money was sent. */
  dataEmprestimo: string;
}

/**
 * aguardando_envio → ativo (the money was sent): the loan date is today and the calendar
 * restarts from today, so dataInicio = hoje (it anchors the installments of a parcelado loan)
 * and the first due date is hoje + prazoDias (mensal) or hoje + 1 month (parcelado).
 * mudarStatus applies it to any move out of aguardando_envio (see ativaAoMudar).
 */
export function ativarEmprestimo(e: EmprestimoEstado, hoje: string, ehDiaDeCobranca: EhDiaDeCobranca = todoDiaEDeCobranca): ResultadoAtivacao {
  if (e.status !== "aguardando_envio") throw new ErroEmprestimo("ativacao_invalida");
  // Issue 43: a parcelado loan's schedule is written again from the delivery date (same amounts,
  // new dates on the lender's collection days).
  const parcelas = e.modalidade === "parcelado" ? cronogramaDosTermos(e, hoje, ehDiaDeCobranca) : null;
  const primeira = parcelas?.[0]?.vencimento;
  const estado: EstadoComAtraso = {
    ...e,
    status: "ativo",
    dataInicio: hoje,
    ...(primeira !== undefined
      ? { dataProximoCiclo: primeira, dataBaseCiclo: primeira }
      : vencimentoMensal(primeiroVencimento(e.modalidade, hoje, e.prazoDias), ehDiaDeCobranca)),
    ...(parcelas ? { parcelas } : {}),
    diasAtraso: 0,
    valorJurosAtraso: 0,
    valorMulta: 0,
  };
  return { estado, dataEmprestimo: hoje };
}

/**
 * Whether moving from `atual` to `novo` applies the activation rule: ANY move out of
 * aguardando_envio (to ativo, atrasado, pausado or finalizado). A loan that was never active must
 * not keep the dates of its sign-up: aguardando_envio → pausado → ativo would otherwise be overdue
 * for months before the money was sent (DOMAIN.md: the rule also applies to a first activation
 * through pausado). The row keeps no history, so "never active" is known only while the loan is
 * aguardando_envio: the dates restart on the move out of it, and a later pausado → ativo is an
 * ordinary change. The server (mudarStatus) and the status dialog's hint share this predicate.
 */
export function ativaAoMudar(atual: StatusEmprestimo, novo: StatusEmprestimo): boolean {
  return atual === "aguardando_envio" && novo !== "aguardando_envio";
}

/**
 * The hint the status dialog shows before activating (DOMAIN.md: "The dialog says so before saving").
 * Due dates fall on the lender's collection days, which only the server knows (its holidays):
 * `primeiroVencimento` is the first due date the server would write today (the simulator's, for
 * a parcelado loan, monthly or not), the written date; without it the hint says no date it
 * cannot promise.
 */
export function avisoAtivacao(e: EmprestimoEstado, hoje: string, primeiroVencimentoEscrito?: string | null): string {
  const inicio = `A data do empréstimo passará a ser hoje (${formatarData(hoje)})`;
  if (primeiroVencimentoEscrito) return `${inicio} e o primeiro vencimento será ${formatarData(primeiroVencimentoEscrito)}.`;
  if (e.modalidade === "parcelado") return `${inicio} e as parcelas serão recalculadas a partir de hoje, nos dias de cobrança.`;
  // Mensal: the date before any move, and the rule that may move it (issue 43).
  const vencimento = formatarData(primeiroVencimento(e.modalidade, hoje, e.prazoDias));
  return `${inicio} e o primeiro vencimento será ${vencimento} (ou o dia de cobrança seguinte, se esse não for).`;
}

export interface ResultadoMudancaStatus {
  /** False when the lender saved the same status: nothing to write (SPEC: the dialog just closes). */
  mudou: boolean;
  estado: EstadoComAtraso;
  /** Set only when the change activated the loan. */
  dataEmprestimo: string | null;
}

/**
 * Any of the five statuses may be picked. Leaving aguardando_envio, for whichever status, is the
 * activation (ativaAoMudar): the dates restart today, then the chosen status is applied, so a
 * loan paused or finalized straight from aguardando_envio keeps that status with the new dates.
 * ativo and atrasado are settled by the calendar, not by the choice: the overdue state is
 * recomputed, so "atrasado" on a loan not yet due reads as ativo, and "ativo" on a late loan
 * stays atrasado, because that state is always current when read (DOMAIN.md).
 */
export function mudarStatus(
  e: EmprestimoEstado,
  novo: StatusEmprestimo,
  hoje: string,
  ehDiaDeCobranca: EhDiaDeCobranca = todoDiaEDeCobranca,
): ResultadoMudancaStatus {
  if (novo === e.status) return { mudou: false, estado: comAtraso(e, hoje), dataEmprestimo: null };
  if (ativaAoMudar(e.status, novo)) {
    const { estado, dataEmprestimo } = ativarEmprestimo(e, hoje, ehDiaDeCobranca);
    return { mudou: true, estado: comAtraso({ ...estado, status: novo }, hoje), dataEmprestimo };
  }
  return { mudou: true, estado: comAtraso({ ...e, status: novo }, hoje), dataEmprestimo: null };
}
