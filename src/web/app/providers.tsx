import { lazy, Suspense, type ReactNode } from "react";
import { AuthProvider } from "@/lib/auth.tsx";
import { useToast } from "@/lib/use-toast.ts";
import { SessionWatcher } from "./session-watcher.tsx";

// The toasts' component (radix toast) loads with the first toast: most public visits show none.
const Toaster = lazy(() => import("@/components/ui/toaster.tsx").then((m) => ({ default: m.Toaster })));

function ToasterQuandoPreciso() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** What every page shares: the session and the toasts. The API data layer is per area (provedor-de-dados.tsx). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <SessionWatcher />
      {children}
      <ToasterQuandoPreciso />
    </AuthProvider>
  );
}
