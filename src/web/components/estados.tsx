import { useRef, type ComponentProps, type ComponentType, type ReactNode } from "react";
import { Link } from "wouter";
import { ArrowLeft, LoaderCircle, Search } from "lucide-react";
import { cn } from "@/lib/cn.ts";
import { useFocoNoTituloAoNavegar } from "@/lib/foco-na-navegacao.ts";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Logo } from "@/components/logo.tsx";
import { ID_CONTEUDO, PularParaConteudo } from "@/components/pular-para-conteudo.tsx";

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

/** A button whose request may take a while: a spinner and `emAndamento` while `ocupado`. */
export function BotaoOcupado({
  ocupado,
  icone,
  emAndamento,
  children,
  disabled,
  ...props
}: ComponentProps<typeof Button> & { ocupado: boolean; icone?: ReactNode; emAndamento: ReactNode }) {
  return (
    <Button disabled={ocupado || disabled} {...props}>
      {ocupado ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : (icone ?? null)}
      {ocupado ? emAndamento : children}
    </Button>
  );
}

/** The large round icon over a whole-page message (not found, expired, done). */
export function IconeRedondo({ icone: Icone, className }: { icone: ComponentType<{ className?: string; "aria-hidden"?: "true" }>; className: string }) {
  return (
    <span className={cn("flex size-14 items-center justify-center rounded-full", className)}>
      <Icone className="size-7" aria-hidden="true" />
    </span>
  );
}

/** A page of its own outside the app's frame: the logo over one card (credits ran out, the public sign-up). */
export function PaginaComLogo({ className, larguraClassName, children }: { className: string; larguraClassName: string; children: ReactNode }) {
  const conteudo = useRef<HTMLElement>(null);
  useFocoNoTituloAoNavegar(conteudo);
  return (
    <>
      <PularParaConteudo />
      <main ref={conteudo} id={ID_CONTEUDO} tabIndex={-1} className={cn("flex min-h-svh justify-center px-4 py-10 outline-none", className)}>
        <div className={cn("grid w-full gap-6", larguraClassName)}>
          <div className="flex justify-center">
            <Logo />
          </div>
          {children}
        </div>
      </main>
    </>
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
