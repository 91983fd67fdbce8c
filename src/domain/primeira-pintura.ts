import type { ConfiguracoesApi, StatusCreditosApi } from "./api/conta.ts";
import type { ClienteDaListaApi } from "./api/ledger.ts";
import type { EmprestimoAtrasadoApi, MetricasDashboardApi, VencimentoDoDiaApi } from "./api/painel.ts";

/*
 * What the server hands to the web app's first-paint module (web/app/primeira-pintura.tsx,
 * built apart by vite.primeira-pintura.config.ts and loaded by server/http/primeira-pintura.ts):
 * the two are compiled separately, so this is the one declaration both sides type against.
 */

/** A list's first page, as its API answers it (the cursor from the X-Proximo-Cursor header). */
export interface PrimeiraPagina<T> {
  itens: T[];
  proximoCursor: string | null;
}

/** What every drawn screen has: the signed-in frame. */
export interface QuadroDaPrimeiraPintura {
  /** The signed-in lender; `name` falls back to the e-mail, never empty. */
  usuario: { id: string; email: string; name: string };
  /** GET /api/creditos/status. */
  creditos: StatusCreditosApi;
  /** The request came from a phone: the card list instead of the table. */
  celular: boolean;
  /** The side menu as the lender left it (the sidebar_state cookie). */
  menuAberto: boolean;
}

/** /clientes (issue 12). */
export interface DadosDosClientes extends QuadroDaPrimeiraPintura {
  /** GET /api/clientes's first page, as the screen asks for it (primeira-pagina-na-carga.ts). */
  clientes: PrimeiraPagina<ClienteDaListaApi>;
}

/** The dashboard `/` (issue 27): what its first screen reads (LEITURAS_DO_PAINEL). */
export interface DadosDoPainel extends QuadroDaPrimeiraPintura {
  atrasados: PrimeiraPagina<EmprestimoAtrasadoApi>;
  hoje: PrimeiraPagina<VencimentoDoDiaApi>;
  configuracoes: ConfiguracoesApi;
  metricas: MetricasDashboardApi;
}

/** The module's drawing functions: each screen in the signed-in frame, as HTML. */
export interface ModuloDaPrimeiraPintura {
  desenharClientes: (dados: DadosDosClientes) => string;
  desenharPainel: (dados: DadosDoPainel) => string;
}
