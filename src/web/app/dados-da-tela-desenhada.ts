import type { QueryClient } from "@tanstack/react-query";
import { consultaStatusCreditos } from "@/lib/creditos-status.tsx";
import { consultaDaPrimeiraPagina } from "@/lib/listas.ts";
import { queryClient } from "@/lib/query-client.ts";
import { consultaConfiguracoes } from "@/features/configuracoes/api.ts";
import { consultasDashboard } from "@/features/dashboard/api.ts";

/*
 * Issue 27, point 4 (decision 0048): on a screen the server drew, the app renders beneath the
 * drawing, unseen, and takes its place when it shows as much. If each of the first screen's reads
 * reached the app after the screen had mounted, each answer would render the screen again in one
 * task React cannot split (TanStack Query's updates go through useSyncExternalStore): 60 to 230 ms
 * each in Lighthouse's phone with the CPU 4x slower. Here the queries the screen asks for are
 * filled from the reads the page's first code already started (leituras-da-carga.ts), while the
 * session and the screen's code are still on their way: the screen then mounts with its data and
 * renders once, in the transition main.tsx starts.
 */

/** What each drawn screen reads on its first render, beyond the session: the same queries its components use. */
const LEITURAS: Readonly<Record<string, (dados: QueryClient) => Promise<void>[]>> = {
  "/": (dados) => [
    dados.prefetchQuery(consultaStatusCreditos()),
    dados.prefetchInfiniteQuery(consultasDashboard.atrasados()),
    dados.prefetchInfiniteQuery(consultasDashboard.vencimentos("hoje")),
    dados.prefetchQuery(consultaConfiguracoes()),
    dados.prefetchQuery(consultasDashboard.metricas()),
  ],
  "/clientes": (dados) => {
    const primeiraPagina = consultaDaPrimeiraPagina("/clientes");
    return [dados.prefetchQuery(consultaStatusCreditos()), ...(primeiraPagina ? [dados.prefetchInfiniteQuery(primeiraPagina)] : [])];
  },
};

/**
 * Settles when the first screen's data at `caminho` is in the app's query cache. prefetch* never
 * throws: a failed read stays in its query, and the screen shows it as it always did.
 */
export async function receberDadosDaTelaDesenhada(caminho: string): Promise<void> {
  const ler = Object.hasOwn(LEITURAS, caminho) ? LEITURAS[caminho] : undefined;
  if (ler) await Promise.all(ler(queryClient));
}
