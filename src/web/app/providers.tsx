import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "@/lib/query-client.ts";
import { AuthProvider } from "@/lib/auth.tsx";
import { CreditosProvider } from "@/lib/creditos-status.tsx";
import { TooltipProvider } from "@/components/ui/tooltip.tsx";
import { Toaster } from "@/components/ui/toaster.tsx";
import { SessionWatcher } from "./session-watcher.tsx";
import { AvisoCreditosBaixos } from "./aviso-creditos-baixos.tsx";

/** Order matters: credits need the session, and the session needs the query cache. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <CreditosProvider>
          <TooltipProvider>
            <SessionWatcher />
            <AvisoCreditosBaixos />
            {children}
            <Toaster />
          </TooltipProvider>
        </CreditosProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
