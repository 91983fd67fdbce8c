import type { DepsDoCredor } from "../../app-deps.ts";
import type { AppTipado } from "../../http/rotas-tipadas.ts";

// Exportação em CSV (GET /api/exportar/*.csv) — being written in this change.
export async function rotasExportacao(_app: AppTipado, _deps: DepsDoCredor) {}
