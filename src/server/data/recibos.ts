import { asc, eq } from "drizzle-orm";
import { nomeDoCredorNosDocumentos } from "../../domain/nome-do-credor.ts";
import type { DadosContrato } from "../../domain/contrato.ts";
import { centavosParaDecimal } from "../../domain/money.ts";
import { estadoDaLinha } from "../../domain/loans/db-row.ts";
import { comAtraso } from "../../domain/loans/overdue.ts";
import type { Modalidade, StatusEmprestimo, TipoPagamento, TipoTaxaAtraso } from "../../domain/loans/types.ts";
import { NaoEncontrado } from "../../domain/erros.ts";
import type { Executor } from "../db/client.ts";
import { doUsuario, isUuid } from "../db/scope.ts";
import { clientes, configuracoes, emprestimos, historicoPagamentos } from "../db/schema/index.ts";
import { diasDeCobrancaDe } from "./calendario-do-credor.ts";
import { MENSAGEM_EMPRESTIMO_NAO_ENCONTRADO } from "./emprestimos.ts";

// What receipts and statements print, read in the lender's confined transaction. The documents
// themselves are drawn in src/server/pdf; nothing here formats for a person.

export const MENSAGEM_PAGAMENTO_NAO_ENCONTRADO = "Pagamento não encontrado.";

/** A payment as a receipt or a statement line prints it. */
export type PagamentoDoDocumento = {
  id: string;
  dataPagamento: Date;
  registradoEm: Date;
  formaPagamento: string;
  /** Late interest waived on this payment ("0.00" without a waiver), and why (issue 31). */
  valorJurosAtrasoDispensado: string;
  motivoDispensa: string | null;
  valorTotal: string;
  valorJuros: string;
  valorPrincipal: string;
  /** The late interest inside valorJuros; null on payments recorded before receipts existed. */
  valorJurosAtraso: string | null;
  /** The balance left after the payment; null on payments recorded before receipts existed. */
  saldoApos: string | null;
  tipoPagamento: TipoPagamento;
  ciclo: number;
  estornado: boolean;
  motivoEstorno: string | null;
  dataEstorno: Date | null;
};

export type ClienteDoDocumento = { nome: string; cpf: string };

export type EmprestimoDoDocumento = {
  valorOriginal: string;
  valorRestante: string;
  modalidade: Modalidade;
  dataEmprestimo: string;
  taxaJuros: string;
  taxaAtraso: string;
  taxaAtrasoTipo: TipoTaxaAtraso;
  prazoDias: number | null;
  quantidadeParcelas: number | null;
  valorParcela: string | null;
  /** Today's status (the overdue state is computed for `hoje`, like every loan read). */
  status: StatusEmprestimo;
  /** Null once the loan is finished: nothing is due any more. */
  proximoVencimento: string | null;
};

export type DadosRecibo = { credor: string; cliente: ClienteDoDocumento; emprestimo: EmprestimoDoDocumento; pagamento: PagamentoDoDocumento };

export type DadosExtrato = { credor: string; cliente: ClienteDoDocumento; emprestimo: EmprestimoDoDocumento; pagamentos: PagamentoDoDocumento[] };

const colunasPagamento = {
  id: historicoPagamentos.id,
  dataPagamento: historicoPagamentos.dataPagamento,
  registradoEm: historicoPagamentos.registradoEm,
  formaPagamento: historicoPagamentos.formaPagamento,
  valorJurosAtrasoDispensado: historicoPagamentos.valorJurosAtrasoDispensado,
  motivoDispensa: historicoPagamentos.motivoDispensa,
  valorTotal: historicoPagamentos.valorTotal,
  valorJuros: historicoPagamentos.valorJuros,
  valorPrincipal: historicoPagamentos.valorPrincipal,
  valorJurosAtraso: historicoPagamentos.valorJurosAtraso,
  saldoApos: historicoPagamentos.saldoApos,
  tipoPagamento: historicoPagamentos.tipoPagamento,
  ciclo: historicoPagamentos.ciclo,
  estornado: historicoPagamentos.estornado,
  motivoEstorno: historicoPagamentos.motivoEstorno,
  dataEstorno: historicoPagamentos.dataEstorno,
};

const colunasCliente = { nome: clientes.nome, cpf: clientes.cpf };

/**
 * The name the lender signs documents with: 'Seu nome (como os clientes verão)' from the settings,
 * else 'o credor' (never the login e-mail: issue 42, point 6).
 */
export async function nomeDoCredor(db: Executor, usuarioId: string): Promise<string> {
  const [linha] = await db.select({ nomeRecibo: configuracoes.nomeRecibo }).from(configuracoes).where(eq(configuracoes.usuarioId, usuarioId));
  return nomeDoCredorNosDocumentos(linha?.nomeRecibo);
}

function emprestimoDoDocumento(linha: typeof emprestimos.$inferSelect, hoje: string): EmprestimoDoDocumento {
  const atual = comAtraso(estadoDaLinha(linha), hoje);
  return {
    valorOriginal: linha.valorOriginal,
    valorRestante: centavosParaDecimal(atual.valorRestante),
    modalidade: linha.modalidade,
    dataEmprestimo: linha.dataEmprestimo,
    taxaJuros: linha.taxaJuros,
    taxaAtraso: linha.taxaAtraso,
    taxaAtrasoTipo: linha.taxaAtrasoTipo,
    prazoDias: linha.prazoDias,
    quantidadeParcelas: linha.quantidadeParcelas,
    valorParcela: linha.valorParcela,
    status: atual.status,
    proximoVencimento: atual.status === "finalizado" ? null : linha.dataProximoCiclo,
  };
}

