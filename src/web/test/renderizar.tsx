import type { ReactElement } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Providers } from "@/app/providers.tsx";
import { CreditosProvider } from "@/lib/creditos-status.tsx";

/**
 * A component inside the providers the app gives it: the router (in memory, at `caminho`), the
 * session and toasts (app/providers.tsx), and the data layer of the signed-in screens
 * (app/provedor-de-dados.tsx) with a query cache of its own, so no test sees another's data.
 * The session and the credits are read through the stubbed fetch: call servidorFalso() first.
 */
export function renderizar(ui: ReactElement, { caminho = "/" }: { caminho?: string } = {}) {
  // The app's defaults (lib/query-client.ts, SPEC 4): no retries, no refetch on focus, never stale.
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
  const local = memoryLocation({ path: caminho, record: true });
  const usuario = userEvent.setup();
  const resultado = render(
    <Router hook={local.hook} searchHook={local.searchHook}>
      <Providers>
        <QueryClientProvider client={queryClient}>
          <CreditosProvider>{ui}</CreditosProvider>
        </QueryClientProvider>
      </Providers>
    </Router>,
  );
  return { ...resultado, usuario, queryClient, local };
}
