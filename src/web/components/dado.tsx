import type { ReactNode } from "react";
import { cn } from "@/lib/cn.ts";
import { reaisDoDecimal } from "@/lib/format.ts";

/** One label and value of a loan's figures, inside a <dl>; `forte` for the figure that matters most. */
export function Dado({
  rotulo,
  testId,
  forte = false,
  className,
  children,
}: {
  rotulo: string;
  testId: string;
  forte?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("grid min-w-0 gap-0.5", className)}>
      <dt className="text-xs text-muted-foreground">{rotulo}</dt>
      <dd data-testid={testId} className={forte ? "font-semibold tabular-nums" : "tabular-nums"}>
        {children}
      </dd>
    </div>
  );
}

/** The two figures every loan row opens with: what was lent and what is left to receive (`testId`: "vencimento" → vencimento-valor-original…). */
export function ValorOriginalERestante({ emprestimo: e, testId }: { emprestimo: { valorOriginal: string; valorRestante: string }; testId: string }) {
  return (
    <>
      <Dado rotulo="Valor original" testId={`${testId}-valor-original`}>
        {reaisDoDecimal(e.valorOriginal)}
      </Dado>
      <Dado rotulo="Valor restante" testId={`${testId}-valor-restante`} forte>
        {reaisDoDecimal(e.valorRestante)}
      </Dado>
    </>
  );
}
