import type { QueryClient } from "@tanstack/react-query";
import { consultasLedger, FILTROS_INICIAIS_CLIENTES, FILTROS_INICIAIS_EMPRESTIMOS } from "@/lib/ledger-api.ts";

/*
 * Issue 12: a list screen reached from the menu reads its first page while its code downloads,
 * not after. Same query keys as the screens open with, so the screen finds its rows already
 * there. (A list opened by its address started reading even earlier: lib/leitura-antecipada.ts.)
 */
const PRIMEIRA_PAGINA: Record<string, (queryClient: QueryClient) => Promise<void>> = {
  "/clientes": (queryClient) => queryClient.prefetchInfiniteQuery(consultasLedger.clientes(FILTROS_INICIAIS_CLIENTES)),
  "/emprestimos": (queryClient) => queryClient.prefetchInfiniteQuery(consultasLedger.emprestimos(FILTROS_INICIAIS_EMPRESTIMOS)),
};

/** Starts reading the first page of the screen at `caminho`, if it is a list not read yet. */
export function anteciparDadosDaTela(queryClient: QueryClient, caminho: string): void {
  // prefetch* never throws: a failure stays in the query, and the screen shows it as usual.
  void PRIMEIRA_PAGINA[caminho]?.(queryClient);
}
