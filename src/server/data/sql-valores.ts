import { sql, type SQL } from "drizzle-orm";

// The loan rules of src/domain/loans written as SQL expressions over `emprestimos e`, so that
// dashboard figures are summed by the database instead of loading every loan. A test checks
// them against the domain functions on random loans (sql-valores.test.ts).

const TETO = sql.raw("99999999.99");

/** Days late on `hoje` for a running loan (DOMAIN.md), 0 otherwise. */
export function diasAtrasoSql(hoje: string): SQL {
  return sql`(CASE WHEN e.status IN ('ativo', 'atrasado') THEN GREATEST(0, ${hoje}::date - e.data_proximo_ciclo) ELSE 0 END)`;
}

/**
 * Interest of the cycle (mensal) or the current installment (parcelado): valorDoCiclo. A function
 * of the database (migration 0013), because the trigger that keeps vencimentos_por_dia sums the
 * same value: one definition for both. SQL functions this simple are inlined by the planner.
 */
export const valorDoCicloSql = sql`credito_valor_do_ciclo(e.modalidade, e.valor_restante, e.taxa_juros, e.valor_parcela, e.ciclo_atual, e.quantidade_parcelas)`;

/**
 * The open installments of a parcelado loan's written schedule (parcelasEmAberto): from
 * ciclo_atual on, the first due on the row's data_proximo_ciclo, each for what is still owed of it
 * (the written amount while the balance lasts, the last one whatever is left), so they add up to
 * valor_restante; a row past its last installment owes the rest on its date. Columns: numero, valor, vence.
 * Read from the schedule's generated arrays (migration 0031): what comes before installment k from
 * ciclo_atual on is acumulados[k] − acumulados[ciclo_atual], one subtraction instead of parsing the
 * jsonb and a running sum per loan on every request (scripts/bench-cobrar-hoje.ts, the calendar month).
 */
const antesDaParcela = sql`(e.parcelas_acumulados[k] - e.parcelas_acumulados[e.ciclo_atual])`;
const parcelasAbertasSql = sql`(SELECT k AS numero, CASE WHEN k >= e.quantidade_parcelas THEN GREATEST(0, e.valor_restante - ${antesDaParcela})
      ELSE LEAST(e.parcelas_valores[k], GREATEST(0, e.valor_restante - ${antesDaParcela})) END AS valor,
    CASE WHEN k = e.ciclo_atual THEN e.data_proximo_ciclo ELSE e.parcelas_vencimentos[k] END AS vence
  FROM generate_series(e.ciclo_atual, coalesce(cardinality(e.parcelas_vencimentos), 0)) AS k
  UNION ALL
  -- A row past its last installment that still owes: the rest, due on its current date.
  SELECT e.ciclo_atual, e.valor_restante, e.data_proximo_ciclo WHERE e.ciclo_atual > e.quantidade_parcelas AND e.valor_restante > 0)`;

/**
 * What a running loan still has to be paid on which day, as the calendar shows it (DOMAIN.md:
 * it reads the written schedule): a parcelado loan's every open installment with what is owed of
 * it, on its own due date (an overdue one stays there); a mensal loan its current cycle's interest
 * on data_proximo_ciclo. Columns: numero, valor, vence. For a lateral join over `emprestimos e`.
 */
export const vencimentosEmAbertoSql = sql`(SELECT a.numero, a.valor, a.vence FROM ${parcelasAbertasSql} AS a
    WHERE e.modalidade = 'parcelado' AND a.valor > 0
  UNION ALL
  SELECT e.ciclo_atual, ${valorDoCicloSql}, e.data_proximo_ciclo WHERE e.modalidade <> 'parcelado')`;

/** Late interest of an amount `base` due on `vence`, paid on `hoje` (encargosDeAtraso). */
function jurosDaParcelaSql(base: SQL, vence: SQL, hoje: string): SQL {
  const dias = sql`(${hoje}::date - ${vence})`;
  return sql`(CASE WHEN ${dias} <= 0 THEN 0 WHEN e.taxa_atraso_tipo = 'fixo' THEN LEAST(e.taxa_atraso * ${dias}, ${TETO})
    ELSE LEAST(round(${base} * e.taxa_atraso * ${dias} / 100, 2), ${TETO}) END)`;
}

/** The penalty of an amount `base` due on `vence`, paid on `hoje`: once, after its due date. */
function multaDaParcelaSql(base: SQL, vence: SQL, hoje: string): SQL {
  return sql`(CASE WHEN ${hoje}::date > ${vence} THEN round(${base} * e.multa_atraso / 100, 2) ELSE 0 END)`;
}

