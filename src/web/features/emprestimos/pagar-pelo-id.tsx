import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { HandCoins, LoaderCircle } from "lucide-react";
import { mensagemDoErro } from "@/lib/api.ts";
import { consultasLedger, type Emprestimo } from "@/lib/ledger-api.ts";
import { toast } from "@/lib/use-toast.ts";
import { cn } from "@/lib/cn.ts";
import { Button } from "@/components/ui/button.tsx";
import { precarregarPagamentoDialog } from "./pagamento-dialog-adiado.tsx";

/**
 * 'Registrar pagamento' for a row that knows only the loan's id (the dashboard's due lists): the
 * tap reads the loan as it is now (GET /api/emprestimos/{id}) and hands it to `aoCarregar`, whose
 * owner shows the payment sheet. The owner is the list, not the row: a payment can take the row
 * off the list, and the sheet must stay to show the result (as CobrarHojeCard does).
 */
export function RegistrarPagamentoPeloId({
  emprestimoId,
  nomeDoCliente,
  aoCarregar,
  className,
}: {
  emprestimoId: string;
  nomeDoCliente: string;
  aoCarregar: (emprestimo: Emprestimo) => void;
  className?: string;
}) {
  const queryClient = useQueryClient();
  const [abrindo, setAbrindo] = useState(false);

  const abrir = async () => {
    if (abrindo) return;
    setAbrindo(true);
    // The sheet's code, if not here yet, comes while the loan is read.
    void precarregarPagamentoDialog().catch(() => undefined);
    try {
      // Always the server's current loan: a payment made elsewhere a moment ago changes the cycle.
      aoCarregar(await queryClient.fetchQuery({ ...consultasLedger.emprestimo(emprestimoId), staleTime: 0 }));
    } catch (erro) {
      toast({ variant: "destructive", title: "Não foi possível abrir o pagamento.", description: mensagemDoErro(erro) });
    } finally {
      setAbrindo(false);
    }
  };

  return (
    <Button
      variant="outline"
      className={cn("h-11", className)}
      aria-label={`Registrar pagamento de ${nomeDoCliente}`}
      aria-busy={abrindo || undefined}
      onClick={() => void abrir()}
    >
      {abrindo ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <HandCoins aria-hidden="true" />}
      Registrar pagamento
    </Button>
  );
}
