import { Link } from "wouter";
import { Send } from "lucide-react";
import { useMetricas } from "./api.ts";

/** Where the lender handles them: the loan list filtered on 'Aguardando envio', each with 'Marcar como enviado'. */
export const DESTINO_CADASTROS_AGUARDANDO = "/emprestimos?status=aguardando_envio";

/**
 * Issue 42, point 7: new sign-ups awaiting delivery are flagged on the dashboard. A sign-up by the
 * link creates its loan as aguardando_envio until the lender sends the money. The count is a field
 * of the dashboard's figures (cadastrosAguardandoEnvio), not a read of its own: the offline copy
 * of the figures carries it, and the server-drawn first paint, which has the figures, draws it
 * too. Nothing is drawn when there are none (nor before the figures arrive).
 */
export function CadastrosAguardandoCard() {
  const n = useMetricas().data?.cadastrosAguardandoEnvio ?? 0;
  if (n === 0) return null;
  return (
    <Link
      href={DESTINO_CADASTROS_AGUARDANDO}
      data-testid="cadastros-aguardando"
      className="flex min-h-11 items-center gap-3 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sm font-medium text-sky-900 hover:bg-sky-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      <Send aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {n} {n === 1 ? "cadastro aguardando envio" : "cadastros aguardando envio"}
      </span>
      <span className="ml-auto text-sky-700 underline underline-offset-4">Ver e marcar como enviado</span>
    </Link>
  );
}
