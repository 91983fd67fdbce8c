import { Banknote, HandCoins, Calculator, CalendarDays, ChartColumn, History, LayoutDashboard, Settings, Users, type LucideIcon } from "lucide-react";

export interface ItemNavegacao {
  titulo: string;
  href: string;
  icone: LucideIcon;
}

/**
 * SPEC 2: the five links of 'Menu Principal', in this order, with issue 43's 'Cobrar hoje' (the daily
 * lender's round, right after the dashboard), issue 31's 'Relatórios', issue 43's 'Simular' and issue
 * 10's 'Atividade' before the settings.
 */
export const ITENS_MENU_PRINCIPAL: readonly ItemNavegacao[] = [
  { titulo: "Dashboard", href: "/", icone: LayoutDashboard },
  { titulo: "Cobrar hoje", href: "/cobrar-hoje", icone: HandCoins },
  { titulo: "Clientes", href: "/clientes", icone: Users },
  { titulo: "Empréstimos", href: "/emprestimos", icone: Banknote },
  { titulo: "Calendário", href: "/calendario", icone: CalendarDays },
  { titulo: "Relatórios", href: "/relatorios", icone: ChartColumn },
  { titulo: "Simular", href: "/simular", icone: Calculator },
  { titulo: "Atividade", href: "/atividade", icone: History },
  { titulo: "Configurações", href: "/configuracoes", icone: Settings },
];

/** A link stays highlighted on its sub-pages (/clientes/novo lights up Clientes). */
export function itemAtivo(href: string, location: string): boolean {
  if (href === "/") return location === "/";
  return location === href || location.startsWith(`${href}/`);
}
