import { LogOut, RefreshCw } from "lucide-react";
import { Link, useLocation } from "wouter";
import { useAuth } from "@/lib/auth.tsx";
import { Logo } from "@/components/logo.tsx";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarSeparator,
} from "@/components/ui/sidebar.tsx";
import { ITENS_MENU_PRINCIPAL, itemAtivo } from "./nav-items.ts";
import { SidebarCreditosCard } from "./sidebar-creditos-card.tsx";

export function AppSidebar() {
  return (
    <Sidebar>
      <SidebarHeader className="h-16 justify-center border-b border-sidebar-border px-2 group-data-[collapsible=icon]:px-2">
        <Link
          href="/"
          // Named by its visible words plus where it goes (WCAG 2.5.3: visible text inside the name).
          className="flex min-h-11 min-w-0 items-center overflow-hidden rounded-md outline-none focus-visible:ring-2 focus-visible:ring-sidebar-ring"
        >
          <Logo />
          <span className="sr-only">, ir para o Dashboard</span>
        </Link>
      </SidebarHeader>
      <SidebarContent>
        <MenuPrincipal />
      </SidebarContent>
      <SidebarSeparator />
      <SidebarFooter>
        <RodapeMenu />
      </SidebarFooter>
    </Sidebar>
  );
}

function MenuPrincipal() {
  const [location] = useLocation();
  return (
    <SidebarGroup>
      <SidebarGroupLabel id="menu-principal">Menu Principal</SidebarGroupLabel>
      <nav aria-labelledby="menu-principal">
        <SidebarMenu>
          {ITENS_MENU_PRINCIPAL.map(({ titulo, href, icone: Icone }) => {
            const ativo = itemAtivo(href, location);
            return (
              <SidebarMenuItem key={href}>
                <SidebarMenuButton asChild isActive={ativo} tooltip={titulo}>
                  <Link href={href} aria-current={ativo ? "page" : undefined}>
                    <Icone aria-hidden="true" />
                    <span>{titulo}</span>
                  </Link>
                </SidebarMenuButton>
              </SidebarMenuItem>
            );
          })}
        </SidebarMenu>
      </nav>
    </SidebarGroup>
  );
}

function RodapeMenu() {
  const [, navigate] = useLocation();
  const { signOut } = useAuth();
  return (
    <>
      <SidebarMenu>
        <SidebarMenuItem>
          <SidebarMenuButton tooltip="Atualizar Sessão" onClick={() => navigate("/fix-auth")}>
            <RefreshCw aria-hidden="true" />
            <span>Atualizar Sessão</span>
          </SidebarMenuButton>
        </SidebarMenuItem>
      </SidebarMenu>
      <SidebarCreditosCard />
      <SidebarMenu>
        <SidebarMenuItem>
          <SidebarMenuButton tooltip="Sair" onClick={() => void signOut()} className="hover:bg-destructive/10 hover:text-destructive">
            <LogOut aria-hidden="true" />
            <span>Sair</span>
          </SidebarMenuButton>
        </SidebarMenuItem>
      </SidebarMenu>
    </>
  );
}
