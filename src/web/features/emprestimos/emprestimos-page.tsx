import { useMemo, useState } from "react";
import { Link } from "wouter";
import { HandCoins, Plus, Search } from "lucide-react";
import { EmptyState } from "@/components/empty-state.tsx";
import { PageHeader } from "@/components/page-header.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useEmprestimos } from "./api.ts";
import { EmprestimoCard } from "./emprestimo-card.tsx";
import { filtrarEmprestimos } from "./filtro-emprestimos.ts";
import { CampoBusca, FalhaAoCarregar } from "@/components/estados.tsx";
import { BotaoExportar } from "@/features/arquivos/api.ts";

export function EmprestimosPage() {
  const emprestimos = useEmprestimos();
  const [busca, setBusca] = useState("");
  const filtrados = useMemo(() => filtrarEmprestimos(emprestimos.data ?? [], busca), [emprestimos.data, busca]);

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
      <CampoBusca rotulo="Buscar empréstimos" placeholder="Buscar por cliente ou status..." valor={busca} aoMudar={setBusca} className="max-w-md" />
      {conteudo}
    </div>
  );
}
