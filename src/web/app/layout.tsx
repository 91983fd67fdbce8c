import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "wouter";
import { useAuth } from "@/lib/auth.tsx";
import { useFocoNoTituloAoNavegar } from "@/lib/foco-na-navegacao.ts";
import { Logo } from "@/components/logo.tsx";
import { ID_CONTEUDO, PularParaConteudo } from "@/components/pular-para-conteudo.tsx";
import { Separator } from "@/components/ui/separator.tsx";
import { SidebarInset, SidebarProvider, SidebarTrigger, useSidebar } from "@/components/ui/sidebar.tsx";
import { PagamentosAguardando } from "@/features/emprestimos/pagamentos-aguardando.tsx";
import { AppSidebar } from "./app-sidebar.tsx";
import { EventosAoVivo } from "./eventos-ao-vivo.tsx";

/** The frame of every protected page: side menu, top bar and the page itself. */
export function AppLayout({ children }: { children: ReactNode }) {
  const conteudo = useRef<HTMLElement>(null);
  useFocoNoTituloAoNavegar(conteudo);
  return (
    <SidebarProvider>
      <PularParaConteudo />
      <FecharMenuMobileAoNavegar />
      <EventosAoVivo />
      <AppSidebar />
      <SidebarInset>
        <BarraSuperior />
        <main ref={conteudo} id={ID_CONTEUDO} tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
          <div className="mx-auto w-full max-w-7xl">{children}</div>
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}

function BarraSuperior() {
  const { user } = useAuth();
  const { isMobile } = useSidebar();
  return (
    <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/70 sm:px-4">
      <SidebarTrigger />
      <Separator orientation="vertical" className="mx-1 h-5!" />
      {isMobile ? <Logo subtitulo={false} /> : null}
      {user ? (
        <div className="ml-auto flex min-w-0 items-center gap-3">
          {/* Issue 27: payments waiting for the connection, on every screen. */}
          <PagamentosAguardando donoId={user.id} />
          <span data-testid="usuario-email" className="hidden truncate text-sm text-muted-foreground sm:block">
            {user.email}
          </span>
        </div>
      ) : null}
    </header>
  );
}

/** SPEC 2: on mobile the drawer closes once a link has been followed. */
function FecharMenuMobileAoNavegar() {
  const [location] = useLocation();
  const { setOpenMobile } = useSidebar();
  useEffect(() => {
    setOpenMobile(false);
  }, [location, setOpenMobile]);
  return null;
}
