import { consultaPaginada, type ParametrosGet } from "./api-tipada.ts";

type ListaComPrimeiraPagina = "/api/clientes" | "/api/emprestimos";

/*
 * Issue 12: the filters of the paged list screens and the queries they read (their keys are the
 * URLs, built from the contract's parameters). A module of its own, without TanStack Query, so the
 * first page a screen opens with can be compared with the one the page's first code reads ahead
 * (domain/primeira-pagina-na-carga.ts, leitura-antecipada.ts).
 */

/** Rows per page: a screenful and a half on a desktop, well under the server's maximum of 200. */
export const LIMITE_DA_PAGINA = 50;

export const ORDENS_CLIENTES = ["nome", "valor"] as const;
export type OrdemClientes = (typeof ORDENS_CLIENTES)[number];
export interface FiltrosClientes {
  busca: string;
  /** Only clients with an overdue loan. */
  atrasados: boolean;
  ordem: OrdemClientes;
}
/** What /clientes opens with: everyone, by name. */
export const FILTROS_INICIAIS_CLIENTES: FiltrosClientes = { busca: "", atrasados: false, ordem: "nome" };

/** The server's status filter of GET /api/emprestimos (any of, comma-separated). */
export const STATUS_DA_LISTA = ["atrasado", "vence_hoje", "ativo", "aguardando_envio", "finalizado"] as const;
export type StatusDaLista = (typeof STATUS_DA_LISTA)[number];
export const ORDENS_EMPRESTIMOS = ["vencimento", "valor", "nome", "recentes"] as const;
export type OrdemEmprestimos = (typeof ORDENS_EMPRESTIMOS)[number];
export interface FiltrosEmprestimos {
  busca: string;
  status: readonly StatusDaLista[];
  ordem: OrdemEmprestimos;
}
/** What /emprestimos opens with: every loan, by due date. */
export const FILTROS_INICIAIS_EMPRESTIMOS: FiltrosEmprestimos = { busca: "", status: [], ordem: "vencimento" };

/** The search as sent: trimmed, and cut at the server's 100 characters. */
const termo = (busca: string) => busca.trim().slice(0, 100);

/** The client list's query parameters for these filters (the next pages add `cursor`). */
function buscaDosClientes(f: FiltrosClientes): ParametrosGet<"/api/clientes">["query"] {
  return { busca: termo(f.busca), status: f.atrasados ? "atrasado" : undefined, ordem: f.ordem, limite: LIMITE_DA_PAGINA };
}

/** The loan list's query parameters for these filters. */
function buscaDosEmprestimos(f: FiltrosEmprestimos): ParametrosGet<"/api/emprestimos">["query"] {
  return {
    busca: termo(f.busca),
    // In a fixed order, so the same chips give the same query key whatever order they were pressed in.
    status: STATUS_DA_LISTA.filter((s) => f.status.includes(s)).join(","),
    ordem: f.ordem,
    limite: LIMITE_DA_PAGINA,
  };
}

/** The client list with these filters, page by page. */
export const consultaDosClientes = (f: FiltrosClientes) => consultaPaginada("/api/clientes", { query: buscaDosClientes(f) });

/** The loan list with these filters, page by page. */
export const consultaDosEmprestimos = (f: FiltrosEmprestimos) => consultaPaginada("/api/emprestimos", { query: buscaDosEmprestimos(f) });

/** The query of the first page a list screen opens with, by the screen's path, or null for other screens. */
export function consultaDaPrimeiraPagina(caminho: string): ReturnType<typeof consultaPaginada<ListaComPrimeiraPagina>> | null {
  if (caminho === "/clientes") return consultaDosClientes(FILTROS_INICIAIS_CLIENTES);
  if (caminho === "/emprestimos") return consultaDosEmprestimos(FILTROS_INICIAIS_EMPRESTIMOS);
  return null;
}
