import { useState } from "react";
import { Trash2, Undo2 } from "lucide-react";
import type { Emprestimo } from "@/lib/ledger-api.ts";
import { Button } from "@/components/ui/button.tsx";
import { EstornoDialog } from "@/components/estorno-dialog.tsx";
import { ExcluirEmprestimoDialog } from "@/components/excluir-emprestimo-dialog.tsx";
import { BotaoContrato, BotaoExtrato } from "@/components/botoes-arquivo.tsx";
import { AceiteDoContrato } from "@/components/aceite-do-contrato.tsx";

/**
 * Issue 10, on the loan's card (/emprestimos) and in the client's 'Empréstimos' tab: the
 * statement and the contract (issue 29), undoing the latest payment, and deleting a loan nobody paid yet.
 */
export function AcoesDoEmprestimo({ emprestimo: e }: { emprestimo: Emprestimo }) {
  // The payment being reversed, fixed when the dialog opens: a refresh meanwhile moves
  // ultimoPagamentoId to the payment before it, and the dialog must stay on the one it shows.
  const [estornando, setEstornando] = useState<string | null>(null);
  const [excluindo, setExcluindo] = useState(false);
  return (
    <div className="flex w-full flex-wrap gap-2">
      <AceiteDoContrato emprestimo={e} />
      <BotaoExtrato emprestimoId={e.id} />
      <BotaoContrato emprestimoId={e.id} />
      {e.ultimoPagamentoId ? (
        <Button size="sm" variant="outline" onClick={() => setEstornando(e.ultimoPagamentoId)} title="Desfaz o último pagamento registrado">
          <Undo2 aria-hidden="true" />
          Estornar pagamento
        </Button>
      ) : null}
      {estornando ? (
        <EstornoDialog
          pagamentoId={estornando}
          clienteId={e.clienteId}
          aberto
          aoMudarAberto={(aberto) => {
            if (!aberto) setEstornando(null);
          }}
        />
      ) : null}
      {/* Only on the server's word that nothing was ever paid (reversed payments count too). */}
      {e.temPagamentos === false ? (
        <Button size="sm" variant="outline" className="text-destructive hover:text-destructive" onClick={() => setExcluindo(true)}>
          <Trash2 aria-hidden="true" />
          Excluir empréstimo
        </Button>
      ) : null}
      {/* Kept while open: a refusal (a payment arrived meanwhile) refreshes the loan, and the
          dialog still shows why. */}
      {e.temPagamentos === false || excluindo ? <ExcluirEmprestimoDialog emprestimo={e} aberto={excluindo} aoMudarAberto={setExcluindo} /> : null}
    </div>
  );
}
