import { useRef, type ComponentProps, type ComponentType, type ReactNode } from "react";
import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/cn.ts";
import { useFocoNoTituloAoNavegar } from "@/lib/foco-na-navegacao.ts";
import { Button } from "@/components/ui/button.tsx";
import { Logo } from "@/components/logo.tsx";
import { ID_CONTEUDO, PularParaConteudo } from "@/components/pular-para-conteudo.tsx";

/*
 * The state pieces the public pages (sign-in, the borrower's form) share with the lender's
 * screens, apart from estados.tsx so that those pages load only these (issue 11, budgets).
 */

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
