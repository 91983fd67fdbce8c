import { useState, type ReactNode } from "react";
import { CalendarClock, CircleCheck, HandCoins, TriangleAlert, type LucideIcon } from "lucide-react";
import { haDias } from "../../../domain/whatsapp.ts";
import { itensDasPaginas } from "@/lib/api.ts";
import { dataDoDia, reaisDoDecimal } from "@/lib/format.ts";
import type { Emprestimo } from "@/lib/ledger-api.ts";
import { Button } from "@/components/ui/button.tsx";
import { ListaCarregando } from "@/components/estados.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { ContagemDaLista, EstadosDaListaPaginada, type ConsultaPaginada } from "@/components/lista-paginada.tsx";
import { useConfiguracoes } from "@/features/configuracoes/api.ts";
import { PagamentoDialog } from "@/features/emprestimos/api.ts";
import { useEmprestimosInformados } from "@/features/pagamentos-informados/api.ts";
import { useAtrasadosDoPainel, useVencimentos, type EmprestimoAtrasado } from "./api.ts";
import { recebedorDe, linkDoLembreteAtrasado } from "./lembrete.ts";
import { abrirLembrete } from "./abrir-lembrete.ts";
import { LinhaDeCobranca } from "./linha-de-cobranca.tsx";
import { VencimentoItem } from "./vencimentos-card.tsx";
import { PagarOuPagamentoACaminho } from "./pagamento-a-caminho.tsx";

/**
 * Issue 27: the dashboard opens on one list of what to collect today — the overdue loans first
 * (most days late first, the amount with today's late interest), then those due today (SPEC 2's
 * 'Vencimentos de Hoje') — each row with 'Lembrar' and 'Registrar pagamento'.
 */
export function CobrarHojeCard() {
  const atrasados = useAtrasadosDoPainel();
  const hoje = useVencimentos("hoje");
  // One payment sheet for the whole list, held here and not by a row: a payment that brings the
  // loan up to date takes its row off the list, and the sheet must stay to show the result.
  const [pagando, setPagando] = useState<Emprestimo | null>(null);
  const informados = useEmprestimosInformados();
  const itensAtrasados = itensDasPaginas(atrasados.data);
  const atual = pagando ? (itensAtrasados.find((i) => i.id === pagando.id) ?? pagando) : null;

  return (
    <Card role="region" aria-labelledby="cobrar-hoje" data-testid="cobrar-hoje" className="gap-4">
      <CardHeader className="gap-1">
        <CardTitle id="cobrar-hoje" className="text-lg">
          Cobrar hoje
        </CardTitle>
        <CardDescription>Atrasados primeiro, depois os que vencem hoje. Valores com os juros de atraso de hoje.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {atrasados.isPending || hoje.isPending ? (
          // One placeholder until both parts have answered: the overdue rows, however many,
          // then never push today's part down under the lender's thumb (layout shift, issue 27).
          <ListaCarregando quantos={3} itemClassName="h-28 w-full sm:h-14" />
        ) : (
          <>
            <Grupo
              testId="em-atraso"
              titulo="Em atraso"
              icone={TriangleAlert}
              tomDoIcone="text-destructive"
              tomDaContagem="atraso"
              consulta={atrasados}
              falha="Não foi possível carregar os empréstimos em atraso."
              falhaAoCarregarMais="Não foi possível carregar mais empréstimos em atraso. Tente de novo."
              vazio={{ icone: CircleCheck, titulo: "Nenhum empréstimo em atraso" }}
            >
              {(itens) => itens.map((e) => <ItemEmAtraso key={e.id} emprestimo={e} informados={informados} aoPagar={() => setPagando(e)} />)}
            </Grupo>
            <Grupo
              testId="vencimentos-hoje"
              titulo="Vencimentos de Hoje"
              icone={CalendarClock}
              tomDoIcone="text-primary"
              tomDaContagem="neutro"
              consulta={hoje}
              falha="Não foi possível carregar os vencimentos."
              falhaAoCarregarMais="Não foi possível carregar mais vencimentos. Tente de novo."
              vazio={{ icone: CalendarClock, titulo: "Nenhum vencimento hoje" }}
            >
              {(itens) => itens.map((v) => <VencimentoItem key={v.id} vencimento={v} quando="hoje" informados={informados} aoPagar={setPagando} />)}
            </Grupo>
          </>
        )}
      </CardContent>
      {atual ? <PagamentoDialog emprestimo={atual} aberto aoMudarAberto={(aberto) => !aberto && setPagando(null)} /> : null}
    </Card>
  );
}

