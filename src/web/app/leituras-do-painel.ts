import type { CaminhoGet } from "@/lib/api-tipada.ts";

/**
 * Issue 27, point 4: what the dashboard's first screen reads, asked for by the page's first code
 * (leituras-da-carga.ts) when `/` is opened by its address, in the order it is drawn: the overdue
 * list that opens 'Cobrar hoje', today's list, the settings its 'Lembrar' buttons wait for, and
 * the figures. Each exactly as the screen's own query asks for it (leituras-do-painel.test.tsx
 * keeps them equal), so the answer is handed to that query instead of read a second time.
 * Tomorrow's list and the chart's months are further down: the screen reads them itself.
 */
export const LEITURAS_DO_PAINEL = [
  "/api/dashboard/atrasados",
  "/api/dashboard/vencimentos-hoje",
  "/api/configuracoes",
  "/api/dashboard/metrics",
] as const satisfies readonly CaminhoGet[];
