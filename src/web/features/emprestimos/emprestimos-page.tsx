import { TituloDaAba } from "@/lib/titulo.tsx";
import { BarraDeBusca, type TextosDaBusca } from "@/components/barra-de-busca.tsx";
import { SeletorOrdem } from "@/components/seletor-ordem.tsx";
import { memo, useState, useSyncExternalStore, type Ref } from "react";
import { Link, useSearch } from "wouter";
import { HandCoins, Plus, Search } from "lucide-react";
import { EmptyState } from "@/components/empty-state.tsx";
import { FimDaLista, useListaVirtual, usePaginasDaLista, type PaginasDaLista } from "@/components/lista-virtual.tsx";
import { PageHeader } from "@/components/page-header.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { itensDasPaginas } from "@/lib/api.ts";
import {
  FILTROS_INICIAIS_EMPRESTIMOS,
  ORDENS_EMPRESTIMOS,
  STATUS_DA_LISTA,
  type Emprestimo,
  type OrdemEmprestimos,
  type StatusDaLista,
} from "@/lib/ledger-api.ts";
import { useValorAdiado } from "@/lib/use-valor-adiado.ts";
import { useEmprestimos } from "./api.ts";
import { EmprestimoCard } from "./emprestimo-card.tsx";
import { cn } from "@/lib/cn.ts";
import { FalhaAoCarregar } from "@/components/estados.tsx";
import { BotaoExportar } from "@/components/botoes-arquivo.tsx";

/*
 * Issue 11: the list's filter chips and sort. Chips combine as "any of" (Atrasados + Vencem hoje
 * shows both); no chip is 'Todos'. They narrow the text search's result, never widen it.
 * Issue 12: the server applies search, chips and sort (busca=, status=, ordem=) and pages the answer.
 */
const ROTULO_FILTRO: Record<StatusDaLista, string> = {
  atrasado: "Atrasados",
  vence_hoje: "Vencem hoje",
  ativo: "Ativos",
  aguardando_envio: "Aguardando envio",
  finalizado: "Finalizados",
};

const ROTULO_ORDENACAO: Record<OrdemEmprestimos, string> = {
  vencimento: "Vencimento (mais próximo)",
  valor: "Valor restante (maior)",
  nome: "Nome do cliente (A–Z)",
  recentes: "Mais recentes",
};

const BUSCA: TextosDaBusca = { rotulo: "Buscar empréstimos", placeholder: "Buscar por cliente ou status...", mensagemOcupado: "Buscando empréstimos..." };

/** The chips a link asks for (?status=a,b), only the list's own statuses; null without any. */
function statusDaUrl(search: string): StatusDaLista[] | null {
  const pedidos = (new URLSearchParams(search).get("status") ?? "").split(",");
  const validos = STATUS_DA_LISTA.filter((s) => pedidos.includes(s));
  return validos.length > 0 ? validos : null;
}

export function EmprestimosPage() {
  const [busca, setBusca] = useState(FILTROS_INICIAIS_EMPRESTIMOS.busca);
  const search = useSearch();
  // ?status=aguardando_envio (the dashboard's 'cadastros aguardando envio') opens on that chip.
  const [filtros, setFiltros] = useState<ReadonlySet<StatusDaLista>>(() => new Set(statusDaUrl(search) ?? FILTROS_INICIAIS_EMPRESTIMOS.status));
  const [ordem, setOrdem] = useState<OrdemEmprestimos>(FILTROS_INICIAIS_EMPRESTIMOS.ordem);
  const buscaAdiada = useValorAdiado(busca);
  const emprestimos = useEmprestimos({ busca: buscaAdiada, status: [...filtros], ordem });
  const itens = itensDasPaginas(emprestimos.data);
  const filtrando = buscaAdiada.trim() !== "" || filtros.size > 0;
  const ocupado = busca !== buscaAdiada || (emprestimos.isPlaceholderData && emprestimos.isFetching);
  const paginas = usePaginasDaLista(emprestimos);

  let conteudo;
  if (emprestimos.isPending || (emprestimos.isPlaceholderData && itens.length === 0)) {
    conteudo = (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-64 w-full rounded-xl" />
        ))}
      </div>
    );
  } else if (emprestimos.isError && !emprestimos.data) {
    conteudo = <FalhaAoCarregar mensagem="Não foi possível carregar os empréstimos." aoTentar={() => void emprestimos.refetch()} className="py-10" />;
  } else if (itens.length === 0 && !filtrando) {
    conteudo = (
      <EmptyState icon={HandCoins} title="Nenhum empréstimo cadastrado">
        <p className="max-w-sm text-sm text-muted-foreground">Gere um link de cadastro ou registre um empréstimo manual na página do cliente.</p>
      </EmptyState>
    );
  } else if (itens.length === 0) {
    conteudo = <EmptyState icon={Search} title="Nenhum empréstimo encontrado" />;
  } else {
    conteudo = (
      <div className="grid gap-4">
        <GradeEmprestimos emprestimos={itens} paginas={paginas} />
        <FimDaLista {...paginas} rotulo="empréstimos" />
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <TituloDaAba pagina="Empréstimos" />
      <PageHeader
        title="Empréstimos"
        description="Acompanhe seus empréstimos, registre pagamentos e altere o status."
        actions={
          <>
            <BotaoExportar tipo="emprestimos" />
            <BotaoExportar tipo="pagamentos" />
            <Button asChild>
              <Link href="/emprestimos/novo">
                <Plus aria-hidden="true" />
                Novo Empréstimo
              </Link>
            </Button>
          </>
        }
      />
      <div className="grid gap-3">
        <BarraDeBusca
          textos={BUSCA}
          larguraClassName="max-w-md"
          busca={busca}
          aoBuscar={setBusca}
          ocupado={ocupado}
          abaixo={<ChipsSituacao filtros={filtros} aoMudar={setFiltros} />}
        >
          <SeletorOrdem ordem={ordem} ordens={ORDENS_EMPRESTIMOS} rotulos={ROTULO_ORDENACAO} testId="ordenar-emprestimos" aoMudar={setOrdem} />
        </BarraDeBusca>
      </div>
      <div aria-busy={ocupado}>{conteudo}</div>
    </div>
  );
}

