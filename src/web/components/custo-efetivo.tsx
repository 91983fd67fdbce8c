import { Scale } from "lucide-react";
import { custoEfetivo, formatarTaxaEfetiva, termosDoEstado, type CustoEfetivo } from "../../domain/loans/custo-efetivo.ts";
import { avisosDeLimiteLegal, SAIBA_MAIS_LIMITE_LEGAL } from "../../domain/loans/limite-legal.ts";
import type { Modalidade, TipoTaxaAtraso } from "../../domain/loans/types.ts";
import { decimalParaCentavos, decimalParaTaxa } from "../../domain/money.ts";
import { cn } from "@/lib/cn.ts";

/*
 * Issue 29: what a loan really costs (domain/loans/custo-efetivo.ts) and, for the lender, the
 * warning when it is above the legal limit (domain/loans/limite-legal.ts). The warning informs and
 * never blocks.
 */

/** '10,00 % a.m. · 213,84 % a.a.' */
export function textoDasTaxas(c: Pick<CustoEfetivo, "taxaMensal" | "taxaAnual">): string {
  return `${formatarTaxaEfetiva(c.taxaMensal, "a.m.")} · ${formatarTaxaEfetiva(c.taxaAnual, "a.a.")}`;
}

/** A loan as the API lists it: decimals as text. */
interface EmprestimoDaApi {
  modalidade: Modalidade;
  valorOriginal: string;
  taxaJuros: string;
  taxaAtraso: string;
  taxaAtrasoTipo: TipoTaxaAtraso;
  prazoDias: number | null;
  quantidadeParcelas: number | null;
  dataInicio: string | null;
  dataEmprestimo: string;
}

/**
 * A listed loan's cost and the warnings for `limiteAnual` (none while the limit is unknown), with
 * the server's own function (the loan's answer carries the same figures). Null for a row the rules
 * cannot read.
 */
export function custoDoEmprestimo(e: EmprestimoDaApi, limiteAnual: number | null): { custo: CustoEfetivo; avisos: string[] } | null {
  try {
    const valorOriginal = decimalParaCentavos(e.valorOriginal);
    const custo = custoEfetivo(
      termosDoEstado(
        { modalidade: e.modalidade, valorOriginal, taxaJuros: decimalParaTaxa(e.taxaJuros), prazoDias: e.prazoDias, quantidadeParcelas: e.quantidadeParcelas },
        e.dataInicio ?? e.dataEmprestimo,
      ),
    );
    const taxaAtraso = e.taxaAtrasoTipo === "fixo" ? decimalParaCentavos(e.taxaAtraso) : decimalParaTaxa(e.taxaAtraso);
    const avisos = limiteAnual === null ? [] : avisosDeLimiteLegal(custo, { taxaAtraso, taxaAtrasoTipo: e.taxaAtrasoTipo, valorOriginal }, limiteAnual);
    return { custo, avisos };
  } catch {
    return null;
  }
}

/** The lender's warning, with 'Saiba mais' (the laws, and that it is not legal advice) in a disclosure. */
export function AvisoLimiteLegal({ avisos, nota, className }: { avisos: readonly string[]; nota?: string | undefined; className?: string }) {
  if (avisos.length === 0) return null;
  return (
    <div role="note" data-testid="aviso-limite-legal" className={cn("grid gap-1 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950", className)}>
      <div className="flex items-start gap-2">
        <Scale className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div className="grid gap-1">
          {avisos.map((aviso) => (
            <p key={aviso}>{aviso}</p>
          ))}
          {nota ? <p className="text-xs">{nota}</p> : null}
        </div>
      </div>
      <details className="group pl-6 text-xs">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
          Saiba mais
        </summary>
        <div className="grid gap-1.5 pb-1">
          {SAIBA_MAIS_LIMITE_LEGAL.map((paragrafo) => (
            <p key={paragrafo}>{paragrafo}</p>
          ))}
        </div>
      </details>
    </div>
  );
}
