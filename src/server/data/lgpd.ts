import { randomInt } from "node:crypto";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { cpfValido } from "../../domain/cpf.ts";
import { Conflito } from "../../domain/erros.ts";
import type { Executor } from "../db/client.ts";
import { doUsuario } from "../db/scope.ts";
import {
  aceitesContrato,
  atualizacoesPendentes,
  clientes,
  documentos,
  emprestimos,
  historicoPagamentos,
  linksCadastro,
  linksCliente,
  pagamentosInformados,
  pedidosAceite,
} from "../db/schema/index.ts";
import { anonimizarAceites } from "./aceites.ts";
import { auditoriaDoCliente, escolher, registrarAuditoria } from "./auditoria.ts";
import { buscarCliente, CAMPOS_CLIENTE_AUDITADOS, clienteDto, type ClienteDto } from "./clientes.ts";
import { emprestimoDto } from "./emprestimo-dto.ts";
import { listarPagamentos } from "./pagamentos.ts";
import { bloquearCliente, marcarAlteracao } from "./totais-clientes.ts";

/*
 * A borrower's rights under the LGPD (issue 10): see everything held about them, and have their
 * personal data erased where the lender has no reason left to keep it. The financial history
 * stays (the lender's own records of money lent and received); what names the person goes.
 */

/** Everything the lender holds about one client, for the borrower's access request. */
export async function dadosPessoaisDoCliente(db: Executor, usuarioId: string, clienteId: string, hoje: string, agora: Date) {
  const cliente = await buscarCliente(db, usuarioId, clienteId);
  const linhasEmprestimos = await db
    .select()
    .from(emprestimos)
    .where(doUsuario(emprestimos, usuarioId, eq(emprestimos.clienteId, clienteId)))
    .orderBy(emprestimos.dataEmprestimo, emprestimos.id);
  const docs = await db
    .select({ id: documentos.id, tipo: documentos.tipo, mime: documentos.mime, tamanho: documentos.tamanho, criadoEm: documentos.criadoEm })
    .from(documentos)
    .where(doUsuario(documentos, usuarioId, eq(documentos.clienteId, clienteId)));
  const pendentes = await db
    .select()
    .from(atualizacoesPendentes)
    .where(doUsuario(atualizacoesPendentes, usuarioId, eq(atualizacoesPendentes.clienteId, clienteId)))
    .orderBy(desc(atualizacoesPendentes.criadaEm));
  const trilha = await auditoriaDoCliente(db, usuarioId, clienteId);
  const aceites = await db
    .select({
      emprestimoId: aceitesContrato.emprestimoId,
      origem: aceitesContrato.origem,
      aceitoEm: aceitesContrato.aceitoEm,
      ip: aceitesContrato.ip,
      userAgent: aceitesContrato.userAgent,
      nomeDigitado: aceitesContrato.nomeDigitado,
      sha256: aceitesContrato.sha256,
      codigo: aceitesContrato.codigo,
    })
    .from(aceitesContrato)
    .where(doUsuario(aceitesContrato, usuarioId, eq(aceitesContrato.clienteId, clienteId)))
    .orderBy(aceitesContrato.aceitoEm);
  // Issue 30: the client's own page (its links, never their tokens: a live one is a key) and the
  // payments they informed there.
  const links = await db
    .select({ criadoEm: linksCliente.criadoEm, revogadoEm: linksCliente.revogadoEm })
    .from(linksCliente)
    .where(doUsuario(linksCliente, usuarioId, eq(linksCliente.clienteId, clienteId)))
    .orderBy(linksCliente.criadoEm);
  const informados = await db
    .select()
    .from(pagamentosInformados)
    .where(doUsuario(pagamentosInformados, usuarioId, eq(pagamentosInformados.clienteId, clienteId)))
    .orderBy(pagamentosInformados.criadoEm);
  return {
    geradoEm: agora.toISOString(),
    cliente: clienteDto(cliente),
    emprestimos: linhasEmprestimos.map((e) => emprestimoDto(e, { id: cliente.id, nome: cliente.nome, telefone: cliente.telefone }, hoje)),
    pagamentos: await listarPagamentos(db, usuarioId, clienteId),
    documentos: docs.map((d) => ({ ...d, criadoEm: d.criadoEm.toISOString() })),
    dadosEnviadosPeloCliente: pendentes.map((p) => ({
      nome: p.nome,
      telefone: p.telefone,
      pix: p.pix,
      enviadoEm: p.criadaEm.toISOString(),
      resolucao: p.resolucao,
    })),
    // Issue 29: each contract the borrower accepted, with what the acceptance recorded of them.
    aceitesDeContrato: aceites.map((a) => ({ ...a, aceitoEm: a.aceitoEm.toISOString() })),
    linksDaPaginaDoCliente: links.map((l) => ({ criadoEm: l.criadoEm.toISOString(), revogadoEm: l.revogadoEm?.toISOString() ?? null })),
    pagamentosInformados: informados.map((i) => ({
      emprestimoId: i.emprestimoId,
      valor: i.valor,
      dataPagamento: i.dataPagamento,
      situacao: i.situacao,
      motivoRecusa: i.motivoRecusa,
      comprovanteId: i.comprovanteId,
      pagamentoId: i.pagamentoId,
      informadoEm: i.criadoEm.toISOString(),
      decididoEm: i.decididoEm?.toISOString() ?? null,
    })),
    atividade: trilha.map((a) => ({ momento: a.momento.toISOString(), ator: a.ator, acao: a.acao, entidade: a.entidade, antes: a.antes, depois: a.depois })),
  };
}

/** Loan states in which the lender still needs to reach the borrower. */
const STATUS_EM_ABERTO = ["ativo", "atrasado", "pausado", "aguardando_envio"] as const;
export const MENSAGEM_ANONIMIZAR_EM_ABERTO =
  "Só é possível anonimizar um cliente sem empréstimos em aberto (ativo, atrasado, pausado ou aguardando envio).";
