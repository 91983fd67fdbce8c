import { sql } from "drizzle-orm";
import { MAXIMO_MESES_RELATORIO, MENSAGENS_RELATORIO, type RelatorioApi } from "../../domain/api/relatorios.ts";
import { adicionarMeses } from "../../domain/dates.ts";
import { Invalido } from "../../domain/erros.ts";
import { centavosParaDecimal, decimalParaCentavos, type Centavos } from "../../domain/money.ts";
import { DIAS_PAR, par30, type Carteira } from "../../domain/relatorios.ts";
import type { Executor } from "../db/client.ts";
import { diasAtrasoSql, principalEmAbertoSql, statusAtualSql, valorDevidoSql, valorDoCicloSql, vencimentosEmAbertoSql } from "./sql-valores.ts";

// Issue 31, point 4: what the money did, month by month, and the portfolio today. Every figure is
// a sum of the lender's own rows: payments by their own date (DOMAIN.md), reversed ones never.
// Issue 31, point 5: a year of a lender with 200,000 payments answers from twelve summary rows and
// two sums over its running loans, the rules written as SQL next to the domain's (sql-valores.ts).

/** Months from the query, inclusive, oldest first; 400 for a reversed or too long period. */
export function mesesDoPeriodo(de: string, ate: string): string[] {
  if (de > ate) throw new Invalido(MENSAGENS_RELATORIO.ordem, { errors: { de: MENSAGENS_RELATORIO.ordem } });
  const meses: string[] = [];
  for (let m = de; m <= ate; m = adicionarMeses(`${m}-01`, 1).slice(0, 7)) {
    meses.push(m);
    if (meses.length > MAXIMO_MESES_RELATORIO) throw new Invalido(MENSAGENS_RELATORIO.maximo, { errors: { ate: MENSAGENS_RELATORIO.maximo } });
  }
  return meses;
}

type Soma = {
  emprestado: Centavos;
  recebidoJuros: Centavos;
  recebidoPrincipal: Centavos;
  recebidoJurosAtraso: Centavos;
  recebidoTotal: Centavos;
  jurosAtrasoDispensados: Centavos;
  jurosRenegociados: Centavos;
  jurosGanhos: Centavos;
};

const vazia = (): Soma => ({
  emprestado: 0,
  recebidoJuros: 0,
  recebidoPrincipal: 0,
  recebidoJurosAtraso: 0,
  recebidoTotal: 0,
  jurosAtrasoDispensados: 0,
  jurosRenegociados: 0,
  jurosGanhos: 0,
});

const emDecimais = (s: Soma) => ({
  emprestado: centavosParaDecimal(s.emprestado),
  recebidoJuros: centavosParaDecimal(s.recebidoJuros),
  recebidoPrincipal: centavosParaDecimal(s.recebidoPrincipal),
  recebidoJurosAtraso: centavosParaDecimal(s.recebidoJurosAtraso),
  recebidoTotal: centavosParaDecimal(s.recebidoTotal),
  jurosAtrasoDispensados: centavosParaDecimal(s.jurosAtrasoDispensados),
  jurosRenegociados: centavosParaDecimal(s.jurosRenegociados),
  jurosGanhos: centavosParaDecimal(s.jurosGanhos),
});

const centavos = (v: unknown) => (v === null || v === undefined ? 0 : decimalParaCentavos(String(v)));

/** The months' sums of the lender's summary rows (migration 0024), by yyyy-MM. */
async function somasDosMeses(db: Executor, usuarioId: string, inicio: string, fimExclusivo: string): Promise<Map<string, Soma>> {
  const r = await db.execute(sql`
    SELECT to_char(m.mes, 'YYYY-MM') AS mes, m.emprestado::text AS emprestado, m.recebido_juros::text AS juros,
      m.recebido_principal::text AS principal, m.recebido_juros_atraso::text AS atraso, m.recebido_total::text AS total,
      m.juros_atraso_dispensados::text AS dispensado, m.juros_renegociados::text AS renegociados
    FROM resumo_por_mes m
    WHERE m.usuario_id = ${usuarioId} AND m.mes >= ${inicio}::date AND m.mes < ${fimExclusivo}::date`);
  const porMes = new Map<string, Soma>();
  for (const l of r.rows as Record<string, unknown>[]) {
    const juros = centavos(l.juros);
    const atraso = centavos(l.atraso);
    porMes.set(String(l.mes), {
      emprestado: centavos(l.emprestado),
      recebidoJuros: juros,
      recebidoPrincipal: centavos(l.principal),
      recebidoJurosAtraso: atraso,
      recebidoTotal: centavos(l.total),
      jurosAtrasoDispensados: centavos(l.dispensado),
      jurosRenegociados: centavos(l.renegociados),
      jurosGanhos: juros + atraso,
    });
  }
  return porMes;
}