/** A payment of the lender with its loan and client, or 404 (also for another lender's id). */
export async function lerDadosRecibo(db: Executor, usuarioId: string, pagamentoId: string, hoje: string): Promise<DadosRecibo> {
  if (!isUuid(pagamentoId)) throw new NaoEncontrado(MENSAGEM_PAGAMENTO_NAO_ENCONTRADO);
  const [linha] = await db
    .select({ pagamento: colunasPagamento, emprestimo: emprestimos, cliente: colunasCliente })
    .from(historicoPagamentos)
    .innerJoin(emprestimos, eq(emprestimos.id, historicoPagamentos.emprestimoId))
    .innerJoin(clientes, eq(clientes.id, historicoPagamentos.clienteId))
    .where(doUsuario(historicoPagamentos, usuarioId, eq(historicoPagamentos.id, pagamentoId)));
  if (!linha) throw new NaoEncontrado(MENSAGEM_PAGAMENTO_NAO_ENCONTRADO);
  return {
    credor: await nomeDoCredor(db, usuarioId),
    cliente: linha.cliente,
    emprestimo: emprestimoDoDocumento(linha.emprestimo, hoje),
    pagamento: linha.pagamento,
  };
}

/** A loan of the lender with its client and every payment, reversed ones included, oldest first; or 404. */
export async function lerDadosExtrato(db: Executor, usuarioId: string, emprestimoId: string, hoje: string): Promise<DadosExtrato> {
  if (!isUuid(emprestimoId)) throw new NaoEncontrado(MENSAGEM_EMPRESTIMO_NAO_ENCONTRADO);
  const [linha] = await db
    .select({ emprestimo: emprestimos, cliente: colunasCliente })
    .from(emprestimos)
    .innerJoin(clientes, eq(clientes.id, emprestimos.clienteId))
    .where(doUsuario(emprestimos, usuarioId, eq(emprestimos.id, emprestimoId)));
  if (!linha) throw new NaoEncontrado(MENSAGEM_EMPRESTIMO_NAO_ENCONTRADO);
  const pagamentos = await db
    .select(colunasPagamento)
    .from(historicoPagamentos)
    .where(doUsuario(historicoPagamentos, usuarioId, eq(historicoPagamentos.emprestimoId, emprestimoId)))
    .orderBy(asc(historicoPagamentos.dataPagamento), asc(historicoPagamentos.id));
  return {
    credor: await nomeDoCredor(db, usuarioId),
    cliente: linha.cliente,
    emprestimo: emprestimoDoDocumento(linha.emprestimo, hoje),
    pagamentos,
  };
}

/**
 * What the contract (issue 29) is drawn from: a loan of the lender with its client and the
 * lender's own settings (name, CPF or CNPJ, address, city), or 404 for another lender's loan.
 */
export async function lerDadosContrato(db: Executor, usuarioId: string, emprestimoId: string, hoje: string): Promise<DadosContrato> {
  if (!isUuid(emprestimoId)) throw new NaoEncontrado(MENSAGEM_EMPRESTIMO_NAO_ENCONTRADO);
  const [linha] = await db
    .select({ emprestimo: emprestimos, cliente: { nome: clientes.nome, cpf: clientes.cpf, telefone: clientes.telefone } })
    .from(emprestimos)
    .innerJoin(clientes, eq(clientes.id, emprestimos.clienteId))
    .where(doUsuario(emprestimos, usuarioId, eq(emprestimos.id, emprestimoId)));
  if (!linha) throw new NaoEncontrado(MENSAGEM_EMPRESTIMO_NAO_ENCONTRADO);
  const [conf] = await db
    .select({
      nomeRecibo: configuracoes.nomeRecibo,
      documentoCredor: configuracoes.documentoCredor,
      enderecoCredor: configuracoes.enderecoCredor,
      cidadeRecebedor: configuracoes.cidadeRecebedor,
    })
    .from(configuracoes)
    .where(eq(configuracoes.usuarioId, usuarioId));
  const estado = estadoDaLinha(linha.emprestimo);
  return {
    credor: {
      nome: nomeDoCredorNosDocumentos(conf?.nomeRecibo),
      documento: conf?.documentoCredor || null,
      endereco: conf?.enderecoCredor?.trim() || null,
      cidade: conf?.cidadeRecebedor?.trim() || null,
    },
    devedor: { nome: linha.cliente.nome, cpf: linha.cliente.cpf, telefone: linha.cliente.telefone || null },
    emprestimo: { ...estado, dataEmprestimo: linha.emprestimo.dataEmprestimo },
    hoje,
    // Only a mensal loan past its first cycle needs them, to write its first due date as it was.
    ...(estado.modalidade === "mensal" && estado.cicloAtual > 1 ? { ehDiaDeCobranca: await diasDeCobrancaDe(db, usuarioId) } : {}),
  };
}
