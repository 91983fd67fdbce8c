import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import type { DadosDaPrimeiraPintura } from "../../domain/primeira-pintura.ts";
import { SessaoDoServidor } from "@/lib/auth.tsx";
import { consultaStatusCreditos, CreditosProvider } from "@/lib/creditos-status.tsx";
import { consultasLedger, FILTROS_INICIAIS_CLIENTES } from "@/lib/ledger-api.ts";
import { TelaNoServidor } from "@/lib/tela-no-servidor.ts";
import { TooltipProvider } from "@/components/ui/tooltip.tsx";
import { ClientesPage } from "@/features/clientes/clientes-page.tsx";
import { ID_CONTEUDO } from "@/components/pular-para-conteudo.tsx";
import { AppLayout } from "./layout.tsx";
import { controlesInertes } from "./controles-inertes.ts";

/*
 * Issue 12, point 5: /clientes's first rows within 1 s on a slow phone that has nothing cached.
 * Such a phone needs seconds to download, compile and run the app before React draws a row, so
 * the server draws the screen's first paint itself, with the app's own components: built by
 * `vite build --ssr` (vite.primeira-pintura.config.ts) into dist/primeira-pintura and called by
 * the server (server/http/primeira-pintura.ts) with what the API answered for the lender. The
 * browser shows it, its controls inert, until the app has drawn the screen (trocar-primeira-pintura.ts). What
 * the server passes is declared once, in domain/primeira-pintura.ts.
 */

/** /clientes in the signed-in frame, as HTML. Each call has its own query cache: nothing of one lender reaches another's page. */
export function desenharClientes({ usuario, creditos, clientes, celular, menuAberto }: DadosDaPrimeiraPintura): string {
  // Nothing is ever fetched here: every query the screen reads is set beforehand, and none is stale.
  const dados = new QueryClient({ defaultOptions: { queries: { enabled: false, staleTime: Infinity, retry: false } } });
  dados.setQueryData(consultaStatusCreditos().queryKey, creditos);
  const lista = consultasLedger.clientes(FILTROS_INICIAIS_CLIENTES);
  dados.setQueryData(lista.queryKey, { pages: [clientes], pageParams: [lista.initialPageParam] });
  try {
    // Nothing in it works before the app does: only the skip link and the content take the keyboard.
    return controlesInertes(
      renderToString(
        <Router ssrPath="/clientes">
          <SessaoDoServidor usuario={usuario}>
            <QueryClientProvider client={dados}>
              <CreditosProvider>
                <TelaNoServidor value={{ celular, menuAberto }}>
                  <TooltipProvider>
                    <AppLayout>
                      <ClientesPage />
                    </AppLayout>
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
