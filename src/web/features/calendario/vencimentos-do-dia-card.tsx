import type { ReactNode } from "react";
import { CalendarX2 } from "lucide-react";
import { diaDaSemana, formatarData } from "../../../domain/dates.ts";
import { reaisDoDecimal } from "@/lib/format.ts";
import type { Emprestimo } from "@/lib/ledger-api.ts";
import { LinkDoCliente } from "@/components/avatar-inicial.tsx";
import { EmptyState } from "@/components/empty-state.tsx";
import { StatusBadge } from "@/components/status-badge.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useVencimentosDoDia } from "./api.ts";
import { FalhaAoCarregar } from "@/components/estados.tsx";
import { CarregarMais } from "@/components/carregar-mais.tsx";
import { itensDasPaginas } from "@/lib/api.ts";

export function cicloDoEmprestimo(e: Emprestimo): string {
  return e.modalidade === "parcelado" && e.quantidadeParcelas ? `Parcela ${e.cicloAtual} de ${e.quantidadeParcelas}` : `Ciclo ${e.cicloAtual}`;
}

function maiuscula(texto: string): string {
  return texto.charAt(0).toLocaleUpperCase("pt-BR") + texto.slice(1);
}

/** SPEC 2: the loans due on the day picked in the calendar. */
export function VencimentosDoDiaCard({ data, hoje }: { data: string; hoje: string }) {
  const vencimentos = useVencimentosDoDia(data);
  const itens = itensDasPaginas(vencimentos.data);

  let conteudo;
  if (vencimentos.isPending) {
    conteudo = (
      <div className="grid gap-3" aria-busy="true">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-24 w-full" />
        ))}
      </div>
    );
  } else if (vencimentos.isError && !vencimentos.data) {
    conteudo = <FalhaAoCarregar mensagem="Não foi possível carregar os vencimentos do dia." aoTentar={() => void vencimentos.refetch()} />;
  } else if (itens.length === 0) {
    conteudo = <EmptyState icon={CalendarX2} title="Nenhum vencimento neste dia" />;
  } else {
    conteudo = (
      <ul className="grid divide-y">
        {itens.map((e) => (
          <li key={e.id} data-testid="vencimento-do-dia" data-emprestimo-id={e.id} className="grid gap-3 py-4 first:pt-0 last:pb-0">
            <div className="flex items-start justify-between gap-3">
              <LinkDoCliente
                clienteId={e.clienteId}
                nome={e.cliente.nome}
                testId="vencimento-cliente"
                subtitulo={
                  <span data-testid="vencimento-ciclo" className="text-xs text-muted-foreground">
                    {cicloDoEmprestimo(e)}
                  </span>
                }
              />
              <StatusBadge status={e.status} />
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <Dado rotulo="Valor original" testId="vencimento-valor-original">
                {reaisDoDecimal(e.valorOriginal)}
              </Dado>
              <Dado rotulo="Valor restante" testId="vencimento-valor-restante" forte>
                {reaisDoDecimal(e.valorRestante)}
              </Dado>
            </dl>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card data-testid="vencimentos-do-dia" aria-busy={vencimentos.isPending || undefined}>
      <CardHeader>
        <CardTitle className="text-lg">Vencimentos em {formatarData(data)}</CardTitle>
        <CardDescription>{data === hoje ? `Hoje, ${diaDaSemana(data)}` : maiuscula(diaDaSemana(data))}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {conteudo}
        <CarregarMais paginas={vencimentos} mensagemDeFalha="Não foi possível carregar mais vencimentos do dia. Tente de novo." />
      </CardContent>
    </Card>
  );
}

export function Dado({ rotulo, testId, forte = false, children }: { rotulo: string; testId: string; forte?: boolean; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs text-muted-foreground">{rotulo}</dt>
      <dd data-testid={testId} className={forte ? "font-semibold tabular-nums" : "tabular-nums"}>
        {children}
      </dd>
    </div>
  );
}
