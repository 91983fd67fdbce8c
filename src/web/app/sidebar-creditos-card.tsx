import { Coins } from "lucide-react";
import { Link } from "wouter";
import { nivelCreditos, rotuloDias, type NivelCreditos } from "../../domain/credits.ts";
import { cn } from "@/lib/cn.ts";
import { useCreditos } from "@/lib/creditos-status.tsx";
import { Badge, type BadgeProps } from "@/components/ui/badge.tsx";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip.tsx";
import { useSidebar } from "@/components/ui/sidebar.tsx";

/** SPEC 4: more than 7 days green, 3 to 7 yellow ('secondary'), under 3 destructive. */
const ESTILO_NIVEL: Record<NivelCreditos, { variant: BadgeProps["variant"]; className?: string }> = {
  verde: { variant: "success" },
  amarelo: { variant: "secondary", className: "bg-warning text-warning-foreground" },
  critico: { variant: "destructive" },
};

const COR_PONTO: Record<NivelCreditos, string> = {
  verde: "bg-success",
  amarelo: "bg-warning",
  critico: "bg-destructive",
};

/** The menu's credits card: days remaining at a glance; a click opens /creditos. */
export function SidebarCreditosCard() {
  const { diasRestantes, lido } = useCreditos();
  const { state, isMobile } = useSidebar();
  const nivel = nivelCreditos(diasRestantes);
  const estilo = ESTILO_NIVEL[nivel];
  const rotulo = lido ? rotuloDias(diasRestantes) : "—";

  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Link
          href="/creditos"
          data-testid="sidebar-creditos"
          className="flex items-center gap-3 overflow-hidden rounded-lg border border-sidebar-border bg-card p-2.5 shadow-xs outline-none ring-sidebar-ring transition-[background-color,padding,width,height] duration-150 hover:bg-sidebar-accent focus-visible:ring-2 group-data-[collapsible=icon]:size-8 group-data-[collapsible=icon]:border-0 group-data-[collapsible=icon]:p-0 group-data-[collapsible=icon]:shadow-none"
        >
          <span className="relative flex size-8 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
            <Coins className="size-4" aria-hidden="true" />
            {/* Collapsed, the badge is clipped away; this dot keeps the level visible. */}
            <span
              aria-hidden="true"
              className={cn("absolute top-0.5 right-0.5 hidden size-2 rounded-full ring-2 ring-accent group-data-[collapsible=icon]:block", COR_PONTO[nivel])}
            />
          </span>
          <span className="grid min-w-0 flex-1 leading-tight">
            <span className="truncate text-sm font-semibold">Créditos</span>
            <span className="truncate text-xs text-muted-foreground">Dias restantes</span>
          </span>
          <Badge data-testid="sidebar-creditos-badge" data-nivel={nivel} variant={estilo.variant} className={estilo.className}>
            {rotulo}
          </Badge>
        </Link>
      </TooltipTrigger>
      <TooltipContent side="right" align="center" hidden={state !== "collapsed" || isMobile}>
        Créditos: {rotulo}
      </TooltipContent>
    </Tooltip>
  );
}
