import type { ComponentProps } from "react";
import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/cn.ts";

/** A loading indicator announced to screen readers as 'Carregando'. */
export function Spinner({ className, ...props }: ComponentProps<"div">) {
  return (
    <div role="status" aria-label="Carregando" data-slot="spinner" className={cn("inline-flex text-primary", className)} {...props}>
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin" />
    </div>
  );
}

/** Fills the viewport while the app decides what to show (session, credits). */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-svh items-center justify-center">
      <Spinner />
    </div>
  );
}

/** A card's or page's content still loading: centred, with room above and below. */
export function SpinnerDoConteudo() {
  return (
    <div className="flex justify-center py-8">
      <Spinner />
    </div>
  );
}
