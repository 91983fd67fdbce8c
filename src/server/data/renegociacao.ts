import { eq } from "drizzle-orm";
import type { z } from "zod";
import { dividaNaApi, type DividaAtualApi, type RenegociacaoApi } from "../../domain/api/renegociacao.ts";
import { Conflito, Invalido } from "../../domain/erros.ts";
import { centavosParaDecimal } from "../../domain/money.ts";
import { atualizacaoDoEstado, estadoDaLinha, linhaDoEstado } from "../../domain/loans/db-row.ts";
import { avisosDosTermos } from "../../domain/loans/limite-legal.ts";
import { novoEmprestimoManual } from "../../domain/loans/new-loan.ts";
import { comAtraso } from "../../domain/loans/overdue.ts";
import { dividaAtual, dividaRenegociada, isErroRenegociacao, MENSAGENS_ERRO_RENEGOCIACAO, podeRenegociar, type DividaAtual, type Renegociacao } from "../../domain/loans/renegociacao.ts";
import { verificarParcelado } from "../../domain/schemas/manual-loan.ts";
import type { RenegociacaoDados } from "../../domain/schemas/renegociacao.ts";
import type { Executor } from "../db/client.ts";
import { doUsuario } from "../db/scope.ts";
import { emprestimos } from "../db/schema/index.ts";
import { escolher, registrarAuditoria } from "./auditoria.ts";
import { diasDeCobrancaDe } from "./calendario-do-credor.ts";
import { emprestimoDto, type EmprestimoLinha } from "./emprestimo-dto.ts";
import { buscarEmprestimo, CAMPOS_EMPRESTIMO_AUDITADOS } from "./emprestimos.ts";
import { bloquearCliente, recalcularTotaisCliente } from "./totais-clientes.ts";

// Issue 43, point 5 (DOMAIN.md, "Renegotiation"): what an open loan owes today, less what the
// lender forgives, becomes the principal of a new loan with new terms; the old loan ends as
// renegociado. One transaction, under the client's and the loan's locks, so a second tap on
// 'Confirmar' finds the loan already renegotiated (409) instead of making a second new loan.

export const MENSAGEM_JA_RENEGOCIADO = "Este empréstimo já foi renegociado.";

function recusarSeNaoRenegociavel(linha: EmprestimoLinha, hoje: string): void {
  if (linha.status === "renegociado") throw new Conflito(MENSAGEM_JA_RENEGOCIADO);
  // The effective status: a loan stored ativo whose due date passed is atrasado, and both are open.
  if (!podeRenegociar(comAtraso(estadoDaLinha(linha), hoje).status)) throw new Conflito(MENSAGENS_ERRO_RENEGOCIACAO.status_nao_renegociavel);
}

/** GET /api/emprestimos/{id}/renegociacao: what the loan owes today, part by part (404 for another lender's). */
export async function dividaParaRenegociar(db: Executor, usuarioId: string, id: string, hoje: string): Promise<DividaAtualApi> {
  const { emprestimo } = await buscarEmprestimo(db, usuarioId, id);
  recusarSeNaoRenegociavel(emprestimo, hoje);
  return dividaNaApi(dividaAtual(estadoDaLinha(emprestimo), hoje));
}

/** The renegotiation's arithmetic, its refusals as the API's 400 or 409. */
function calcular(divida: DividaAtual, perdao: number): Renegociacao {
  try {
    return dividaRenegociada(divida, perdao);
  } catch (erro) {
    if (!isErroRenegociacao(erro)) throw erro;
    if (erro.codigo === "perdao_invalido") throw new Invalido(erro.message, { errors: { perdao: erro.message } });
    throw new Conflito(erro.message);
  }
}

/**
 * The parcelado plan's limits on the new principal (at least R$ 0,01 per installment, a total the
 * database holds): the manual form's own check, run now that the amount is known.
 */
