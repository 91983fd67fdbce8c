import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { useLocation } from "wouter";
import { Slot } from "radix-ui";
import { PanelLeft } from "lucide-react";
import { cn } from "@/lib/cn.ts";
import { useIsMobile } from "@/lib/use-is-mobile.ts";
import { TelaNoServidor } from "@/lib/tela-no-servidor.ts";
import { Button } from "./button.tsx";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "./sheet.tsx";
import { Tooltip, TooltipContent, TooltipTrigger } from "./tooltip.tsx";

/*
 * SPEC 2/9: the side menu collapses to icons (3rem) from 16rem, toggles with
 * Ctrl/Cmd+B, keeps its state in a 7-day cookie and is an 18rem drawer on mobile.
 * Widths come from the --sidebar-width* variables in index.css.
 */
const COOKIE_SIDEBAR = "sidebar_state";
const COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
const ATALHO_TECLA = "b";

type EstadoSidebar = "expanded" | "collapsed";

interface SidebarContexto {
  state: EstadoSidebar;
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
}

const Contexto = createContext<SidebarContexto | null>(null);

export function useSidebar(): SidebarContexto {
  const contexto = useContext(Contexto);
  if (!contexto) throw new Error("useSidebar precisa estar dentro de <SidebarProvider>.");
  return contexto;
}

/** Reads the state saved by a previous visit; expanded when there is none. */
function lerEstadoSalvo(): boolean {
  const m = /(?:^|;\s*)sidebar_state=(true|false)(?:;|$)/.exec(document.cookie);
  return m ? m[1] === "true" : true;
}

function salvarEstado(open: boolean): void {
  document.cookie = `${COOKIE_SIDEBAR}=${open}; path=/; max-age=${COOKIE_MAX_AGE}`;
}

