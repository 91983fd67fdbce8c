import type { QueryClient } from "@tanstack/react-query";
import { consultaDaPrimeiraPagina } from "@/lib/listas.ts";

/*
 * Issue 12: a list screen reached from the menu reads its first page while its code downloads,
 * not after. Same query key as the screen opens with, so the screen finds its rows already
 * there. (A list opened by its address started reading even earlier: lib/leitura-antecipada.ts.)
 */

/** Starts reading the first page of the screen at `caminho`, if it is a list not read yet. */
export function anteciparDadosDaTela(queryClient: QueryClient, caminho: string): void {
  const consulta = consultaDaPrimeiraPagina(caminho);
  // prefetch* never throws: a failure stays in the query, and the screen shows it as usual.
  if (consulta) void queryClient.prefetchInfiniteQuery(consulta);
}
