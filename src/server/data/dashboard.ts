import { sql } from "drizzle-orm";
import { adicionarDias } from "../../domain/dates.ts";
import { decimalParaCentavos, formatarReais } from "../../domain/money.ts";
import type { MetricasDashboardApi, VencimentoDoDiaApi } from "../../domain/api/painel.ts";
import type { Executor } from "../db/client.ts";
import { statusAtualSql, valorDevidoSql } from "./sql-valores.ts";

export type Metricas = MetricasDashboardApi;
export type Vencimento = VencimentoDoDiaApi;

export function limitesDoMes(hoje: string): { inicio: string; fim: string } {
  const inicio = `${hoje.slice(0, 8)}01`;
  const [ano, mes] = [Number(hoje.slice(0, 4)), Number(hoje.slice(5, 7))];
  const proximo = mes === 12 ? `${ano + 1}-01-01` : `${ano}-${String(mes + 1).padStart(2, "0")}-01`;
  return { inicio, fim: adicionarDias(proximo, -1) };
}

type Linha = Record<string, unknown>;
/** Sums are cast to numeric(14,2)::text in SQL: always two decimals, never a float. */
const reais = (v: unknown) => formatarReais(decimalParaCentavos(v === null || v === undefined ? "0.00" : String(v)));

/**
 * Non-reversed payments whose moment falls on the São Paulo days inicio..fim (DOMAIN.md: reversed
 * payments never count), as numeric(14,2) text. The days become instants, so the lender's
 * payments index (usuario_id, data_pagamento) reads just that range.
 */
function recebidoEntre(usuarioId: string, inicio: string, fim: string) {
  return sql`(SELECT coalesce(sum(p.valor_total), 0)::numeric(14,2)::text FROM historico_pagamentos p
    WHERE p.usuario_id = ${usuarioId} AND NOT p.estornado
      AND p.data_pagamento >= ${inicioDoDiaSql(inicio)} AND p.data_pagamento < ${inicioDoDiaSql(adicionarDias(fim, 1))})`;
}

/** The instant a São Paulo calendar day starts. */
export function inicioDoDiaSql(dia: string) {
  return sql`(${dia}::date::timestamp AT TIME ZONE 'America/Sao_Paulo')`;
}

/**
 * DOMAIN.md dashboard figures. The lender-wide ones (what is out on running loans, how many
 * clients) are kept up to date by triggers in every write (migration 0010); the rest are index
 * ranges: the loans due this month and today, the payments of today and this month.
 */
export async function metricas(db: Executor, usuarioId: string, hoje: string): Promise<Metricas> {
  const { inicio, fim } = limitesDoMes(hoje);
  const devidoEntre = (de: string, ate: string) => sql`(SELECT coalesce(sum(${valorDevidoSql(hoje)}), 0)::numeric(14,2)::text FROM emprestimos e
    WHERE e.usuario_id = ${usuarioId} AND e.status IN ('ativo', 'atrasado') AND e.data_proximo_ciclo BETWEEN ${de}::date AND ${ate}::date)`;
  const r = await db.execute(sql`
    SELECT
      cfg.total_emprestado_ativo::text AS total_ativo,
      ${devidoEntre(inicio, fim)} AS mes,
      ${devidoEntre(hoje, hoje)} AS dia,
      cfg.total_clientes AS clientes,
      ${recebidoEntre(usuarioId, hoje, hoje)} AS recebido_hoje,
      ${recebidoEntre(usuarioId, inicio, fim)} AS recebido_mes
    FROM configuracoes cfg
    WHERE cfg.usuario_id = ${usuarioId}`);
  const l = (r.rows[0] ?? {}) as Linha;
  return {
    totalEmprestadoAtivo: reais(l.total_ativo),
    receitaPrevistaMes: reais(l.mes),
    receitaPrevistaDia: reais(l.dia),
    totalClientes: Number(l.clientes ?? 0),
    recebidoHoje: reais(l.recebido_hoje),
    recebidoMes: reais(l.recebido_mes),
  };
}

/** Running loans due on `data`, with the amount due as of `hoje`. */
export async function vencimentosDoDia(db: Executor, usuarioId: string, hoje: string, data: string): Promise<Vencimento[]> {
  const r = await db.execute(sql`
    SELECT e.id, e.cliente_id, c.nome, c.telefone, ${valorDevidoSql(hoje)}::numeric(12,2)::text AS valor,
      e.data_proximo_ciclo::text AS data, ${statusAtualSql(hoje)} AS status, e.ciclo_atual
    FROM emprestimos e JOIN clientes c ON c.id = e.cliente_id
    WHERE e.usuario_id = ${usuarioId} AND e.status IN ('ativo', 'atrasado') AND e.data_proximo_ciclo = ${data}::date
    ORDER BY c.nome, e.id`);
  return (r.rows as Linha[]).map((l) => ({
    id: String(l.id),
    clienteId: String(l.cliente_id),
    clienteNome: String(l.nome),
    clienteTelefone: String(l.telefone),
    valor: String(l.valor),
    dataVencimento: String(l.data),
    ciclo: Number(l.ciclo_atual),
    // statusAtualSql only yields ativo or atrasado (the WHERE above).
    status: l.status === "atrasado" ? "atrasado" : "ativo",
  }));
}
