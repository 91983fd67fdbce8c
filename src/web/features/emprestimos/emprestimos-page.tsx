import { useId, useMemo, useState } from "react";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { Link } from "wouter";
import { HandCoins, Plus, Search } from "lucide-react";
import { EmptyState } from "@/components/empty-state.tsx";
import { PageHeader } from "@/components/page-header.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useEmprestimos } from "./api.ts";
import { EmprestimoCard } from "./emprestimo-card.tsx";
import {
  FILTROS_SITUACAO,
  ORDENACOES,
  ROTULO_FILTRO,
  ROTULO_ORDENACAO,
  filtrarEmprestimos,
  filtrarPorSituacao,
  ordenarEmprestimos,
  type FiltroSituacao,
  type Ordenacao,
} from "./filtro-emprestimos.ts";
import { cn } from "@/lib/cn.ts";
import { CampoBusca, FalhaAoCarregar } from "@/components/estados.tsx";
import { BotaoExportar } from "@/features/arquivos/api.ts";

export function EmprestimosPage() {
  const emprestimos = useEmprestimos();
  const [busca, setBusca] = useState("");
  const [filtros, setFiltros] = useState<ReadonlySet<FiltroSituacao>>(new Set());
  const [ordem, setOrdem] = useState<Ordenacao>("vencimento");
  const filtrados = useMemo(() => {
    const hoje = dataEmSaoPaulo(new Date());
    return ordenarEmprestimos(filtrarPorSituacao(filtrarEmprestimos(emprestimos.data ?? [], busca), filtros, hoje), ordem);
  }, [emprestimos.data, busca, filtros, ordem]);

  let conteudo;
  if (emprestimos.isPending) {
    conteudo = (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-64 w-full rounded-xl" />
        ))}
      </div>
    );
  } else if (emprestimos.isError) {
    conteudo = <FalhaAoCarregar mensagem="Não foi possível carregar os empréstimos." aoTentar={() => void emprestimos.refetch()} className="py-10" />;
  } else if (emprestimos.data.length === 0) {
    conteudo = (
      <EmptyState icon={HandCoins} title="Nenhum empréstimo cadastrado">
        <p className="max-w-sm text-sm text-muted-foreground">Gere um link de cadastro ou registre um empréstimo manual na página do cliente.</p>
      </EmptyState>
    );
  } else if (filtrados.length === 0) {
    conteudo = <EmptyState icon={Search} title="Nenhum empréstimo encontrado" />;
  } else {
    conteudo = (
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {filtrados.map((e) => (
          <li key={e.id} className="grid">
            <EmprestimoCard emprestimo={e} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="grid gap-6">
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
        <div className="flex flex-wrap items-end gap-3">
          <CampoBusca
            rotulo="Buscar empréstimos"
            placeholder="Buscar por cliente ou status..."
            valor={busca}
            aoMudar={setBusca}
            className="w-full max-w-md flex-1 basis-64"
          />
          <SeletorOrdem ordem={ordem} aoMudar={setOrdem} />
        </div>
        <ChipsSituacao filtros={filtros} aoMudar={setFiltros} />
      </div>
      {conteudo}
    </div>
  );
}

/** Issue 11: toggle chips; none pressed is 'Todos'. */
function ChipsSituacao({ filtros, aoMudar }: { filtros: ReadonlySet<FiltroSituacao>; aoMudar: (filtros: ReadonlySet<FiltroSituacao>) => void }) {
  const alternar = (f: FiltroSituacao) => {
    const novo = new Set(filtros);
    if (novo.has(f)) novo.delete(f);
    else novo.add(f);
    aoMudar(novo);
  };
  const chip = (ativo: boolean) =>
    cn(
      "h-11 rounded-full px-4 sm:h-8 sm:px-3",
      ativo ? "border-primary bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground" : "text-foreground",
    );
  return (
    <div role="group" aria-label="Filtrar por situação" data-testid="filtros-situacao" className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" aria-pressed={filtros.size === 0} className={chip(filtros.size === 0)} onClick={() => aoMudar(new Set())}>
        Todos
      </Button>
      {FILTROS_SITUACAO.map((f) => (
        <Button key={f} variant="outline" size="sm" aria-pressed={filtros.has(f)} className={chip(filtros.has(f))} onClick={() => alternar(f)}>
          {ROTULO_FILTRO[f]}
        </Button>
      ))}
    </div>
  );
}

function SeletorOrdem({ ordem, aoMudar }: { ordem: Ordenacao; aoMudar: (ordem: Ordenacao) => void }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        Ordenar por
      </label>
      <select
        id={id}
        data-testid="ordenar-emprestimos"
        value={ordem}
        onChange={(e) => aoMudar(e.target.value as Ordenacao)}
        className="h-11 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:h-9"
      >
        {ORDENACOES.map((o) => (
          <option key={o} value={o}>
            {ROTULO_ORDENACAO[o]}
          </option>
        ))}
      </select>
    </div>
  );
}
