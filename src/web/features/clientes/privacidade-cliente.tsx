import { useState } from "react";
import { Download, UserRoundX } from "lucide-react";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { mensagemDoErro } from "@/lib/api.ts";
import type { Cliente } from "@/lib/ledger-api.ts";
import { toast } from "@/lib/use-toast.ts";
import { ConfirmacaoDialog } from "@/components/confirmacao-dialog.tsx";
import { BotaoOcupado } from "@/components/estados.tsx";
import { Button } from "@/components/ui/button.tsx";
import { baixarDadosPessoais, useAnonimizarCliente } from "./api.ts";

/*
 * LGPD on the client page: the data subject may ask for a copy of everything held about them
 * (access) and for their personal data to be erased. Erasure is an anonymization: the loans and
 * payments stay for the lender's accounts, without a name, CPF, phone or PIX key on them.
 */

export function BaixarDadosPessoais({ cliente }: { cliente: Cliente }) {
  const [baixando, setBaixando] = useState(false);
  const baixar = async () => {
    setBaixando(true);
    try {
      await baixarDadosPessoais(cliente.id, `dados-pessoais-${dataEmSaoPaulo(new Date())}.json`);
    } catch (erro) {
      toast({ variant: "destructive", title: "Erro ao baixar", description: mensagemDoErro(erro, "Não foi possível baixar os dados pessoais.") });
    } finally {
      setBaixando(false);
    }
  };
  return (
    <BotaoOcupado
      variant="outline"
      size="sm"
      ocupado={baixando}
      emAndamento="Baixando..."
      icone={<Download aria-hidden="true" />}
      onClick={() => void baixar()}
    >
      Baixar dados pessoais
    </BotaoOcupado>
  );
}

export function AnonimizarCliente({ cliente }: { cliente: Cliente }) {
  const [aberto, setAberto] = useState(false);
  const anonimizar = useAnonimizarCliente(cliente.id);
  return (
    <>
      <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" onClick={() => setAberto(true)}>
        <UserRoundX aria-hidden="true" />
        Anonimizar cliente
      </Button>
      <ConfirmacaoDialog
        aberto={aberto}
        aoMudarAberto={setAberto}
        testId="anonimizar-dialog"
        titulo="Anonimizar cliente"
        descricao={`Os dados pessoais de ${cliente.nome} serão apagados. Esta ação não pode ser desfeita.`}
        confirmar="Anonimizar"
        emAndamento="Anonimizando..."
        aoConfirmar={async () => {
          await anonimizar.mutateAsync();
          toast({ title: "Cliente anonimizado", description: "Os dados pessoais foram removidos; o histórico financeiro continua." });
        }}
      >
        <ul className="grid list-disc gap-1 pl-5 text-sm">
          <li>Nome, CPF, telefone e chave PIX são substituídos.</li>
          <li>Os documentos enviados são excluídos.</li>
          <li>Empréstimos e pagamentos continuam no histórico financeiro.</li>
          <li>Só é possível sem empréstimos ativos, atrasados, pausados ou aguardando envio.</li>
        </ul>
      </ConfirmacaoDialog>
    </>
  );
}
