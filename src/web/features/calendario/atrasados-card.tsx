import { CircleCheck, TriangleAlert } from "lucide-react";
import { decimalParaCentavos, formatarReais } from "../../../domain/money.ts";
import { dataDoDia, reaisDoDecimal } from "@/lib/format.ts";
import { LinkDoCliente } from "@/components/avatar-inicial.tsx";
import { EmptyState } from "@/components/empty-state.tsx";
import { CarregarMais, contagemDaLista } from "@/components/carregar-mais.tsx";
import { itensDasPaginas } from "@/lib/api.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useAtrasados } from "./api.ts";
import { Dado } from "./vencimentos-do-dia-card.tsx";
import { FalhaAoCarregar } from "@/components/estados.tsx";

function centavosOuZero(decimal: string): number {
  try {
    return decimalParaCentavos(decimal);
  } catch {
    return 0;
  }
}

function diasEmAtraso(n: number): string {
  return n === 1 ? "1 dia em atraso" : `${n} dias em atraso`;
}

/** SPEC 2 and 4: overdue loans (atrasado, due before today) with days late and late interest. */
export function AtrasadosCard({ className }: { className?: string }) {
  const atrasados = useAtrasados();
  const itens = itensDasPaginas(atrasados.data);

  let conteudo;
  if (atrasados.isPending) {
    conteudo = (
      <div className="grid gap-3" aria-busy="true">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-24 w-full" />
        ))}
      </div>
    );
  } else if (atrasados.isError && !atrasados.data) {
    conteudo = <FalhaAoCarregar mensagem="Não foi possível carregar os empréstimos em atraso." aoTentar={() => void atrasados.refetch()} />;
  } else if (itens.length === 0) {
    conteudo = <EmptyState icon={CircleCheck} title="Nenhum empréstimo em atraso" />;
  } else {
    conteudo = (
      <ul className="grid gap-3">
        {itens.map((e) => {
          const jurosAtraso = centavosOuZero(e.valorJurosAtraso);
          return (
            <li
              key={e.id}
              data-testid="emprestimo-atrasado"
              data-emprestimo-id={e.id}
              className="grid gap-3 rounded-lg border border-destructive/25 bg-destructive/5 p-3"
            >
              <LinkDoCliente
                clienteId={e.clienteId}
                nome={e.cliente.nome}
                testId="atrasado-cliente"
                avatarClassName="bg-destructive/10 text-destructive"
                subtitulo={<span className="text-xs text-muted-foreground">Venceu em {dataDoDia(e.dataProximoCiclo)}</span>}
              />
              <p data-testid="atrasado-dias" className="flex items-center gap-1.5 text-sm font-medium text-destructive">
                <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
                {diasEmAtraso(e.diasAtraso)}
              </p>
              <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1 text-sm">
                <dl>
                  <Dado rotulo="Valor restante" testId="atrasado-valor-restante" forte>
                    {reaisDoDecimal(e.valorRestante)}
                  </Dado>
                </dl>
                {jurosAtraso > 0 ? (
                  <p data-testid="atrasado-juros" className="font-medium text-destructive tabular-nums">
                    Juros de atraso: {formatarReais(jurosAtraso)}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Card data-testid="emprestimos-atrasados" aria-busy={atrasados.isPending || undefined} className={className}>
      <CardHeader className="gap-1">
        <div className="flex items-center gap-2">
          <TriangleAlert className="size-5 text-destructive" aria-hidden="true" />
          <CardTitle className="text-lg">Empréstimos em atraso</CardTitle>
          {itens.length > 0 ? (
            <span className="ml-auto rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-medium text-destructive tabular-nums">
              {contagemDaLista(itens.length, atrasados.hasNextPage)}
            </span>
          ) : null}
        </div>
        <CardDescription>Vencidos antes de hoje e ainda não pagos.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {conteudo}
        <CarregarMais paginas={atrasados} mensagemDeFalha="Não foi possível carregar mais empréstimos em atraso. Tente de novo." />
      </CardContent>
    </Card>
  );
}
