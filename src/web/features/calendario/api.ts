import { useQuery } from "@tanstack/react-query";
import type { Emprestimo } from "@/lib/ledger-api.ts";

/** GET /api/calendario?mes=yyyy-MM: the due dates of running loans in that month only. */
export interface DiasDoMes {
  mes: string;
  dias: { data: string; quantidade: number }[];
}

// The default query function joins the key with "/", so a query string must be one part.
// Loan and payment changes invalidate every key under /api/calendario (invalidarDadosDoCredor).
export function chaveDiasDoMes(mes: string) {
  return [`/api/calendario?mes=${encodeURIComponent(mes)}`] as const;
}

export function chaveVencimentosDoDia(data: string) {
  return [`/api/calendario/vencimentos?data=${encodeURIComponent(data)}`] as const;
}

export const CHAVE_ATRASADOS = ["/api/calendario/atrasados"] as const;

/** One month per request: moving between months loads only the month shown. */
export function useDiasDoMes(mes: string) {
  return useQuery<DiasDoMes>({ queryKey: chaveDiasDoMes(mes) });
}

export function useVencimentosDoDia(data: string) {
  return useQuery<Emprestimo[]>({ queryKey: chaveVencimentosDoDia(data) });
}

/** SPEC 4: atrasado loans whose next due date is before today. */
export function useAtrasados() {
  return useQuery<Emprestimo[]>({ queryKey: CHAVE_ATRASADOS });
}
