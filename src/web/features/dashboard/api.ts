import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { consulta, consultaPaginada, type Esquemas } from "@/lib/api-tipada.ts";

export type VencimentoDoDia = Esquemas["VencimentoDoDia"];
export type EmprestimoAtrasado = Esquemas["EmprestimoAtrasado"];
export type MesRecebidoPrevisto = Esquemas["MesRecebidoPrevisto"];

// Loan and payment changes invalidate every key under /api/dashboard (invalidarDadosDoCredor).
export const consultasDashboard = {
  metricas: () => consulta("/api/dashboard/metrics"),
  /** SPEC 2: the loans due today or tomorrow, in the client's name order; a page at a time (issue 12). */
  vencimentos: (quando: "hoje" | "amanha") => consultaPaginada(`/api/dashboard/vencimentos-${quando}`),
  /** Issue 11: overdue loans, most days late first, with the amount due today; a page at a time (issue 12). */
  atrasados: () => consultaPaginada("/api/dashboard/atrasados"),
  /** Issue 11: received vs expected for the last 6 months (decision 0022). */
  recebidoVsPrevisto: () => consulta("/api/dashboard/recebido-vs-previsto"),
};

export function useMetricas() {
  return useQuery(consultasDashboard.metricas());
}

export function useVencimentos(quando: "hoje" | "amanha") {
  return useInfiniteQuery(consultasDashboard.vencimentos(quando));
}

export function useAtrasadosDoPainel() {
  return useInfiniteQuery(consultasDashboard.atrasados());
}

export function useRecebidoVsPrevisto() {
  return useQuery(consultasDashboard.recebidoVsPrevisto());
}

/** The reminder pieces the client page shares with the dashboard (issue 27). */
export { lembreteDoEmprestimo, recebedorDe } from "./lembrete.ts";
export { abrirLembrete } from "./abrir-lembrete.ts";
export { rotuloCurtoDoMes, rotuloDoMes } from "./recebido-previsto.ts";
