import { useState, type ReactNode } from "react";
import { CalendarClock, HandCoins, MessageCircle } from "lucide-react";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { valorDevidoNoVencimento } from "../../../domain/loans/amount-due.ts";
import { estadoDaLinha } from "../../../domain/loans/db-row.ts";
import { formatarReais, type Centavos } from "../../../domain/money.ts";
import { itensDasPaginas } from "@/lib/api.ts";
import { cicloDoEmprestimo, dataDoDia, diasEmAtraso, reaisDoDecimal } from "@/lib/format.ts";
import type { Emprestimo } from "@/lib/ledger-api.ts";
import { AcoesDoEmprestimo } from "@/components/acoes-emprestimo.tsx";
import { CarregarMais } from "@/components/carregar-mais.tsx";
import { EmptyState } from "@/components/empty-state.tsx";
import { PixCobranca } from "@/components/pix-cobranca.tsx";
import { StatusBadge } from "@/components/status-badge.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useConfiguracoes } from "@/features/configuracoes/api.ts";
import { abrirLembrete, lembreteDoEmprestimo, recebedorDe } from "@/features/dashboard/api.ts";
import { BotaoRenegociar, LigacaoDaRenegociacao, PagamentoDialog } from "@/features/emprestimos/api.ts";
import { useEmprestimosDoCliente } from "./api.ts";
import { taxaDoEmprestimo } from "./taxa-do-emprestimo.ts";

/**
 * The 'Empréstimos' tab: every loan of the client, with its status and figures. Read a page at a
 * time (issue 12); 'Carregar mais' brings the next, so a client with many loans still sees all.
 */
export function EmprestimosDoCliente({ clienteId }: { clienteId: string }) {
  const emprestimos = useEmprestimosDoCliente(clienteId);
  if (emprestimos.isPending) return <Carregando />;
  if (emprestimos.isError && !emprestimos.data) return <p className="py-6 text-center text-sm text-destructive">Não foi possível carregar os empréstimos.</p>;
  const itens = itensDasPaginas(emprestimos.data);
  if (itens.length === 0) return <EmptyState icon={HandCoins} title="Nenhum empréstimo para este cliente" />;
  return (
    <div className="grid gap-3">
      <ul data-testid="emprestimos-do-cliente" className="grid gap-3">
        {itens.map((e) => (
          <ItemEmprestimo key={e.id} emprestimo={e} />
        ))}
      </ul>
      <CarregarMais paginas={emprestimos} mensagemDeFalha="Não foi possível carregar mais empréstimos." />
    </div>
  );
}

function ItemEmprestimo({ emprestimo: e }: { emprestimo: Emprestimo }) {
  const recebedor = useConfiguracoes().data;
  return (
    <li data-testid="emprestimo-do-cliente" className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={e.status} />
        {e.origem === "manual" ? <Badge variant="outline">Manual</Badge> : null}
        <span className="text-sm text-muted-foreground">{cicloDoEmprestimo(e)}</span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
        <Dado rotulo="Valor original" valor={reaisDoDecimal(e.valorOriginal)} />
        <Dado {...taxaDoEmprestimo(e)} />
        <Dado rotulo="Valor restante" valor={reaisDoDecimal(e.valorRestante)} destaque />
        <Dado
          rotulo="Próximo vencimento"
          valor={
            <span className="inline-flex items-center gap-1">
              <CalendarClock className="size-3.5 text-muted-foreground" aria-hidden="true" />
              {dataDoDia(e.dataProximoCiclo)}
            </span>
          }
        />
      </dl>
      {e.diasAtraso > 0 ? <p className="text-sm font-medium text-destructive">{diasEmAtraso(e.diasAtraso)}</p> : null}
      <LigacaoDaRenegociacao emprestimo={e} />
      <CobrarEmprestimo emprestimo={e} />
      <PixCobranca emprestimo={e} recebedor={recebedor} />
      {/* The same statement, reversal and deletion as the loan's card on 'Empréstimos'. */}
      <BotaoRenegociar emprestimo={e} className="justify-self-start" />
      <AcoesDoEmprestimo emprestimo={e} />
    </li>
  );
}

/**
 * Issue 27: on the client page, a running loan shows what is due today (late interest included)
 * and the two collection actions of the dashboard: 'Registrar pagamento' and, when there is a
 * reminder to send (overdue, due today or tomorrow), 'Lembrar'.
 */
function CobrarEmprestimo({ emprestimo: e }: { emprestimo: Emprestimo }) {
  const configuracoes = useConfiguracoes();
  const [pagando, setPagando] = useState(false);
  // The sheet stays where it is when the payment finishes the loan (the actions below go away):
  // it shows the result and its receipt until the lender closes it.
  const folha = pagando ? <PagamentoDialog emprestimo={e} aberto aoMudarAberto={setPagando} /> : null;
  const hoje = dataEmSaoPaulo(new Date());
  let devido: Centavos | null = null;
  if (e.status === "ativo" || e.status === "atrasado") {
    try {
      devido = valorDevidoNoVencimento(estadoDaLinha(e), hoje);
    } catch {
      devido = null;
    }
  }
  if (devido === null) {
    return (
      <>
        {null}
        {folha}
      </>
    );
  }
  const lembrete = lembreteDoEmprestimo(e, devido, hoje, recebedorDe(configuracoes.data));
  return (
    <>
      <div className="grid gap-3 rounded-md bg-muted/50 px-3 py-2 sm:flex sm:items-center">
        <p className="grid sm:mr-auto">
          <span className="text-xs text-muted-foreground">{e.diasAtraso > 0 ? "Devido hoje, com juros de atraso" : "Devido no vencimento"}</span>
          <span data-testid="emprestimo-do-cliente-devido" className="font-semibold tabular-nums">
            {formatarReais(devido)}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          {lembrete ? (
            <Button
              variant="outline"
              className="h-11 flex-1 text-success hover:bg-success/10 hover:text-success sm:h-9 sm:flex-none"
              aria-label={`Lembrar ${e.cliente.nome} pelo WhatsApp`}
              title="Enviar lembrete pelo WhatsApp"
              // The PIX key goes in the text: wait for the settings before the first reminder.
              disabled={configuracoes.isPending}
              onClick={() => abrirLembrete(e.cliente.id, lembrete)}
            >
              <MessageCircle aria-hidden="true" />
              Lembrar
            </Button>
          ) : null}
          <Button className="h-11 flex-1 sm:h-9 sm:flex-none" aria-label={`Registrar pagamento de ${e.cliente.nome}`} onClick={() => setPagando(true)}>
            <HandCoins aria-hidden="true" />
            Registrar pagamento
          </Button>
        </div>
      </div>
      {folha}
    </>
  );
}

function Dado({ rotulo, valor, destaque = false }: { rotulo: string; valor: ReactNode; destaque?: boolean }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{rotulo}</dt>
      <dd className={destaque ? "font-semibold tabular-nums" : "tabular-nums"}>{valor}</dd>
    </div>
  );
}

function Carregando() {
  return (
    <div className="grid gap-3" aria-busy="true">
      {[0, 1].map((i) => (
        <Skeleton key={i} className="h-24 w-full" />
      ))}
    </div>
  );
}
