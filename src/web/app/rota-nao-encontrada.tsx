import { lazy, Suspense } from "react";
import { useAuth } from "@/lib/auth.tsx";
import { FullPageSpinner, Spinner } from "@/components/ui/spinner.tsx";
import { AppLayout } from "./layout.tsx";

const NotFoundPage = lazy(() => import("@/features/not-found/not-found-page.tsx").then((m) => ({ default: m.NotFoundPage })));

/** The catch-all route: a signed-in lender stays inside the app frame; a visitor sees the page alone. */
export function RotaNaoEncontrada() {
  const { user, loading } = useAuth();
  if (loading) return <FullPageSpinner />;
  if (!user) return <NotFoundPage />;
  return (
    <AppLayout>
      <Suspense
        fallback={
          <div className="flex justify-center py-16">
            <Spinner />
          </div>
        }
      >
        <NotFoundPage dentroDoApp />
      </Suspense>
    </AppLayout>
  );
}
