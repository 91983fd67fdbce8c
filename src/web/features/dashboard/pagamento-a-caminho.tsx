import type { ReactNode } from "react";
import { BellRing, CloudOff } from "lucide-react";
import { usePagamentoNaFila } from "@/features/emprestimos/api.ts";

/**
 * Issue 42, point 7: in 'Cobrar hoje', a loan whose payment is already on its way — confirmed
 * offline and waiting in the queue ('Na fila'), or told by the borrower's 'Já paguei' and waiting
 * for the lender ('Informado pelo cliente', confirmed in 'Pagamentos informados') — says so in
 * place of `pagar`, so the lender does not register it a second time.
 */
export function PagarOuPagamentoACaminho({
  emprestimoId,
  informados,
  children,
}: {
  emprestimoId: string;
  informados: ReadonlySet<string>;
  children: ReactNode;
}) {
  const naFila = usePagamentoNaFila(emprestimoId);
  if (naFila) {
    return (
      <Situacao icone={<CloudOff className="size-4 shrink-0" aria-hidden="true" />} titulo={`Pagamento de ${naFila.dados.resumo.total} aguardando conexão`}>
        Na fila
      </Situacao>
    );
  }
  if (informados.has(emprestimoId)) {
    return (
      <Situacao icone={<BellRing className="size-4 shrink-0" aria-hidden="true" />} titulo="Confirme em 'Pagamentos informados'">
        Informado pelo cliente
      </Situacao>
    );
  }
  return children;
}

function Situacao({ icone, titulo, children }: { icone: ReactNode; titulo: string; children: ReactNode }) {
  return (
    <p
      data-testid="cobranca-situacao"
      title={titulo}
      className="flex h-11 flex-1 items-center justify-center gap-2 rounded-md bg-amber-50 px-3 text-sm font-medium text-amber-950 sm:h-9 sm:flex-none"
    >
      {icone}
      {children}
      <span className="sr-only">: {titulo}</span>
    </p>
  );
}
