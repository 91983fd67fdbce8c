import { sql } from "drizzle-orm";
import { dataEmSaoPaulo } from "../../domain/dates.ts";
import type { Database } from "../db/client.ts";
import { comoSistema } from "../db/muro.ts";
import { CANAL_EVENTOS, CREDITOS_ESGOTADOS } from "../eventos/barramento.ts";
import { diasAtrasoSql, jurosAtrasoSql } from "./sql-valores.ts";

// Any fixed number: the one lock that lets a single server run the day's processing.
const TRAVA_DO_PROCESSAMENTO = 727_002;

export type ResultadoDoDia = { dia: string; atrasados: number; normalizados: number; contasComCreditoConsumido: number };

/**
 * Brings every lender's loans to their overdue state on `hoje` and consumes credit days
 * (DOMAIN.md). Each UPDATE only touches rows whose values differ, so a second run on the same
 * day changes nothing. Returns null when another server holds the lock (it is doing the work).
 */
export async function processarDia(db: Database, agora: Date): Promise<ResultadoDoDia | null> {
  const hoje = dataEmSaoPaulo(agora);
  // Every lender's loans: the system role of the tenancy wall.
  return comoSistema(db, async (tx) => {
    const trava = await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${TRAVA_DO_PROCESSAMENTO}) AS obtida`);
    if (!(trava.rows[0] as { obtida: boolean }).obtida) return null;

    const dias = diasAtrasoSql(hoje);
    const juros = jurosAtrasoSql(hoje);
    const atrasados = await tx.execute(sql`
      UPDATE emprestimos AS e SET status = 'atrasado', dias_atraso = ${dias}, valor_juros_atraso = ${juros}
      WHERE e.status IN ('ativo', 'atrasado') AND e.data_proximo_ciclo < ${hoje}::date
        AND (e.status <> 'atrasado' OR e.dias_atraso <> ${dias} OR e.valor_juros_atraso <> ${juros})
      RETURNING e.usuario_id`);
    const normalizados = await tx.execute(sql`
      UPDATE emprestimos AS e SET status = 'ativo', dias_atraso = 0, valor_juros_atraso = 0
      WHERE e.status IN ('ativo', 'atrasado') AND e.data_proximo_ciclo >= ${hoje}::date
        AND (e.status <> 'ativo' OR e.dias_atraso <> 0 OR e.valor_juros_atraso <> 0)
      RETURNING e.usuario_id`);
    const alterados = [...new Set([...atrasados.rows, ...normalizados.rows].map((l) => String((l as { usuario_id: string }).usuario_id)))];
    if (alterados.length > 0) {
      await tx.execute(
        sql`UPDATE configuracoes SET versao_dados = versao_dados + 1 WHERE usuario_id IN (${sql.join(
          alterados.map((u) => sql`${u}`),
          sql`, `,
        )})`,
      );
    }
    const creditos = await tx.execute(sql`
      UPDATE configuracoes SET
        dias_restantes = GREATEST(0, dias_restantes - (${hoje}::date - (data_ultima_atualizacao_creditos AT TIME ZONE 'America/Sao_Paulo')::date)),
        data_ultima_atualizacao_creditos = ${agora.toISOString()}::timestamptz
      WHERE (data_ultima_atualizacao_creditos AT TIME ZONE 'America/Sao_Paulo')::date < ${hoje}::date
      RETURNING usuario_id, dias_restantes`);
    // Lenders left without days: their open live-updates streams end now (routes/eventos), not at
    // their next heartbeat. NOTIFY inside the transaction: delivered only if it commits.
    const esgotados = creditos.rows.filter((l) => Number((l as { dias_restantes: number }).dias_restantes) <= 0);
    if (esgotados.length > 0) {
      const avisos = esgotados.map((l) => JSON.stringify({ usuarioId: String((l as { usuario_id: string }).usuario_id), evento: { tipo: CREDITOS_ESGOTADOS } }));
      await tx.execute(sql`SELECT pg_notify(${CANAL_EVENTOS}, a) FROM unnest(ARRAY[${sql.join(
        avisos.map((a) => sql`${a}`),
        sql`, `,
      )}]::text[]) AS a`);
    }
    return {
      dia: hoje,
      atrasados: atrasados.rows.length,
      normalizados: normalizados.rows.length,
      contasComCreditoConsumido: creditos.rows.length,
    };
  });
}
