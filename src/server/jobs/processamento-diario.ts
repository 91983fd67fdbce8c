import { Cron } from "croner";
import { dataEmSaoPaulo } from "../../domain/dates.ts";
import type { Database } from "../db/client.ts";
import { erroSeguro, type LogDeTarefa } from "../http/log-seguro.ts";
import { processarDia } from "../data/processamento-diario.ts";

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