/** One grid row of cards; re-rendered only when its loans change, not on every scroll step. */
const LinhaDeCartoes = memo(function LinhaDeCartoes({
  emprestimos,
  linha,
  colunas,
  total,
  medir,
}: {
  emprestimos: Emprestimo[];
  linha: number;
  colunas: number;
  total: number;
  medir: Ref<HTMLDivElement>;
}) {
  const cartoes = emprestimos.slice(linha * colunas, (linha + 1) * colunas);
  return (
    // The row's bottom padding is the grid's gap, so the measured height includes it.
    <div ref={medir} data-index={linha} role="none" className="grid gap-4 pb-4 sm:grid-cols-2 xl:grid-cols-3">
      {cartoes.map((e, i) => (
        <div key={e.id} role="listitem" aria-setsize={total} aria-posinset={linha * colunas + i + 1} className="grid">
          <EmprestimoCard emprestimo={e} />
        </div>
      ))}
    </div>
  );
});

// The grid's columns follow Tailwind's sm (640 px) and xl (1280 px) breakpoints, as before.
const CONSULTA_DUAS = "(min-width: 640px)";
const CONSULTA_TRES = "(min-width: 1280px)";

function assinarColunas(aoMudar: () => void): () => void {
  const consultas = [window.matchMedia(CONSULTA_DUAS), window.matchMedia(CONSULTA_TRES)];
  for (const c of consultas) c.addEventListener("change", aoMudar);
  return () => {
    for (const c of consultas) c.removeEventListener("change", aoMudar);
  };
}

function useColunas(): number {
  return useSyncExternalStore(
    assinarColunas,
    () => (window.matchMedia(CONSULTA_TRES).matches ? 3 : window.matchMedia(CONSULTA_DUAS).matches ? 2 : 1),
    () => 1,
  );
}

/**
 * Issue 12: the cards, a grid row at a time, only the rows near the screen in the DOM. Each card
 * is a list item with its position (aria-posinset; aria-setsize -1 while more pages exist).
 */
function GradeEmprestimos({ emprestimos, paginas }: { emprestimos: Emprestimo[]; paginas: PaginasDaLista }) {
  const colunas = useColunas();
  const linhas = Math.ceil(emprestimos.length / colunas);
  const { lista, itens, virtual, espacoAcima, espacoAbaixo, medir } = useListaVirtual<HTMLDivElement>({
    quantidade: linhas,
    alturaEstimada: 340,
    alem: 2,
    desenharTodasAte: Math.ceil(60 / colunas),
    ...paginas,
  });
  const total = paginas.temMais ? -1 : emprestimos.length;
  if (!virtual) {
    // A page or so: every card in one grid, keyed by loan, as before the lists were paged.
    return (
      <div ref={lista} role="list" aria-label="Empréstimos" data-testid="lista-emprestimos" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {emprestimos.map((e, i) => (
          <div key={e.id} role="listitem" aria-setsize={total} aria-posinset={i + 1} className="grid">
            <EmprestimoCard emprestimo={e} />
          </div>
        ))}
      </div>
    );
  }
  return (
    <div ref={lista} role="list" aria-label="Empréstimos" data-testid="lista-emprestimos" style={{ paddingTop: espacoAcima, paddingBottom: espacoAbaixo }}>
      {itens.map((v) => (
        <LinhaDeCartoes key={v.key} emprestimos={emprestimos} linha={v.index} colunas={colunas} total={total} medir={medir} />
      ))}
    </div>
  );
}

/** Issue 11: toggle chips; none pressed is 'Todos'. */
function ChipsSituacao({ filtros, aoMudar }: { filtros: ReadonlySet<StatusDaLista>; aoMudar: (filtros: ReadonlySet<StatusDaLista>) => void }) {
  const alternar = (f: StatusDaLista) => {
    const novo = new Set(filtros);
    if (novo.has(f)) novo.delete(f);
    else novo.add(f);
    aoMudar(novo);
  };
  const chip = (ativo: boolean) =>
    cn(
      "h-11 rounded-full px-4 sm:h-8 sm:px-3",
      ativo ? "border-primary bg-primary text-primary-foreground hover:bg-primary-hover hover:text-primary-foreground" : "text-foreground",
    );
  return (
    <div role="group" aria-label="Filtrar por situação" data-testid="filtros-situacao" className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" aria-pressed={filtros.size === 0} className={chip(filtros.size === 0)} onClick={() => aoMudar(new Set())}>
        Todos
      </Button>
      {STATUS_DA_LISTA.map((f) => (
        <Button key={f} variant="outline" size="sm" aria-pressed={filtros.has(f)} className={chip(filtros.has(f))} onClick={() => alternar(f)}>
          {ROTULO_FILTRO[f]}
        </Button>
      ))}
    </div>
  );
}
