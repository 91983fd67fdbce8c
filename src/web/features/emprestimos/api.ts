import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";
import { CHAVE_EMPRESTIMOS, invalidarDadosDoCredor, type Emprestimo, type RespostaPagamento } from "@/lib/ledger-api.ts";

export function useEmprestimos() {
  return useQuery<Emprestimo[]>({ queryKey: CHAVE_EMPRESTIMOS });
}

export function useAtualizarStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: string }) =>
      (await (await apiRequest("PUT", `/api/emprestimos/${encodeURIComponent(id)}`, { status })).json()) as Emprestimo,
    onSuccess: () => {
      void invalidarDadosDoCredor(queryClient);
    },
  });
}

/** POST /api/pagamentos; money as a decimal string ("400.00"). */
export interface PagamentoCorpo {
  emprestimoId: string;
  tipoPagamento: string;
  valorPrincipal?: string;
  observacao?: string;
}

export function useRegistrarPagamento() {
  const queryClient = useQueryClient();
  return useMutation({
    // One Idempotency-Key per submission: a retry after a lost answer cannot charge twice.
    mutationFn: async ({ corpo, chave }: { corpo: PagamentoCorpo; chave: string }) =>
      (await (await apiRequest("POST", "/api/pagamentos", corpo, { "Idempotency-Key": chave })).json()) as RespostaPagamento,
    onSuccess: () => {
      void invalidarDadosDoCredor(queryClient);
    },
  });
}