function verificarPlanoDoNovo(dados: RenegociacaoDados, novoPrincipal: number): void {
  if (dados.modalidade !== "parcelado") return;
  const problemas: { path?: PropertyKey[]; message?: string }[] = [];
  const ctx = { addIssue: (i: { path?: PropertyKey[]; message?: string }) => problemas.push(i) } as unknown as z.RefinementCtx;
  verificarParcelado({ ...dados, valorOriginal: novoPrincipal }, ctx);
  const [problema] = problemas;
  if (problema?.message) throw new Invalido(problema.message, { errors: { quantidadeMeses: problema.message } });
}

/** POST /api/emprestimos/{id}/renegociacao: closes the old loan as renegociado and creates the new one. */
export async function renegociar(
  tx: Executor,
  usuarioId: string,
  id: string,
  dados: RenegociacaoDados,
  hoje: string,
  limiteJurosAnual: number,
): Promise<RenegociacaoApi> {
  const { emprestimo } = await buscarEmprestimo(tx, usuarioId, id);
  // Lock order everywhere: client, then loan.
  await bloquearCliente(tx, emprestimo.clienteId);
  const { emprestimo: antigo, cliente } = await buscarEmprestimo(tx, usuarioId, id, true);
  recusarSeNaoRenegociavel(antigo, hoje);

  const divida = dividaAtual(estadoDaLinha(antigo), hoje);
  const conta = calcular(divida, dados.perdao ?? 0);
  verificarPlanoDoNovo(dados, conta.novoPrincipal);
  const { perdao: _perdao, motivoPerdao, ...termos } = dados;
  const termosDoNovo = { ...termos, valorOriginal: conta.novoPrincipal };
  const { estado, dataEmprestimo } = novoEmprestimoManual(termosDoNovo, hoje, await diasDeCobrancaDe(tx, usuarioId));
  const avisos = avisosDosTermos(termosDoNovo, hoje, limiteJurosAnual);

  const [novo] = await tx
    .insert(emprestimos)
    .values({
      ...linhaDoEstado(estado),
      clienteId: antigo.clienteId,
      usuarioId,
      origem: "manual",
      dataEmprestimo,
      renegociadoDe: antigo.id,
      jurosRenegociados: centavosParaDecimal(conta.jurosRenegociados),
    })
    .returning();
  // The old loan stops accruing: renegociado is final, its payments stay where they are.
  const [fechado] = await tx
    .update(emprestimos)
    .set({ ...atualizacaoDoEstado(comAtraso({ ...estadoDaLinha(antigo), status: "renegociado" }, hoje)), renegociadoPara: novo!.id })
    .where(doUsuario(emprestimos, usuarioId, eq(emprestimos.id, antigo.id)))
    .returning();
  await recalcularTotaisCliente(tx, antigo.clienteId);

  const reais = (c: number) => centavosParaDecimal(c);
  await registrarAuditoria(tx, usuarioId, {
    ator: "credor",
    acao: "emprestimo_renegociado",
    entidade: "emprestimo",
    entidadeId: antigo.id,
    clienteId: antigo.clienteId,
    antes: { status: comAtraso(estadoDaLinha(antigo), hoje).status },
    depois: {
      status: "renegociado",
      renegociadoPara: novo!.id,
      devido: dividaNaApi(divida),
      ...(conta.perdao > 0 ? { perdao: reais(conta.perdao), motivoPerdao } : {}),
      novoPrincipal: reais(conta.novoPrincipal),
      principalTransferido: reais(conta.principalTransferido),
      jurosRenegociados: reais(conta.jurosRenegociados),
    },
  });
  await registrarAuditoria(tx, usuarioId, {
    ator: "credor",
    acao: "emprestimo_criado",
    entidade: "emprestimo",
    entidadeId: novo!.id,
    clienteId: antigo.clienteId,
    depois: { ...escolher(novo!, CAMPOS_EMPRESTIMO_AUDITADOS), renegociadoDe: antigo.id, ...(avisos.length > 0 ? { avisoLimiteLegal: avisos } : {}) },
  });
  const doCliente = { id: cliente.id, nome: cliente.nome, telefone: cliente.telefone };
  return { antigo: emprestimoDto(fechado as EmprestimoLinha, doCliente, hoje), novo: emprestimoDto(novo as EmprestimoLinha, doCliente, hoje) };
}
