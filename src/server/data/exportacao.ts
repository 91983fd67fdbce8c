import { asc, eq } from "drizzle-orm";
import { estadoDaLinha } from "../../domain/loans/db-row.ts";
import { comAtraso } from "../../domain/loans/overdue.ts";
import { centavosParaDecimal } from "../../domain/money.ts";
import type { Executor } from "../db/client.ts";
import { doUsuario } from "../db/scope.ts";
import { clientes, emprestimos, historicoPagamentos } from "../db/schema/index.ts";

// What the CSV exports read: every record of the lender, in the lender's confined transaction.
// One query per file; the files are written in src/server/csv.

export async function clientesParaExportar(db: Executor, usuarioId: string) {
  return db
    .select({
      nome: clientes.nome,
      cpf: clientes.cpf,
      telefone: clientes.telefone,
      pix: clientes.pix,
      dataCadastro: clientes.dataCadastro,
      totalEmprestadoHistorico: clientes.totalEmprestadoHistorico,
      totalReceberAtual: clientes.totalReceberAtual,
      totalPagoJuros: clientes.totalPagoJuros,
    })
    .from(clientes)
    .where(doUsuario(clientes, usuarioId))
    .orderBy(asc(clientes.nome), asc(clientes.id));
}

export type ClienteExportado = Awaited<ReturnType<typeof clientesParaExportar>>[number];

/** Loans with their client; the overdue state (status, days, late interest) as of `hoje`, like every loan read. */
export async function emprestimosParaExportar(db: Executor, usuarioId: string, hoje: string) {
  const linhas = await db
    .select({ emprestimo: emprestimos, cliente: { nome: clientes.nome, cpf: clientes.cpf } })
    .from(emprestimos)
    .innerJoin(clientes, eq(clientes.id, emprestimos.clienteId))
    .where(doUsuario(emprestimos, usuarioId))
    .orderBy(asc(clientes.nome), asc(emprestimos.dataEmprestimo), asc(emprestimos.id));
  return linhas.map(({ emprestimo: e, cliente }) => {
    const atual = comAtraso(estadoDaLinha(e), hoje);
    return {
      cliente,
      modalidade: e.modalidade,
      valorOriginal: e.valorOriginal,
      valorRestante: e.valorRestante,
      taxaJuros: e.taxaJuros,
      taxaAtraso: e.taxaAtraso,
      taxaAtrasoTipo: e.taxaAtrasoTipo,
      prazoDias: e.prazoDias,
      quantidadeParcelas: e.quantidadeParcelas,
      valorParcela: e.valorParcela,
      dataEmprestimo: e.dataEmprestimo,
      dataProximoCiclo: atual.status === "finalizado" ? null : e.dataProximoCiclo,
      status: atual.status,
      diasAtraso: atual.diasAtraso,
      valorJurosAtraso: centavosParaDecimal(atual.valorJurosAtraso),
      origem: e.origem,
    };
  });
}

export type EmprestimoExportado = Awaited<ReturnType<typeof emprestimosParaExportar>>[number];

/** Every payment, reversed ones included, oldest first, with its client and its loan's date. */
export async function pagamentosParaExportar(db: Executor, usuarioId: string) {
  return db
    .select({
      dataPagamento: historicoPagamentos.dataPagamento,
      registradoEm: historicoPagamentos.registradoEm,
      formaPagamento: historicoPagamentos.formaPagamento,
      valorJurosAtrasoDispensado: historicoPagamentos.valorJurosAtrasoDispensado,
      motivoDispensa: historicoPagamentos.motivoDispensa,
      cliente: { nome: clientes.nome, cpf: clientes.cpf },
      dataEmprestimo: emprestimos.dataEmprestimo,
      modalidade: emprestimos.modalidade,
      tipoPagamento: historicoPagamentos.tipoPagamento,
      ciclo: historicoPagamentos.ciclo,
      valorTotal: historicoPagamentos.valorTotal,
      valorJuros: historicoPagamentos.valorJuros,
      valorJurosAtraso: historicoPagamentos.valorJurosAtraso,
      valorPrincipal: historicoPagamentos.valorPrincipal,
      saldoApos: historicoPagamentos.saldoApos,
      observacao: historicoPagamentos.observacao,
      estornado: historicoPagamentos.estornado,
      motivoEstorno: historicoPagamentos.motivoEstorno,
      dataEstorno: historicoPagamentos.dataEstorno,
    })
    .from(historicoPagamentos)
    .innerJoin(clientes, eq(clientes.id, historicoPagamentos.clienteId))
    .innerJoin(emprestimos, eq(emprestimos.id, historicoPagamentos.emprestimoId))
    .where(doUsuario(historicoPagamentos, usuarioId))
    .orderBy(asc(historicoPagamentos.dataPagamento), asc(historicoPagamentos.id));
}

export type PagamentoExportado = Awaited<ReturnType<typeof pagamentosParaExportar>>[number];
