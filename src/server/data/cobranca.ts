// Issue 11 "Collections first": what is overdue, what came in, and what was expected, per lender.
import { sql } from "drizzle-orm";
import type { EmprestimoAtrasadoApi, MesRecebidoPrevistoApi } from "../../domain/api/painel.ts";
import { adicionarMeses } from "../../domain/dates.ts";
import { valorDevidoNoVencimento, valorParaQuitar } from "../../domain/loans/amount-due.ts";
import { estadoDaLinha } from "../../domain/loans/db-row.ts";
import { centavosParaDecimal, decimalParaCentavos } from "../../domain/money.ts";
import type { ConsultaPagina } from "../../domain/schemas/listas.ts";
import type { Executor } from "../db/client.ts";
import { emprestimosAtrasados } from "./calendario.ts";
import { inicioDoDiaSql } from "./dashboard.ts";
import { valorDoCicloSql } from "./sql-valores.ts";

/**
 * The dashboard's 'Em atraso' list: a page of the calendar's overdue loans (one rule for both
 * screens), most days late first, each with the amount due today and the amount to settle, both
 * from the domain.
 */
export async function atrasadosDoPainel(
  db: Executor,
  usuarioId: string,
  hoje: string,
  pagina: ConsultaPagina,
): Promise<{ itens: EmprestimoAtrasadoApi[]; proximoCursor: string | null }> {
  const { itens, proximoCursor } = await emprestimosAtrasados(db, usuarioId, hoje, pagina);
  return {
    proximoCursor,
    itens: itens.map((e) => {
      const estado = estadoDaLinha(e);
      return {
        ...e,
        valorDevido: centavosParaDecimal(valorDevidoNoVencimento(estado, hoje)),
        valorParaQuitar: centavosParaDecimal(valorParaQuitar(estado, hoje)),
      };
    }),
  };
}

/** São Paulo calendar day of a payment moment. */
const diaDoPagamento = sql`(p.data_pagamento AT TIME ZONE 'America/Sao_Paulo')::date`;
/** The due date the payment settled (the loan's state before it), or its own day on rows older than reversals. */
const vencimentoDoPagamento = sql`coalesce((p.estado_anterior->>'dataProximoCiclo')::date, ${diaDoPagamento})`;
/**
 * The scheduled part of a payment (decision 0022): the cycle's interest (mensal) or the
 * installment (parcelado), without late interest and without principal paid ahead of schedule.
 */
const parteAgendadaDoPagamento = sql`(CASE
  WHEN e.modalidade = 'parcelado' AND p.tipo_pagamento = 'parcela' THEN p.valor_total - coalesce(p.valor_juros_atraso, 0)
  WHEN e.modalidade = 'parcelado' THEN LEAST(coalesce(e.valor_parcela, 0), p.valor_total - coalesce(p.valor_juros_atraso, 0))
  ELSE p.valor_juros - coalesce(p.valor_juros_atraso, 0) END)`;

/**
 * Received vs expected for the 6 months ending with today's, oldest first (decision 0022).
 * recebido: non-reversed payments made in the month. previsto: the scheduled amounts that fell
 * due in the month — cycles already paid (from the payment history) plus the open cycle of each
 * running loan whose due date is in the month.
 */
export async function recebidoVsPrevisto(db: Executor, usuarioId: string, hoje: string): Promise<MesRecebidoPrevistoApi[]> {
  const inicioMesAtual = `${hoje.slice(0, 8)}01`;
  const inicio = adicionarMeses(inicioMesAtual, -5);
  const fimExclusivo = adicionarMeses(inicioMesAtual, 1);
  const r = await db.execute(sql`
    SELECT 'recebido' AS tipo, to_char(${diaDoPagamento}, 'YYYY-MM') AS mes, sum(p.valor_total)::numeric(14,2)::text AS valor
      FROM historico_pagamentos p
      WHERE p.usuario_id = ${usuarioId} AND NOT p.estornado
        AND p.data_pagamento >= ${inicioDoDiaSql(inicio)} AND p.data_pagamento < ${inicioDoDiaSql(fimExclusivo)}
      GROUP BY 2
    UNION ALL
    SELECT 'previsto', to_char(${vencimentoDoPagamento}, 'YYYY-MM'), sum(${parteAgendadaDoPagamento})::numeric(14,2)::text
      FROM historico_pagamentos p JOIN emprestimos e ON e.id = p.emprestimo_id
      WHERE p.usuario_id = ${usuarioId} AND NOT p.estornado
        AND ${vencimentoDoPagamento} >= ${inicio}::date AND ${vencimentoDoPagamento} < ${fimExclusivo}::date
      GROUP BY 2
    UNION ALL
    SELECT 'previsto', to_char(e.data_proximo_ciclo, 'YYYY-MM'), sum(${valorDoCicloSql})::numeric(14,2)::text
      FROM emprestimos e
      WHERE e.usuario_id = ${usuarioId} AND e.status IN ('ativo', 'atrasado')
        AND e.data_proximo_ciclo >= ${inicio}::date AND e.data_proximo_ciclo < ${fimExclusivo}::date
      GROUP BY 2`);
  const meses = Array.from({ length: 6 }, (_, i) => adicionarMeses(inicio, i).slice(0, 7));
  const soma = new Map(meses.map((m) => [m, { recebido: 0, previsto: 0 }]));
  for (const linha of r.rows as { tipo: string; mes: string; valor: string | null }[]) {
    const alvo = soma.get(String(linha.mes));
    if (!alvo || linha.valor === null) continue;
    const centavos = decimalParaCentavos(String(linha.valor));
    if (linha.tipo === "recebido") alvo.recebido += centavos;
    else alvo.previsto += centavos;
  }
  return meses.map((mes) => {
    const s = soma.get(mes)!;
    return { mes, recebido: centavosParaDecimal(s.recebido), previsto: centavosParaDecimal(s.previsto) };
  });
}
