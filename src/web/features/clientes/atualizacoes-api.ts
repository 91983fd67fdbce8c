import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, consulta, dados, type Esquemas } from "@/lib/api-tipada.ts";
import { consultasLedger, invalidarDadosDoCredor } from "@/lib/ledger-api.ts";

/*
 * Pending updates (issue 8, DOMAIN "Sign-up links"): what a borrower typed on a sign-up link for
 * a CPF already on file. The client changes only when the lender accepts it.
 */

export type AtualizacaoPendente = Esquemas["AtualizacaoPendente"];

/**
 * GET /api/clientes/:id/atualizacoes-pendentes: unresolved only, newest first. Under the
 * client's own path, so that every client change (invalidarDadosDoCredor) refreshes it.
 */
export const consultaAtualizacoesPendentes = (clienteId: string) => consulta("/api/clientes/{id}/atualizacoes-pendentes", { path: { id: clienteId } });

export function useAtualizacoesPendentes(clienteId: string) {
  return useQuery(consultaAtualizacoesPendentes(clienteId));
}

export function useAceitarAtualizacao(clienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dados(api.POST("/api/atualizacoes-pendentes/{id}/aceitar", { params: { path: { id } } })),
    onSuccess: (cliente) => {
      queryClient.setQueryData(consultasLedger.cliente(clienteId).queryKey, cliente);
      // Name and phone also appear in loans, dashboard lists and the client list; the loans'
      // notice and this list change too.
      void invalidarDadosDoCredor(queryClient);
    },
  });
}

export function useDescartarAtualizacao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.POST("/api/atualizacoes-pendentes/{id}/descartar", { params: { path: { id } } });
    },
    onSuccess: () => {
      void invalidarDadosDoCredor(queryClient);
    },
  });
}
