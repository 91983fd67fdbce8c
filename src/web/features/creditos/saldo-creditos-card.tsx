import { CalendarClock } from "lucide-react";
import { diaDaSemana, formatarData } from "../../../domain/dates.ts";
import { useCreditos } from "@/lib/creditos-status.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { ComprarCreditosButton } from "./comprar-creditos-button.tsx";
import { NivelCreditosBadge } from "./nivel-creditos-badge.tsx";

/** Days left, their level, when access ends, and the way to buy more. */
export function SaldoCreditosCard() {
  const { diasRestantes, dataExpiracao, lido } = useCreditos();
  return (
    <Card className="overflow-hidden">
      <CardHeader>
        <CardTitle>Seu saldo</CardTitle>
        <CardDescription>Cada dia de uso do sistema consome um crédito.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {lido ? (
          <>
            <div className="grid gap-3">
              <p data-testid="creditos-dias-restantes" className="flex items-baseline gap-2">
                <span className="text-5xl font-bold tracking-tight tabular-nums">{diasRestantes}</span>{" "}
                <span className="text-muted-foreground">{diasRestantes === 1 ? "dia restante" : "dias restantes"}</span>
              </p>
              <NivelCreditosBadge dias={diasRestantes} />
            </div>
            {dataExpiracao ? (
              <p data-testid="creditos-expiracao" className="flex items-center gap-2 rounded-lg bg-muted px-3 py-2.5 text-sm">
                <CalendarClock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span>
                  Expira em {formatarData(dataExpiracao)} ({diaDaSemana(dataExpiracao)})
                </span>
              </p>
            ) : null}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">Não foi possível carregar seus créditos. Recarregue a página para tentar novamente.</p>
        )}
        <div className="grid gap-2">
          <ComprarCreditosButton className="w-full" />
          <p className="text-center text-xs text-muted-foreground">A compra é feita pelo WhatsApp, com o seu e-mail já na mensagem.</p>
        </div>
      </CardContent>
    </Card>
  );
}
