import type { LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { ChipIcone } from "@/components/estados.tsx";

/** What a metric card shows: the figure, a placeholder while it loads, or a dash when the read failed. */
export type ValorDaMetrica = { estado: "carregando" } | { estado: "erro" } | { estado: "pronto"; valor: string | number };

/**
 * One headline number of the dashboard. Never a false 'R$ 0,00': a skeleton while loading and
 * '—' on error (the page shows the error with 'Tentar novamente'). The figure may wrap but is
 * never cut: it has the card's whole width under the title and icon. On a phone the cards are
 * compact, two per row, below the collection lists (issue 27).
 */
export function MetricCard({
  titulo,
  valor,
  icone: Icone,
  destaque,
  testId,
  explicacao,
}: {
  titulo: string;
  /** What the figure adds up, under the title (issue 42: each figure named for what it is). */
  explicacao?: string;
  valor: ValorDaMetrica;
  icone: LucideIcon;
  /** Tailwind classes for the icon chip, so each metric is recognisable at a glance. */
  destaque: string;
  testId: string;
}) {
  return (
    <Card className="gap-0 py-3 sm:py-5" aria-busy={valor.estado === "carregando" || undefined}>
      <CardContent className="grid gap-2 px-3 sm:px-5">
        <div className="flex items-start justify-between gap-3">
          <div className="grid gap-0.5">
            <h2 className="text-sm font-medium text-muted-foreground">{titulo}</h2>
            {explicacao ? (
              <p data-testid={`${testId}-explicacao`} className="text-xs text-muted-foreground">
                {explicacao}
              </p>
            ) : null}
          </div>
          <ChipIcone icone={Icone} className={destaque} />
        </div>
        {valor.estado === "carregando" ? (
          <>
            <Skeleton data-testid={`${testId}-carregando`} className="h-8 w-32" />
            <span className="sr-only">Carregando</span>
          </>
        ) : valor.estado === "erro" ? (
          <p data-testid={testId} className="text-lg font-bold text-muted-foreground sm:text-2xl">
            <span aria-hidden="true">—</span>
            <span className="sr-only">Indisponível</span>
          </p>
        ) : (
          <p data-testid={testId} className="text-lg font-bold tracking-tight tabular-nums [overflow-wrap:anywhere] sm:text-2xl">
            {valor.valor}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
