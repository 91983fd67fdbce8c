import { FileText, Receipt } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";

// Files the lender takes out of the app: a payment's receipt and a loan's statement (PDF).
// Download links for now; sharing through the phone's share sheet is added with the PDFs.

export function BotaoRecibo({ pagamentoId }: { pagamentoId: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={`/api/pagamentos/${pagamentoId}/recibo`} download>
        <Receipt aria-hidden="true" /> Recibo
      </a>
    </Button>
  );
}

export function BotaoExtrato({ emprestimoId }: { emprestimoId: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a href={`/api/emprestimos/${emprestimoId}/extrato`} download>
        <FileText aria-hidden="true" /> Extrato
      </a>
    </Button>
  );
}
