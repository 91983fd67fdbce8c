import { dataEmSaoPaulo, formatarData } from "../../../domain/dates.ts";
import { decimalParaCentavos, formatarReais } from "../../../domain/money.ts";
import type { EmprestimoApi } from "../../../domain/api/ledger.ts";
import { cn } from "@/lib/cn.ts";

/*
 * Issue 43: a parcelado loan's written schedule as a "cartela", the paper card lenders tick as
 * the borrower pays: one small cell per installment (nº, due date, value), the paid ones with ✓.
 * Cells wrap in a grid that stays readable at 375 px; each says its situation in words too.
 */

export type SituacaoParcela = "paga" | "vence_hoje" | "em_atraso" | "a_vencer";

export const ROTULOS_SITUACAO_PARCELA: Record<SituacaoParcela, string> = {
  paga: "Paga",
  vence_hoje: "Vence hoje",
  em_atraso: "Em atraso",
  a_vencer: "A vencer",
};

/** The API's rule: installments before cicloAtual are paid; the others by their due date against today. */
export function situacaoDaParcela(numero: number, vencimento: string, cicloAtual: number, hoje: string): SituacaoParcela {
  if (numero < cicloAtual) return "paga";
  if (vencimento === hoje) return "vence_hoje";
  return vencimento < hoje ? "em_atraso" : "a_vencer";
}

const ESTILOS: Record<SituacaoParcela, string> = {
  paga: "border-success/40 bg-success/10 text-muted-foreground",
  vence_hoje: "border-primary bg-accent/60 font-medium",
  em_atraso: "border-destructive/50 bg-destructive/10 text-destructive",
  a_vencer: "border-border",
};

/**
 * Typed from the domain's wire schema: the generated contract (api-contrato.gen.ts) on main does
 * not carry `parcelas` yet (regenerating it breaks type tests elsewhere: the lead's to settle).
 */
type EmprestimoDaCartela = Pick<EmprestimoApi, "modalidade" | "status" | "cicloAtual"> & { parcelas?: EmprestimoApi["parcelas"] | undefined };

export function CartelaDeParcelas({ emprestimo: e, hoje = dataEmSaoPaulo(new Date()) }: { emprestimo: EmprestimoDaCartela; hoje?: string }) {
  const parcelas = e.modalidade === "parcelado" ? (e.parcelas ?? []) : [];
  if (parcelas.length === 0) return null;
  const pagas = parcelas.filter((p) => p.numero < e.cicloAtual).length;
  // A finished loan has every installment paid, whatever cicloAtual says.
  const ciclo = e.status === "finalizado" ? Number.POSITIVE_INFINITY : e.cicloAtual;
  return (
    <details data-testid="cartela-parcelas" className="group rounded-md border px-3 py-2 text-sm">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 font-medium sm:min-h-0">
        Parcelas
        <span className="text-xs font-normal text-muted-foreground">
          {e.status === "finalizado" ? parcelas.length : pagas} de {parcelas.length} pagas
        </span>
      </summary>
      <ol className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(4.75rem,1fr))] gap-1.5">
        {parcelas.map((p) => {
          const situacao = situacaoDaParcela(p.numero, p.vencimento, ciclo, hoje);
          const valor = formatarReais(decimalParaCentavos(p.valor));
          return (
            <li
              key={p.numero}
              data-testid="cartela-parcela"
              data-situacao={situacao}
              aria-label={`Parcela ${p.numero}, vence ${formatarData(p.vencimento)}, ${valor}: ${ROTULOS_SITUACAO_PARCELA[situacao]}`}
              className={cn("grid gap-0.5 rounded border px-1.5 py-1 text-center text-xs leading-tight tabular-nums", ESTILOS[situacao])}
            >
              <span className="font-semibold">
                {situacao === "paga" ? "✓ " : ""}
                {p.numero}
              </span>
              <span>{formatarData(p.vencimento).slice(0, 5)}</span>
              <span className="truncate">{valor.replace("R$ ", "")}</span>
              {situacao === "em_atraso" || situacao === "vence_hoje" ? <span className="text-[0.65rem]">{ROTULOS_SITUACAO_PARCELA[situacao]}</span> : null}
            </li>
          );
        })}
      </ol>
    </details>
  );
}
