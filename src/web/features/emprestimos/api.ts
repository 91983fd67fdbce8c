import { useSyncExternalStore } from "react";
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { StatusEmprestimo } from "../../../domain/loans/types.ts";
import { api, dados } from "@/lib/api-tipada.ts";
import { consultasLedger, invalidarDadosDoCredor, type FiltrosEmprestimos } from "@/lib/ledger-api.ts";
import { filaDePagamentos, type PagamentoNaFila } from "./fila-de-pagamentos.tsx";

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
/** Issue 43: 'Renegociar' and the line that links a renegotiated loan to its successor. */
export { BotaoRenegociar, LigacaoDaRenegociacao } from "./renegociar.tsx";

/**
 * Issue 42: the payment of a loan waiting for the connection, if any; a list row says 'Na fila'
 * instead of offering a second payment. The queue is the layout's (already loaded).
 */
export function usePagamentoNaFila(emprestimoId: string): PagamentoNaFila | undefined {
  return useSyncExternalStore(
    filaDePagamentos.assinar,
    () => filaDePagamentos.emEspera(emprestimoId),
    () => undefined,
  );
}
export { filaDePagamentos };

/** Issue 43: the sheet's payment pieces, for 'Cobrar hoje''s one-tap cash payment (the same body, key, queue and preview). */
export { DescricaoSucesso } from "./descricao-do-pagamento.tsx";
export { desfechoDoErro, semConexaoAgora, useEnviarPagamento, type EnvioPagamento, type PagamentoEnvioCorpo } from "./envio-pagamento.ts";
export { chaveDaIntencao, esquecerIntencao, versaoDoEmprestimo, type IntencaoPagamento } from "./intencao-pagamento.ts";
export { calcularPrevia, estadoDoEmprestimo } from "./previa.ts";