/** A part of the list under its own small heading and count, in the paged list's states; `children` draws the rows. */
function Grupo<T>({
  testId,
  titulo,
  icone: Icone,
  tomDoIcone,
  tomDaContagem,
  consulta,
  falha,
  falhaAoCarregarMais,
  vazio,
  children,
}: {
  testId: string;
  titulo: string;
  icone: LucideIcon;
  tomDoIcone: string;
  tomDaContagem: "atraso" | "neutro";
  consulta: ConsultaPaginada<T>;
  falha: string;
  falhaAoCarregarMais: string;
  vazio: { icone: LucideIcon; titulo: string };
  children: (itens: T[]) => ReactNode;
}) {
  const itens = itensDasPaginas(consulta.data);
  return (
    <div data-testid={testId} aria-busy={consulta.isPending || undefined} className="grid gap-3">
      <div className="flex items-center gap-2">
        <Icone className={`size-4 ${tomDoIcone}`} aria-hidden="true" />
        <h3 className="text-sm font-semibold">{titulo}</h3>
        <ContagemDaLista quantos={itens.length} haMais={consulta.hasNextPage} tom={tomDaContagem} />
      </div>
      <EstadosDaListaPaginada
        consulta={consulta}
        itens={itens}
        alturaDoItem="h-28 sm:h-14"
        falha={falha}
        falhaAoCarregarMais={falhaAoCarregarMais}
        vazio={{ ...vazio, className: "py-4" }}
      >
        <ul className="grid divide-y">{children(itens)}</ul>
      </EstadosDaListaPaginada>
    </div>
  );
}

function ItemEmAtraso({ emprestimo: e, informados, aoPagar }: { emprestimo: EmprestimoAtrasado; informados: ReadonlySet<string>; aoPagar: () => void }) {
  const configuracoes = useConfiguracoes();
  return (
    <LinhaDeCobranca
      testId="em-atraso-item"
      emprestimoId={e.id}
      cliente={{ id: e.clienteId, nome: e.cliente.nome }}
      nomeTestId="em-atraso-cliente"
      avatarClassName="bg-destructive/10 text-destructive"
      detalhe={
        <>
          <span data-testid="em-atraso-dias" className="font-medium text-destructive">
            Em atraso {haDias(e.diasAtraso)}
          </span>{" "}
          · venceu em {dataDoDia(e.dataProximoCiclo)}
        </>
      }
      valor={<span data-testid="em-atraso-valor">{reaisDoDecimal(e.valorDevido)}</span>}
      lembrar={{
        rotulo: `Lembrar ${e.cliente.nome} do atraso pelo WhatsApp`,
        // Without settings (a failed read) the reminder still goes, only without the PIX key;
        // while they load, the button waits, as the key goes in the text.
        aoClicar: () => abrirLembrete(e.cliente.id, (pagina) => linkDoLembreteAtrasado(e, recebedorDe(configuracoes.data), pagina)),
        desabilitado: configuracoes.isPending,
      }}
      pagar={
        <PagarOuPagamentoACaminho emprestimoId={e.id} informados={informados}>
          <Button variant="outline" className="h-11 flex-1 sm:h-9 sm:flex-none" aria-label={`Registrar pagamento de ${e.cliente.nome}`} onClick={aoPagar}>
            <HandCoins aria-hidden="true" />
            Registrar pagamento
          </Button>
        </PagarOuPagamentoACaminho>
      }
    />
  );
}
