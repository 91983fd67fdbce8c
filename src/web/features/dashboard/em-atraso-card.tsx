import { useState } from "react";
import { HandCoins, MessageCircle } from "lucide-react";
import { haDias } from "../../../domain/whatsapp.ts";
import { itensDasPaginas } from "@/lib/api.ts";
import { dataDoDia, reaisDoDecimal } from "@/lib/format.ts";
import { LinkDoCliente } from "@/components/avatar-inicial.tsx";
import { Button } from "@/components/ui/button.tsx";
import { CardDeAtrasados } from "@/components/lista-paginada.tsx";
import { useConfiguracoes } from "@/features/configuracoes/api.ts";
import { PagamentoDialog } from "@/features/emprestimos/api.ts";
import { useAtrasadosDoPainel, type EmprestimoAtrasado } from "./api.ts";
import { recebedorDe, linkDoLembreteAtrasado } from "./lembrete.ts";
import { abrirLembrete } from "./abrir-lembrete.ts";

const CABECALHO = { titulo: "Em atraso", descricao: "Mais atrasados primeiro. O valor já inclui os juros de atraso de hoje." };

/**
 * Issue 11: what is overdue, first thing on the dashboard — most days late first, the amount due
 * today with late interest, and one tap to remind by WhatsApp or to record the payment.
 */
export function EmAtrasoCard() {
  const atrasados = useAtrasadosDoPainel();
  // The payment sheet lives here, not in the row: a payment that brings the loan up to date takes
  // it off this list, and the sheet must stay to show the result and its receipt (issue 27).
  const [pagando, setPagando] = useState<EmprestimoAtrasado | null>(null);
  const atual = pagando ? (itensDasPaginas(atrasados.data).find((i) => i.id === pagando.id) ?? pagando) : null;
  return (
    <>
      <CardDeAtrasados testId="em-atraso" className="min-w-0" cabecalho={CABECALHO} consulta={atrasados} alturaDoItem="h-20">
        {(itens) => (
          <ul className="grid divide-y">
            {itens.map((e) => (
              <ItemEmAtraso key={e.id} emprestimo={e} aoPagar={() => setPagando(e)} />
            ))}
          </ul>
        )}
      </CardDeAtrasados>
      {atual ? <PagamentoDialog emprestimo={atual} aberto aoMudarAberto={(aberto) => !aberto && setPagando(null)} /> : null}
    </>
  );
}

function ItemEmAtraso({ emprestimo: e, aoPagar }: { emprestimo: EmprestimoAtrasado; aoPagar: () => void }) {
  const configuracoes = useConfiguracoes();

  // Without settings (a failed read) the reminder still goes, only without the PIX key.
  const lembrar = () => abrirLembrete(linkDoLembreteAtrasado(e, recebedorDe(configuracoes.data)));

  return (
    <li data-testid="em-atraso-item" data-emprestimo-id={e.id} className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <LinkDoCliente
          clienteId={e.clienteId}
          nome={e.cliente.nome}
          testId="em-atraso-cliente"
          avatarClassName="bg-destructive/10 text-destructive"
          nomeClassName="whitespace-normal break-words"
          subtitulo={
            <span className="text-xs text-muted-foreground">
              <span data-testid="em-atraso-dias" className="font-medium text-destructive">
                Em atraso {haDias(e.diasAtraso)}
              </span>{" "}
              · venceu em {dataDoDia(e.dataProximoCiclo)}
            </span>
          }
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 sm:justify-end">
        <p className="grid text-right">
          <span className="text-xs text-muted-foreground">Valor devido</span>
          <span data-testid="em-atraso-valor" className="font-semibold tabular-nums">
            {reaisDoDecimal(e.valorDevido)}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            className="h-11 text-success hover:bg-success/10 hover:text-success sm:h-9"
            aria-label={`Lembrar ${e.cliente.nome} do atraso pelo WhatsApp`}
            title="Enviar lembrete pelo WhatsApp"
            // The PIX key goes in the text: wait for the settings before the first reminder.
            disabled={configuracoes.isPending}
            onClick={lembrar}
          >
            <MessageCircle aria-hidden="true" />
            Lembrar
          </Button>
          <Button variant="outline" className="h-11 sm:h-9" aria-label={`Registrar pagamento de ${e.cliente.nome}`} onClick={aoPagar}>
            <HandCoins aria-hidden="true" />
            Registrar pagamento
          </Button>
        </div>
      </div>
    </li>
  );
}
