import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import type { ReactNode } from "react";
import type { DadosDoPainel, DadosDosClientes, PrimeiraPagina, QuadroDaPrimeiraPintura } from "../../domain/primeira-pintura.ts";
import { SessaoDoServidor } from "@/lib/auth.tsx";
import { consultaStatusCreditos, CreditosProvider } from "@/lib/creditos-status.tsx";
import { consultasLedger, FILTROS_INICIAIS_CLIENTES } from "@/lib/ledger-api.ts";
import { TelaNoServidor } from "@/lib/tela-no-servidor.ts";
import { TooltipProvider } from "@/components/ui/tooltip.tsx";
import { ClientesPage } from "@/features/clientes/clientes-page.tsx";
import { consultaConfiguracoes } from "@/features/configuracoes/api.ts";
import { consultasDashboard } from "@/features/dashboard/api.ts";
import { DashboardPage } from "@/features/dashboard/dashboard-page.tsx";
import { ID_CONTEUDO } from "@/components/pular-para-conteudo.tsx";
import { AppLayout } from "./layout.tsx";
import { controlesInertes } from "./controles-inertes.ts";

/*
 * Issue 12, point 5: /clientes's first rows within 1 s on a slow phone that has nothing cached;
 * issue 27, point 4: the dashboard's first 'Cobrar hoje' row within 3 s on Slow 4G.
 * Such a phone needs seconds to download, compile and run the app before React draws a row, so
 * the server draws the screen's first paint itself, with the app's own components: built by
 * `vite build --ssr` (vite.primeira-pintura.config.ts) into dist/primeira-pintura and called by
 * the server (server/http/primeira-pintura.ts) with what the API answered for the lender. The
 * browser shows it, its controls inert, until the app has drawn the screen (trocar-primeira-pintura.ts). What
 * the server passes is declared once, in domain/primeira-pintura.ts.
 */

/** /clientes in the signed-in frame, as HTML. */
export function desenharClientes({ clientes, ...quadro }: DadosDosClientes): string {
  return desenhar("/clientes", quadro, <ClientesPage />, (dados) => {
    const lista = consultasLedger.clientes(FILTROS_INICIAIS_CLIENTES);
    dados.setQueryData(lista.queryKey, primeiraPaginaDe(clientes, lista.initialPageParam));
  });
}

/**
 * The dashboard `/` in the signed-in frame, as HTML (issue 27): 'Cobrar hoje' with today's and
 * the overdue rows, and the figures. Tomorrow's list and the chart are not read here: they show
 * as the app itself shows them while they load.
 */
export function desenharPainel({ atrasados, hoje, configuracoes, metricas, ...quadro }: DadosDoPainel): string {
  return desenhar("/", quadro, <DashboardPage />, (dados) => {
    const consultaAtrasados = consultasDashboard.atrasados();
    dados.setQueryData(consultaAtrasados.queryKey, primeiraPaginaDe(atrasados, consultaAtrasados.initialPageParam));
    const consultaHoje = consultasDashboard.vencimentos("hoje");
    dados.setQueryData(consultaHoje.queryKey, primeiraPaginaDe(hoje, consultaHoje.initialPageParam));
    dados.setQueryData(consultaConfiguracoes().queryKey, configuracoes);
    dados.setQueryData(consultasDashboard.metricas().queryKey, metricas);
  });
}

function primeiraPaginaDe<T>(pagina: PrimeiraPagina<T>, parametro: string | null) {
  return { pages: [pagina], pageParams: [parametro] };
}

/** A screen in the signed-in frame, as HTML. Each call has its own query cache: nothing of one lender reaches another's page. */
function desenhar(
  caminho: string,
  { usuario, creditos, celular, menuAberto }: QuadroDaPrimeiraPintura,
  tela: ReactNode,
  preencher: (dados: QueryClient) => void,
): string {
  // Nothing is ever fetched here: every query the screen reads is set beforehand, and none is stale.
  const dados = new QueryClient({ defaultOptions: { queries: { enabled: false, staleTime: Infinity, retry: false } } });
  dados.setQueryData(consultaStatusCreditos().queryKey, creditos);
  preencher(dados);
  try {
    // Nothing in it works before the app does: only the skip link and the content take the keyboard.
    return controlesInertes(
      renderToString(
        <Router ssrPath={caminho}>
          <SessaoDoServidor usuario={usuario}>
            <QueryClientProvider client={dados}>
              <CreditosProvider>
                <TelaNoServidor value={{ celular, menuAberto }}>
                  <TooltipProvider>
                    <AppLayout>{tela}</AppLayout>
                  </TooltipProvider>
                </TelaNoServidor>
              </CreditosProvider>
            </QueryClientProvider>
          </SessaoDoServidor>
        </Router>,
      ),
      ID_CONTEUDO,
    );
  } finally {
    dados.clear();
  }
}
