import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { Send } from "lucide-react";
import { consulta } from "@/lib/api-tipada.ts";

/** More than a screenful reads as "100+": the count is a nudge, the list is on /emprestimos. */
const LIMITE = 100;

/** Where the lender handles them: the loan list filtered on 'Aguardando envio', each with 'Marcar como enviado'. */
export const DESTINO_CADASTROS_AGUARDANDO = "/emprestimos?status=aguardando_envio";

/**
 * Issue 42, point 7: new sign-ups awaiting delivery are flagged on the dashboard. A sign-up by the
 * link creates its loan as aguardando_envio until the lender sends the money; the existing loan
 * list (status filter) gives the count, so no new API field. Nothing is drawn when there are none.
 */
export function CadastrosAguardandoCard() {
  const aguardando = useQuery(consulta("/api/emprestimos", { query: { status: "aguardando_envio", limite: LIMITE } }));
  const n = aguardando.data?.length ?? 0;
  if (n === 0) return null;
  const quantos = n >= LIMITE ? `${LIMITE}+` : String(n);
  return (
    <Link
      href={DESTINO_CADASTROS_AGUARDANDO}
      data-testid="cadastros-aguardando"
      className="flex min-h-11 items-center gap-3 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sm font-medium text-sky-900 hover:bg-sky-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      <Send aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {quantos} {n === 1 ? "cadastro aguardando envio" : "cadastros aguardando envio"}
      </span>
      <span className="ml-auto text-sky-700 underline underline-offset-4">Ver e marcar como enviado</span>
    </Link>
  );
}
