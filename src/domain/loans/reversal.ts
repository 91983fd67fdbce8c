// Reversal (estorno, issue 10): a payment is undone by putting the loan back exactly as it was
// just before that payment. The payment row keeps that state (estadoAnterior), so the reversal
// needs no arithmetic that could disagree with the payment's own rules.
import { ErroEmprestimo } from "./errors.ts";
import { comAtraso } from "./overdue.ts";
import { STATUS_EMPRESTIMO, type EmprestimoEstado, type EstadoComAtraso, type StatusEmprestimo } from "./types.ts";

/** What a payment changes on the loan, as it was before the payment (money in centavos). */
export interface EstadoAnteriorPagamento {
  status: StatusEmprestimo;
  valorRestante: number;
  cicloAtual: number;
  dataProximoCiclo: string;
  /** Issue 43: the mensal base (baseDoCiclo); absent in payments recorded before it existed. */
  dataBaseCiclo?: string;
  dataInicio: string | null;
}

export function estadoAnteriorDe(e: EmprestimoEstado): EstadoAnteriorPagamento {
  return {
    status: e.status,
    valorRestante: e.valorRestante,
    cicloAtual: e.cicloAtual,
    dataProximoCiclo: e.dataProximoCiclo,
    // Only when the loan has one: a state without it reads its due date as the base, and comes back so.
    ...(e.dataBaseCiclo ? { dataBaseCiclo: e.dataBaseCiclo } : {}),
    dataInicio: e.dataInicio,
  };
}

function valido(a: unknown): a is EstadoAnteriorPagamento {
  if (typeof a !== "object" || a === null) return false;
  const e = a as Record<string, unknown>;
  return (
    typeof e.status === "string" &&
    (STATUS_EMPRESTIMO as readonly string[]).includes(e.status) &&
    Number.isSafeInteger(e.valorRestante) &&
    (e.valorRestante as number) >= 0 &&
    Number.isSafeInteger(e.cicloAtual) &&
    (e.cicloAtual as number) >= 1 &&
    typeof e.dataProximoCiclo === "string" &&
    (e.dataBaseCiclo === undefined || typeof e.dataBaseCiclo === "string") &&
    (e.dataInicio === null || typeof e.dataInicio === "string")
  );
}

/**
 * The loan after reversing the payment that found it in `anterior`: balance, cycle, due date and
 * status come back, and the overdue figures are recomputed for `hoje`. Throws for a payment
 * recorded before reversals existed (it kept no state to return to).
 */
export function estornarPagamento(atual: EmprestimoEstado, anterior: unknown, hoje: string): EstadoComAtraso {
  if (!valido(anterior)) throw new ErroEmprestimo("estorno_sem_estado");
  return comAtraso(
    {
      ...atual,
      status: anterior.status,
      valorRestante: anterior.valorRestante,
      cicloAtual: anterior.cicloAtual,
      dataProximoCiclo: anterior.dataProximoCiclo,
      // Without one (a payment recorded before it existed, or a state without it) the base is the
      // due date brought back.
      dataBaseCiclo: anterior.dataBaseCiclo,
      dataInicio: anterior.dataInicio,
    },
    hoje,
  );
}
