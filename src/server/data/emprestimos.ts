import { asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { dobrarTexto } from "../../domain/busca.ts";
import { atualizacaoDoEstado, estadoDaLinha, linhaDoEstado, parcelaEscrita } from "../../domain/loans/db-row.ts";
import { avisosDosTermos } from "../../domain/loans/limite-legal.ts";
import { avisoDeMulta } from "../../domain/loans/limite-multa.ts";
import { novoEmprestimoManual } from "../../domain/loans/new-loan.ts";
import { comAtraso } from "../../domain/loans/overdue.ts";
import { mudarStatus } from "../../domain/loans/status.ts";
import { rotuloStatus, STATUS_EMPRESTIMO, type StatusEmprestimo } from "../../domain/loans/types.ts";
import type { ConsultaEmprestimos, OrdemEmprestimos, SituacaoEmprestimo } from "../../domain/schemas/listas.ts";
import type { EmprestimoManualDados } from "../../domain/schemas/manual-loan.ts";
import { Conflito, NaoEncontrado } from "../../domain/erros.ts";
import type { Executor } from "../db/client.ts";
import { doUsuario, isUuid } from "../db/scope.ts";
import { clientes, emprestimos, historicoPagamentos } from "../db/schema/index.ts";
import { buscarCliente, condicaoDeBusca, emprestimoEmAtrasoSql } from "./clientes.ts";
import { CHAVE_DATA, CHAVE_DECIMAL, decodificarCursor, pagina, type Posicao } from "./paginacao.ts";
import { bloquearCliente, recalcularTotaisCliente } from "./totais-clientes.ts";
import { escolher, mudancas, registrarAuditoria } from "./auditoria.ts";
import { diasDeCobrancaDe } from "./calendario-do-credor.ts";
import { colunasClienteDoEmprestimo, emprestimoDto, type EmprestimoDto, type EmprestimoLinha } from "./emprestimo-dto.ts";

export const MENSAGEM_EMPRESTIMO_NAO_ENCONTRADO = "Empréstimo não encontrado.";
export const MENSAGEM_EMPRESTIMO_COM_PAGAMENTOS = "Empréstimo com pagamentos registrados não pode ser excluído.";
export const MENSAGEM_EXCLUIR_RENEGOCIADO = "Este empréstimo foi renegociado: para desfazer a renegociação, exclua o novo empréstimo (se ele não tiver pagamentos).";

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

/** The SQL condition of a situation on `hoje`: the effective status (DOMAIN.md), as emprestimoDto computes it. */
function condicaoDaSituacao(situacao: SituacaoEmprestimo, hoje: string): SQL {
  const emCurso = sql`${emprestimos.status} IN ('ativo', 'atrasado')`;
  switch (situacao) {
    case "atrasado":
      return emprestimoEmAtrasoSql(hoje);
    case "ativo":
      return sql`${emCurso} AND ${emprestimos.dataProximoCiclo} >= ${hoje}`;
    case "vence_hoje":
      return sql`${emCurso} AND ${emprestimos.dataProximoCiclo} = ${hoje}`;
    default:
      return eq(emprestimos.status, situacao);
  }
}

/** Any of the situations (the list's chips combine as "any of"). */
function condicaoDasSituacoes(situacoes: readonly SituacaoEmprestimo[], hoje: string): SQL | undefined {
  if (situacoes.length === 0) return undefined;
  return or(...situacoes.map((s) => condicaoDaSituacao(s, hoje)));
}

/**
 * SPEC 2: the loan list's search matches the client (name, CPF, phone, as the client list does)
 * or the status text, its label or its raw value ("atras" finds the late loans).
 */
function condicaoDeBuscaDoEmprestimo(busca: string | undefined, hoje: string): SQL | undefined {
  const doCliente = condicaoDeBusca(busca);
  if (!doCliente) return undefined;
  const termo = dobrarTexto((busca ?? "").trim());
  const situacoes = STATUS_EMPRESTIMO.filter((s) => dobrarTexto(rotuloStatus(s)).includes(termo) || s.includes(termo));
  return situacoes.length > 0 ? or(doCliente, condicaoDasSituacoes(situacoes, hoje)) : doCliente;
}

type LinhaDaLista = { emprestimo: EmprestimoLinha; cliente: { busca: string | null } };

const ORDEM_EMPRESTIMOS = {
  vencimento: {
    depois: (p: Posicao) => sql`(${emprestimos.dataProximoCiclo}, ${emprestimos.id}) > (${p.chave}::date, ${p.id})`,
    ordenar: [asc(emprestimos.dataProximoCiclo), asc(emprestimos.id)],
    chave: (l: LinhaDaLista) => l.emprestimo.dataProximoCiclo,
    chaveValida: (chave: string) => CHAVE_DATA.test(chave),
  },
  valor: {
    // Descending orders break ties by id backwards too: one row comparison, an index walked backwards.
    depois: (p: Posicao) => sql`(${emprestimos.valorRestante}, ${emprestimos.id}) < (${p.chave}::numeric, ${p.id})`,
    ordenar: [desc(emprestimos.valorRestante), desc(emprestimos.id)],
    chave: (l: LinhaDaLista) => l.emprestimo.valorRestante,
    chaveValida: (chave: string) => CHAVE_DECIMAL.test(chave),
  },
  nome: {
    depois: (p: Posicao) => sql`(${clientes.busca}, ${emprestimos.id}) > (${p.chave}, ${p.id})`,
    ordenar: [asc(clientes.busca), asc(emprestimos.id)],
    chave: (l: LinhaDaLista) => l.cliente.busca ?? "",
    chaveValida: (chave: string) => chave.length > 0,
  },
  recentes: {
    depois: (p: Posicao) => sql`(${emprestimos.dataEmprestimo}, ${emprestimos.id}) < (${p.chave}::date, ${p.id})`,
    ordenar: [desc(emprestimos.dataEmprestimo), desc(emprestimos.id)],
    chave: (l: LinhaDaLista) => l.emprestimo.dataEmprestimo,
    chaveValida: (chave: string) => CHAVE_DATA.test(chave),
  },
} satisfies Record<OrdemEmprestimos, unknown>;

/**
 * One page of the lender's loans with their clients (issue 12): searched, filtered by situation
 * and paged on the server in keyset order; with clienteId, only that client's.
 */
export async function listarEmprestimos(
  db: Executor,
  usuarioId: string,
  hoje: string,
  consulta: ConsultaEmprestimos,
): Promise<{ itens: EmprestimoDto[]; proximoCursor: string | null }> {
  if (consulta.clienteId !== undefined && !isUuid(consulta.clienteId)) return { itens: [], proximoCursor: null };
  const ordem = ORDEM_EMPRESTIMOS[consulta.ordem];
  const posicao = consulta.cursor === undefined ? undefined : decodificarCursor(consulta.cursor, consulta.ordem, ordem.chaveValida);
  const linhas = await db
    .select({ emprestimo: emprestimos, cliente: { ...colunasCliente, busca: clientes.busca } })
    .from(emprestimos)
    .innerJoin(clientes, eq(clientes.id, emprestimos.clienteId))
    .where(
      doUsuario(
        emprestimos,
        usuarioId,
        consulta.clienteId ? eq(emprestimos.clienteId, consulta.clienteId) : undefined,
        condicaoDeBuscaDoEmprestimo(consulta.busca, hoje),
        condicaoDasSituacoes(consulta.status ?? [], hoje),
        posicao ? ordem.depois(posicao) : undefined,
      ),
    )
    .orderBy(...ordem.ordenar)
    .limit(consulta.limite + 1);
  const { itens, proximoCursor } = pagina(linhas, consulta.limite, (l) => ({ chave: ordem.chave(l), id: l.emprestimo.id }), consulta.ordem);
  return { itens: itens.map((l) => emprestimoDto(l.emprestimo, l.cliente, hoje)), proximoCursor };
}

/** The lender's loan with its client, or 404 (also for another lender's id). */
export async function buscarEmprestimo(db: Executor, usuarioId: string, id: string, bloquear = false) {
  if (!isUuid(id)) throw new NaoEncontrado(MENSAGEM_EMPRESTIMO_NAO_ENCONTRADO);
  const consulta = db
    .select({ emprestimo: emprestimos, cliente: colunasCliente })
    .from(emprestimos)
    .innerJoin(clientes, eq(clientes.id, emprestimos.clienteId))
    .where(doUsuario(emprestimos, usuarioId, eq(emprestimos.id, id)));
  const [linha] = bloquear ? await consulta.for("update", { of: emprestimos }) : await consulta;
  if (!linha) throw new NaoEncontrado(MENSAGEM_EMPRESTIMO_NAO_ENCONTRADO);
  return linha;
}

/**
 * `limiteJurosAnual`: LIMITE_JUROS_ANUAL; the warnings it gives are recorded with the creation
 * (issue 29), and so is the penalty's above `limiteMulta` (LIMITE_MULTA, issue 43): never blocking.
 */
export async function criarEmprestimoManual(
  tx: Executor,
  usuarioId: string,
  dados: EmprestimoManualDados,
  hoje: string,
  limiteJurosAnual: number,
  limiteMulta: number,
): Promise<EmprestimoDto> {
  const cliente = await buscarCliente(tx, usuarioId, dados.clienteId);
  await bloquearCliente(tx, cliente.id);
  const { estado, dataEmprestimo } = novoEmprestimoManual(dados, hoje, await diasDeCobrancaDe(tx, usuarioId));
  const avisos = avisosDosTermos(dados, hoje, limiteJurosAnual);
  const avisoMulta = avisoDeMulta(estado.multaAtraso ?? 0, limiteMulta);
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
    depois: {
      ...escolher(linha!, CAMPOS_EMPRESTIMO_AUDITADOS),
      ...(avisos.length > 0 ? { avisoLimiteLegal: avisos } : {}),
      ...(avisoMulta ? { avisoMulta } : {}),
    },
  });
  return emprestimoDto(linha as EmprestimoLinha, { id: cliente.id, nome: cliente.nome, telefone: cliente.telefone }, hoje);
}