const valorAberto = sql.raw("a.valor");
const venceAberta = sql.raw("a.vence");

/**
 * Late interest on `hoje` (estadoAtraso): mensal on the balance, rounded once, half-up; parcelado
 * the sum of each overdue open installment's own (DOMAIN.md), capped at numeric(10,2).
 */
export function jurosAtrasoSql(hoje: string): SQL {
  const dias = diasAtrasoSql(hoje);
  return sql`(CASE WHEN ${dias} <= 0 THEN 0
    WHEN e.modalidade = 'parcelado' THEN (SELECT LEAST(coalesce(sum(${jurosDaParcelaSql(valorAberto, venceAberta, hoje)}), 0), ${TETO})
      FROM ${parcelasAbertasSql} AS a WHERE a.valor > 0)
    WHEN e.taxa_atraso_tipo = 'fixo' THEN LEAST(e.taxa_atraso * ${dias}, ${TETO})
    ELSE LEAST(round(e.valor_restante * e.taxa_atraso * ${dias} / 100, 2), ${TETO}) END)`;
}

/**
 * valorDevidoNoVencimento: mensal, the cycle's interest plus, when late, late interest and the
 * penalty on that interest; parcelado, every open installment due on or before `hoje` with its own
 * charges, or the installment due next when none is due yet.
 */
export function valorDevidoSql(hoje: string): SQL {
  const dias = diasAtrasoSql(hoje);
  const encargos = sql`${jurosDaParcelaSql(valorAberto, venceAberta, hoje)} + ${multaDaParcelaSql(valorAberto, venceAberta, hoje)}`;
  return sql`(CASE WHEN e.modalidade = 'parcelado' AND e.status IN ('ativo', 'atrasado') AND e.data_proximo_ciclo <= ${hoje}::date THEN
      (SELECT coalesce(sum(a.valor + ${encargos}), 0) FROM ${parcelasAbertasSql} AS a WHERE a.valor > 0 AND a.vence <= ${hoje}::date)
    WHEN e.modalidade = 'parcelado' THEN ${valorDoCicloSql}
    ELSE ${valorDoCicloSql} + ${jurosAtrasoSql(hoje)} + (CASE WHEN ${dias} > 0 THEN round(${valorDoCicloSql} * e.multa_atraso / 100, 2) ELSE 0 END) END)`;
}

// Installments paid (m = ciclo_atual − 1, from 1 to n − 1 here) and the plan's figures, in reais:
// m × P × r / 100 (each installment's interest part), the plan's interest P × r / 100 × n rounded
// once, and m × valor_parcela paid so far.
const pagas = sql.raw("(e.ciclo_atual - 1)");
const jurosSimples = sql`${pagas} * round(e.valor_original * e.taxa_juros / 100, 2)`;
const jurosDoPlano = sql`round(e.valor_original * e.taxa_juros * e.quantidade_parcelas / 100, 2)`;
const pagoDasParcelas = sql`${pagas} * e.valor_parcela`;

/**
 * principalEmAberto (src/domain/relatorios.ts): the balance of a mensal loan; for a parcelado one
 * (quantidade_parcelas > 0 by the table's check) the principal parts of the installments not yet
 * paid: P less the principal of those paid, m × valor_parcela less jurosAteAParcela(m), the
 * interest kept between max(0, paid − P) and min(plan's interest, paid) exactly as the domain does.
 */
export const principalEmAbertoSql = sql`(CASE WHEN e.modalidade = 'parcelado' THEN
    (CASE WHEN ${pagas} <= 0 THEN e.valor_original
      WHEN ${pagas} >= e.quantidade_parcelas THEN 0
      ELSE e.valor_original - ${pagoDasParcelas} + GREATEST(GREATEST(0, ${pagoDasParcelas} - e.valor_original),
        LEAST(${jurosSimples}, ${jurosDoPlano}, ${pagoDasParcelas})) END)
    ELSE GREATEST(0, e.valor_restante) END)`;

/** The status as it reads today: a running loan past its due date is atrasado. */
export function statusAtualSql(hoje: string): SQL {
  return sql`(CASE WHEN e.status IN ('ativo', 'atrasado') THEN
    (CASE WHEN e.data_proximo_ciclo < ${hoje}::date THEN 'atrasado' ELSE 'ativo' END) ELSE e.status END)`;
}
