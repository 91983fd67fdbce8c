import { custoEfetivoNaApi, type EmprestimoApi, type EmprestimoDetalheApi } from "../../domain/api/ledger.ts";
import { custoEfetivoDoEstado } from "../../domain/loans/custo-efetivo.ts";
import { centavosParaDecimal } from "../../domain/money.ts";
import { estadoDaLinha } from "../../domain/loans/db-row.ts";
import { comAtraso } from "../../domain/loans/overdue.ts";
import { sql } from "drizzle-orm";
import { clientes, emprestimos } from "../db/schema/index.ts";

export type EmprestimoLinha = typeof emprestimos.$inferSelect;

export type EmprestimoDto = EmprestimoApi;

/**
 * The client columns every loan read selects, with whether the client has unseen new data, and
 * the loan's payment facts the card needs (which payment may be reversed, whether it may be deleted).
 */
export const colunasClienteDoEmprestimo = {
  id: clientes.id,
  nome: clientes.nome,
  telefone: clientes.telefone,
  dadosNovosPendentes: sql<boolean>`exists (select 1 from atualizacoes_pendentes a where a.usuario_id = ${emprestimos.usuarioId} and a.cliente_id = ${emprestimos.clienteId} and a.resolucao is null)`,
  ultimoPagamentoId: sql<string | null>`(select p.id from historico_pagamentos p where p.emprestimo_id = ${emprestimos.id} and not p.estornado order by p.ciclo desc, p.data_pagamento desc, p.id desc limit 1)`,
  temPagamentos: sql<boolean>`exists (select 1 from historico_pagamentos p where p.emprestimo_id = ${emprestimos.id})`,
};

type ClienteDoEmprestimo = {
  id: string;
  nome: string;
  telefone: string;
  dadosNovosPendentes?: boolean;
  ultimoPagamentoId?: string | null;
  temPagamentos?: boolean;
};

/**
 * The loan as the lender sees it today: the overdue state (status, diasAtraso,
 * valorJurosAtraso) is computed for `hoje` on every read, so it is current even between runs
 * of the job that persists it.
 */
export function emprestimoDto(linha: EmprestimoLinha, cliente: ClienteDoEmprestimo, hoje: string): EmprestimoDto {
  const atual = comAtraso(estadoDaLinha(linha), hoje);
  return {
    id: linha.id,
    clienteId: linha.clienteId,
    modalidade: linha.modalidade,
    valorOriginal: linha.valorOriginal,
    valorRestante: linha.valorRestante,
    prazoDias: linha.prazoDias,
    taxaJuros: linha.taxaJuros,
    taxaAtraso: linha.taxaAtraso,
    taxaAtrasoTipo: linha.taxaAtrasoTipo,
    origem: linha.origem,
    cicloAtual: linha.cicloAtual,
    dataEmprestimo: linha.dataEmprestimo,
    dataInicio: linha.dataInicio,
    dataProximoCiclo: linha.dataProximoCiclo,
    diasAtraso: atual.diasAtraso,
    valorJurosAtraso: centavosParaDecimal(atual.valorJurosAtraso),
    status: atual.status,
    quantidadeParcelas: linha.quantidadeParcelas,
    valorParcela: linha.valorParcela,
    periodicidade: linha.periodicidade,
    taxaTotal: linha.taxaTotal,
    multaAtraso: linha.multaAtraso,
    valorMulta: centavosParaDecimal(atual.valorMulta ?? 0),
    parcelas: linha.parcelas ?? null,
    cliente: { id: cliente.id, nome: cliente.nome, telefone: cliente.telefone },
    dadosNovosPendentes: Boolean(cliente.dadosNovosPendentes),
    ultimoPagamentoId: cliente.ultimoPagamentoId ?? null,
    temPagamentos: Boolean(cliente.temPagamentos),
    contratoAceitoEm: linha.contratoAceitoEm?.toISOString() ?? null,
    renegociadoDe: linha.renegociadoDe ?? null,
    renegociadoPara: linha.renegociadoPara ?? null,
    jurosRenegociados: linha.jurosRenegociados ?? "0.00",
  };
}

/**
 * GET /api/emprestimos/{id}: the loan and what it costs paid on schedule (issue 29), from the day
 * the money was delivered (dataInicio; a loan still 'Aguardando Envio' has none yet, and is costed
 * from the day it was created).
 */
export function emprestimoDetalheDto(linha: EmprestimoLinha, cliente: ClienteDoEmprestimo, hoje: string): EmprestimoDetalheApi {
  const custo = custoEfetivoDoEstado(estadoDaLinha(linha), linha.dataInicio ?? linha.dataEmprestimo);
  return { ...emprestimoDto(linha, cliente, hoje), ...custoEfetivoNaApi(custo) };
}
