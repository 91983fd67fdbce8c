import { asc, eq } from "drizzle-orm";
import { atualizacaoDoEstado, estadoDaLinha, linhaDoEstado } from "../../domain/loans/db-row.ts";
import { novoEmprestimoManual } from "../../domain/loans/new-loan.ts";
import { mudarStatus } from "../../domain/loans/status.ts";
import type { StatusEmprestimo } from "../../domain/loans/types.ts";
import type { EmprestimoManualDados } from "../../domain/schemas/manual-loan.ts";
import type { Executor } from "../db/client.ts";
import { doUsuario, isUuid } from "../db/scope.ts";
import { clientes, emprestimos, historicoPagamentos } from "../db/schema/index.ts";
import { AppError } from "../http/errors.ts";
import { buscarCliente } from "./clientes.ts";
import { bloquearCliente, recalcularTotaisCliente } from "./totais-clientes.ts";
import { escolher, mudancas, registrarAuditoria } from "./auditoria.ts";
import { colunasClienteDoEmprestimo, emprestimoDto, type EmprestimoDto, type EmprestimoLinha } from "./emprestimo-dto.ts";

export const MENSAGEM_EMPRESTIMO_NAO_ENCONTRADO = "Empréstimo não encontrado.";
export const MENSAGEM_EMPRESTIMO_COM_PAGAMENTOS = "Empréstimo com pagamentos registrados não pode ser excluído.";

/** The loan fields the activity trail records when a loan is created, changed or deleted. */
export const CAMPOS_EMPRESTIMO_AUDITADOS = [
  "status",
  "modalidade",
  "valorOriginal",
  "valorRestante",
  "taxaJuros",
  "cicloAtual",
  "dataEmprestimo",
  "dataProximoCiclo",
] as const;

const colunasCliente = colunasClienteDoEmprestimo;

export async function listarEmprestimos(db: Executor, usuarioId: string, hoje: string, clienteId?: string): Promise<EmprestimoDto[]> {
  if (clienteId !== undefined && !isUuid(clienteId)) return [];
  const linhas = await db
    .select({ emprestimo: emprestimos, cliente: colunasCliente })
    .from(emprestimos)
    .innerJoin(clientes, eq(clientes.id, emprestimos.clienteId))
    .where(doUsuario(emprestimos, usuarioId, clienteId ? eq(emprestimos.clienteId, clienteId) : undefined))
    .orderBy(asc(emprestimos.dataProximoCiclo), asc(clientes.nome), asc(emprestimos.id));
  return linhas.map((l) => emprestimoDto(l.emprestimo, l.cliente, hoje));
}

/** The lender's loan with its client, or 404 (also for another lender's id). */
export async function buscarEmprestimo(db: Executor, usuarioId: string, id: string, bloquear = false) {
  if (!isUuid(id)) throw new AppError(404, MENSAGEM_EMPRESTIMO_NAO_ENCONTRADO);
  const consulta = db
    .select({ emprestimo: emprestimos, cliente: colunasCliente })
    .from(emprestimos)
    .innerJoin(clientes, eq(clientes.id, emprestimos.clienteId))
    .where(doUsuario(emprestimos, usuarioId, eq(emprestimos.id, id)));
  const [linha] = bloquear ? await consulta.for("update", { of: emprestimos }) : await consulta;
  if (!linha) throw new AppError(404, MENSAGEM_EMPRESTIMO_NAO_ENCONTRADO);
  return linha;
}

export async function criarEmprestimoManual(tx: Executor, usuarioId: string, dados: EmprestimoManualDados, hoje: string): Promise<EmprestimoDto> {
  const cliente = await buscarCliente(tx, usuarioId, dados.clienteId);
  await bloquearCliente(tx, cliente.id);
  const { estado, dataEmprestimo } = novoEmprestimoManual(dados, hoje);
  const [linha] = await tx
    .insert(emprestimos)
    .values({ ...linhaDoEstado(estado), clienteId: cliente.id, usuarioId, origem: "manual", dataEmprestimo })
    .returning();
  await recalcularTotaisCliente(tx, cliente.id);
  await registrarAuditoria(tx, usuarioId, {
    ator: "credor",
    acao: "emprestimo_criado",
    entidade: "emprestimo",
    entidadeId: linha!.id,
    clienteId: cliente.id,
    depois: escolher(linha!, CAMPOS_EMPRESTIMO_AUDITADOS),
  });
  return emprestimoDto(linha as EmprestimoLinha, { id: cliente.id, nome: cliente.nome, telefone: cliente.telefone }, hoje);
}

export async function alterarStatus(tx: Executor, usuarioId: string, id: string, novo: StatusEmprestimo, hoje: string): Promise<EmprestimoDto> {
  const { emprestimo } = await buscarEmprestimo(tx, usuarioId, id);
  // Lock order everywhere: client, then loan.
  await bloquearCliente(tx, emprestimo.clienteId);
  const { emprestimo: atual, cliente } = await buscarEmprestimo(tx, usuarioId, id, true);
  const resultado = mudarStatus(estadoDaLinha(atual), novo, hoje);
  if (!resultado.mudou) return emprestimoDto(atual, cliente, hoje);
  const [linha] = await tx
    .update(emprestimos)
    .set({ ...atualizacaoDoEstado(resultado.estado), ...(resultado.dataEmprestimo ? { dataEmprestimo: resultado.dataEmprestimo } : {}) })
    .where(doUsuario(emprestimos, usuarioId, eq(emprestimos.id, id)))
    .returning();
  await recalcularTotaisCliente(tx, atual.clienteId);
  const diferenca = mudancas(escolher(atual, CAMPOS_EMPRESTIMO_AUDITADOS), escolher(linha!, CAMPOS_EMPRESTIMO_AUDITADOS));
  await registrarAuditoria(tx, usuarioId, {
    ator: "credor",
    acao: "emprestimo_status_alterado",
    entidade: "emprestimo",
    entidadeId: id,
    clienteId: atual.clienteId,
    antes: diferenca?.antes ?? { status: atual.status },
    depois: diferenca?.depois ?? { status: linha!.status },
  });
  return emprestimoDto(linha as EmprestimoLinha, cliente, hoje);
}

/**
 * Deletes a loan created by mistake: only while no payment was ever recorded on it (reversed
 * ones included: their trace belongs to the loan's history). A sign-up link that created it goes
 * with it. The client's totals are recomputed in the same locked transaction.
 */
export async function excluirEmprestimo(tx: Executor, usuarioId: string, id: string): Promise<void> {
  const { emprestimo } = await buscarEmprestimo(tx, usuarioId, id);
  await bloquearCliente(tx, emprestimo.clienteId);
  const { emprestimo: atual } = await buscarEmprestimo(tx, usuarioId, id, true);
  const [pagamento] = await tx
    .select({ id: historicoPagamentos.id })
    .from(historicoPagamentos)
    .where(doUsuario(historicoPagamentos, usuarioId, eq(historicoPagamentos.emprestimoId, id)))
    .limit(1);
  if (pagamento) throw new AppError(409, MENSAGEM_EMPRESTIMO_COM_PAGAMENTOS);
  await tx.delete(emprestimos).where(doUsuario(emprestimos, usuarioId, eq(emprestimos.id, id)));
  await recalcularTotaisCliente(tx, atual.clienteId);
  await registrarAuditoria(tx, usuarioId, {
    ator: "credor",
    acao: "emprestimo_excluido",
    entidade: "emprestimo",
    entidadeId: id,
    clienteId: atual.clienteId,
    antes: escolher(atual, CAMPOS_EMPRESTIMO_AUDITADOS),
  });
}
