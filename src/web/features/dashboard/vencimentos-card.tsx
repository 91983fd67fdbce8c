import { useState } from "react";
import { Link } from "wouter";
import { MessageCircle, type LucideIcon } from "lucide-react";
import { reaisDoDecimal } from "@/lib/format.ts";
import type { Emprestimo } from "@/lib/ledger-api.ts";
import { AvatarInicial } from "@/components/avatar-inicial.tsx";
import { StatusBadge } from "@/components/status-badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { useConfiguracoes } from "@/features/configuracoes/api.ts";
import { useVencimentos, type VencimentoDoDia } from "./api.ts";
import { recebedorDe, linkDoLembrete } from "./lembrete.ts";
import { abrirLembrete } from "./abrir-lembrete.ts";
import { PagamentoDialog, RegistrarPagamentoPeloId } from "@/features/emprestimos/api.ts";
import { ContagemDaLista, CorpoDaListaPaginada } from "@/components/lista-paginada.tsx";
import { itensDasPaginas } from "@/lib/api.ts";

/** The loans due today or tomorrow, each with a WhatsApp reminder (SPEC 2 and 7) and 'Registrar pagamento' (issue 27). */
export function VencimentosCard({
  quando,
  titulo,
  vazio,
  icone: Icone,
  testId,
}: {
  quando: "hoje" | "amanha";
  titulo: string;
  vazio: string;
  icone: LucideIcon;
  testId: string;
}) {
  const vencimentos = useVencimentos(quando);
  const itens = itensDasPaginas(vencimentos.data);
  // The payment sheet lives here, not in the row: paying moves the loan off today's list, and
  // the sheet must stay to show the result and its receipt.
  const [pagando, setPagando] = useState<Emprestimo | null>(null);

  return (
    <Card data-testid={testId}>
      <CardHeader className="flex-row items-center gap-2">
        <Icone className="size-5 text-primary" aria-hidden="true" />
        <CardTitle className="text-lg">{titulo}</CardTitle>
        <ContagemDaLista quantos={itens.length} haMais={vencimentos.hasNextPage} tom="neutro" />
      </CardHeader>
      <CorpoDaListaPaginada
        consulta={vencimentos}
        itens={itens}
        alturaDoItem="h-28 sm:h-14"
        falha="Não foi possível carregar os vencimentos."
        falhaAoCarregarMais="Não foi possível carregar mais vencimentos. Tente de novo."
        vazio={{ icone: Icone, titulo: vazio }}
      >
        <ul className="grid divide-y">
          {itens.map((v) => (
            <VencimentoItem key={v.id} vencimento={v} quando={quando} aoPagar={setPagando} />
          ))}
        </ul>
      </CorpoDaListaPaginada>
      {pagando ? <PagamentoDialog emprestimo={pagando} aberto aoMudarAberto={(aberto) => !aberto && setPagando(null)} /> : null}
    </Card>
  );
}

function VencimentoItem({
  vencimento: v,
  quando,
  aoPagar,
}: {
  vencimento: VencimentoDoDia;
  quando: "hoje" | "amanha";
  aoPagar: (emprestimo: Emprestimo) => void;
}) {
  const configuracoes = useConfiguracoes();

  // Without settings (a failed read) the reminder still goes, only without the PIX key.
  const lembrar = () => abrirLembrete(linkDoLembrete(v, quando, recebedorDe(configuracoes.data)));

  return (
    <li data-testid="vencimento" data-emprestimo-id={v.id} className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <AvatarInicial nome={v.clienteNome} />
        <div className="grid min-w-0 flex-1 gap-0.5">
          {/* The whole name, wrapping: two clients may share the first thirteen letters. */}
          <Link
            href={`/clientes/${encodeURIComponent(v.clienteId)}`}
            data-testid="vencimento-cliente"
            className="flex min-h-11 items-center rounded-sm font-medium break-words outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:min-h-0"
          >
            {v.clienteNome}
          </Link>
          <span data-testid="vencimento-valor" className="text-sm font-semibold tabular-nums">
            {reaisDoDecimal(v.valor)}
          </span>
        </div>
        <StatusBadge status={v.status} />
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <Button
          variant="outline"
          aria-label={`Lembrar ${v.clienteNome} pelo WhatsApp`}
          title="Enviar lembrete pelo WhatsApp"
          // The PIX key goes in the text: wait for the settings before the first reminder.
          disabled={configuracoes.isPending}
          onClick={lembrar}
          className="h-11 text-success hover:bg-success/10 hover:text-success sm:h-9"
        >
          <MessageCircle aria-hidden="true" />
          Lembrar
        </Button>
        <RegistrarPagamentoPeloId emprestimoId={v.id} nomeDoCliente={v.clienteNome} aoCarregar={aoPagar} className="sm:h-9" />
      </div>
    </li>
  );
}
