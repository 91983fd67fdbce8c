import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api, consulta, consultaPaginada, dados, type Esquemas } from "./api-tipada.ts";
import { consultaDosClientes, consultaDosEmprestimos, LIMITE_DA_PAGINA } from "./listas.ts";

/*
 * The wire shapes of clients, loans and payments (as the API contract describes them) and the
 * queries shared by the client, loan, link and calendar screens. Several features read the same
 * loans, so their queries and the invalidation after a change live here rather than in any one
 * feature.
 */

export type Cliente = Esquemas["Cliente"];
/** A row of the client list: the client and, when a loan is overdue, its late figures. */
export type ClienteDaLista = Esquemas["ClienteDaLista"];
export type Emprestimo = Esquemas["Emprestimo"];
export type Pagamento = Esquemas["Pagamento"];
export type RespostaPagamento = Esquemas["RespostaPagamento"];

/*
 * Issue 12: the client and loan lists are searched, filtered, sorted and paged by the server
 * (a lender may have 10,000 clients and 50,000 loans); the screens read them page by page.
 */
export {
  FILTROS_INICIAIS_CLIENTES,
  FILTROS_INICIAIS_EMPRESTIMOS,
  LIMITE_DA_PAGINA,
  ORDENS_CLIENTES,
  ORDENS_EMPRESTIMOS,
  STATUS_DA_LISTA,
  type FiltrosClientes,
  type FiltrosEmprestimos,
  type OrdemClientes,
  type OrdemEmprestimos,
  type StatusDaLista,
} from "./listas.ts";

export const consultasLedger = {
  /** SPEC 4: the one query that is always stale and refetches on window focus (see useClientes). */
  clientes: consultaDosClientes,
  cliente: (id: string) => consulta("/api/clientes/{id}", { path: { id } }),
  emprestimos: consultaDosEmprestimos,
  /** One loan, for the payment dialog opened from a row that carries only its id (the due lists). */
  emprestimo: (id: string) => consulta("/api/emprestimos/{id}", { path: { id } }),
  emprestimosDoCliente: (clienteId: string) => consultaPaginada("/api/emprestimos", { query: { clienteId, limite: LIMITE_DA_PAGINA } }),
  pagamentosDoCliente: (clienteId: string) => consulta("/api/pagamentos", { query: { clienteId } }),
};

// Everything a loan, payment or client change can alter: lists, details, per-client
// loans and payments (keys with a query string), dashboard numbers and lists, the
// calendar and the sign-up links (SPEC 4), and the activity trail each change writes to.
const PREFIXOS_AFETADOS = [
  "/api/clientes",
  "/api/emprestimos",
  "/api/pagamentos",
  "/api/pagamentos-informados",
  "/api/dashboard",
  "/api/links-cadastro",
  "/api/calendario",
  "/api/auditoria",
  "/api/cobrar-hoje",
];

export function invalidarDadosDoCredor(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const primeira = queryKey[0];
      return typeof primeira === "string" && PREFIXOS_AFETADOS.some((p) => primeira === p || primeira.startsWith(`${p}/`) || primeira.startsWith(`${p}?`));
    },
  });
}

/*
 * Issue 10's corrections, shared by the loan cards and the client page: reversing the latest
 * payment of a loan and deleting a loan nobody paid yet.
 */

/** Undoes the loan's latest payment; the balance, cycle and due date come back. */
export function useEstornarPagamento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pagamentoId, motivo }: { pagamentoId: string; motivo: string }) =>
      dados(api.POST("/api/pagamentos/{id}/estorno", { params: { path: { id: pagamentoId } }, body: { motivo } })),
    onSuccess: () => {
      void invalidarDadosDoCredor(queryClient);
    },
  });
}

/** A loan is deleted only before its first payment (the server answers 409 after). */
export function useExcluirEmprestimo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (emprestimoId: string) => {
      await api.DELETE("/api/emprestimos/{id}", { params: { path: { id: emprestimoId } } });
    },
    onSuccess: () => {
      void invalidarDadosDoCredor(queryClient);
    },
  });
}
