import { sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import { adicionarDias } from "../../domain/dates.ts";
import { decimalParaCentavos, formatarReais } from "../../domain/money.ts";
import type { MetricasDashboardApi, VencimentoDoDiaApi } from "../../domain/api/painel.ts";
import type { ConsultaPagina } from "../../domain/schemas/listas.ts";
import type { Executor } from "../db/client.ts";
import { emprestimos } from "../db/schema/index.ts";
import { decodificarCursor, pagina, type Posicao } from "./paginacao.ts";
import { jurosAtrasoSql, statusAtualSql, valorDevidoSql } from "./sql-valores.ts";

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
 * DOMAIN.md dashboard figures, none of them a sum over every loan (issue 12 point 2). Kept in the
 * writing transaction by triggers: what is out on running loans and how many clients (migration
 * 0010), and per due date the running loans' cycle values (vencimentos_por_dia, 0013). Read here:
 * at most a month of those day rows; the late interest of this month's loans already past due (it
 * grows with today, so it is summed per loan, over those loans only); today's and this month's
 * payments (an index range); the sign-ups awaiting delivery (a partial index of just those, 0027).
 */
export async function metricas(db: Executor, usuarioId: string, hoje: string): Promise<Metricas> {
  const { inicio, fim } = limitesDoMes(hoje);
  const r = await db.execute(sql`
    SELECT
      cfg.total_emprestado_ativo::text AS total_ativo,
      ((SELECT coalesce(sum(v.valor_do_ciclo), 0) FROM vencimentos_por_dia v
          WHERE v.usuario_id = ${usuarioId} AND v.data BETWEEN ${inicio}::date AND ${fim}::date)
        + (SELECT coalesce(sum(${jurosAtrasoSql(hoje)}), 0) FROM emprestimos e
          WHERE e.usuario_id = ${usuarioId} AND e.status IN ('ativo', 'atrasado') AND e.data_proximo_ciclo >= ${inicio}::date AND e.data_proximo_ciclo < ${hoje}::date)
      )::numeric(14,2)::text AS mes,
      -- Due today: no late interest yet.
      (SELECT coalesce(sum(v.valor_do_ciclo), 0) FROM vencimentos_por_dia v WHERE v.usuario_id = ${usuarioId} AND v.data = ${hoje}::date)::numeric(14,2)::text AS dia,
      cfg.total_clientes AS clientes,
      ${recebidoEntre(usuarioId, hoje, hoje)} AS recebido_hoje,
      ${recebidoEntre(usuarioId, inicio, fim)} AS recebido_mes,
      -- Issue 42, point 7: sign-ups awaiting delivery, read from their own partial index (0027).
      (SELECT count(*) FROM emprestimos e
        WHERE e.usuario_id = ${usuarioId} AND e.status = 'aguardando_envio' AND e.origem = 'link')::int AS cadastros_aguardando
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
    cadastrosAguardandoEnvio: Number(l.cadastros_aguardando ?? 0),
  };
}

/** The due lists' order (dashboard and calendar day): the client's name, then the loan. */
export const ORDEM_DO_DIA = "dia-nome";

/** Where a due list's page starts: after the cursor's row, or at the top. */
export function posicaoNoDia(cursor: string | undefined): Posicao | null {
  return cursor ? decodificarCursor(cursor, ORDEM_DO_DIA, (chave) => chave.length <= 400) : null;
}

/** The loan columns a due list filters and orders on: the table, or an alias of it. */
type ColunasDoDia = { status: AnyPgColumn; dataProximoCiclo: AnyPgColumn; clienteNome: AnyPgColumn; id: AnyPgColumn };

/**
 * The running loans due on `data` after the cursor's position: migration 0012's partial index's
 * predicate (written out, not as parameters, so that the planner matches it), the day and the
 * keyset. With ordemDoDia, one definition for the dashboard's lists and the calendar's day.
 */
export function doDia(t: ColunasDoDia, data: string, cursor: string | undefined): SQL {
  const depois = posicaoNoDia(cursor);
  const aposOCursor = depois ? sql` AND (${t.clienteNome}, ${t.id}) > (${depois.chave}, ${depois.id}::uuid)` : sql``;
  return sql`${t.status} IN ('ativo', 'atrasado') AND ${t.dataProximoCiclo} = ${data}::date${aposOCursor}`;
}

/** The due lists' ORDER BY: the index's order after the day. */
export function ordemDoDia(t: ColunasDoDia): SQL {
  return sql`${t.clienteNome}, ${t.id}`;
}

/** The page's rows out of limite + 1, and the cursor after the last one. */
export function paginaDoDia<T>(linhas: T[], limite: number, posicaoDe: (linha: T) => Posicao) {
  return pagina(linhas, limite, posicaoDe, ORDEM_DO_DIA);
}

// The loan as `e`, the alias sql-valores.ts's expressions are written against.
const e = alias(emprestimos, "e");

/**
 * A page of the running loans due on `data`, with the amount due as of `hoje`, in the client's
 * name order (doDia, ordemDoDia): a page reads its own rows however many loans fall on that day.
 */
export async function vencimentosDoDia(
  db: Executor,
  usuarioId: string,
  hoje: string,
  data: string,
  { limite, cursor }: ConsultaPagina,
): Promise<{ itens: Vencimento[]; proximoCursor: string | null }> {
  const r = await db.execute(sql`
    SELECT e.id, e.cliente_id, e.cliente_nome, c.nome, c.telefone, ${valorDevidoSql(hoje)}::numeric(12,2)::text AS valor,
      e.data_proximo_ciclo::text AS data, ${statusAtualSql(hoje)} AS status, e.ciclo_atual
    FROM emprestimos e JOIN clientes c ON c.id = e.cliente_id
    WHERE e.usuario_id = ${usuarioId} AND ${doDia(e, data, cursor)}
    ORDER BY ${ordemDoDia(e)}
    LIMIT ${limite + 1}`);
  const { itens, proximoCursor } = paginaDoDia(r.rows as Linha[], limite, (l) => ({ chave: String(l.cliente_nome), id: String(l.id) }));
  return {
    proximoCursor,
    itens: itens.map((l) => ({
      id: String(l.id),
      clienteId: String(l.cliente_id),
      clienteNome: String(l.nome),
      clienteTelefone: String(l.telefone),
      valor: String(l.valor),
      dataVencimento: String(l.data),
      ciclo: Number(l.ciclo_atual),
      // statusAtualSql only yields ativo or atrasado (the WHERE above).
      status: l.status === "atrasado" ? "atrasado" : "ativo",
    })),
  };
}
