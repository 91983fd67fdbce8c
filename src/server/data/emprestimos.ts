import { asc, eq } from "drizzle-orm";
import { atualizacaoDoEstado, estadoDaLinha, linhaDoEstado } from "../../domain/loans/db-row.ts";
import { novoEmprestimoManual } from "../../domain/loans/new-loan.ts";
import { mudarStatus } from "../../domain/loans/status.ts";
import type { StatusEmprestimo } from "../../domain/loans/types.ts";
import type { EmprestimoManualDados } from "../../domain/schemas/manual-loan.ts";
import type { Executor } from "../db/client.ts";
import { doUsuario, isUuid } from "../db/scope.ts";
import { clientes, emprestimos } from "../db/schema/index.ts";
import { AppError } from "../http/errors.ts";
import { buscarCliente } from "./clientes.ts";
import { bloquearCliente, recalcularTotaisCliente } from "./totais-clientes.ts";
import { colunasClienteDoEmprestimo, emprestimoDto, type EmprestimoDto, type EmprestimoLinha } from "./emprestimo-dto.ts";

export const MENSAGEM_EMPRESTIMO_NAO_ENCONTRADO = "Empréstimo não encontrado.";

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
  return emprestimoDto(linha as EmprestimoLinha, cliente, hoje);
}
