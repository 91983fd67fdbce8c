import { useInfiniteQuery } from "@tanstack/react-query";
import type { EntidadeAuditoria } from "../../domain/auditoria.ts";
import { api, dados } from "./api-tipada.ts";

export interface FiltroAtividade {
  entidade?: EntidadeAuditoria | undefined;
  /** With entidade: that one record (entidade 'cliente' also brings its loans, payments, links, documents). */
  id?: string | undefined;
}

/**
 * The trail a page at a time ('Carregar mais'), newest first; `antes` is the previous page's
 * `proximo`. The key starts with "/api/auditoria", so every change that invalidates the lender's
 * data (invalidarDadosDoCredor) refreshes it too.
 */
export function useAtividade(filtro: FiltroAtividade) {
  const { entidade, id } = filtro;
  return useInfiniteQuery({
    queryKey: ["/api/auditoria", entidade ?? null, id ?? null],
    queryFn: ({ pageParam, signal }) =>
      dados(api.GET("/api/auditoria", { params: { query: { entidade, id: entidade ? id : undefined, antes: pageParam ?? undefined } }, signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (ultima) => ultima.proximo,
    // The trail grows with every change: it is read again whenever a screen shows it.
    staleTime: 0,
  });
}
