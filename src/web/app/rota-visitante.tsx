import type { ReactNode } from "react";
import { Redirect } from "wouter";
import { useAuth } from "@/lib/auth.tsx";
import { FullPageSpinner } from "@/components/ui/spinner.tsx";

// Apart from guard.tsx: the public pages load this one without the credits status code.
/** /login and /register: a signed-in lender has nothing to do there. */
export function RotaVisitante({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <FullPageSpinner />;
  if (user) return <Redirect to="/" replace />;
  return <>{children}</>;
}
