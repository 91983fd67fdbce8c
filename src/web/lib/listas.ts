import { urlComParametros } from "./api.ts";

/*
 * Issue 12: the filters of the paged list screens and the URLs they read. A module of its own,
 * without TanStack Query, so the page's first code can start reading a list (leitura-antecipada.ts)
 * with exactly the URL the screen's query will ask for.
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

/** The first page of the client list with these filters (the next ones add `cursor`). */
export function urlDosClientes(f: FiltrosClientes): string {
  return urlComParametros("/api/clientes", { busca: termo(f.busca), status: f.atrasados ? "atrasado" : null, ordem: f.ordem, limite: LIMITE_DA_PAGINA });
}

/** The first page of the loan list with these filters. */
export function urlDosEmprestimos(f: FiltrosEmprestimos): string {
  return urlComParametros("/api/emprestimos", {
    busca: termo(f.busca),
    // In a fixed order, so the same chips give the same query key whatever order they were pressed in.
    status: STATUS_DA_LISTA.filter((s) => f.status.includes(s)).join(","),
    ordem: f.ordem,
    limite: LIMITE_DA_PAGINA,
  });
}

/** The first page a list screen opens with, by the screen's path (the URL its query asks for), or null for other screens. */
export function primeiraPaginaDaTela(caminho: string): string | null {
  if (caminho === "/clientes") return urlDosClientes(FILTROS_INICIAIS_CLIENTES);
  if (caminho === "/emprestimos") return urlDosEmprestimos(FILTROS_INICIAIS_EMPRESTIMOS);
  return null;
}
