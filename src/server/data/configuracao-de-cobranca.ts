// The lender's collection-day settings as the settings screen reads and saves them (issue 43,
// point 2). Schedules read them through calendario-do-credor.ts; a change here only affects
// schedules written afterwards (DOMAIN.md: existing loans keep their dates).
import { eq } from "drizzle-orm";
import type { ConfiguracaoDeCobrancaApi } from "../../domain/api/cobranca.ts";
import { isUf } from "../../domain/calendario-de-cobranca.ts";
import { NaoEncontrado } from "../../domain/erros.ts";
import type { ConfiguracaoDeCobrancaDados } from "../../domain/schemas/cobranca.ts";
import type { Executor } from "../db/client.ts";
import { configuracoes } from "../db/schema/index.ts";
import { mudancas, registrarAuditoria } from "./auditoria.ts";

const colunas = {
  cobrarSabados: configuracoes.cobrarSabados,
  cobrarDomingos: configuracoes.cobrarDomingos,
  cobrarFeriados: configuracoes.cobrarFeriados,
  uf: configuracoes.ufFeriados,
  carnavalECorpusChristiSaoDiasDeCobranca: configuracoes.carnavalECorpusChristiCobranca,
  datasSemCobranca: configuracoes.datasSemCobranca,
};
type Linha = Omit<ConfiguracaoDeCobrancaApi, "uf"> & { uf: string | null };

const naoEncontradas = () => new NaoEncontrado("Configurações não encontradas.");

function paraApi({ uf, ...resto }: Linha): ConfiguracaoDeCobrancaApi {
  // The column only ever receives a UF the schema checked; anything else reads as none, as the
  // schedule's reader (calendario-do-credor.ts) treats it.
  return { ...resto, uf: uf !== null && isUf(uf) ? uf : null };
}

export async function lerConfiguracaoDeCobranca(db: Executor, usuarioId: string): Promise<ConfiguracaoDeCobrancaApi> {
  const [linha] = await db.select(colunas).from(configuracoes).where(eq(configuracoes.usuarioId, usuarioId));
  if (!linha) throw naoEncontradas();
  return paraApi(linha);
}

/** Replaces the settings (PUT), and writes what changed to the trail, as salvarConfiguracoes does. */
export async function salvarConfiguracaoDeCobranca(
  db: Executor,
  usuarioId: string,
  dados: ConfiguracaoDeCobrancaDados,
  agora: Date,
): Promise<ConfiguracaoDeCobrancaApi> {
  const anterior = await lerConfiguracaoDeCobranca(db, usuarioId);
  const [linha] = await db
    .update(configuracoes)
    .set({
      cobrarSabados: dados.cobrarSabados,
      cobrarDomingos: dados.cobrarDomingos,
      cobrarFeriados: dados.cobrarFeriados,
      ufFeriados: dados.uf,
      carnavalECorpusChristiCobranca: dados.carnavalECorpusChristiSaoDiasDeCobranca,
      datasSemCobranca: dados.datasSemCobranca,
      atualizadoEm: agora,
    })
    .where(eq(configuracoes.usuarioId, usuarioId))
    .returning(colunas);
  if (!linha) throw naoEncontradas();
  const salvas = paraApi(linha);
  const diferenca = mudancas(anterior, salvas);
  if (diferenca) await registrarAuditoria(db, usuarioId, { ator: "credor", acao: "configuracoes_alteradas", entidade: "configuracoes", ...diferenca }, agora);
  return salvas;
}
