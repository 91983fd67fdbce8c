import { lazy, Suspense, useId, useMemo, useState } from "react";
import { ChartColumn } from "lucide-react";
import { formatarReais } from "../../../domain/money.ts";
import { cn } from "@/lib/cn.ts";
import { usePertoDaTela } from "@/lib/use-perto-da-tela.ts";
import { FalhaAoCarregar } from "@/components/estados.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useRecebidoVsPrevisto } from "./api.ts";
import { pontosDoGrafico, rotuloDoMes, type PontoDoGrafico } from "./recebido-previsto.ts";

const Grafico = lazy(() => import("@/components/grafico-barras-por-mes.tsx"));

const BARRAS = [
  { chave: "previsto", nome: "Previsto", cor: "var(--muted-foreground)" },
  { chave: "recebido", nome: "Recebido", cor: "var(--primary)" },
];

/**
 * Issue 11: received vs expected per month, last 6 months (decision 0022 defines both). The
 * table with the same figures is always there for screen readers, and on screen at a tap.
 */
export function RecebidoPrevistoCard() {
  const serie = useRecebidoVsPrevisto();
  // The chart's library (recharts, the largest chunk) loads only when the card nears the screen.
  const [refDoCard, perto] = usePertoDaTela<HTMLDivElement>();
  const [verTabela, setVerTabela] = useState(false);
  const pontos = useMemo(() => (serie.data ? pontosDoGrafico(serie.data) : []), [serie.data]);
  const idTabela = useId();

  let conteudo;
  if (serie.isPending) {
    conteudo = <Skeleton className="h-64 w-full" />;
  } else if (serie.isError) {
    conteudo = <FalhaAoCarregar mensagem="Não foi possível carregar o recebido e o previsto." aoTentar={() => void serie.refetch()} />;
  } else {
    conteudo = (
      <>
        {verTabela ? null : perto ? (
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <Grafico
              pontos={pontos}
              barras={BARRAS}
              altura="h-64"
              descricao="Gráfico de barras: recebido e previsto por mês, últimos 6 meses (os valores estão na tabela)"
            />
          </Suspense>
        ) : (
          // Still, not pulsing: it may stay for as long as the card is off screen.
          <div className="h-64 w-full rounded-md bg-muted/40" />
        )}
        <TabelaRecebidoPrevisto id={idTabela} pontos={pontos} visivel={verTabela} />
      </>
    );
  }

  return (
    <Card ref={refDoCard} data-testid="recebido-previsto" className="min-w-0" aria-busy={serie.isPending || undefined}>
      <CardHeader className="gap-1 sm:flex sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <div className="flex items-center gap-2">
            <ChartColumn className="size-5 text-primary" aria-hidden="true" />
            <CardTitle className="text-lg">Recebido x previsto</CardTitle>
          </div>
          <CardDescription>Últimos 6 meses. Previsto: juros dos ciclos e parcelas que venceram no mês.</CardDescription>
        </div>
        {serie.isSuccess ? (
          <Button variant="outline" size="sm" className="h-11 sm:h-8" aria-pressed={verTabela} aria-controls={idTabela} onClick={() => setVerTabela((v) => !v)}>
            {verTabela ? "Ver gráfico" : "Ver tabela"}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>{conteudo}</CardContent>
    </Card>
  );
}

function TabelaRecebidoPrevisto({ id, pontos, visivel }: { id: string; pontos: PontoDoGrafico[]; visivel: boolean }) {
  return (
    // The wrapper hides it off screen: a table ignores a 1 px width and would push the page sideways.
    <div id={id} className={cn(!visivel && "sr-only")}>
      <table data-testid="tabela-recebido-previsto" className="w-full text-sm">
        <caption className="sr-only">Recebido e previsto por mês, últimos 6 meses</caption>
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 font-medium">
              Mês
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Previsto
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Recebido
            </th>
          </tr>
        </thead>
        <tbody>
          {pontos.map((p) => (
            <tr key={p.mes} className="border-b last:border-0">
              <th scope="row" className="py-2 text-left font-normal">
                {rotuloDoMes(p.mes)}
              </th>
              <td className="py-2 text-right tabular-nums">{formatarReais(p.previsto)}</td>
              <td className="py-2 text-right font-medium tabular-nums">{formatarReais(p.recebido)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
