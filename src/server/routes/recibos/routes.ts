import type { DepsDoCredor } from "../../app-deps.ts";
import type { AppTipado } from "../../http/rotas-tipadas.ts";

// Recibos e extratos em PDF (GET /api/pagamentos/:id/recibo, GET /api/emprestimos/:id/extrato) — being written in this change.
export async function rotasRecibos(_app: AppTipado, _deps: DepsDoCredor) {}
