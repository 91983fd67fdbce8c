// Issue 43, point 3: how a written installment stands today, the one rule the lender's cartela,
// its PDF and the borrower's page all print (DOMAIN.md "Schedules": every unpaid installment past
// its due date is 'em atraso', on the borrower's page too).
import { formatarData } from "../dates.ts";

export const SITUACOES_PARCELA = ["paga", "vence_hoje", "em_atraso", "a_vencer", "renegociada"] as const;
export type SituacaoParcela = (typeof SITUACOES_PARCELA)[number];

export const ROTULOS_SITUACAO_PARCELA: Record<SituacaoParcela, string> = {
  paga: "Paga",
  vence_hoje: "Vence hoje",
  em_atraso: "Em atraso",
  a_vencer: "A vencer",
  renegociada: "Renegociada",
};

/**
 * Installments before cicloAtual are paid (a finished loan: all of them); the others by their due
 * date against today. A loan still waiting for its money has nothing due yet: its dates are
 * provisional until the delivery re-writes them. A renegotiated loan's unpaid installments are
 * owed by the new loan (DOMAIN.md "Renegotiation"), never late on this one.
 */
export function situacaoDaParcela(numero: number, vencimento: string, e: { cicloAtual: number; status: string }, hoje: string): SituacaoParcela {
  if (e.status === "finalizado" || numero < e.cicloAtual) return "paga";
  if (e.status === "renegociado") return "renegociada";
  if (e.status === "aguardando_envio") return "a_vencer";
  if (vencimento === hoje) return "vence_hoje";
  return vencimento < hoje ? "em_atraso" : "a_vencer";
}

/** The cell's words: 'Paga em 03/02' when the paying day is known, else the situation's label. */
export function textoDaSituacao(situacao: SituacaoParcela, pagaEm: string | null | undefined): string {
  return situacao === "paga" && pagaEm ? `Paga em ${formatarData(pagaEm).slice(0, 5)}` : ROTULOS_SITUACAO_PARCELA[situacao];
}
