import { useState } from "react";
import { useLocation } from "wouter";
import { Trash2 } from "lucide-react";
import type { Cliente } from "@/lib/ledger-api.ts";
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
  const [, navegar] = useLocation();
  if (!emprestimos.isSuccess || emprestimos.data.length > 0) return null;
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
          await excluir.mutateAsync(cliente.id);
          toast({ title: "Cliente excluído", description: `${cliente.nome} foi excluído.` });
          navegar("/clientes");
        }}
      />
    </>
  );
}
