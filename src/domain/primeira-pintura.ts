import type { StatusCreditosApi } from "./api/conta.ts";
import type { ClienteDaListaApi } from "./api/ledger.ts";

/*
 * What the server hands to the web app's first-paint module (web/app/primeira-pintura.tsx,
 * built apart by vite.primeira-pintura.config.ts and loaded by server/http/primeira-pintura.ts):
 * the two are compiled separately, so this is the one declaration both sides type against.
 */

export interface DadosDaPrimeiraPintura {
  /** The signed-in lender; `name` falls back to the e-mail, never empty. */
  usuario: { id: string; email: string; name: string };
  /** GET /api/creditos/status. */
  creditos: StatusCreditosApi;
  /** GET /api/clientes's first page, as the screen asks for it (primeira-pagina-na-carga.ts). */
  clientes: { itens: ClienteDaListaApi[]; proximoCursor: string | null };
  /** The request came from a phone: the card list instead of the table. */
  celular: boolean;
  /** The side menu as the lender left it (the sidebar_state cookie). */
  menuAberto: boolean;
}

/** The module's drawing function: /clientes in the signed-in frame, as HTML. */
export type DesenharPrimeiraPintura = (dados: DadosDaPrimeiraPintura) => string;
