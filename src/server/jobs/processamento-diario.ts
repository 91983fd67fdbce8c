import { Cron } from "croner";
import { sql } from "drizzle-orm";
import { dataEmSaoPaulo } from "../../domain/dates.ts";
import type { Database } from "../db/client.ts";
import { erroSeguro, type LogDeTarefa } from "../http/log-seguro.ts";
import { comoSistema } from "../db/muro.ts";
import { diasAtrasoSql, jurosAtrasoSql } from "../data/sql-valores.ts";

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
      WHERE (data_ultima_atualizacao_creditos AT TIME ZONE 'America/Sao_Paulo')::date < ${hoje}::date`);
    return {
      dia: hoje,
      atrasados: atrasados.rows.length,
      normalizados: normalizados.rows.length,
      contasComCreditoConsumido: creditos.rowCount ?? 0,
    };
  });
}

/** São Paulo's calendar decides the day (DOMAIN.md), whatever the machine's time zone. */
export const FUSO_DOS_TRABALHOS = "America/Sao_Paulo";

/** How soon a failed run is tried again. */
export const NOVA_TENTATIVA_MS = 60_000;

/**
 * Runs the processing at start and at 00:00 in São Paulo (croner, in that time zone). Reads never
 * wait for it: the overdue state and credits are computed on read as well. A failure is logged at
 * error level, sanitized (no query text), and tried again a minute later until a run succeeds.
 * The timers never keep the process alive, and once stopped nothing fires again.
 */
export function agendarProcessamentoDiario(db: Database, agora: () => Date, log: LogDeTarefa): () => void {
  let parado = false;
  let novaTentativa: Cron | undefined;
  const rodar = async () => {
    const dia = dataEmSaoPaulo(agora());
    try {
      const r = await processarDia(db, agora());
      if (r) {
        log.info(
          `processamento diário de ${r.dia}: ${r.atrasados} empréstimo(s) marcados em atraso, ${r.normalizados} de volta a ativo, ${r.contasComCreditoConsumido} conta(s) com créditos consumidos`,
        );
      } else {
        log.info(`processamento diário de ${dia}: feito por outro servidor`);
      }
    } catch (erro) {
      log.error({ err: erroSeguro(erro) }, "processamento diário falhou");
      if (parado) return;
      novaTentativa?.stop();
      // Through the daily job, so that its protect flag keeps two runs from overlapping.
      novaTentativa = new Cron(new Date(Date.now() + NOVA_TENTATIVA_MS), { unref: true }, () => {
        if (!parado && !diario.isBusy()) void diario.trigger();
      });
    }
  };
  const diario = new Cron("0 0 0 * * *", { timezone: FUSO_DOS_TRABALHOS, unref: true, protect: true }, rodar);
  void diario.trigger();
  return () => {
    parado = true;
    diario.stop();
    novaTentativa?.stop();
  };
}