export function SidebarProvider({ children, className }: { children: ReactNode; className?: string }) {
  const isMobile = useIsMobile();
  // Drawn by the server (app/primeira-pintura.tsx), the state comes from the request's cookie.
  const { menuAberto: abertoNoServidor } = useContext(TelaNoServidor);
  const [open, setOpenState] = useState(() => (typeof document === "undefined" ? abertoNoServidor : lerEstadoSalvo()));
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((valor: boolean) => {
    setOpenState(valor);
    salvarEstado(valor);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((aberto) => !aberto);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const aoTeclar = (evento: KeyboardEvent) => {
      if (evento.key.toLowerCase() === ATALHO_TECLA && (evento.ctrlKey || evento.metaKey) && !evento.altKey) {
        // Ctrl+B would otherwise open the browser's bookmarks bar in some browsers.
        evento.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener("keydown", aoTeclar);
    return () => window.removeEventListener("keydown", aoTeclar);
  }, [toggleSidebar]);

  const valor = useMemo<SidebarContexto>(
    () => ({
      state: open ? "expanded" : "collapsed",
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <Contexto.Provider value={valor}>
      <div data-slot="sidebar-wrapper" className={cn("flex min-h-svh w-full", className)}>
        {children}
      </div>
    </Contexto.Provider>
  );
}

export function Sidebar({ children }: { children: ReactNode }) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();
  // Closed because a link was followed: the new page's heading takes the focus, not the trigger.
  const [tela] = useLocation();
  const telaAoAbrir = useRef(tela);

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          data-testid="sidebar-mobile"
          data-sidebar="sidebar"
          className="w-(--sidebar-width-mobile) max-w-[85vw] bg-sidebar p-0 text-sidebar-foreground"
          onOpenAutoFocus={() => {
            telaAoAbrir.current = tela;
          }}
          onCloseAutoFocus={(evento) => {
            if (telaAoAbrir.current !== tela) evento.preventDefault();
          }}
        >
          <SheetTitle className="sr-only">Menu</SheetTitle>
          <SheetDescription className="sr-only">Navegação principal do aplicativo.</SheetDescription>
          <div className="flex h-full w-full flex-col">{children}</div>
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <div
      data-testid="sidebar"
      data-slot="sidebar"
      data-state={state}
      data-collapsible={state === "collapsed" ? "icon" : ""}
      className="group peer hidden text-sidebar-foreground md:block"
    >
      {/* Reserves the sidebar's width in the page flow; the panel itself is fixed. */}
      <div className="relative w-(--sidebar-width) transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)" />
      <aside className="fixed inset-y-0 left-0 z-10 flex h-svh w-(--sidebar-width) flex-col border-r border-sidebar-border bg-sidebar transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)">
        {children}
      </aside>
    </div>
  );
}

export function SidebarTrigger({ className, onClick, ...props }: ComponentProps<typeof Button>) {
  const { toggleSidebar, open, openMobile, isMobile } = useSidebar();
  return (
    <Button
      data-testid="sidebar-trigger"
      variant="ghost"
      size="icon"
      aria-label="Alternar menu"
      aria-expanded={isMobile ? openMobile : open}
      className={cn("size-11 sm:size-9", className)}
      onClick={(evento) => {
        onClick?.(evento);
        toggleSidebar();
      }}
      {...props}
    >
      <PanelLeft aria-hidden="true" />
    </Button>
  );
}

export function SidebarInset({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="sidebar-inset" className={cn("relative flex min-h-svh min-w-0 flex-1 flex-col bg-background", className)} {...props} />;
}

export function SidebarHeader({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="sidebar-header" className={cn("flex flex-col gap-2 p-2", className)} {...props} />;
}

export function SidebarContent({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="sidebar-content"
      className={cn("flex min-h-0 flex-1 flex-col gap-2 overflow-auto group-data-[collapsible=icon]:overflow-hidden", className)}
      {...props}
    />
  );
}

export function SidebarFooter({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="sidebar-footer" className={cn("flex flex-col gap-2 p-2", className)} {...props} />;
}

export function SidebarSeparator({ className, ...props }: ComponentProps<"hr">) {
  return <hr data-slot="sidebar-separator" className={cn("mx-2 border-sidebar-border", className)} {...props} />;
}

export function SidebarGroup({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="sidebar-group" className={cn("relative flex w-full min-w-0 flex-col p-2", className)} {...props} />;
}

export function SidebarGroupLabel({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="sidebar-group-label"
      className={cn(
        "flex h-8 shrink-0 items-center rounded-md px-2 text-xs font-medium tracking-wide text-sidebar-foreground/80 uppercase transition-[margin,opacity] duration-200 ease-linear group-data-[collapsible=icon]:-mt-8 group-data-[collapsible=icon]:opacity-0",
        className,
      )}
      {...props}
    />
  );
}

export function SidebarMenu({ className, ...props }: ComponentProps<"ul">) {
  return <ul data-slot="sidebar-menu" className={cn("flex w-full min-w-0 flex-col gap-1", className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<"li">) {
  return <li data-slot="sidebar-menu-item" className={cn("relative", className)} {...props} />;
}

type SidebarMenuButtonProps = ComponentProps<"button"> & {
  asChild?: boolean;
  isActive?: boolean;
  /** Shown beside the icon when the menu is collapsed, where the text is hidden. */
  tooltip?: string;
};

export function SidebarMenuButton({ asChild = false, isActive = false, tooltip, className, ...props }: SidebarMenuButtonProps) {
  const { state, isMobile } = useSidebar();
  const Comp = asChild ? Slot.Root : "button";
  const botao = (
    <Comp
      data-slot="sidebar-menu-button"
      data-active={isActive}
      className={cn(
        // The text stays in the DOM when collapsed (clipped, not display:none), so it still names the link.
        "flex h-11 w-full items-center gap-3 overflow-hidden md:h-9 rounded-md px-2.5 text-left text-sm font-medium text-sidebar-foreground/85 outline-none ring-sidebar-ring transition-[width,height,padding,background-color] duration-150 hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 disabled:pointer-events-none disabled:opacity-50 data-[active=true]:bg-sidebar-accent data-[active=true]:font-semibold data-[active=true]:text-sidebar-accent-foreground group-data-[collapsible=icon]:size-8! group-data-[collapsible=icon]:p-2! [&>span:last-child]:truncate [&>svg]:size-4 [&>svg]:shrink-0",
        className,
      )}
      {...props}
    />
  );
  if (!tooltip) return botao;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{botao}</TooltipTrigger>
      <TooltipContent side="right" align="center" hidden={state !== "collapsed" || isMobile}>
        {tooltip}
      </TooltipContent>
    </Tooltip>
  );
}
