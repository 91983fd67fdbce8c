import { CalendarX2 } from "lucide-react";
import { diaDaSemana, formatarData } from "../../../domain/dates.ts";
import { cicloDoEmprestimo, reaisDoDecimal } from "@/lib/format.ts";
import { LinkDoCliente } from "@/components/avatar-inicial.tsx";
import { Dado, ValorOriginalERestante } from "@/components/dado.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { StatusBadge } from "@/components/status-badge.tsx";
import { CorpoDaListaPaginada } from "@/components/lista-paginada.tsx";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { useVencimentosDoDia } from "./api.ts";
import { itensDasPaginas } from "@/lib/api.ts";

function maiuscula(texto: string): string {
  return texto.charAt(0).toLocaleUpperCase("pt-BR") + texto.slice(1);
}

/** SPEC 2: the loans due on the day picked in the calendar, each with what falls due that day. */
export function VencimentosDoDiaCard({ data, hoje }: { data: string; hoje: string }) {
  const vencimentos = useVencimentosDoDia(data);
  const itens = itensDasPaginas(vencimentos.data);

  return (
    <Card data-testid="vencimentos-do-dia" aria-busy={vencimentos.isPending || undefined}>
      <CardHeader>
        <CardTitle className="text-lg">Vencimentos em {formatarData(data)}</CardTitle>
        <CardDescription>{data === hoje ? `Hoje, ${diaDaSemana(data)}` : maiuscula(diaDaSemana(data))}</CardDescription>
      </CardHeader>
      <CorpoDaListaPaginada
        consulta={vencimentos}
        itens={itens}
        alturaDoItem="h-24"
        falha="Não foi possível carregar os vencimentos do dia."
        falhaAoCarregarMais="Não foi possível carregar mais vencimentos do dia. Tente de novo."
        vazio={{ icone: CalendarX2, titulo: "Nenhum vencimento neste dia" }}
      >
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
                      {/* The installment due on the day, not the loan's current one. */}
                      {cicloDoEmprestimo({ ...e, cicloAtual: e.vencimentoNoDia.numero })}
                    </span>
                  }
                />
                {e.vencimentoNoDia.atrasada ? (
                  <Badge data-testid="vencimento-em-atraso" variant="destructive">
                    Parcela em atraso
                  </Badge>
                ) : (
                  <StatusBadge status={e.status} />
                )}
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                <Dado rotulo="Vence neste dia" testId="vencimento-valor-do-dia" forte className="col-span-2">
                  {reaisDoDecimal(e.vencimentoNoDia.valor)}
                </Dado>
                <ValorOriginalERestante emprestimo={e} testId="vencimento" />
              </dl>
            </li>
          ))}
        </ul>
      </CorpoDaListaPaginada>
    </Card>
  );
}
