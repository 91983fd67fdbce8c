// Status changes made by the lender in the edit dialog (SPEC section 4).
import { formatarData } from "../dates.ts";
import { primeiroVencimento } from "./due-dates.ts";
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
 */
export function ativarEmprestimo(e: EmprestimoEstado, hoje: string): ResultadoAtivacao {
  if (e.status !== "aguardando_envio") throw new ErroEmprestimo("ativacao_invalida");
  const estado: EstadoComAtraso = {
    ...e,
    status: "ativo",
    dataInicio: hoje,
    dataProximoCiclo: primeiroVencimento(e.modalidade, hoje, e.prazoDias),
    diasAtraso: 0,
    valorJurosAtraso: 0,
  };
  return { estado, dataEmprestimo: hoje };
}

/** The hint the status dialog shows before activating (DOMAIN.md: "The dialog says so before saving"). */
export function avisoAtivacao(e: EmprestimoEstado, hoje: string): string {
  const vencimento = formatarData(primeiroVencimento(e.modalidade, hoje, e.prazoDias));
  return `A data do empréstimo passará a ser hoje (${formatarData(hoje)}) e o primeiro vencimento será ${vencimento}.`;
}

export interface ResultadoMudancaStatus {
  /** False when the lender saved the same status: nothing to write (SPEC: the dialog just closes). */
  mudou: boolean;
  estado: EstadoComAtraso;
  /** Set only when the change activated the loan. */
  dataEmprestimo: string | null;
}

/**
 * Any of the five statuses may be picked. Leaving aguardando_envio for ativo or atrasado is the
 * activation. ativo and atrasado are then settled by the calendar, not by the choice: the overdue
 * state is recomputed, so "atrasado" on a loan not yet due reads as ativo, and "ativo" on a late
 * loan stays atrasado, because that state is always current when read (DOMAIN.md).
 */
export function mudarStatus(e: EmprestimoEstado, novo: StatusEmprestimo, hoje: string): ResultadoMudancaStatus {
  if (novo === e.status) return { mudou: false, estado: comAtraso(e, hoje), dataEmprestimo: null };
  if (e.status === "aguardando_envio" && (novo === "ativo" || novo === "atrasado")) {
    const { estado, dataEmprestimo } = ativarEmprestimo(e, hoje);
    return { mudou: true, estado, dataEmprestimo };
  }
  return { mudou: true, estado: comAtraso({ ...e, status: novo }, hoje), dataEmprestimo: null };
}
