import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { AtualizacaoPendenteApi } from "../../domain/api/ledger.ts";
import { NaoEncontrado } from "../../domain/erros.ts";
import type { Executor } from "../db/client.ts";
import { doUsuario, isUuid } from "../db/scope.ts";
import { atualizacoesPendentes, clientes, documentos } from "../db/schema/index.ts";
import { escolher, mudancas, registrarAuditoria } from "./auditoria.ts";
import { buscarCliente, clienteDto, type ClienteDto } from "./clientes.ts";

/** What accepting a pending update may change on the client, for the trail. */
const CAMPOS_ACEITOS = ["nome", "telefone", "pix", "documentoIdentidadeUrl", "comprovanteEnderecoUrl"] as const;
import { bloquearCliente, marcarAlteracao } from "./totais-clientes.ts";

export const MENSAGEM_ATUALIZACAO_NAO_ENCONTRADA = "Atualização não encontrada.";

type AtualizacaoLinha = typeof atualizacoesPendentes.$inferSelect;

const urlDocumento = (id: string | null) => (id ? `/api/documentos/${id}` : null);

function atualizacaoDto(a: AtualizacaoLinha): AtualizacaoPendenteApi {
  return {
    id: a.id,
    clienteId: a.clienteId,
    emprestimoId: a.emprestimoId,
    nome: a.nome,
    telefone: a.telefone,
    pix: a.pix,
    documentoIdentidadeUrl: urlDocumento(a.documentoIdentidadeId),
    comprovanteEnderecoUrl: urlDocumento(a.comprovanteEnderecoId),
    criadaEm: a.criadaEm.toISOString(),
  };
}

/** The client's unresolved updates, newest first (404 for another lender's client). */
export async function listarAtualizacoesPendentes(tx: Executor, usuarioId: string, clienteId: string): Promise<AtualizacaoPendenteApi[]> {
  await buscarCliente(tx, usuarioId, clienteId);
  const linhas = await tx
    .select()
    .from(atualizacoesPendentes)
    .where(doUsuario(atualizacoesPendentes, usuarioId, eq(atualizacoesPendentes.clienteId, clienteId), isNull(atualizacoesPendentes.resolucao)))
    .orderBy(desc(atualizacoesPendentes.criadaEm), desc(atualizacoesPendentes.id));
  return linhas.map(atualizacaoDto);
}

/** An unresolved update of this lender, locked, with its client locked first (the usual order). */
async function atualizacaoAberta(tx: Executor, usuarioId: string, id: string): Promise<AtualizacaoLinha> {
  const naoEncontrada = new NaoEncontrado(MENSAGEM_ATUALIZACAO_NAO_ENCONTRADA);
  if (!isUuid(id)) throw naoEncontrada;
  const [semTrava] = await tx
    .select()
    .from(atualizacoesPendentes)
    .where(doUsuario(atualizacoesPendentes, usuarioId, eq(atualizacoesPendentes.id, id)));
  if (!semTrava) throw naoEncontrada;
  await bloquearCliente(tx, semTrava.clienteId);
  const [linha] = await tx
    .select()
    .from(atualizacoesPendentes)
    .where(doUsuario(atualizacoesPendentes, usuarioId, eq(atualizacoesPendentes.id, id), isNull(atualizacoesPendentes.resolucao)))
    .for("update");
  if (!linha) throw naoEncontrada;
  return linha;
}

/** The lender takes what the borrower sent: name, phone, PIX and any new documents. */
export async function aceitarAtualizacao(tx: Executor, usuarioId: string, id: string, agora: Date): Promise<ClienteDto> {
  const a = await atualizacaoAberta(tx, usuarioId, id);
  const anterior = await buscarCliente(tx, usuarioId, a.clienteId);
  const [cliente] = await tx
    .update(clientes)
    .set({
      nome: a.nome,
      telefone: a.telefone,
      pix: a.pix,
      ...(a.documentoIdentidadeId ? { documentoIdentidadeUrl: urlDocumento(a.documentoIdentidadeId) } : {}),
      ...(a.comprovanteEnderecoId ? { comprovanteEnderecoUrl: urlDocumento(a.comprovanteEnderecoId) } : {}),
    })
    .where(doUsuario(clientes, usuarioId, eq(clientes.id, a.clienteId)))
    .returning();
  if (!cliente) throw new NaoEncontrado(MENSAGEM_ATUALIZACAO_NAO_ENCONTRADA);
  await tx.update(atualizacoesPendentes).set({ resolucao: "aceita", resolvidaEm: agora }).where(eq(atualizacoesPendentes.id, a.id));
  await marcarAlteracao(tx, usuarioId);
  await registrarAuditoria(
    tx,
    usuarioId,
    {
      ator: "credor",
      acao: "dados_novos_aceitos",
      entidade: "cliente",
      entidadeId: a.clienteId,
      clienteId: a.clienteId,
      ...(mudancas(escolher(anterior, CAMPOS_ACEITOS), escolher(cliente, CAMPOS_ACEITOS)) ?? {}),
    },
    agora,
  );
  return clienteDto(cliente);
}

/**
 * The lender keeps the client as it is. The documents that came with the update are detached
 * from the client, so the hourly cleanup removes them: a discarded upload is not kept.
 */
export async function descartarAtualizacao(tx: Executor, usuarioId: string, id: string, agora: Date): Promise<void> {
  const a = await atualizacaoAberta(tx, usuarioId, id);
  await tx.update(atualizacoesPendentes).set({ resolucao: "descartada", resolvidaEm: agora }).where(eq(atualizacoesPendentes.id, a.id));
  await registrarAuditoria(
    tx,
    usuarioId,
    { ator: "credor", acao: "dados_novos_descartados", entidade: "cliente", entidadeId: a.clienteId, clienteId: a.clienteId, depois: { nome: a.nome, telefone: a.telefone, pix: a.pix } },
    agora,
  );
  const enviados = [a.documentoIdentidadeId, a.comprovanteEnderecoId].filter((d): d is string => Boolean(d));
  if (enviados.length > 0) {
    await tx
      .update(documentos)
      .set({ clienteId: null })
      .where(doUsuario(documentos, usuarioId, and(inArray(documentos.id, enviados))));
  }
  await marcarAlteracao(tx, usuarioId);
}
