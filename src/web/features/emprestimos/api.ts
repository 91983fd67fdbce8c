import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { StatusEmprestimo } from "../../../domain/loans/types.ts";
import { api, dados } from "@/lib/api-tipada.ts";
import { consultasLedger, invalidarDadosDoCredor, type FiltrosEmprestimos } from "@/lib/ledger-api.ts";

/** Issue 12: searched, filtered, sorted and paged by the server; a new search keeps the previous cards until it answers. */
export function useEmprestimos(filtros: FiltrosEmprestimos) {
  return useInfiniteQuery({ ...consultasLedger.emprestimos(filtros), placeholderData: keepPreviousData });
}

export function useAtualizarStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: StatusEmprestimo }) =>
      dados(api.PUT("/api/emprestimos/{id}", { params: { path: { id } }, body: { status } })),
    onSuccess: () => {
      void invalidarDadosDoCredor(queryClient);
    },
  });
}

/** The payment dialog, shared with the dashboard's 'Em atraso' list (issue 11); its code comes after the screen's first rows (issue 27). */
export { PagamentoDialog, precarregarPagamentoDialog } from "./pagamento-dialog-adiado.tsx";
export { RegistrarPagamentoPeloId } from "./pagar-pelo-id.tsx";
