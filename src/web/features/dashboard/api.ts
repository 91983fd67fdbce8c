import { useQuery } from "@tanstack/react-query";

/** GET /api/dashboard/metrics: money already formatted by the server ('R$ 5.800,00'). */
export interface MetricasDashboard {
  totalEmprestadoAtivo: string;
  receitaPrevistaMes: string;
  receitaPrevistaDia: string;
  totalClientes: number;
}

/** One due payment of /api/dashboard/vencimentos-hoje or -amanha. */
export interface VencimentoDoDia {
  id: string;
  clienteId: string;
  clienteNome: string;
  /** Digits. */
  clienteTelefone: string;
  /** Amount due as a decimal ("110.00"): interest of the cycle or the installment, plus late interest. */
  valor: string;
  /** yyyy-MM-dd. */
  dataVencimento: string;
  status: string;
}

// Loan and payment changes invalidate every key under /api/dashboard (invalidarDadosDoCredor).
export const CHAVE_METRICAS = ["/api/dashboard/metrics"] as const;
export const CHAVE_VENCIMENTOS_HOJE = ["/api/dashboard/vencimentos-hoje"] as const;
export const CHAVE_VENCIMENTOS_AMANHA = ["/api/dashboard/vencimentos-amanha"] as const;

export function useMetricas() {
  return useQuery<MetricasDashboard>({ queryKey: CHAVE_METRICAS });
}

export function useVencimentos(quando: "hoje" | "amanha") {
  return useQuery<VencimentoDoDia[]>({ queryKey: quando === "hoje" ? CHAVE_VENCIMENTOS_HOJE : CHAVE_VENCIMENTOS_AMANHA });
}
