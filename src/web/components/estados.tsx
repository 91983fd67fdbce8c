import type { ComponentProps, ComponentType, ReactNode } from "react";
import { Link } from "wouter";
import { ArrowLeft, Search } from "lucide-react";
import { cn } from "@/lib/cn.ts";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";

// The pieces the public pages use too live in estados-basicos.tsx (kept off this chunk, which
// the public pages do not load); re-exported here for the lender's screens.
export { BotaoOcupado, IconeRedondo, PaginaComLogo } from "./estados-basicos.tsx";

/*
 * The small pieces every screen repeats: a failed read with its retry, the placeholders while a
 * list loads, the way back, the search box and the button that shows its request running.
 */

/** A read that failed: what could not be loaded, and a way to ask again. */
export function FalhaAoCarregar({ mensagem, aoTentar, className }: { mensagem: string; aoTentar: () => void; className?: string }) {
  return (
    <div className={cn("grid justify-items-center gap-3 py-6 text-center", className)}>
      <p className="text-sm text-destructive">{mensagem}</p>
      <BotaoTentarDeNovo aoTentar={aoTentar} />
    </div>
  );
}

export function BotaoTentarDeNovo({ aoTentar }: { aoTentar: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={aoTentar}>
      Tentar novamente
    </Button>
  );
}

/** Placeholders of a list while it loads. */
export function ListaCarregando({ quantos, className, itemClassName }: { quantos: number; className?: string; itemClassName: string }) {
  return (
    <div className={cn("grid gap-3", className)} aria-busy="true">
      {Array.from({ length: quantos }, (_, i) => (
        <Skeleton key={i} className={itemClassName} />
      ))}
    </div>
  );
}

/** "Voltar" to the list a page was opened from. */
export function BotaoVoltar({ href, children = "Voltar" }: { href: string; children?: ReactNode }) {
  return (
    <div>
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link href={href}>
          <ArrowLeft aria-hidden="true" />
          {children}
        </Link>
      </Button>
    </div>
  );
}

/** A search box with its icon; `rotulo` names it for screen readers. */
export function CampoBusca({
  rotulo,
  valor,
  aoMudar,
  className,
  ...props
}: Omit<ComponentProps<typeof Input>, "value" | "onChange"> & { rotulo: string; valor: string; aoMudar: (valor: string) => void }) {
  return (
    <div className={cn("relative", className)}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input type="search" aria-label={rotulo} className="pl-9" value={valor} onChange={(e) => aoMudar(e.target.value)} {...props} />
    </div>
  );
}

/** A small tinted square (or circle) with an icon, beside a title or a number. */
export function ChipIcone({ icone: Icone, className }: { icone: ComponentType<{ className?: string; "aria-hidden"?: "true" }>; className: string }) {
  return (
    <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-lg", className)}>
      <Icone className="size-5" aria-hidden="true" />
    </span>
  );
}
