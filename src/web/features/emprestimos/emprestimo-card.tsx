import { useState, useSyncExternalStore } from "react";
import { Link } from "wouter";
import { CalendarClock, CloudOff, HandCoins, Pencil, Send, TriangleAlert, UserRoundPen } from "lucide-react";
import { jurosDoCiclo } from "../../../domain/loans/mensal.ts";
import { decimalParaCentavos, decimalParaTaxa, formatarReais } from "../../../domain/money.ts";
import { centavosDoDecimalOuZero, cicloDoEmprestimo, dataDoDia, diasEmAtraso, reaisDoDecimal, taxaDoDecimal } from "@/lib/format.ts";
import type { StatusEmprestimo } from "../../../domain/loans/types.ts";
import type { Emprestimo } from "@/lib/ledger-api.ts";
import { cn } from "@/lib/cn.ts";
import { AcoesDoEmprestimo } from "@/components/acoes-emprestimo.tsx";
import { LinkDoCliente } from "@/components/avatar-inicial.tsx";
import { AvisoLimiteLegal, custoDoEmprestimo, textoDasTaxas } from "@/components/custo-efetivo.tsx";
import { Dado, ValorOriginalERestante } from "@/components/dado.tsx";
import { PixCobranca } from "@/components/pix-cobranca.tsx";
import { StatusBadge } from "@/components/status-badge.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card.tsx";
import { useConfiguracoes } from "@/features/configuracoes/api.ts";
import { useAppConfig } from "@/features/creditos/api.ts";
import { filaDePagamentos } from "./fila-de-pagamentos.tsx";
import { CartelaDeParcelas } from "./cartela-de-parcelas.tsx";
import { PagamentoDialog } from "./pagamento-dialog.tsx";
import { StatusDialog } from "./status-dialog.tsx";
import { BotaoRenegociar, LigacaoDaRenegociacao } from "./renegociar.tsx";

/** SPEC 9: interest of the cycle = remaining balance × rate / 100, from the domain. */
function jurosDoEmprestimo(e: Emprestimo): string {
  try {
    return formatarReais(jurosDoCiclo(decimalParaCentavos(e.valorRestante), decimalParaTaxa(e.taxaJuros)));
  } catch {
    return "—";
  }
}

