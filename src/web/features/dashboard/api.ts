import { useQuery } from "@tanstack/react-query";
import type { MetricasDashboardApi, VencimentoDoDiaApi } from "../../../domain/api/painel.ts";
import { consulta } from "@/lib/api.ts";

export type VencimentoDoDia = VencimentoDoDiaApi;

// Loan and payment changes invalidate every key under /api/dashboard (invalidarDadosDoCredor).
export const consultasDashboard = {
  metricas: () => consulta<MetricasDashboardApi>("/api/dashboard/metrics"),
  vencimentos: (quando: "hoje" | "amanha") => consulta<VencimentoDoDiaApi[]>(`/api/dashboard/vencimentos-${quando}`),
};

export function useMetricas() {
  return useQuery(consultasDashboard.metricas());
}

export function useVencimentos(quando: "hoje" | "amanha") {
  return useQuery(consultasDashboard.vencimentos(quando));
}
