import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { consulta, consultaPaginada } from "@/lib/api-tipada.ts";

// Loan and payment changes invalidate every key under /api/calendario (invalidarDadosDoCredor).
export const consultasCalendario = {
  /** One month per request: moving between months loads only the month shown. */
  diasDoMes: (mes: string) => consulta("/api/calendario", { query: { mes } }),
  /** The loans due on the day picked, in the client's name order; a page at a time (issue 12). */
  vencimentosDoDia: (data: string) => consultaPaginada("/api/calendario/vencimentos", { query: { data } }),
  /** SPEC 4: atrasado loans whose next due date is before today; a page at a time (issue 12). */
  atrasados: () => consultaPaginada("/api/calendario/atrasados"),
};

export function useDiasDoMes(mes: string) {
  return useQuery(consultasCalendario.diasDoMes(mes));
}

export function useVencimentosDoDia(data: string) {
  return useInfiniteQuery(consultasCalendario.vencimentosDoDia(data));
}

export function useAtrasados() {
  return useInfiniteQuery(consultasCalendario.atrasados());
}
