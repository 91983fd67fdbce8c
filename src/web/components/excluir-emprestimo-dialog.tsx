import { useQueryClient } from "@tanstack/react-query";
import { statusDoErro } from "@/lib/api.ts";
import { reaisDoDecimal } from "@/lib/format.ts";
import { invalidarDadosDoCredor, useExcluirEmprestimo, type Emprestimo } from "@/lib/ledger-api.ts";
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
  const queryClient = useQueryClient();
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
        try {
          await excluir.mutateAsync(emprestimo.id);
        } catch (erro) {
          // 409: a payment was recorded meanwhile; the screens catch up (the button goes away).
          if (statusDoErro(erro) === 409) void invalidarDadosDoCredor(queryClient);
          throw erro;
        }
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