export const MENSAGEM_STATUS_RENEGOCIADO =
  "Um empréstimo renegociado não muda de status, e só 'Renegociar' renegocia: para desfazer uma renegociação, exclua o novo empréstimo (se ele não tiver pagamentos).";

export async function alterarStatus(tx: Executor, usuarioId: string, id: string, novo: StatusEmprestimo, hoje: string): Promise<EmprestimoDto> {
  const { emprestimo } = await buscarEmprestimo(tx, usuarioId, id);
  // Lock order everywhere: client, then loan.
  await bloquearCliente(tx, emprestimo.clienteId);
  const { emprestimo: atual, cliente } = await buscarEmprestimo(tx, usuarioId, id, true);
  if (atual.status === "renegociado" || novo === "renegociado") throw new Conflito(MENSAGEM_STATUS_RENEGOCIADO);
  const resultado = mudarStatus(estadoDaLinha(atual), novo, hoje, await diasDeCobrancaDe(tx, usuarioId));
  if (!resultado.mudou) return emprestimoDto(atual, cliente, hoje);
  // An activation re-writes a parcelado loan's schedule from the delivery date (issue 43).
  const cronograma = resultado.dataEmprestimo && resultado.estado.parcelas ? { parcelas: resultado.estado.parcelas.map(parcelaEscrita) } : {};
  const [linha] = await tx
    .update(emprestimos)
    .set({
      ...atualizacaoDoEstado(resultado.estado),
      ...cronograma,
      ...(resultado.dataEmprestimo ? { dataEmprestimo: resultado.dataEmprestimo } : {}),
    })
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
export async function excluirEmprestimo(tx: Executor, usuarioId: string, id: string, hoje: string): Promise<void> {
  const { emprestimo } = await buscarEmprestimo(tx, usuarioId, id);
  await bloquearCliente(tx, emprestimo.clienteId);
  const { emprestimo: atual } = await buscarEmprestimo(tx, usuarioId, id, true);
  const [pagamento] = await tx
    .select({ id: historicoPagamentos.id })
    .from(historicoPagamentos)
    .where(doUsuario(historicoPagamentos, usuarioId, eq(historicoPagamentos.emprestimoId, id)))
    .limit(1);
  if (pagamento) throw new Conflito(MENSAGEM_EMPRESTIMO_COM_PAGAMENTOS);
  if (atual.status === "renegociado") throw new Conflito(MENSAGEM_EXCLUIR_RENEGOCIADO);
  // A renegotiation's new loan deleted is the renegotiation undone (DOMAIN.md).
  await desfazerRenegociacao(tx, usuarioId, atual, hoje);
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

/**
 * Deleting a renegotiation's new loan (only without payments, as any loan) undoes the
 * renegotiation: the old loan is open again, with its overdue state of today. Called by
 * excluirEmprestimo in its transaction, with the client already locked.
 */
async function desfazerRenegociacao(tx: Executor, usuarioId: string, novo: EmprestimoLinha, hoje: string): Promise<void> {
  if (!novo.renegociadoDe) return;
  const { emprestimo: antigo } = await buscarEmprestimo(tx, usuarioId, novo.renegociadoDe, true);
  const reaberto = comAtraso({ ...estadoDaLinha(antigo), status: "ativo" }, hoje);
  await tx
    .update(emprestimos)
    .set({ ...atualizacaoDoEstado(reaberto), renegociadoPara: null })
    .where(doUsuario(emprestimos, usuarioId, eq(emprestimos.id, antigo.id)));
  await registrarAuditoria(tx, usuarioId, {
    ator: "credor",
    acao: "renegociacao_desfeita",
    entidade: "emprestimo",
    entidadeId: antigo.id,
    clienteId: antigo.clienteId,
    antes: { status: "renegociado", renegociadoPara: novo.id },
    depois: { status: reaberto.status, jurosRenegociadosDesfeitos: novo.jurosRenegociados },
  });
}
