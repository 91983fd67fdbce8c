import { HandCoins } from "lucide-react";
import { cn } from "@/lib/cn.ts";

export const NOME_APP = "Crédito Fácil";

/** The square mark alone: fits the collapsed side menu (3rem). */
export function LogoMarca({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-8 shrink-0 items-center justify-center rounded-lg bg-linear-to-br from-teal-500 to-teal-700 text-white shadow-sm ring-1 ring-teal-900/10",
        className,
      )}
    >
      <HandCoins className="size-[1.15rem]" strokeWidth={2.2} />
    </span>
  );
}

/** Mark plus name; the name is clipped away when the side menu collapses. */
export function Logo({ className, subtitulo = true }: { className?: string; subtitulo?: boolean }) {
  return (
    <span className={cn("flex min-w-0 items-center gap-2.5", className)}>
      <LogoMarca />
      <span className="grid min-w-0 leading-tight">
        <span className="truncate text-base font-bold tracking-tight text-foreground">{NOME_APP}</span>
        {subtitulo ? <span className="truncate text-xs text-muted-foreground">Gestão de empréstimos</span> : null}
      </span>
    </span>
  );
}
