import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { Trash2 } from "lucide-react";
import { statusDoErro } from "@/lib/api.ts";
import { invalidarDadosDoCredor, type Cliente } from "@/lib/ledger-api.ts";
import { toast } from "@/lib/use-toast.ts";
import { ConfirmacaoDialog } from "@/components/confirmacao-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { useEmprestimosDoCliente, useExcluirCliente } from "./api.ts";

/**
 * Issue 10: a client registered by mistake goes away while it has no loans. The button waits
 * for the loans to be read, so it never shows for a client the server would refuse.
 */
export function ExcluirClienteDialog({ cliente }: { cliente: Cliente }) {
  const [aberto, setAberto] = useState(false);
  const emprestimos = useEmprestimosDoCliente(cliente.id);
  const excluir = useExcluirCliente();
  const queryClient = useQueryClient();
  const [, navegar] = useLocation();
  // Kept while open: a refusal (a loan was created meanwhile) refreshes the loans, and the
  // dialog still shows why.
  if (!aberto && (!emprestimos.isSuccess || (emprestimos.data.pages[0]?.itens.length ?? 0) > 0)) return null;
  return (
    <>
      <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setAberto(true)}>
        <Trash2 aria-hidden="true" />
        Excluir cliente
      </Button>
      <ConfirmacaoDialog
        aberto={aberto}
        aoMudarAberto={setAberto}
        testId="excluir-cliente-dialog"
        titulo="Excluir cliente"
        descricao={`Excluir ${cliente.nome}? Esta ação não pode ser desfeita.`}
        confirmar="Excluir cliente"
        emAndamento="Excluindo..."
        aoConfirmar={async () => {
          try {
            await excluir.mutateAsync(cliente.id);
          } catch (erro) {
            if (statusDoErro(erro) === 409) void invalidarDadosDoCredor(queryClient);
            throw erro;
          }
          toast({ title: "Cliente excluído", description: `${cliente.nome} foi excluído.` });
          navegar("/clientes");
        }}
      />
    </>
  );
}
