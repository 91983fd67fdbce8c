import { useId, type ReactNode } from "react";
import { Eye } from "lucide-react";
import { dataEmSaoPaulo } from "../../domain/dates.ts";
import { custoEfetivo, termosDoEstado } from "../../domain/loans/custo-efetivo.ts";
import { avisosDosTermos } from "../../domain/loans/limite-legal.ts";
import { novoEmprestimoDoLink, type TermosLink, type TotaisCadastro } from "../../domain/loans/new-loan.ts";
import { formatarReais, formatarTaxa } from "../../domain/money.ts";
import { cn } from "@/lib/cn.ts";
import { rotuloDias, rotuloMeses } from "@/lib/format.ts";
import { AvisoLimiteLegal, textoDasTaxas } from "@/components/custo-efetivo.tsx";

/** A loan's terms as typed so far (the form schema's output) and their totals (totaisCadastro). */
export interface ResumoTermos {
  termos: TermosLink;
  totais: TotaisCadastro;
}

/**
 * The totals of the terms typed so far (totaisCadastro, the server's own function), updated while
 * the lender types: the sign-up link's "what the borrower will see" and the manual loan's summary
 * (issue 27: the same preview for the same terms).
 */
export function ResumoDosTermos({
  resumo,
  titulo,
  testId,
  className,
  limiteJurosAnual,
  notaDoAviso,
}: {
  resumo: ResumoTermos | null;
  titulo: string;
  testId: string;
  className?: string;
  /** Issue 29: the operator's legal limit (% a.a.); the warning shows once it is known. */
  limiteJurosAnual: number | null;
  /** A line under the warning (the link's preview says the borrower does not see it). */
  notaDoAviso?: string;
}) {
  const idTitulo = useId();
  return (
    <section aria-labelledby={idTitulo} data-testid={testId} className={cn("grid content-start gap-3 rounded-xl border bg-muted/60 p-4", className)}>
      <h2 id={idTitulo} className="flex items-center gap-2 text-sm font-semibold">
        <Eye className="size-4 text-primary" aria-hidden="true" />
        {titulo}
      </h2>
      {resumo === null ? (
        <p className="text-sm text-muted-foreground">Preencha o valor, a taxa de juros e o prazo para ver o total que o cliente pagará.</p>
      ) : (
        <Conteudo resumo={resumo} limiteJurosAnual={limiteJurosAnual} notaDoAviso={notaDoAviso} />
      )}
    </section>
  );
}

/**
 * What the typed terms cost, delivered on their start date (or today), and the warnings for the
 * limit: avisosDosTermos, the function whose result the server records (late fee included).
 */
function custoDosTermos(termos: TermosLink, limiteJurosAnual: number | null) {
  try {
    const hoje = dataEmSaoPaulo(new Date());
    const custo = custoEfetivo(termosDoEstado(novoEmprestimoDoLink(termos, hoje), termos.dataInicio ?? hoje));
    return { custo, avisos: limiteJurosAnual === null ? [] : avisosDosTermos(termos, hoje, limiteJurosAnual) };
  } catch {
    return null;
  }
}

function Conteudo({
  resumo: { termos, totais },
  limiteJurosAnual,
  notaDoAviso,
}: {
  resumo: ResumoTermos;
  limiteJurosAnual: number | null;
  notaDoAviso: string | undefined;
}) {
  const custo = custoDosTermos(termos, limiteJurosAnual);
  return (
    <>
      <dl className="grid gap-2 text-sm">
        <Linha rotulo="Valor emprestado" testId="resumo-valor">
          {formatarReais(termos.valorOriginal)}
        </Linha>
        {termos.modalidade === "parcelado" && totais.modalidade === "parcelado" ? (
          <>
            <Linha rotulo={`Juros (${formatarTaxa(termos.taxaJurosMes ?? 0)} ao mês × ${rotuloMeses(totais.parcelas.length)})`} testId="resumo-juros">
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
          <Linha
            rotulo={`Juros (${formatarTaxa(termos.taxaJuros ?? 0)}${termos.prazoDias ? ` em ${rotuloDias(termos.prazoDias)}` : ""})`}
            testId="resumo-juros"
          >
            {formatarReais(totais.juros)}
          </Linha>
        ) : null}
        {/* The rule above the total is the row's border: a <dl> holds only its term and value groups (axe definition-list). */}
        <Linha rotulo="Total" testId="resumo-total" forte className="mt-1 border-t pt-3">
          {formatarReais(totais.total)}
        </Linha>
        {custo ? (
          <Linha rotulo="Custo efetivo" testId="resumo-custo-efetivo">
            {textoDasTaxas(custo.custo)}
          </Linha>
        ) : null}
      </dl>
      {custo ? <AvisoLimiteLegal avisos={custo.avisos} nota={notaDoAviso} /> : null}
    </>
  );
}

function ultimaDiferente(totais: Extract<TotaisCadastro, { modalidade: "parcelado" }>): boolean {
  const ultima = totais.parcelas.at(-1);
  return ultima !== undefined && ultima !== totais.valorParcela;
}

function Linha({
  rotulo,
  testId,
  forte = false,
  className,
  children,
}: {
  rotulo: string;
  testId: string;
  forte?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex items-baseline justify-between gap-3", className)}>
      <dt className="text-muted-foreground">{rotulo}</dt>
      <dd data-testid={testId} className={cn("text-right whitespace-nowrap tabular-nums", forte && "text-base font-semibold text-foreground")}>
        {children}
      </dd>
    </div>
  );
}
