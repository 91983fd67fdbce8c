import { LEITURAS_DO_PAINEL_NA_CARGA } from "../../domain/primeira-pagina-na-carga.ts";
import type { CaminhoGet } from "@/lib/api-tipada.ts";

/**
 * Issue 27, point 4: what the dashboard's first screen reads, asked for by the page's first code
 * (leituras-da-carga.ts) when `/` is opened by its address, in the order it is drawn
 * (domain/primeira-pagina-na-carga.ts). Each exactly as the screen's own query asks for it
 * (leituras-do-painel.test.tsx keeps them equal), so the answer is handed to that query instead
 * of read a second time.
 */
export const LEITURAS_DO_PAINEL = Object.values(LEITURAS_DO_PAINEL_NA_CARGA) satisfies readonly CaminhoGet[];
