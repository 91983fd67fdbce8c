import { Link } from "wouter";
import { MessageCircle, type LucideIcon } from "lucide-react";
import { reaisDoDecimal } from "@/lib/format.ts";
import { AvatarInicial } from "@/components/avatar-inicial.tsx";
import { StatusBadge } from "@/components/status-badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { useConfiguracoes } from "@/features/configuracoes/api.ts";
import { useVencimentos, type VencimentoDoDia } from "./api.ts";
import { recebedorDe, linkDoLembrete } from "./lembrete.ts";
import { abrirLembrete } from "./abrir-lembrete.ts";
import { ContagemDaLista, CorpoDaListaPaginada } from "@/components/lista-paginada.tsx";
import { itensDasPaginas } from "@/lib/api.ts";

/** The loans due today or tomorrow, each with a WhatsApp reminder (SPEC 2 and 7). */
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
        alturaDoItem="h-14"
        falha="Não foi possível carregar os vencimentos."
        falhaAoCarregarMais="Não foi possível carregar mais vencimentos. Tente de novo."
        vazio={{ icone: Icone, titulo: vazio }}
      >
        <ul className="grid divide-y">
          {itens.map((v) => (
            <VencimentoItem key={v.id} vencimento={v} quando={quando} />
          ))}
        </ul>
      </CorpoDaListaPaginada>
    </Card>
  );
}

function VencimentoItem({ vencimento: v, quando }: { vencimento: VencimentoDoDia; quando: "hoje" | "amanha" }) {
  const configuracoes = useConfiguracoes();

  // Without settings (a failed read) the reminder still goes, only without the PIX key.
  const lembrar = () => abrirLembrete(linkDoLembrete(v, quando, recebedorDe(configuracoes.data)));

  return (
    <li data-testid="vencimento" data-emprestimo-id={v.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
      <AvatarInicial nome={v.clienteNome} />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <Link
          href={`/clientes/${encodeURIComponent(v.clienteId)}`}
          data-testid="vencimento-cliente"
          className="truncate rounded-sm font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {v.clienteNome}
        </Link>
        <span data-testid="vencimento-valor" className="text-sm font-semibold tabular-nums">
          {reaisDoDecimal(v.valor)}
        </span>
      </div>
      <StatusBadge status={v.status} />
      <Button
        variant="outline"
        size="icon"
        aria-label={`Enviar lembrete pelo WhatsApp para ${v.clienteNome}`}
        title="Enviar lembrete pelo WhatsApp"
        // The PIX key goes in the text: wait for the settings before the first reminder.
        disabled={configuracoes.isPending}
        onClick={lembrar}
        className="text-success hover:bg-success/10 hover:text-success"
      >
        <MessageCircle aria-hidden="true" />
      </Button>
    </li>
  );
}
