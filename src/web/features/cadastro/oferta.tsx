import type { ReactNode } from "react";
import { CalendarClock } from "lucide-react";
import { formatarTaxaEfetiva } from "../../../domain/loans/custo-efetivo.ts";
import { formatarReais, formatarTaxa } from "../../../domain/money.ts";
import { cn } from "@/lib/cn.ts";
import { formatarDataHora } from "@/lib/format.ts";
import type { Oferta } from "./termos.ts";

/** SPEC 2/9: the lender's offer with the borrower's totals, before the form. */
export function ResumoOferta({ oferta: { termos, totais, taxas }, dataExpiracao }: { oferta: Oferta; dataExpiracao: string }) {
  const validade = formatarDataHora(dataExpiracao);
  const atraso = termos.taxaAtrasoTipo === "fixo" ? `${formatarReais(termos.taxaAtraso)} por dia` : `${formatarTaxa(termos.taxaAtraso)} ao dia`;
  return (
    <section aria-labelledby="oferta-titulo" data-testid="oferta" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="oferta-titulo" className="text-lg font-semibold tracking-tight">
          Proposta de empréstimo
        </h2>
        <p className="text-sm text-muted-foreground">Confira as condições antes de preencher seus dados.</p>
      </div>

      {totais.modalidade === "parcelado" ? (
        <div className="grid grid-cols-2 gap-2">
          <Destaque rotulo="Parcela" testId="oferta-parcela">
            {formatarReais(totais.valorParcela)}
          </Destaque>
          <Destaque rotulo="Total" testId="oferta-total">
            {formatarReais(totais.total)}
          </Destaque>
        </div>
      ) : (
        <Destaque rotulo="Total a pagar" testId="oferta-total">
          {formatarReais(totais.total)}
        </Destaque>
      )}

      <dl className="grid gap-2 text-sm">
        <Linha rotulo="Valor" testId="oferta-valor">
          {formatarReais(termos.valorOriginal)}
        </Linha>
        {totais.modalidade === "parcelado" ? (
          <>
            <Linha rotulo="Número de parcelas" testId="oferta-parcelas">
              {totais.parcelas.length} {totais.parcelas.length === 1 ? "parcela mensal" : "parcelas mensais"}
            </Linha>
            <Linha rotulo="Taxa de juros" testId="oferta-taxa">
              {termos.taxaJurosMes == null ? "—" : `${formatarTaxa(termos.taxaJurosMes)} ao mês`}
            </Linha>
          </>
        ) : (
          <>
            <Linha rotulo="Taxa de juros" testId="oferta-taxa">
              {termos.taxaJuros == null ? "—" : formatarTaxa(termos.taxaJuros)}
            </Linha>
            <Linha rotulo="Prazo" testId="oferta-prazo">
              {termos.prazoDias == null ? "—" : termos.prazoDias === 1 ? "1 dia" : `${termos.prazoDias} dias`}
            </Linha>
          </>
        )}
        <Linha rotulo="Juros" testId="oferta-juros">
          {formatarReais(totais.juros)}
        </Linha>
        <Linha rotulo="Multa por atraso" testId="oferta-atraso">
          {atraso}
        </Linha>
        {/* Issue 29: what the loan really costs, paid on schedule. */}
        <Linha rotulo="Custo efetivo mensal" testId="oferta-taxa-mensal">
          {formatarTaxaEfetiva(taxas.mensal, "a.m.")}
        </Linha>
        <Linha rotulo="Custo efetivo anual" testId="oferta-taxa-anual">
          {formatarTaxaEfetiva(taxas.anual, "a.a.")}
        </Linha>
      </dl>

      {totais.modalidade === "parcelado" ? (
        // Issue 29: the schedule itself, each installment counted from the day the money is released.
        <details className="rounded-lg border px-3 py-2 text-sm" data-testid="oferta-cronograma">
          <summary className="cursor-pointer font-medium">Ver as parcelas</summary>
          <ol className="mt-2 grid gap-1">
            {totais.parcelas.map((valor, i) => (
              <li key={i} className="flex justify-between gap-3 tabular-nums">
                <span className="text-muted-foreground">
                  {i + 1}ª parcela, {i + 1} {i === 0 ? "mês" : "meses"} após a liberação
                </span>
                <span className="font-medium">{formatarReais(valor)}</span>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {totais.modalidade === "parcelado" && totais.parcelas.at(-1) !== totais.valorParcela ? (
        <p className="text-xs text-muted-foreground">
          A última parcela é de {formatarReais(totais.parcelas.at(-1) ?? 0)}, para que a soma feche exatamente o total.
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {totais.modalidade === "parcelado"
          ? "As parcelas vencem mensalmente, a partir de um mês depois da liberação do dinheiro."
          : "O total vale para o pagamento ao fim do prazo, contado a partir da liberação do dinheiro."}
      </p>
      {validade ? (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <CalendarClock className="size-3.5 shrink-0" aria-hidden="true" />
          Link válido até {validade}
        </p>
      ) : null}
    </section>
  );
}

function Destaque({ rotulo, testId, children }: { rotulo: string; testId: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 rounded-lg bg-accent/70 px-3 py-2.5 text-accent-foreground">
      <span className="text-xs font-medium">{rotulo}</span>
      <span data-testid={testId} className="text-xl font-bold tracking-tight tabular-nums sm:text-2xl">
        {children}
      </span>
    </div>
  );
}

function Linha({ rotulo, testId, children, className }: { rotulo: string; testId: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("flex items-baseline justify-between gap-3 border-b border-dashed pb-2 last:border-0 last:pb-0", className)}>
      <dt className="text-muted-foreground">{rotulo}</dt>
      <dd data-testid={testId} className="text-right font-medium tabular-nums">
        {children}
      </dd>
    </div>
  );
}
