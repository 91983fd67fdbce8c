import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { StatusEmprestimo, TipoPagamento } from "../../../domain/loans/types.ts";
import { apiJson } from "@/lib/api.ts";
import { consultasLedger, invalidarDadosDoCredor, type Emprestimo, type FiltrosEmprestimos, type RespostaPagamento } from "@/lib/ledger-api.ts";

/** Issue 12: searched, filtered, sorted and paged by the server; a new search keeps the previous cards until it answers. */
export function useEmprestimos(filtros: FiltrosEmprestimos) {
  return useInfiniteQuery({ ...consultasLedger.emprestimos(filtros), placeholderData: keepPreviousData });
}

export function useAtualizarStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: StatusEmprestimo }) =>
      apiJson<Emprestimo>("PUT", `/api/emprestimos/${encodeURIComponent(id)}`, { status }),
    onSuccess: () => {
      void invalidarDadosDoCredor(queryClient);
    },
  });
}

/** POST /api/pagamentos; money as a decimal string ("400.00"). */
export interface PagamentoCorpo {
  emprestimoId: string;
  tipoPagamento: TipoPagamento;
  valorPrincipal?: string;
  observacao?: string;
}

export function useRegistrarPagamento() {
  const queryClient = useQueryClient();
  return useMutation({
    // One Idempotency-Key per submission: a retry after a lost answer cannot charge twice.
    mutationFn: ({ corpo, chave }: { corpo: PagamentoCorpo; chave: string }) =>
      apiJson<RespostaPagamento>("POST", "/api/pagamentos", corpo, { "Idempotency-Key": chave }),
    onSuccess: () => {
      void invalidarDadosDoCredor(queryClient);
    },
  });
}

/** The payment dialog, shared with the dashboard's 'Em atraso' list (issue 11). */
export { PagamentoDialog } from "./pagamento-dialog.tsx";
