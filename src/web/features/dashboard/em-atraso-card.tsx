import { useState } from "react";
import { CircleCheck, HandCoins, MessageCircle, TriangleAlert } from "lucide-react";
import { haDias } from "../../../domain/whatsapp.ts";
import { dataDoDia, reaisDoDecimal } from "@/lib/format.ts";
import { LinkDoCliente } from "@/components/avatar-inicial.tsx";
import { EmptyState } from "@/components/empty-state.tsx";
import { FalhaAoCarregar, ListaCarregando } from "@/components/estados.tsx";
import { Button } from "@/components/ui/button.tsx";
import { CarregarMais, contagemDaLista } from "@/components/carregar-mais.tsx";
import { itensDasPaginas } from "@/lib/api.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { useConfiguracoes } from "@/features/configuracoes/api.ts";
import { PagamentoDialog } from "@/features/emprestimos/api.ts";
import { useAtrasadosDoPainel, type EmprestimoAtrasado } from "./api.ts";
import { recebedorDe, linkDoLembreteAtrasado } from "./lembrete.ts";
import { abrirLembrete } from "./abrir-lembrete.ts";

/**
 * Issue 11: what is overdue, first thing on the dashboard — most days late first, the amount due
 * today with late interest, and one tap to remind by WhatsApp or to record the payment.
 */
export function EmAtrasoCard() {
  const atrasados = useAtrasadosDoPainel();
  const itens = itensDasPaginas(atrasados.data);

  let conteudo;
  if (atrasados.isPending) {
    conteudo = <ListaCarregando quantos={2} itemClassName="h-20 w-full" />;
  } else if (atrasados.isError && !atrasados.data) {
    conteudo = <FalhaAoCarregar mensagem="Não foi possível carregar os empréstimos em atraso." aoTentar={() => void atrasados.refetch()} />;
  } else if (itens.length === 0) {
    conteudo = <EmptyState icon={CircleCheck} title="Nenhum empréstimo em atraso" />;
  } else {
    conteudo = (
      <ul className="grid divide-y">
        {itens.map((e) => (
          <ItemEmAtraso key={e.id} emprestimo={e} />
        ))}
      </ul>
    );
  }

  return (
    <Card data-testid="em-atraso" className="min-w-0" aria-busy={atrasados.isPending || undefined}>
      <CardHeader className="gap-1">
        <div className="flex items-center gap-2">
          <TriangleAlert className="size-5 text-destructive" aria-hidden="true" />
          <CardTitle className="text-lg">Em atraso</CardTitle>
          {itens.length > 0 ? (
            <span className="ml-auto rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-medium text-destructive tabular-nums">
              {contagemDaLista(itens.length, atrasados.hasNextPage)}
            </span>
          ) : null}
        </div>
        <CardDescription>Mais atrasados primeiro. O valor já inclui os juros de atraso de hoje.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {conteudo}
        <CarregarMais paginas={atrasados} mensagemDeFalha="Não foi possível carregar mais empréstimos em atraso. Tente de novo." />
      </CardContent>
    </Card>
  );
}

function ItemEmAtraso({ emprestimo: e }: { emprestimo: EmprestimoAtrasado }) {
  const configuracoes = useConfiguracoes();
  const [pagando, setPagando] = useState(false);

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
            size="icon"
            className="size-11 text-success hover:bg-success/10 hover:text-success sm:size-9"
            aria-label={`Enviar lembrete de atraso pelo WhatsApp para ${e.cliente.nome}`}
            title="Enviar lembrete pelo WhatsApp"
            // The PIX key goes in the text: wait for the settings before the first reminder.
            disabled={configuracoes.isPending}
            onClick={lembrar}
          >
            <MessageCircle aria-hidden="true" />
          </Button>
          <Button variant="outline" className="h-11 sm:h-9" onClick={() => setPagando(true)}>
            <HandCoins aria-hidden="true" />
            Registrar pagamento
          </Button>
        </div>
      </div>
      {pagando ? <PagamentoDialog emprestimo={e} aberto aoMudarAberto={setPagando} /> : null}
    </li>
  );
}
