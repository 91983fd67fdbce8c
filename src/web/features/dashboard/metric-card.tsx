import type { LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { ChipIcone } from "@/components/estados.tsx";

/** One headline number of the dashboard. */
export function MetricCard({
  titulo,
  valor,
  icone: Icone,
  destaque,
  testId,
}: {
  titulo: string;
  valor: string | number;
  icone: LucideIcon;
  /** Tailwind classes for the icon chip, so each metric is recognisable at a glance. */
  destaque: string;
  testId: string;
}) {
  return (
    <Card className="gap-0 py-5">
      <CardContent className="flex items-start justify-between gap-3 px-5">
        <div className="grid min-w-0 gap-1.5">
          <h2 className="text-sm font-medium text-muted-foreground">{titulo}</h2>
          <p data-testid={testId} className="truncate text-2xl font-bold tracking-tight tabular-nums">
            {valor}
          </p>
        </div>
        <ChipIcone icone={Icone} className={destaque} />
      </CardContent>
    </Card>
  );
}
