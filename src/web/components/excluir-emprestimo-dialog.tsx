import { reaisDoDecimal } from "@/lib/format.ts";
import { useExcluirEmprestimo, type Emprestimo } from "@/lib/ledger-api.ts";
import { toast } from "@/lib/use-toast.ts";
import { ConfirmacaoDialog } from "@/components/confirmacao-dialog.tsx";

/** Issue 10: a loan made by mistake goes away while nothing was paid on it. */
export function ExcluirEmprestimoDialog({
  emprestimo,
  aberto,
  aoMudarAberto,
}: {
  emprestimo: Emprestimo;
  aberto: boolean;
  aoMudarAberto: (aberto: boolean) => void;
}) {
  const excluir = useExcluirEmprestimo();
  return (
    <ConfirmacaoDialog
      aberto={aberto}
      aoMudarAberto={aoMudarAberto}
      testId="excluir-emprestimo-dialog"
      titulo="Excluir empréstimo"
      descricao="Excluir este empréstimo? Esta ação não pode ser desfeita."
      confirmar="Excluir empréstimo"
      emAndamento="Excluindo..."
      aoConfirmar={async () => {
        await excluir.mutateAsync(emprestimo.id);
        toast({
          title: "Empréstimo excluído",
          description: `O empréstimo de ${reaisDoDecimal(emprestimo.valorOriginal)} de ${emprestimo.cliente.nome} foi excluído.`,
        });
      }}
    >
      <p className="text-sm">
        {emprestimo.cliente.nome} · {reaisDoDecimal(emprestimo.valorOriginal)}
      </p>
    </ConfirmacaoDialog>
  );
}
