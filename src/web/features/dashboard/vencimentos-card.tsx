import { Link } from "wouter";
import { MessageCircle, type LucideIcon } from "lucide-react";
import { reaisDoDecimal } from "@/lib/format.ts";
import { AvatarInicial } from "@/components/avatar-inicial.tsx";
import { EmptyState } from "@/components/empty-state.tsx";
import { StatusBadge } from "@/components/status-badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useConfiguracoes } from "@/features/configuracoes/api.ts";
import { useVencimentos, type VencimentoDoDia } from "./api.ts";
import { recebedorDe, linkDoLembrete } from "./lembrete.ts";
import { abrirLembrete } from "./abrir-lembrete.ts";
import { FalhaAoCarregar } from "@/components/estados.tsx";
import { CarregarMais, contagemDaLista } from "@/components/carregar-mais.tsx";
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

  let conteudo;
  if (vencimentos.isPending) {
    conteudo = (
      <div className="grid gap-3" aria-busy="true">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  } else if (vencimentos.isError && !vencimentos.data) {
    conteudo = <FalhaAoCarregar mensagem="Não foi possível carregar os vencimentos." aoTentar={() => void vencimentos.refetch()} />;
  } else if (itens.length === 0) {
    conteudo = <EmptyState icon={Icone} title={vazio} />;
  } else {
    conteudo = (
      <ul className="grid divide-y">
        {itens.map((v) => (
          <VencimentoItem key={v.id} vencimento={v} quando={quando} />
        ))}
      </ul>
    );
  }

  return (
    <Card data-testid={testId}>
      <CardHeader className="flex-row items-center gap-2">
        <Icone className="size-5 text-primary" aria-hidden="true" />
        <CardTitle className="text-lg">{titulo}</CardTitle>
        {itens.length > 0 ? (
          <span className="ml-auto rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground tabular-nums">
            {contagemDaLista(itens.length, vencimentos.hasNextPage)}
          </span>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        {conteudo}
        <CarregarMais paginas={vencimentos} mensagemDeFalha="Não foi possível carregar mais vencimentos. Tente de novo." />
      </CardContent>
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
