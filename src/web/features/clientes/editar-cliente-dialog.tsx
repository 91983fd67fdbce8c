import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil } from "lucide-react";
import { clienteSchema, type ClienteDados, type ClienteEntrada } from "../../../domain/schemas/client.ts";
import { mensagemDoErro } from "@/lib/api.ts";
import type { Cliente } from "@/lib/ledger-api.ts";
import { toast } from "@/lib/use-toast.ts";
import { useErrosDoServidor } from "@/lib/use-erros-do-servidor.ts";
import { CamposCliente } from "@/components/campos.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog.tsx";
import { useAtualizarCliente } from "./api.ts";
import { BotaoOcupado } from "@/components/estados.tsx";

export function EditarClienteDialog({ cliente }: { cliente: Cliente }) {
  const [aberto, setAberto] = useState(false);
  return (
    <Dialog open={aberto} onOpenChange={setAberto}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden="true" />
          Editar
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Editar cliente</DialogTitle>
          <DialogDescription>Altere os dados pessoais de {cliente.nome}.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from the saved data. */}
        <FormularioEdicao cliente={cliente} aoConcluir={() => setAberto(false)} />
      </DialogContent>
    </Dialog>
  );
}

function FormularioEdicao({ cliente, aoConcluir }: { cliente: Cliente; aoConcluir: () => void }) {
  const atualizar = useAtualizarCliente(cliente.id);
  const form = useForm<ClienteEntrada, unknown, ClienteDados>({
    resolver: zodResolver(clienteSchema),
    defaultValues: { nome: cliente.nome, cpf: cliente.cpf, telefone: cliente.telefone, pix: cliente.pix },
  });
  // A 409 (CPF already registered) is about the CPF, so its message goes there too.
  const mostrarErrosDoServidor = useErrosDoServidor(form, { em409: "cpf" });
  const { isSubmitting } = form.formState;

  const salvar = form.handleSubmit(async (dados) => {
    try {
      await atualizar.mutateAsync(dados);
    } catch (erro) {
      mostrarErrosDoServidor(erro);
      toast({
        variant: "destructive",
        title: "Erro ao atualizar cliente",
        description: mensagemDoErro(erro, "Ocorreu um erro ao atualizar os dados do cliente."),
      });
      return;
    }
    toast({ title: "Cliente atualizado!", description: "Os dados do cliente foram salvos." });
    aoConcluir();
  });

  return (
    <form onSubmit={salvar} noValidate className="grid gap-5">
      <fieldset disabled={isSubmitting} className="grid gap-4">
        <CamposCliente form={form} idPrefixo="editar-cliente" />
      </fieldset>
      <DialogFooter>
        <Button variant="outline" onClick={aoConcluir} disabled={isSubmitting}>
          Cancelar
        </Button>
        <BotaoOcupado type="submit" ocupado={isSubmitting} emAndamento="Salvando...">
          Salvar
        </BotaoOcupado>
      </DialogFooter>
    </form>
  );
}
