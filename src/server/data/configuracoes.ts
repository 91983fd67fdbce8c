import { eq } from "drizzle-orm";
import type { ConfiguracoesApi } from "../../domain/api/conta.ts";
import type { ConfiguracoesDados } from "../../domain/schemas/settings.ts";
import { NaoEncontrado } from "../../domain/erros.ts";
import type { Executor } from "../db/client.ts";
import { configuracoes } from "../db/schema/index.ts";
import { mudancas, registrarAuditoria } from "./auditoria.ts";

const colunas = {
  chavePix: configuracoes.chavePix,
  telefoneWhatsapp: configuracoes.telefoneWhatsapp,
  nomeRecibo: configuracoes.nomeRecibo,
  nomeRecebedor: configuracoes.nomeRecebedor,
  cidadeRecebedor: configuracoes.cidadeRecebedor,
  documentoCredor: configuracoes.documentoCredor,
  enderecoCredor: configuracoes.enderecoCredor,
};
const naoEncontradas = () => new NaoEncontrado("Configurações não encontradas.");

export async function lerConfiguracoes(db: Executor, usuarioId: string): Promise<ConfiguracoesApi> {
  const [linha] = await db.select(colunas).from(configuracoes).where(eq(configuracoes.usuarioId, usuarioId));
  if (!linha) throw naoEncontradas();
  return linha;
}

/** Only the display name (POST /api/configuracoes/nome), on the trail like any settings change. */
export async function salvarNomeDoCredor(db: Executor, usuarioId: string, nomeRecibo: string, agora: Date): Promise<ConfiguracoesApi> {
  const anterior = await lerConfiguracoes(db, usuarioId);
  const [linha] = await db.update(configuracoes).set({ nomeRecibo, atualizadoEm: agora }).where(eq(configuracoes.usuarioId, usuarioId)).returning(colunas);
  if (!linha) throw naoEncontradas();
  const diferenca = mudancas(anterior, linha);
  if (diferenca) await registrarAuditoria(db, usuarioId, { ator: "credor", acao: "configuracoes_alteradas", entidade: "configuracoes", ...diferenca }, agora);
  return linha;
}

export async function salvarConfiguracoes(db: Executor, usuarioId: string, dados: ConfiguracoesDados, agora: Date): Promise<ConfiguracoesApi> {
  const anterior = await lerConfiguracoes(db, usuarioId);
  const [linha] = await db
    .update(configuracoes)
    .set({
      chavePix: dados.chavePix,
      telefoneWhatsapp: dados.telefoneWhatsapp,
      // Absent keeps what is stored: the spec's own call sends only the key and the number.
      ...(dados.nomeRecibo !== undefined ? { nomeRecibo: dados.nomeRecibo } : {}),
      ...(dados.nomeRecebedor !== undefined ? { nomeRecebedor: dados.nomeRecebedor } : {}),
      ...(dados.cidadeRecebedor !== undefined ? { cidadeRecebedor: dados.cidadeRecebedor } : {}),
      ...(dados.documentoCredor !== undefined ? { documentoCredor: dados.documentoCredor } : {}),
      ...(dados.enderecoCredor !== undefined ? { enderecoCredor: dados.enderecoCredor } : {}),
      atualizadoEm: agora,
    })
    .where(eq(configuracoes.usuarioId, usuarioId))
    .returning(colunas);
  if (!linha) throw naoEncontradas();
  const diferenca = mudancas(anterior, linha);
  if (diferenca) await registrarAuditoria(db, usuarioId, { ator: "credor", acao: "configuracoes_alteradas", entidade: "configuracoes", ...diferenca }, agora);
  return linha;
}
