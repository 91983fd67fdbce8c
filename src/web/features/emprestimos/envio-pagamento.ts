import { useMutation, useQueryClient } from "@tanstack/react-query";
import { codigoDoErro, falhaDeConexao } from "../../lib/api.ts";
import { api, dados, type CorpoDe } from "../../lib/api-tipada.ts";
import { invalidarDadosDoCredor } from "../../lib/ledger-api.ts";
import type { IntencaoPagamento } from "./intencao-pagamento.ts";

/** POST /api/pagamentos; money as a decimal string ("400.00"); `confirmarRepeticao` says a second identical payment is deliberate. */
export type PagamentoEnvioCorpo = CorpoDe<"/api/pagamentos", "post">;

/** One send of an intended payment: its body, its key and what the dialog showed. */
export interface EnvioPagamento {
  intencao: IntencaoPagamento;
  corpo: PagamentoEnvioCorpo;
  chave: string;
  /** The form as typed, to show it again when the dialog is reopened during the wait. */
  formulario: {
    tipo: string;
    principal: string;
    observacao: string;
    dia?: string;
    forma?: string;
    dispensar?: boolean;
    motivoDispensa?: string;
    quantidadeParcelas?: number;
  };
  /** What the dialog showed, for the list of payments waiting for the connection. */
  resumo: { cliente: string; total: string };
}

/** What the server sends when the same payment was just recorded under another key (issue 8). */
export const CODIGO_PAGAMENTO_REPETIDO = "pagamento_repetido";

// A dying mobile connection can leave a request unanswered for minutes; past this the dialog
// stops waiting and says there is no connection (the same key makes a resend safe).
export const PRAZO_ENVIO_MS = 30_000;

export type DesfechoDoErro = "sem_conexao" | "repetido" | "outro";

export function desfechoDoErro(erro: unknown): DesfechoDoErro {
  if (falhaDeConexao(erro)) return "sem_conexao";
  if (codigoDoErro(erro) === CODIGO_PAGAMENTO_REPETIDO) return "repetido";
  return "outro";
}

/** navigator.onLine, where there is one: false means a request cannot leave the browser. */
export function semConexaoAgora(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

export function useEnviarPagamento() {
  const queryClient = useQueryClient();
  return useMutation({
    // TanStack's default ("online") would pause the mutation while offline — an endless spinner
    // — and replay every paused attempt on reconnection. The dialog decides what waits instead.
    networkMode: "always",
    mutationFn: ({ corpo, chave }: { corpo: PagamentoEnvioCorpo; chave: string }) =>
      dados(api.POST("/api/pagamentos", { body: corpo, params: { header: { "idempotency-key": chave } }, signal: AbortSignal.timeout(PRAZO_ENVIO_MS) })),
    onSuccess: () => {
      void invalidarDadosDoCredor(queryClient);
    },
  });
}
