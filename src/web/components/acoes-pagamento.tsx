import { useState } from "react";
import { Undo2 } from "lucide-react";
import { reaisDoDecimal } from "@/lib/format.ts";
import type { Pagamento } from "@/lib/ledger-api.ts";
import { Button } from "@/components/ui/button.tsx";
import { EstornoDialog } from "@/components/estorno-dialog.tsx";
import { BotaoRecibo } from "@/components/botoes-arquivo.tsx";

/** Issue 10, under each payment of the client's list: its receipt and, on the latest one of a loan, the reversal. */
export function AcoesDoPagamento({ pagamento: p, estornavel }: { pagamento: Pagamento; estornavel: boolean }) {
  const [estornando, setEstornando] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <BotaoRecibo pagamentoId={p.id} />
      {estornavel ? (
        <Button size="sm" variant="outline" onClick={() => setEstornando(true)} aria-label={`Estornar pagamento de ${reaisDoDecimal(p.valorTotal)}`}>
          <Undo2 aria-hidden="true" />
          Estornar
        </Button>
      ) : null}
      {/* Stays while open even if the list, refreshed meanwhile, no longer offers the reversal:
          the dialog is showing the server's answer. */}
      {estornavel || estornando ? <EstornoDialog pagamentoId={p.id} clienteId={p.clienteId} aberto={estornando} aoMudarAberto={setEstornando} /> : null}
    </div>
  );
}