export function EmprestimoCard({ emprestimo: e }: { emprestimo: Emprestimo }) {
  const recebedor = useConfiguracoes().data;
  // Issue 29: what the loan costs on schedule, and the legal warning once the operator's limit is known.
  const custo = custoDoEmprestimo(e, useAppConfig().data?.limiteJurosAnual ?? null);
  const [pagando, setPagando] = useState(false);
  const encerrado = e.status === "finalizado" || e.status === "renegociado";
  // The status the edit dialog opens on: 'Marcar como enviado' opens it on ativo.
  const [editando, setEditando] = useState<StatusEmprestimo | null>(null);
  const parcelado = e.modalidade === "parcelado";
  const jurosAtraso = centavosDoDecimalOuZero(e.valorJurosAtraso);
  // Issue 27: a payment of this loan confirmed offline and not sent yet.
  const naFila = useSyncExternalStore(
    filaDePagamentos.assinar,
    () => filaDePagamentos.emEspera(e.id),
    () => undefined,
  );

  return (
    <Card data-testid="emprestimo-card" data-emprestimo-id={e.id} className="gap-4 py-5">
      <CardHeader className="flex-row items-start justify-between gap-3 px-5">
        <LinkDoCliente
          clienteId={e.clienteId}
          nome={e.cliente.nome}
          testId="emprestimo-cliente"
          avatarClassName="size-10 text-base"
          nomeClassName="font-semibold"
          subtitulo={
            <span data-testid="emprestimo-ciclo" className="text-xs text-muted-foreground">
              {cicloDoEmprestimo(e)}
            </span>
          }
        />
        <div className="flex shrink-0 flex-col items-end gap-1">
          <StatusBadge status={e.status} />
          {e.origem === "manual" ? <Badge variant="outline">Manual</Badge> : null}
        </div>
      </CardHeader>
      <CardContent className="grid gap-3 px-5">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <ValorOriginalERestante emprestimo={e} testId="emprestimo" />
          {parcelado ? (
            <Dado rotulo="Parcela" testId="emprestimo-parcela">
              {reaisDoDecimal(e.valorParcela)}
            </Dado>
          ) : (
            <Dado rotulo="Juros" testId="emprestimo-juros">
              {jurosDoEmprestimo(e)}
              <span className="ml-1 text-xs text-muted-foreground">({taxaDoDecimal(e.taxaJuros)})</span>
            </Dado>
          )}
          <Dado rotulo="Próximo vencimento" testId="emprestimo-vencimento">
            <span className="inline-flex items-center gap-1">
              <CalendarClock className="size-3.5 text-muted-foreground" aria-hidden="true" />
              {dataDoDia(e.dataProximoCiclo)}
            </span>
          </Dado>
          {custo ? (
            <Dado rotulo="Custo efetivo" testId="emprestimo-custo-efetivo" className="col-span-2">
              {textoDasTaxas(custo.custo)}
            </Dado>
          ) : null}
        </dl>
        {custo ? <AvisoLimiteLegal avisos={custo.avisos} /> : null}
        {e.diasAtraso > 0 ? (
          <div data-testid="emprestimo-atraso" className="flex items-start gap-2 rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p className="grid gap-0.5">
              <span className="font-medium">{diasEmAtraso(e.diasAtraso)}</span>
              {jurosAtraso > 0 ? <span className="tabular-nums">Juros de atraso: {formatarReais(jurosAtraso)}</span> : null}
            </p>
          </div>
        ) : null}
        {parcelado ? <CartelaDeParcelas emprestimo={e} /> : null}
        <LigacaoDaRenegociacao emprestimo={e} />
        {naFila ? (
          <p data-testid="emprestimo-na-fila" className="flex items-start gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">
            <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Pagamento de {naFila.dados.resumo.total} aguardando conexão. Será enviado quando a conexão voltar; para desistir, abra “Registrar Pagamento” e
              toque em “Cancelar”.
            </span>
          </p>
        ) : null}
        <PixCobranca emprestimo={e} recebedor={recebedor} />
        {e.dadosNovosPendentes ? (
          // Issue 8: the borrower sent new data through a link; the lender decides on the client page.
          <Link
            href={`/clientes/${encodeURIComponent(e.clienteId)}`}
            data-testid="emprestimo-dados-novos"
            // Every card may carry this notice; the name says whose data it is.
            aria-label={`Dados novos enviados pelo cliente ${e.cliente.nome}`}
            className="flex min-h-11 items-center gap-2 rounded-md bg-amber-100 px-3 py-2 text-sm font-medium text-amber-900 underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <UserRoundPen className="size-4 shrink-0" aria-hidden="true" />
            Dados novos enviados pelo cliente
          </Link>
        ) : null}
      </CardContent>
      <CardFooter className="mt-auto flex-wrap gap-2 px-5">
        {e.status === "aguardando_envio" ? (
          // Issue 27: nothing can be paid before the money is sent (the server refuses it); the
          // next step is the activation, in the status dialog with its notice.
          <Button size="sm" className="flex-1" onClick={() => setEditando("ativo")}>
            <Send aria-hidden="true" />
            Marcar como enviado
          </Button>
        ) : !encerrado ? (
          <Button size="sm" className="flex-1" onClick={() => setPagando(true)}>
            <HandCoins aria-hidden="true" />
            Registrar Pagamento
          </Button>
        ) : null}
        <BotaoRenegociar emprestimo={e} />
        {/* A renegotiated loan is final: its status is not edited (the server refuses it too). */}
        {e.status !== "renegociado" ? (
          <Button size="sm" variant="outline" className={cn(e.status === "finalizado" && "flex-1")} onClick={() => setEditando(e.status)}>
            <Pencil aria-hidden="true" />
            Editar
          </Button>
        ) : null}
        <AcoesDoEmprestimo emprestimo={e} />
      </CardFooter>
      <PagamentoDialog emprestimo={e} aberto={pagando} aoMudarAberto={setPagando} />
      <StatusDialog
        emprestimo={e}
        aberto={editando !== null}
        aoMudarAberto={(aberto) => (aberto ? undefined : setEditando(null))}
        {...(editando ? { statusInicial: editando } : {})}
      />
    </Card>
  );
}
