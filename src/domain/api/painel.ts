// The wire shapes of the dashboard and the calendar (SPEC section 7), declared once for server and web.
import { z } from "zod";
import { STATUS_EMPRESTIMO } from "../loans/types.ts";
import { decimalApi, diaApi } from "./ledger.ts";

/** GET /api/dashboard/metrics: money already formatted by the server ('R$ 5.800,00'). */
export const metricasDashboardApiSchema = z
  .object({
    totalEmprestadoAtivo: z.string().meta({ example: "R$ 5.800,00" }),
    receitaPrevistaMes: z.string(),
    receitaPrevistaDia: z.string(),
    totalClientes: z.number().int(),
  })
  .meta({ id: "MetricasDashboard" });
export type MetricasDashboardApi = z.infer<typeof metricasDashboardApiSchema>;

/** One due payment of /api/dashboard/vencimentos-hoje or -amanha. */
export const vencimentoDoDiaApiSchema = z
  .object({
    id: z.string(),
    clienteId: z.string(),
    clienteNome: z.string(),
    /** Digits. */
    clienteTelefone: z.string(),
    /** Interest of the cycle or the installment, plus late interest. */
    valor: decimalApi,
    dataVencimento: diaApi,
    status: z.enum(STATUS_EMPRESTIMO),
  })
  .meta({ id: "VencimentoDoDia" });
export type VencimentoDoDiaApi = z.infer<typeof vencimentoDoDiaApiSchema>;

/** GET /api/calendario?mes=yyyy-MM: the due dates of running loans in that month only. */
export const diasDoMesApiSchema = z
  .object({
    mes: z.string().meta({ example: "2026-11" }),
    dias: z.array(z.object({ data: diaApi, quantidade: z.number().int() })),
  })
  .meta({ id: "DiasDoMes" });
export type DiasDoMesApi = z.infer<typeof diasDoMesApiSchema>;
