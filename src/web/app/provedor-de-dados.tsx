import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "@/lib/query-client.ts";
import { CreditosProvider } from "@/lib/creditos-status.tsx";

/**
 * The query cache and the credits status, for the screens that read the API: the signed-in frame,
 * the borrower's form and the locked-out page. Not at the root, so /login and /register load
 * neither TanStack Query nor this code (issue 11, budgets). The cache itself is one for the tab.
 */
export function ProvedorDeDados({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <CreditosProvider>{children}</CreditosProvider>
    </QueryClientProvider>
  );
}
