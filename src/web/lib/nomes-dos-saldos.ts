/*
 * Issue 42, point 7: one definition of what is outstanding, each figure named for what it is. The
 * spec fixes the labels ('Total a Receber', 'Total Emprestado Ativo'); these short sub-labels say
 * what each adds up (DOMAIN.md), so the same word never reads as two different sums.
 */
export const O_QUE_CADA_SALDO_SOMA = {
  /** Client list (DOMAIN.md: sum of valorRestante of loans not finalizado). */
  totalAReceber: "valor restante (nos parcelados, as parcelas a pagar), sem juros do ciclo nem de atraso",
  /** The overdue seal: what ends the loans today. */
  paraQuitarHoje: "valor restante + juros até hoje",
  /** Dashboard (DOMAIN.md: sum of valorRestante of ativo and atrasado loans). */
  totalEmprestadoAtivo: "valor restante dos ativos e atrasados (nos parcelados, as parcelas a pagar)",
  /** Relatórios: principal only — an installment plan's interest left out, hence below the dashboard's sum. */
  principalEmAberto: "só o principal ainda não devolvido, sem juros (nem os das parcelas)",
} as const;