export const NOME_ANONIMIZADO = "Cliente anonimizado";
/** What a reversed payment of an anonymized client gives as its reason. */
export const MOTIVO_ANONIMIZADO = "Removido na anonimização do cliente.";

/** 11 digits that fail the CPF check: never the CPF of a real client, so never a collision with one. */
function cpfInvalidoAleatorio(): string {
  for (;;) {
    const cpf = Array.from({ length: 11 }, () => randomInt(10)).join("");
    if (!cpfValido(cpf)) return cpf;
  }
}

/**
 * Replaces the client's name, CPF, phone and PIX key, deletes its documents and the data it sent
 * through links, and scrubs those values from the activity trail; loans and payments stay. Returns
 * the client and the documents, whose bytes in the database went with their rows (cascade), for any
 * file an earlier version left on disk to be removed once the transaction commits.
 */
export async function anonimizarCliente(
  tx: Executor,
  usuarioId: string,
  clienteId: string,
  agora: Date,
): Promise<{ cliente: ClienteDto; arquivos: { id: string; extensao: string }[] }> {
  const anterior = await buscarCliente(tx, usuarioId, clienteId);
  await bloquearCliente(tx, clienteId);
  if (anterior.anonimizadoEm) throw new Conflito("Este cliente já foi anonimizado.");
  const [emAberto] = await tx
    .select({ id: emprestimos.id })
    .from(emprestimos)
    .where(doUsuario(emprestimos, usuarioId, and(eq(emprestimos.clienteId, clienteId), inArray(emprestimos.status, [...STATUS_EM_ABERTO]))))
    .limit(1);
  if (emAberto) throw new Conflito(MENSAGEM_ANONIMIZAR_EM_ABERTO);

  const arquivos = await tx
    .delete(documentos)
    .where(doUsuario(documentos, usuarioId, eq(documentos.clienteId, clienteId)))
    .returning({ id: documentos.id, extensao: documentos.extensao });
  await tx.delete(atualizacoesPendentes).where(doUsuario(atualizacoesPendentes, usuarioId, eq(atualizacoesPendentes.clienteId, clienteId)));
  await tx.execute(sql`SELECT credito_anonimizar_auditoria(${clienteId}::uuid)`);
  // The accepted contracts name the borrower: their documents, typed names, addresses and
  // browsers go; when, the hash and the code stay (decision 0053). So do open acceptance links.
  await anonimizarAceites(tx, clienteId);
  await tx
    .delete(pedidosAceite)
    .where(
      doUsuario(
        pedidosAceite,
        usuarioId,
        inArray(pedidosAceite.emprestimoId, tx.select({ id: emprestimos.id }).from(emprestimos).where(eq(emprestimos.clienteId, clienteId))),
      ),
    );
  // Payment notes and reversal reasons are free text the lender may have filled with the
  // borrower's details. A reversal keeps a reason (the books say why the payment stopped counting).
  await tx
    .update(historicoPagamentos)
    .set({
      observacao: null,
      motivoEstorno: sql`CASE WHEN ${historicoPagamentos.estornado} THEN ${MOTIVO_ANONIMIZADO} END`,
      // A waiver keeps a reason too (issue 31): the books say why less was charged.
      motivoDispensa: sql`CASE WHEN ${historicoPagamentos.motivoDispensa} IS NOT NULL THEN ${MOTIVO_ANONIMIZADO} END`,
    })
    .where(doUsuario(historicoPagamentos, usuarioId, eq(historicoPagamentos.clienteId, clienteId)));
  // Issue 30: the client's page stops at once, and a refusal's reason is the lender's free text
  // about the borrower (the proofs went with the documents above).
  await tx
    .update(linksCliente)
    .set({ revogadoEm: agora })
    .where(doUsuario(linksCliente, usuarioId, and(eq(linksCliente.clienteId, clienteId), isNull(linksCliente.revogadoEm))));
  await tx
    .update(pagamentosInformados)
    .set({ motivoRecusa: sql`CASE WHEN ${pagamentosInformados.situacao} = 'recusado' THEN ${MOTIVO_ANONIMIZADO} END` })
    .where(doUsuario(pagamentosInformados, usuarioId, eq(pagamentosInformados.clienteId, clienteId)));
  // The name a link was meant for is the borrower's name.
  await tx
    .update(linksCadastro)
    .set({ nomeDestinatario: null })
    .where(
      doUsuario(
        linksCadastro,
        usuarioId,
        inArray(linksCadastro.emprestimoId, tx.select({ id: emprestimos.id }).from(emprestimos).where(eq(emprestimos.clienteId, clienteId))),
      ),
    );
  const [linha] = await tx
    .update(clientes)
    .set({
      nome: NOME_ANONIMIZADO,
      cpf: cpfInvalidoAleatorio(),
      telefone: "",
      pix: "",
      documentoIdentidadeUrl: null,
      comprovanteEnderecoUrl: null,
      anonimizadoEm: agora,
    })
    .where(doUsuario(clientes, usuarioId, eq(clientes.id, clienteId)))
    .returning();
  await marcarAlteracao(tx, usuarioId);
  await registrarAuditoria(tx, usuarioId, {
    ator: "credor",
    acao: "cliente_anonimizado",
    entidade: "cliente",
    entidadeId: clienteId,
    clienteId,
    // The trail says which fields were replaced, never their old values.
    antes: Object.fromEntries(CAMPOS_CLIENTE_AUDITADOS.map((c) => [c, "anonimizado"])),
    depois: escolher(linha!, ["nome"]),
  });
  return { cliente: clienteDto(linha!), arquivos };
}
