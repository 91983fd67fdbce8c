// The lender's collection days (issue 43, point 2) as the schedule asks for them: one read of the
// settings row, then src/domain/calendario-de-cobranca.ts decides each date. Every place that
// writes a schedule (a new loan, an activation, a sign-up, the simulator) goes through here, so
// they all skip the same days.
import { eq } from "drizzle-orm";
import {
  CONFIGURACAO_DE_COBRANCA_PADRAO,
  ehDiaDeCobranca,
  isUf,
  type ConfiguracaoDeCobranca,
} from "../../domain/calendario-de-cobranca.ts";
import type { EhDiaDeCobranca } from "../../domain/loans/cronograma.ts";
import type { Executor } from "../db/client.ts";
import { configuracoes } from "../db/schema/index.ts";

/** The lender's settings, or the defaults when the row is missing (never for a signed-up lender). */
export async function configuracaoDeCobrancaDe(db: Executor, usuarioId: string): Promise<ConfiguracaoDeCobranca> {
  const [linha] = await db
    .select({
      cobrarSabados: configuracoes.cobrarSabados,
      cobrarDomingos: configuracoes.cobrarDomingos,
      cobrarFeriados: configuracoes.cobrarFeriados,
      uf: configuracoes.ufFeriados,
      carnavalECorpusChristiSaoDiasDeCobranca: configuracoes.carnavalECorpusChristiCobranca,
      datasSemCobranca: configuracoes.datasSemCobranca,
    })
    .from(configuracoes)
    .where(eq(configuracoes.usuarioId, usuarioId));
  if (!linha) return CONFIGURACAO_DE_COBRANCA_PADRAO;
  const { uf, ...resto } = linha;
  // The column only ever holds a UF the settings route validated; anything else counts as none.
  return uf !== null && isUf(uf) ? { ...resto, uf } : resto;
}

/** The predicate gerarCronograma takes, for this lender. */
export async function diasDeCobrancaDe(db: Executor, usuarioId: string): Promise<EhDiaDeCobranca> {
  const config = await configuracaoDeCobrancaDe(db, usuarioId);
  return (data) => ehDiaDeCobranca(data, config);
}
