import { useState } from "react";
import type { LucideIcon } from "lucide-react";
import { reaisDoDecimal } from "@/lib/format.ts";
import type { Emprestimo } from "@/lib/ledger-api.ts";
import { StatusBadge } from "@/components/status-badge.tsx";
import { Card, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { useConfiguracoes } from "@/features/configuracoes/api.ts";
import { useVencimentos, type VencimentoDoDia } from "./api.ts";
import { recebedorDe, linkDoLembrete } from "./lembrete.ts";
import { abrirLembrete } from "./abrir-lembrete.ts";
import { LinhaDeCobranca } from "./linha-de-cobranca.tsx";
import { PagarOuPagamentoACaminho } from "./pagamento-a-caminho.tsx";
import { useEmprestimosInformados } from "@/features/pagamentos-informados/api.ts";
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
  const informados = useEmprestimosInformados();

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
            <VencimentoItem key={v.id} vencimento={v} quando={quando} informados={informados} aoPagar={setPagando} />
          ))}
        </ul>
      </CorpoDaListaPaginada>
      {pagando ? <PagamentoDialog emprestimo={pagando} aberto aoMudarAberto={(aberto) => !aberto && setPagando(null)} /> : null}
    </Card>
  );
}

/** A loan due today or tomorrow: SPEC 2's initial, name, value, status and WhatsApp, with 'Registrar pagamento' (issue 27). */
export function VencimentoItem({
  vencimento: v,
  quando,
  informados,
  aoPagar,
}: {
  vencimento: VencimentoDoDia;
  quando: "hoje" | "amanha";
  /** Issue 42: the loans with a pending 'Já paguei'. */
  informados: ReadonlySet<string>;
  aoPagar: (emprestimo: Emprestimo) => void;
}) {
  const configuracoes = useConfiguracoes();
  return (
    <LinhaDeCobranca
      testId="vencimento"
      emprestimoId={v.id}
      cliente={{ id: v.clienteId, nome: v.clienteNome }}
      nomeTestId="vencimento-cliente"
      detalhe={<StatusBadge status={v.status} />}
      valor={<span data-testid="vencimento-valor">{reaisDoDecimal(v.valor)}</span>}
      lembrar={{
        rotulo: `Lembrar ${v.clienteNome} pelo WhatsApp`,
        // Without settings (a failed read) the reminder still goes, only without the PIX key.
        aoClicar: () => abrirLembrete(v.clienteId, (pagina) => linkDoLembrete(v, quando, recebedorDe(configuracoes.data), pagina)),
        desabilitado: configuracoes.isPending,
      }}
      pagar={
        <PagarOuPagamentoACaminho emprestimoId={v.id} informados={informados}>
          <RegistrarPagamentoPeloId emprestimoId={v.id} nomeDoCliente={v.clienteNome} aoCarregar={aoPagar} className="flex-1 sm:h-9 sm:flex-none" />
        </PagarOuPagamentoACaminho>
      }
    />
  );
}
