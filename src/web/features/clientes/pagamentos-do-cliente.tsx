import { Receipt } from "lucide-react";
import { rotuloTipoPagamento } from "../../../domain/loans/types.ts";
import { itensDasPaginas } from "@/lib/api.ts";
import { formatarDataHora, reaisDoDecimal } from "@/lib/format.ts";
import type { Pagamento } from "@/lib/ledger-api.ts";
import { cn } from "@/lib/cn.ts";
import { EmptyState } from "@/components/empty-state.tsx";
import { Badge, type BadgeProps } from "@/components/ui/badge.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { AcoesDoPagamento } from "@/components/acoes-pagamento.tsx";
import { pagamentosEstornaveis } from "@/lib/pagamentos-estornaveis.ts";
import { useEmprestimosDoCliente, usePagamentosDoCliente } from "./api.ts";

const VARIANTE_TIPO: Record<string, BadgeProps["variant"]> = {
  juros_apenas: "secondary",
  parcial: "outline",
  total: "success",
  parcela: "outline",
};

/** The 'Pagamentos' tab: the client's payment history, newest first (as the API sends it). */
export function PagamentosDoCliente({ clienteId }: { clienteId: string }) {
  const pagamentos = usePagamentosDoCliente(clienteId);
  const emprestimos = useEmprestimosDoCliente(clienteId);
  if (pagamentos.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (pagamentos.isError) return <p className="py-6 text-center text-sm text-destructive">Não foi possível carregar os pagamentos.</p>;
  if (pagamentos.data.length === 0) return <EmptyState icon={Receipt} title="Nenhum pagamento registrado" />;
  // The loans name the reversible payment only once all of them are read; until then the list's own rule.
  const todosOsEmprestimos = emprestimos.isSuccess && !emprestimos.hasNextPage ? itensDasPaginas(emprestimos.data) : undefined;
  const estornaveis = pagamentosEstornaveis(pagamentos.data, todosOsEmprestimos);
  return (
    <ul data-testid="pagamentos-do-cliente" className="divide-y rounded-lg border bg-card">
      {pagamentos.data.map((p) => (
        <ItemPagamento key={p.id} pagamento={p} estornavel={estornaveis.has(p.id)} />
      ))}
    </ul>
  );
}

function ItemPagamento({ pagamento: p, estornavel }: { pagamento: Pagamento; estornavel: boolean }) {
  return (
    <li data-testid="pagamento" data-estornado={p.estornado ? "true" : undefined} className="grid gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span data-testid="pagamento-valor" className={cn("font-semibold tabular-nums", p.estornado && "text-muted-foreground line-through")}>
              {/* The strike-through is not read aloud; the badge beside it says the same in words. */}
              {reaisDoDecimal(p.valorTotal)}
            </span>
            <Badge variant={VARIANTE_TIPO[p.tipoPagamento] ?? "secondary"}>{rotuloTipoPagamento(p.tipoPagamento)}</Badge>
            {p.estornado ? (
              <Badge data-testid="pagamento-estornado" variant="destructive">
                Estornado
              </Badge>
            ) : null}
          </div>
          <p className={cn("text-xs text-muted-foreground tabular-nums", p.estornado && "line-through")}>
            Juros {reaisDoDecimal(p.valorJuros)} · Principal {reaisDoDecimal(p.valorPrincipal)} · Ciclo {p.ciclo}
          </p>
          {p.observacao ? <p className="text-sm break-words">{p.observacao}</p> : null}
        </div>
        <time dateTime={p.dataPagamento} className="shrink-0 text-sm text-muted-foreground tabular-nums">
          {formatarDataHora(p.dataPagamento)}
        </time>
      </div>
      {p.estornado ? <Estorno pagamento={p} /> : null}
      <AcoesDoPagamento pagamento={p} estornavel={estornavel} />
    </li>
  );
}

function Estorno({ pagamento: p }: { pagamento: Pagamento }) {
  return (
    <div data-testid="pagamento-estorno" className="grid gap-0.5 rounded-md bg-destructive/10 px-3 py-2 text-sm">
      <p className="font-medium text-destructive">Estornado{p.dataEstorno ? ` em ${formatarDataHora(p.dataEstorno)}` : ""}</p>
      {p.motivoEstorno ? <p className="break-words">Motivo: {p.motivoEstorno}</p> : null}
    </div>
  );
}
