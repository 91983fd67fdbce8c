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

/** Late interest on `hoje` (jurosAtraso): rounded once, half-up, capped at numeric(10,2). */
export function jurosAtrasoSql(hoje: string): SQL {
  const dias = diasAtrasoSql(hoje);
  // On an installment loan the base is the installment due now (parcelaAtual), which is that
  // loan's valorDoCiclo.
  const base = sql`(CASE WHEN e.modalidade = 'parcelado' THEN ${valorDoCicloSql} ELSE e.valor_restante END)`;
  return sql`(CASE WHEN ${dias} <= 0 THEN 0
    WHEN e.taxa_atraso_tipo = 'fixo' THEN LEAST(e.taxa_atraso * ${dias}, ${TETO})
    ELSE LEAST(round(${base} * e.taxa_atraso * ${dias} / 100, 2), ${TETO}) END)`;
}

/** valorDevidoNoVencimento: what is due on the loan's due date, late interest included. */
export function valorDevidoSql(hoje: string): SQL {
  return sql`(${valorDoCicloSql} + ${jurosAtrasoSql(hoje)})`;
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
