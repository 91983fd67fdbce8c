import type { ReactNode } from "react";
import { Link } from "wouter";
import { MessageCircle } from "lucide-react";
import { cn } from "@/lib/cn.ts";
import { AvatarInicial } from "@/components/avatar-inicial.tsx";
import { Button } from "@/components/ui/button.tsx";

/**
 * One row of what the lender collects (issue 27): who, the amount, and two thumb-sized actions.
 * The name wraps instead of being cut (two clients may share the first thirteen letters), the
 * amount sits beside it, and on a phone 'Lembrar' and 'Registrar pagamento' share one line under
 * it, so a row is about 130 px tall and the first screen holds more than one.
 */
export function LinhaDeCobranca({
  testId,
  emprestimoId,
  cliente,
  nomeTestId,
  avatarClassName,
  detalhe,
  valor,
  lembrar,
  pagar,
}: {
  testId: string;
  emprestimoId: string;
  cliente: { id: string; nome: string };
  nomeTestId: string;
  avatarClassName?: string;
  /** Under the name: the days late and due date, or the loan's status. */
  detalhe: ReactNode;
  /** The amount, already formatted and marked for tests. */
  valor: ReactNode;
  lembrar: { rotulo: string; aoClicar: () => void; desabilitado: boolean };
  /** The 'Registrar pagamento' button: the row's owner decides how the sheet opens. */
  pagar: ReactNode;
}) {
  return (
    <li data-testid={testId} data-emprestimo-id={emprestimoId} className="grid gap-2 py-3 first:pt-0 last:pb-0 sm:flex sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <AvatarInicial nome={cliente.nome} className={cn("mt-1", avatarClassName)} />
        <div className="grid min-w-0 flex-1">
          <Link
            href={`/clientes/${encodeURIComponent(cliente.id)}`}
            data-testid={nomeTestId}
            className="flex min-h-11 items-center rounded-sm font-medium break-words outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {cliente.nome}
          </Link>
          <div className="text-xs text-muted-foreground">{detalhe}</div>
        </div>
        <div className="mt-2.5 shrink-0 text-right font-semibold tabular-nums">{valor}</div>
      </div>
      <div className="flex gap-2 sm:shrink-0">
        <Button
          variant="outline"
          className="h-11 shrink-0 text-success hover:bg-success/10 hover:text-success sm:h-9"
          aria-label={lembrar.rotulo}
          title="Enviar lembrete pelo WhatsApp"
          disabled={lembrar.desabilitado}
          onClick={lembrar.aoClicar}
        >
          <MessageCircle aria-hidden="true" />
          Lembrar
        </Button>
        {pagar}
      </div>
    </li>
  );
}