/** carteiraDe (src/domain/relatorios.ts) summed by the database over the lender's running loans. */
export async function carteiraDoCredor(db: Executor, usuarioId: string, hoje: string): Promise<Carteira> {
  const atrasado = sql`${statusAtualSql(hoje)} = 'atrasado'`;
  const r = await db.execute(sql`
    SELECT coalesce(sum(${principalEmAbertoSql}), 0)::text AS principal,
      coalesce(sum(${valorDevidoSql(hoje)}) FILTER (WHERE ${atrasado}), 0)::text AS em_atraso,
      coalesce(sum(${principalEmAbertoSql}) FILTER (WHERE ${atrasado} AND ${diasAtrasoSql(hoje)} > ${DIAS_PAR}), 0)::text AS em_risco,
      count(DISTINCT e.cliente_id)::int AS clientes,
      count(DISTINCT e.cliente_id) FILTER (WHERE ${atrasado})::int AS clientes_em_atraso
    FROM emprestimos e
    WHERE e.usuario_id = ${usuarioId} AND e.status IN ('ativo', 'atrasado', 'pausado')`);
  const l = r.rows[0] as Record<string, unknown>;
  const principal = centavos(l.principal);
  const emRisco = centavos(l.em_risco);
  return {
    principalEmAberto: principal,
    valorEmAtraso: centavos(l.em_atraso),
    principalEmRisco: emRisco,
    par30CentesimosDePercentual: par30(emRisco, principal),
    clientesAtivos: Number(l.clientes),
    clientesEmAtraso: Number(l.clientes_em_atraso),
  };
}

/**
 * previsaoDeRecebimentos (src/domain/relatorios.ts) summed by the database: a parcelado loan's
 * open installments of its written schedule (the same rows the calendar reads), a mensal loan's
 * current cycle and its later ones every prazo_dias from the unmoved base, before the window's end.
 */
export async function previsaoDoCredor(db: Executor, usuarioId: string, hoje: string, meses: number): Promise<Map<string, Centavos>> {
  const primeiro = `${hoje.slice(0, 7)}-01`;
  const rotulos = Array.from({ length: meses }, (_, i) => adicionarMeses(primeiro, i).slice(0, 7));
  const fim = adicionarMeses(primeiro, meses);
  // A mensal loan's later cycles count from the unmoved date of its current one (issue 43).
  const base = sql`coalesce(e.data_base_ciclo, e.data_proximo_ciclo)`;
  const r = await db.execute(sql`
    SELECT to_char(GREATEST(v.vence, ${primeiro}::date), 'YYYY-MM') AS mes, sum(v.valor)::text AS valor
    FROM emprestimos e
    CROSS JOIN LATERAL (
      -- The written schedule's open installments (parcelado) or the current cycle (mensal).
      SELECT a.valor, a.vence FROM ${vencimentosEmAbertoSql} AS a
      UNION ALL
      SELECT ${valorDoCicloSql}, ${base} + c.k * e.prazo_dias
      FROM generate_series(1, LEAST(399, (${fim}::date - ${base} - 1) / e.prazo_dias)) AS c(k)
      WHERE e.modalidade <> 'parcelado') v
    WHERE e.usuario_id = ${usuarioId} AND e.status IN ('ativo', 'atrasado') AND e.valor_restante > 0
      AND e.data_proximo_ciclo < ${fim}::date AND v.vence < ${fim}::date
    GROUP BY 1`);
  const previsto = new Map(rotulos.map((m) => [m, 0]));
  for (const l of r.rows as { mes: string; valor: string }[]) if (previsto.has(l.mes)) previsto.set(l.mes, centavos(l.valor));
  return previsto;
}

/** GET /api/relatorios?de=yyyy-MM&ate=yyyy-MM: the months from the summary rows, the portfolio and the forecast summed by the database. */
export async function relatorio(db: Executor, usuarioId: string, de: string, ate: string, hoje: string): Promise<RelatorioApi> {
  const meses = mesesDoPeriodo(de, ate);
  const somas = await somasDosMeses(db, usuarioId, `${de}-01`, adicionarMeses(`${ate}-01`, 1));
  const porMes = new Map(meses.map((m) => [m, somas.get(m) ?? vazia()]));
  const totais = vazia();
  for (const s of porMes.values()) for (const k of Object.keys(totais) as (keyof Soma)[]) totais[k] += s[k];
  const carteira = await carteiraDoCredor(db, usuarioId, hoje);
  const previsao = await previsaoDoCredor(db, usuarioId, hoje, 3);

  return {
    de,
    ate,
    meses: meses.map((mes) => ({ mes, ...emDecimais(porMes.get(mes)!) })),
    totais: emDecimais(totais),
    carteira: {
      principalEmAberto: centavosParaDecimal(carteira.principalEmAberto),
      valorEmAtraso: centavosParaDecimal(carteira.valorEmAtraso),
      principalEmRisco: centavosParaDecimal(carteira.principalEmRisco),
      par30: centavosParaDecimal(carteira.par30CentesimosDePercentual),
      clientesAtivos: carteira.clientesAtivos,
      clientesEmAtraso: carteira.clientesEmAtraso,
    },
    previsao: [...previsao].map(([mes, valor]) => ({ mes, valor: centavosParaDecimal(valor) })),
  };
}
