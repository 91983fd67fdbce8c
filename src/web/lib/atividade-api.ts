import { useInfiniteQuery } from "@tanstack/react-query";
import type { PaginaAuditoriaApi } from "../../domain/api/auditoria.ts";
import type { EntidadeAuditoria } from "../../domain/auditoria.ts";
import { apiJson } from "./api.ts";

export interface FiltroAtividade {
  entidade?: EntidadeAuditoria | undefined;
  /** With entidade: that one record (entidade 'cliente' also brings its loans, payments, links, documents). */
  id?: string | undefined;
}

/** The URL of one page: newest first; `antes` is the previous page's `proximo`. */
export function urlAtividade({ entidade, id }: FiltroAtividade, antes: number | null): string {
  const params = new URLSearchParams();
  if (entidade) params.set("entidade", entidade);
  if (entidade && id) params.set("id", id);
  if (antes !== null) params.set("antes", String(antes));
  const texto = params.toString();
  return texto ? `/api/auditoria?${texto}` : "/api/auditoria";
}

/**
 * The trail a page at a time ('Carregar mais'). The key starts with "/api/auditoria", so every
 * change that invalidates the lender's data (invalidarDadosDoCredor) refreshes it too.
 */
export function useAtividade(filtro: FiltroAtividade) {
  return useInfiniteQuery({
    queryKey: ["/api/auditoria", filtro.entidade ?? null, filtro.id ?? null],
    queryFn: ({ pageParam }) => apiJson<PaginaAuditoriaApi>("GET", urlAtividade(filtro, pageParam)),
    initialPageParam: null as number | null,
    getNextPageParam: (ultima) => ultima.proximo,
    // The trail grows with every change: it is read again whenever a screen shows it.
    staleTime: 0,
  });
}
