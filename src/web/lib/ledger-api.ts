import type { QueryClient } from "@tanstack/react-query";
import type { ClienteApi, ClienteCorpoApi, EmprestimoApi, PagamentoApi, RespostaPagamentoApi } from "../../domain/api/ledger.ts";

/*
 * The wire shapes of clients, loans and payments (declared once in src/domain/api, shared with
 * the server) and the query keys shared by the client and loan
 * screens. Both features read the same loans, so the keys and the invalidation after a
 * change live here rather than in either feature.
 */

export type Cliente = ClienteApi;
/** What POST and PUT /api/clientes take. */
export type ClienteCorpo = ClienteCorpoApi;
export type Emprestimo = EmprestimoApi;
export type Pagamento = PagamentoApi;
export type RespostaPagamento = RespostaPagamentoApi;

export const CHAVE_CLIENTES = ["/api/clientes"] as const;
export const CHAVE_EMPRESTIMOS = ["/api/emprestimos"] as const;

export function chaveCliente(id: string) {
  return ["/api/clientes", encodeURIComponent(id)] as const;
}

// The default query function joins the key with "/", so a query string must be one part.
export function chaveEmprestimosDoCliente(clienteId: string) {
  return [`/api/emprestimos?clienteId=${encodeURIComponent(clienteId)}`] as const;
}

export function chavePagamentosDoCliente(clienteId: string) {
  return [`/api/pagamentos?clienteId=${encodeURIComponent(clienteId)}`] as const;
}

// Everything a loan, payment or client change can alter: lists, details, per-client
// loans and payments (keys with a query string), dashboard numbers and lists, the
// calendar and the sign-up links (SPEC 4).
const PREFIXOS_AFETADOS = ["/api/clientes", "/api/emprestimos", "/api/pagamentos", "/api/dashboard", "/api/links-cadastro", "/api/calendario"];

export function invalidarDadosDoCredor(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const primeira = queryKey[0];
      return typeof primeira === "string" && PREFIXOS_AFETADOS.some((p) => primeira === p || primeira.startsWith(`${p}/`) || primeira.startsWith(`${p}?`));
    },
  });
}
