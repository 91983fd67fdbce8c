// The wire shapes of the dashboard and the calendar (SPEC section 7), declared once for server and web.
import { z } from "zod";
import { STATUS_EMPRESTIMO } from "../loans/types.ts";
import { decimalApi, diaApi, emprestimoApiSchema } from "./ledger.ts";

/** GET /api/dashboard/metrics: money already formatted by the server ('R$ 5.800,00'). */
export const metricasDashboardApiSchema = z
  .object({
    totalEmprestadoAtivo: z.string().meta({ example: "R$ 5.800,00" }),
    receitaPrevistaMes: z.string(),
    receitaPrevistaDia: z.string(),
    totalClientes: z.number().int(),
    /** Issue 11: non-reversed payments received today / this month (São Paulo dates). Beyond the spec's four. */
    recebidoHoje: z.string().meta({ example: "R$ 150,00" }),
    recebidoMes: z.string(),
    /**
     * Issue 42, point 7: the borrowers' sign-ups by link whose loan awaits the lender's delivery
     * (status aguardando_envio, origem link). Loans created by the lender are never counted.
     */
    cadastrosAguardandoEnvio: z.number().int().meta({ example: 2 }),
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
    /** Issue 11: the cycle (or installment) due, for the PIX code's transaction id. */
    ciclo: z.number().int(),
  })
  .meta({ id: "VencimentoDoDia" });
export type VencimentoDoDiaApi = z.infer<typeof vencimentoDoDiaApiSchema>;

/** GET /api/calendario?mes=yyyy-MM: the due dates of running loans in that month only. */
/**
 * A calendar day: how many open installments (and mensal cycles) fall due on it, what they add up
 * to, and how many of them are overdue today (DOMAIN.md: the calendar reads the written schedule).
 */
export const diaDoMesApiSchema = z.object({
  data: diaApi,
  quantidade: z.number().int(),
  valor: decimalApi,
  atrasadas: z.number().int(),
});
export type DiaDoMesApi = z.infer<typeof diaDoMesApiSchema>;

export const diasDoMesApiSchema = z
  .object({
    mes: z.string().meta({ example: "2026-11" }),
    dias: z.array(diaDoMesApiSchema),
  })
  .meta({ id: "DiasDoMes" });
export type DiasDoMesApi = z.infer<typeof diasDoMesApiSchema>;

/** GET /api/calendario/vencimentos: a loan due on the day picked, with the installment due that day. */
export const emprestimoNoDiaApiSchema = emprestimoApiSchema
  .extend({
    vencimentoNoDia: z.object({
      numero: z.number().int(),
      valor: decimalApi,
      atrasada: z.boolean(),
    }),
  })
  .meta({ id: "EmprestimoNoDia" });
export type EmprestimoNoDiaApi = z.infer<typeof emprestimoNoDiaApiSchema>;

/**
 * GET /api/dashboard/atrasados (issue 11): the overdue loans, most days late first, each with what
 * is due on it today (cycle interest or installment plus late interest) and what paying it off
 * would cost today.
 */
export const emprestimoAtrasadoApiSchema = emprestimoApiSchema
  .extend({
    valorDevido: decimalApi,
    valorParaQuitar: decimalApi,
  })
  .meta({ id: "EmprestimoAtrasado" });
export type EmprestimoAtrasadoApi = z.infer<typeof emprestimoAtrasadoApiSchema>;

/** One month of GET /api/dashboard/recebido-vs-previsto (decision 0022 defines both figures). */
export const mesRecebidoPrevistoApiSchema = z
  .object({
    mes: z.string().meta({ example: "2026-11" }),
    recebido: decimalApi,
    previsto: decimalApi,
  })
  .meta({ id: "MesRecebidoPrevisto" });
export type MesRecebidoPrevistoApi = z.infer<typeof mesRecebidoPrevistoApiSchema>;
