import type { LucideIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/empty-state.tsx";

/** A list of loans due on one day; the rows arrive with the dashboard API. */
export function VencimentosCard({ titulo, vazio, icone, testId }: { titulo: string; vazio: string; icone: LucideIcon; testId: string }) {
  const Icone = icone;
  return (
    <Card data-testid={testId}>
      <CardHeader className="flex-row items-center gap-2">
        <Icone className="size-5 text-primary" aria-hidden="true" />
        <CardTitle className="text-lg">{titulo}</CardTitle>
      </CardHeader>
      <CardContent>
        <EmptyState icon={Icone} title={vazio} />
      </CardContent>
    </Card>
  );
}
