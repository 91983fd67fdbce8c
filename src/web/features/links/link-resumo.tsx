import type { ReactNode } from "react";
import { Eye } from "lucide-react";
import type { TotaisCadastro } from "../../../domain/loans/new-loan.ts";
import { formatarReais, formatarTaxa } from "../../../domain/money.ts";
import { cn } from "@/lib/cn.ts";
import { Separator } from "@/components/ui/separator.tsx";
import type { ResumoLink } from "./link-formulario.ts";
import { rotuloDias, rotuloMeses } from "./link-termos.ts";

/**
 * The borrower's totals as the public page will show them (totaisCadastro, the server's own
 * function), updated while the lender types.
 */
export function LinkResumo({ resumo, className }: { resumo: ResumoLink | null; className?: string }) {
  return (
    <section
      aria-labelledby="resumo-link-titulo"
      data-testid="resumo-link"
      className={cn("grid content-start gap-3 rounded-xl border bg-muted/60 p-4", className)}
    >
      <h2 id="resumo-link-titulo" className="flex items-center gap-2 text-sm font-semibold">
        <Eye className="size-4 text-primary" aria-hidden="true" />O que o cliente verá
      </h2>
      {resumo === null ? (
        <p className="text-sm text-muted-foreground">Preencha o valor, a taxa de juros e o prazo para ver o total que o cliente pagará.</p>
      ) : (
        <Conteudo resumo={resumo} />
      )}
    </section>
  );
}

function Conteudo({ resumo: { termos, totais } }: { resumo: ResumoLink }) {
  return (
    <dl className="grid gap-2 text-sm">
      <Linha rotulo="Valor emprestado" testId="resumo-valor">
        {formatarReais(termos.valorOriginal)}
      </Linha>
      {termos.modalidade === "parcelado" && totais.modalidade === "parcelado" ? (
        <>
          <Linha rotulo={`Juros (${formatarTaxa(termos.taxaJurosMes)} ao mês × ${rotuloMeses(totais.parcelas.length)})`} testId="resumo-juros">
            {formatarReais(totais.juros)}
          </Linha>
          <Linha rotulo="Parcela" testId="resumo-parcela" forte>
            {totais.parcelas.length}x de {formatarReais(totais.valorParcela)}
          </Linha>
          {ultimaDiferente(totais) ? (
            <p className="text-xs text-muted-foreground">A última parcela é de {formatarReais(totais.parcelas.at(-1) ?? 0)}, para fechar o total exato.</p>
          ) : null}
        </>
      ) : termos.modalidade === "mensal" ? (
        <Linha rotulo={`Juros (${formatarTaxa(termos.taxaJuros)}${termos.prazoDias ? ` em ${rotuloDias(termos.prazoDias)}` : ""})`} testId="resumo-juros">
          {formatarReais(totais.juros)}
        </Linha>
      ) : null}
      <Separator className="my-1" />
      <Linha rotulo="Total" testId="resumo-total" forte>
        {formatarReais(totais.total)}
      </Linha>
    </dl>
  );
}

function ultimaDiferente(totais: Extract<TotaisCadastro, { modalidade: "parcelado" }>): boolean {
  const ultima = totais.parcelas.at(-1);
  return ultima !== undefined && ultima !== totais.valorParcela;
}

function Linha({ rotulo, testId, forte = false, children }: { rotulo: string; testId: string; forte?: boolean; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted-foreground">{rotulo}</dt>
      <dd data-testid={testId} className={cn("text-right whitespace-nowrap tabular-nums", forte && "text-base font-semibold text-foreground")}>
        {children}
      </dd>
    </div>
  );
}
