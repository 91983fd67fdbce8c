import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AtualizacaoPendenteApi } from "../../../domain/api/ledger.ts";
import { apiJson, apiRequest, consulta } from "@/lib/api.ts";
import { consultasLedger, invalidarDadosDoCredor, type Cliente } from "@/lib/ledger-api.ts";

/*
 * Pending updates (issue 8, DOMAIN "Sign-up links"): what a borrower typed on a sign-up link for
 * a CPF already on file. The client changes only when the lender accepts it.
 */

export type AtualizacaoPendente = AtualizacaoPendenteApi;

/**
 * GET /api/clientes/:id/atualizacoes-pendentes: unresolved only, newest first. Under the
 * client's own path, so that every client change (invalidarDadosDoCredor) refreshes it.
 */
export const consultaAtualizacoesPendentes = (clienteId: string) =>
  consulta<AtualizacaoPendente[]>(`/api/clientes/${encodeURIComponent(clienteId)}/atualizacoes-pendentes`);

export function useAtualizacoesPendentes(clienteId: string) {
  return useQuery(consultaAtualizacoesPendentes(clienteId));
}

function caminho(id: string, acao: "aceitar" | "descartar"): string {
  return `/api/atualizacoes-pendentes/${encodeURIComponent(id)}/${acao}`;
}

export function useAceitarAtualizacao(clienteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<Cliente>("POST", caminho(id, "aceitar")),
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
      await apiRequest("POST", caminho(id, "descartar"));
    },
    onSuccess: () => {
      void invalidarDadosDoCredor(queryClient);
    },
  });
}
