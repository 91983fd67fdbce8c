import { TituloDaAba } from "@/lib/titulo.tsx";
import { PagamentosInformadosCard } from "@/features/pagamentos-informados/api.ts";
import { Link } from "wouter";
import { Banknote, CalendarCheck, CalendarDays, PiggyBank, TrendingUp, UserPlus, Users, Wallet } from "lucide-react";
import { EmptyState } from "@/components/empty-state.tsx";
import { Button } from "@/components/ui/button.tsx";
import { PageHeader } from "@/components/page-header.tsx";
import { useAtrasadosDoPainel, useMetricas, useVencimentos } from "./api.ts";
import { CadastrosAguardandoCard } from "./cadastros-aguardando-card.tsx";
import { CobrarHojeCard } from "./cobrar-hoje-card.tsx";
import { MetricCard, type ValorDaMetrica } from "./metric-card.tsx";
import { RecebidoPrevistoCard } from "./recebido-previsto-card.tsx";
import { VencimentosCard } from "./vencimentos-card.tsx";
import { BotaoTentarDeNovo } from "@/components/estados.tsx";
import { O_QUE_CADA_SALDO_SOMA } from "@/lib/nomes-dos-saldos.ts";

// SPEC 2's four cards, then issue 11's two: what came in today and this month.
const METRICAS = [
  {
    chave: "totalEmprestadoAtivo",
    testId: "metrica-total-emprestado-ativo",
    titulo: "Total Emprestado Ativo",
    explicacao: O_QUE_CADA_SALDO_SOMA.totalEmprestadoAtivo,
    icone: Wallet,
    destaque: "bg-teal-100 text-teal-700",
  },
  {
    chave: "receitaPrevistaMes",
    testId: "metrica-receita-prevista-mes",
    titulo: "Receita Prevista Mês",
    icone: TrendingUp,
    destaque: "bg-emerald-100 text-emerald-700",
  },
  {
    chave: "receitaPrevistaDia",
    testId: "metrica-receita-prevista-dia",
    titulo: "Receita Prevista Dia",
    icone: CalendarDays,
    destaque: "bg-sky-100 text-sky-700",
  },
  { chave: "totalClientes", testId: "metrica-total-clientes", titulo: "Total de Clientes", icone: Users, destaque: "bg-violet-100 text-violet-700" },
  { chave: "recebidoHoje", testId: "metrica-recebido-hoje", titulo: "Recebido hoje", icone: Banknote, destaque: "bg-green-100 text-green-700" },
  { chave: "recebidoMes", testId: "metrica-recebido-mes", titulo: "Recebido no mês", icone: PiggyBank, destaque: "bg-amber-100 text-amber-800" },
] as const;

export function DashboardPage() {
  const m = useMetricas().data;
  // The same queries as the card's: read once, shared through the cache.
  const atrasados = useAtrasadosDoPainel();
  const hoje = useVencimentos("hoje");
  const listaRespondeu = !atrasados.isPending && !hoje.isPending;

  // Issue 27: collecting comes first. What to collect today (overdue, most days late first, then
  // due today), each row with its amount and one-tap actions; the figures and the chart after.
  return (
    <div className="grid gap-6">
      <TituloDaAba pagina="Dashboard" />
      <PageHeader title="Dashboard" description="Visão geral dos seus empréstimos, receitas previstas e vencimentos." />
      {m?.totalClientes === 0 ? <PrimeiroCliente /> : null}
      <PagamentosInformadosCard />
      <CadastrosAguardandoCard />
      <CobrarHojeCard />
      {/* The rest comes once the list has answered: drawn earlier, the list's rows would push it
          down as they arrive (a layout shift of 0.3 on a phone, issue 27). */}
      {listaRespondeu ? <DepoisDaLista /> : null}
    </div>
  );
}

function DepoisDaLista() {
  const metricas = useMetricas();
  const m = metricas.data;
  // Never a false zero: a skeleton until the figures arrive, a dash if they cannot.
  const valorDe = (chave: (typeof METRICAS)[number]["chave"]): ValorDaMetrica =>
    m ? { estado: "pronto", valor: m[chave] } : metricas.isError ? { estado: "erro" } : { estado: "carregando" };
  return (
    <>
      <section aria-label="Métricas" aria-busy={metricas.isPending || undefined} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {METRICAS.map(({ chave, ...metrica }) => (
          <MetricCard key={chave} {...metrica} valor={valorDe(chave)} />
        ))}
      </section>
      {metricas.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm text-destructive"
        >
          <span>Não foi possível carregar as métricas.</span>
          <BotaoTentarDeNovo aoTentar={() => void metricas.refetch()} />
        </div>
      ) : null}
      <VencimentosCard quando="amanha" testId="vencimentos-amanha" titulo="Vencimentos de Amanhã" vazio="Nenhum vencimento amanhã" icone={CalendarCheck} />
      <RecebidoPrevistoCard />
    </>
  );
}

/** A new lender's dashboard has nothing to collect yet: the first step, in reach. */
function PrimeiroCliente() {
  return (
    <EmptyState icon={UserPlus} title="Cadastre seu primeiro cliente para começar a acompanhar empréstimos e cobranças." className="py-6">
      <Button asChild className="mt-2 h-11">
        <Link href="/clientes/novo">
          <UserPlus aria-hidden="true" />
          Cadastre seu primeiro cliente
        </Link>
      </Button>
    </EmptyState>
  );
}
