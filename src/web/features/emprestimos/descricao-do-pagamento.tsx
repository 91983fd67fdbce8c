import { dataEmSaoPaulo, diferencaEmDias, formatarData, isDataIso } from "../../../domain/dates.ts";
import { decimalParaCentavos, formatarReais } from "../../../domain/money.ts";
import type { RespostaPagamento } from "../../lib/ledger-api.ts";
import { cn } from "../../lib/cn.ts";

/*
 * What a recorded payment's toast and sheet say: the amount and where the loan stands. Its own
 * module, so the queue that sends a payment after a reload (fila-de-pagamentos.tsx) can say it
 * without loading the payment dialog.
 */

/**
 * Where the loan stands after a payment: paid off, still overdue (a payment of the interest on a
 * loan late by more than a cycle moves the due date, still in the past), or due on a date ahead.
 * Days are counted on São Paulo's calendar, as everywhere in the rules (DOMAIN.md).
 */
export function situacaoDepoisDoPagamento(
  pagamento: Pick<RespostaPagamento["pagamento"], "status" | "novaDataProximoCiclo">,
  hoje: string,
): { tipo: "quitado" } | { tipo: "em_atraso"; vencimento: string; dias: number } | { tipo: "em_dia"; vencimento: string } | null {
  if (pagamento.status === "finalizado") return { tipo: "quitado" };
  const dia = pagamento.novaDataProximoCiclo.slice(0, 10);
  if (!isDataIso(dia)) return null;
  const dias = diferencaEmDias(dia, hoje);
  return dias > 0 ? { tipo: "em_atraso", vencimento: formatarData(dia), dias } : { tipo: "em_dia", vencimento: formatarData(dia) };
}

/** 'Ainda em atraso: vencimento 14/11/2026 (13 dias)'. */
function textoDaSituacao(situacao: NonNullable<ReturnType<typeof situacaoDepoisDoPagamento>>): string {
  if (situacao.tipo === "quitado") return "Empréstimo quitado!";
  if (situacao.tipo === "em_dia") return `Próximo vencimento: ${situacao.vencimento}`;
  return `Ainda em atraso: vencimento ${situacao.vencimento} (${situacao.dias} ${situacao.dias === 1 ? "dia" : "dias"})`;
}

/** 'R$ 1.234,56', or the text as it came when it is not a decimal. */
function reais(decimal: string): string {
  try {
    return formatarReais(decimalParaCentavos(decimal));
  } catch {
    return decimal;
  }
}

export function DescricaoSucesso({ resposta }: { resposta: RespostaPagamento }) {
  const valor = reais(resposta.pagamento.valorTotalPago);
  const situacao = situacaoDepoisDoPagamento(resposta.pagamento, dataEmSaoPaulo(new Date()));
  return (
    <>
      <span className="block">Valor: {valor}</span>
      {/* Issue 42: the balance after this payment, as the server now keeps it. */}
      <span data-testid="saldo-depois-do-pagamento" className="block">
        Saldo restante: {reais(resposta.pagamento.saldoRestante)}
      </span>
      {situacao ? (
        <span data-testid="situacao-depois-do-pagamento" className={cn("block", situacao.tipo === "em_atraso" && "font-medium text-destructive")}>
          {textoDaSituacao(situacao)}
        </span>
      ) : null}
    </>
  );
}
