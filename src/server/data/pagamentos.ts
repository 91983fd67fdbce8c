import { ErroEmprestimo } from "../../domain/loans/errors.ts";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { PagamentoApi, RespostaPagamentoApi } from "../../domain/api/ledger.ts";
import { centavosParaDecimal } from "../../domain/money.ts";
import { atualizacaoDoEstado, estadoDaLinha } from "../../domain/loans/db-row.ts";
import { aplicarPagamento } from "../../domain/loans/payment.ts";
import { estadoAnteriorDe, estornarPagamento } from "../../domain/loans/reversal.ts";
import type { EmprestimoEstado } from "../../domain/loans/types.ts";
import { formatarData } from "../../domain/dates.ts";
import { MENSAGENS_PAGAMENTO, type PagamentoDados } from "../../domain/schemas/payment.ts";
import { Conflito, NaoEncontrado, Invalido } from "../../domain/erros.ts";
import type { Executor, Transaction } from "../db/client.ts";
import { doUsuario, isUuid } from "../db/scope.ts";
import { emprestimos, historicoPagamentos, idempotenciaPagamentos } from "../db/schema/index.ts";
import { bloquearCliente, recalcularTotaisCliente } from "./totais-clientes.ts";
import { diasDeCobrancaDe } from "./calendario-do-credor.ts";
import { marcarConfirmado, pendenteParaDecidir } from "./pagamentos-informados.ts";
import { MENSAGENS_PAGAMENTO_INFORMADO } from "../../domain/api/pagamentos-informados.ts";
import { registrarAuditoria } from "./auditoria.ts";
import { buscarEmprestimo } from "./emprestimos.ts";

export type PagamentoDto = PagamentoApi;

export type RespostaPagamento = RespostaPagamentoApi;

export async function listarPagamentos(db: Executor, usuarioId: string, clienteId: string | undefined): Promise<PagamentoDto[]> {
  if (clienteId !== undefined && !isUuid(clienteId)) return [];
  const doCliente = clienteId !== undefined ? [eq(historicoPagamentos.clienteId, clienteId)] : [];
  const linhas = await db
    .select()
    .from(historicoPagamentos)
    .where(doUsuario(historicoPagamentos, usuarioId, ...doCliente))
    .orderBy(desc(historicoPagamentos.dataPagamento), desc(historicoPagamentos.id));
  return linhas.map(pagamentoDto);
}

type PagamentoLinha = typeof historicoPagamentos.$inferSelect;

function pagamentoDto(p: PagamentoLinha): PagamentoDto {
  return {
    id: p.id,
    emprestimoId: p.emprestimoId,
    clienteId: p.clienteId,
    dataPagamento: p.dataPagamento.toISOString(),
    registradoEm: p.registradoEm.toISOString(),
    formaPagamento: p.formaPagamento,
    valorJurosAtrasoDispensado: p.valorJurosAtrasoDispensado,
    valorMulta: p.valorMulta,
    valorMultaDispensada: p.valorMultaDispensada,
    parcelasPagas: p.parcelasPagas,
    motivoDispensa: p.motivoDispensa,
    valorTotal: p.valorTotal,
    valorJuros: p.valorJuros,
    valorPrincipal: p.valorPrincipal,
    tipoPagamento: p.tipoPagamento,
    ciclo: p.ciclo,
    observacao: p.observacao,
    valorJurosAtraso: p.valorJurosAtraso,
    saldoApos: p.saldoApos,
    estornado: p.estornado,
    motivoEstorno: p.motivoEstorno,
    dataEstorno: p.dataEstorno?.toISOString() ?? null,
  };
}

/** What a payment or its reversal changes on the loan, as the trail shows it. */
function camposDoEmprestimo(e: EmprestimoEstado) {
  return {
    status: e.status,
    valorRestante: centavosParaDecimal(e.valorRestante),
    cicloAtual: e.cicloAtual,
    dataProximoCiclo: e.dataProximoCiclo,
  };
}

function impressaoDe(dados: PagamentoDados): string {
  const base = [dados.emprestimoId, dados.tipoPagamento, dados.valorPrincipal ?? null];
  // Keys stored before payments had their own date keep matching a retry without one.
  const extras = [
    dados.dataPagamento ?? null,
    dados.pagamentoInformadoId ?? null,
    dados.formaPagamento === "pix" ? null : dados.formaPagamento,
    dados.dispensarJurosAtraso ? (dados.motivoDispensa ?? "") : null,
  ];
  // The note too (issue 42, point 6): a retry with another one is another attempt, not the
  // same one with its note dropped. Only when there is one, so earlier keys keep matching.
  const comNota = dados.observacao ? [...extras, dados.observacao] : extras;
  // Issue 43: paying 3 installments is another intention than paying 1 (only when more than 1).
  const comQuantidade = (dados.quantidadeParcelas ?? 1) > 1 ? [...comNota, `parcelas:${dados.quantidadeParcelas}`] : comNota;
  const comParcela = dados.parcelaInicial !== undefined ? [...comQuantidade, `parcela:${dados.parcelaInicial}`] : comQuantidade;
  return JSON.stringify(comParcela.some((x) => x !== null) ? [...base, ...comParcela] : base);
}

/**
 * The moment a payment made on `dia` is recorded at: now for today's, noon in São Paulo of its
 * day for one registered later (any hour of that day puts it on that day everywhere: receipts,
 * 'Recebido hoje / no mês', the chart). Noon, so no offset can move it to another day.
 */
export function momentoDoPagamento(dia: string, hoje: string, agora: Date): Date {
  return dia === hoje ? agora : new Date(`${dia}T15:00:00.000Z`);
}

/**
 * DOMAIN.md: a payment's date is never after today, never before the loan's date, never before
 * the loan's latest standing payment (payments of one loan follow each other in time).
 */
async function conferirDataDoPagamento(tx: Executor, emprestimo: { id: string; dataEmprestimo: string }, dia: string, hoje: string) {
  const recusar = (mensagem: string) => new Invalido(mensagem, { errors: { dataPagamento: mensagem } });
  if (dia > hoje) throw recusar(MENSAGENS_PAGAMENTO.dataNoFuturo);
  if (dia < emprestimo.dataEmprestimo) throw recusar(MENSAGENS_PAGAMENTO.dataAntesDoEmprestimo);
  const [ultimo] = await tx
    .select({ dia: sql<string | null>`to_char((max(${historicoPagamentos.dataPagamento}) AT TIME ZONE 'America/Sao_Paulo')::date, 'YYYY-MM-DD')` })
    .from(historicoPagamentos)
    .where(and(eq(historicoPagamentos.emprestimoId, emprestimo.id), eq(historicoPagamentos.estornado, false)));
  if (ultimo?.dia && dia < ultimo.dia) throw recusar(`${MENSAGENS_PAGAMENTO.dataAntesDoUltimo} O último foi em ${formatarData(ultimo.dia)}.`);
}

/**
 * Claims the Idempotency-Key inside the payment's transaction. A concurrent request with the
 * same key waits on the primary key until this transaction ends, then finds the stored answer.
 * Returns that answer when the key was already used, or null when this request owns it.
 */
async function reivindicarChave(tx: Transaction, usuarioId: string, chave: string, impressao: string): Promise<RespostaPagamento | null> {
  const inserida = await tx
    .insert(idempotenciaPagamentos)
    .values({ usuarioId, chave, impressao })
    .onConflictDoNothing()
    .returning({ chave: idempotenciaPagamentos.chave });
  if (inserida.length > 0) return null;
  const [existente] = await tx
    .select()
    .from(idempotenciaPagamentos)
    .where(and(eq(idempotenciaPagamentos.usuarioId, usuarioId), eq(idempotenciaPagamentos.chave, chave)));
  if (!existente?.resposta) throw new Conflito("Este pagamento ainda está sendo processado. Aguarde e confira o histórico.");
  if (existente.impressao !== impressao) {
    // The same attempt sent again with another date, method or amount: the first may be recorded.
    throw new Conflito(MENSAGEM_TENTATIVA_COM_OUTROS_DADOS);
  }
  return comSaldo(tx, usuarioId, existente.resposta as RespostaPagamento);
}

/**
 * An answer stored before answers carried the balance (issue 42) gets it from its payment's row
 * (saldoApos), or, for a row older than that column, from the loan as it is now.
 */
async function comSaldo(tx: Transaction, usuarioId: string, resposta: RespostaPagamento): Promise<RespostaPagamento> {
  if (typeof resposta.pagamento.saldoRestante === "string") return resposta;
  const [linha] = await tx
    .select({ saldoApos: historicoPagamentos.saldoApos, valorRestante: emprestimos.valorRestante })
    .from(historicoPagamentos)
    .innerJoin(emprestimos, eq(emprestimos.id, historicoPagamentos.emprestimoId))
    .where(doUsuario(historicoPagamentos, usuarioId, eq(historicoPagamentos.id, resposta.pagamento.id)));
  return { pagamento: { ...resposta.pagamento, saldoRestante: linha?.saldoApos ?? linha?.valorRestante ?? "0.00" } };
}

/** A second identical payment this soon is far more likely a retry than an intention (issue 8). */
export const JANELA_PAGAMENTO_REPETIDO_MS = 2 * 60_000;
export const MENSAGEM_TENTATIVA_COM_OUTROS_DADOS =
  "Este pagamento já foi enviado antes com outros dados (data, forma ou valor). Confira o histórico do empréstimo antes de registrar de novo.";
export const MENSAGEM_PAGAMENTO_REPETIDO = "Já existe um pagamento igual registrado agora há pouco. Registrar outro?";

/**
 * Refuses a payment of the same loan and type recorded within the last two minutes under
 * another key (or none): the offline retry that would otherwise pay twice. The lender can still
 * say it is deliberate (`confirmarRepeticao`).
 */
async function recusarSeRepetido(tx: Executor, emprestimoId: string, dados: PagamentoDados, agora: Date) {
  if (dados.confirmarRepeticao) return;
  const [recente] = await tx
    .select({ id: historicoPagamentos.id })
    .from(historicoPagamentos)
    .where(
      and(
        eq(historicoPagamentos.emprestimoId, emprestimoId),
        eq(historicoPagamentos.tipoPagamento, dados.tipoPagamento),
        gte(historicoPagamentos.registradoEm, new Date(agora.getTime() - JANELA_PAGAMENTO_REPETIDO_MS)),
        // A reversed payment is a mistake undone: recording the right one again is no repeat.
        eq(historicoPagamentos.estornado, false),
      ),
    )
    .limit(1);
  if (recente) throw new Conflito(MENSAGEM_PAGAMENTO_REPETIDO, { code: "pagamento_repetido" });
}

export function mensagemParcelaDesatualizada(parcela: number, primeiraEmAberto: number): string {
  return `A parcela ${parcela} não é mais a primeira em aberto deste empréstimo (agora é a ${primeiraEmAberto}): ela pode já ter sido registrada. Confira o histórico antes de registrar de novo.`;
}

/**
 * Issue 43: a parcela payment that says which installment it pays ('Recebido' on the 3rd) is
 * refused when that installment is no longer the first open one, so a retry of it (offline,
 * under another key) cannot pay the 4th, while paying the 4th a minute later is no repeat.
 */
function recusarSeNaoForAPrimeiraEmAberto(e: EmprestimoEstado, parcelaInicial: number) {
  if (e.cicloAtual !== parcelaInicial) {
    throw new Conflito(mensagemParcelaDesatualizada(parcelaInicial, e.cicloAtual), { code: "parcela_desatualizada" });
  }
}

/**
 * Records a payment: the history row, the loan's new state and the client's totals in the
 * lender's transaction, with the client and loan rows locked, so double clicks and races cannot
 * pay twice.
 */
export async function registrarPagamento(
  tx: Transaction,
  usuarioId: string,
  dados: PagamentoDados,
  hoje: string,
  agora: Date,
  chaveIdempotencia: string | undefined,
): Promise<{ resposta: RespostaPagamento; repetida: boolean }> {
  if (chaveIdempotencia) {
    const anterior = await reivindicarChave(tx, usuarioId, chaveIdempotencia, impressaoDe(dados));
    if (anterior) return { resposta: anterior, repetida: true };
  }
  const { emprestimo: semTrava } = await buscarEmprestimo(tx, usuarioId, dados.emprestimoId);
  await bloquearCliente(tx, semTrava.clienteId);
  const { emprestimo } = await buscarEmprestimo(tx, usuarioId, dados.emprestimoId, true);

  // Issue 30, point 3: confirming the borrower's notice. Locked after the client and loan (the
  // order every payment takes), so two confirmations of one notice give one payment.
  const informado = dados.pagamentoInformadoId ? await pendenteParaDecidir(tx, usuarioId, dados.pagamentoInformadoId) : null;
  if (informado && informado.emprestimoId !== emprestimo.id) throw new Invalido(MENSAGENS_PAGAMENTO_INFORMADO.outroEmprestimo);
  const dia = dados.dataPagamento ?? informado?.dataPagamento ?? hoje;
  await conferirDataDoPagamento(tx, emprestimo, dia, hoje);
  const estadoAntes = estadoDaLinha(emprestimo);
  const { registro, estado } = aplicarPagamento(estadoAntes, dados.tipoPagamento, dados.valorPrincipal, dia, hoje, {
    dispensarJurosAtraso: dados.dispensarJurosAtraso ?? false,
    ...(dados.quantidadeParcelas !== undefined ? { quantidadeParcelas: dados.quantidadeParcelas } : {}),
    // A mensal loan's next due date moves off the lender's non-collection days (issue 43).
    ...(estadoAntes.modalidade === "mensal" ? { ehDiaDeCobranca: await diasDeCobrancaDe(tx, usuarioId) } : {}),
  });
  // After the loan's own rules: a finished loan is "finalizado", not "repeated". A payment that
  // names its first installment is checked by that number instead of by the clock.
  if (dados.parcelaInicial !== undefined) recusarSeNaoForAPrimeiraEmAberto(estadoAntes, dados.parcelaInicial);
  else await recusarSeRepetido(tx, emprestimo.id, dados, agora);
  const [pagamento] = await tx
    .insert(historicoPagamentos)
    .values({
      emprestimoId: emprestimo.id,
      clienteId: emprestimo.clienteId,
      usuarioId,
      dataPagamento: momentoDoPagamento(dia, hoje, agora),
      registradoEm: agora,
      valorTotal: centavosParaDecimal(registro.valorTotal),
      valorJuros: centavosParaDecimal(registro.valorJuros),
      valorPrincipal: centavosParaDecimal(registro.valorPrincipal),
      tipoPagamento: registro.tipoPagamento,
      ciclo: registro.ciclo,
      observacao: dados.observacao ?? null,
      valorJurosAtraso: centavosParaDecimal(registro.valorJurosAtraso),
      saldoApos: centavosParaDecimal(estado.valorRestante),
      formaPagamento: dados.formaPagamento,
      valorJurosAtrasoDispensado: centavosParaDecimal(registro.valorJurosAtrasoDispensado),
      valorMulta: centavosParaDecimal(registro.valorMulta),
      valorMultaDispensada: centavosParaDecimal(registro.valorMultaDispensada),
      parcelasPagas: registro.parcelasPagas,
      motivoDispensa: registro.valorJurosAtrasoDispensado + registro.valorMultaDispensada > 0 ? (dados.motivoDispensa ?? null) : null,
      estadoAnterior: estadoAnteriorDe(estadoAntes),
    })
    .returning({ id: historicoPagamentos.id });
  await tx
    .update(emprestimos)
    .set(atualizacaoDoEstado(estado))
    .where(doUsuario(emprestimos, usuarioId, eq(emprestimos.id, emprestimo.id)));
  await recalcularTotaisCliente(tx, emprestimo.clienteId);
  if (informado) await marcarConfirmado(tx, usuarioId, informado.id, pagamento!.id, agora);
  await registrarAuditoria(tx, usuarioId, {
    ator: "credor",
    acao: "pagamento_registrado",
    entidade: "pagamento",
    entidadeId: pagamento!.id,
    clienteId: emprestimo.clienteId,
    antes: { emprestimoId: emprestimo.id, ...camposDoEmprestimo(estadoAntes) },
    depois: {
      emprestimoId: emprestimo.id,
      tipoPagamento: registro.tipoPagamento,
      valorTotal: centavosParaDecimal(registro.valorTotal),
      valorJuros: centavosParaDecimal(registro.valorJuros),
      valorPrincipal: centavosParaDecimal(registro.valorPrincipal),
      dataPagamento: dia,
      formaPagamento: dados.formaPagamento,
      ...(registro.parcelasPagas > 1 ? { parcelasPagas: registro.parcelasPagas } : {}),
      ...(registro.valorMulta > 0 ? { valorMulta: centavosParaDecimal(registro.valorMulta) } : {}),
      ...(registro.valorJurosAtrasoDispensado + registro.valorMultaDispensada > 0
        ? {
            jurosAtrasoDispensados: centavosParaDecimal(registro.valorJurosAtrasoDispensado),
            ...(registro.valorMultaDispensada > 0 ? { multaDispensada: centavosParaDecimal(registro.valorMultaDispensada) } : {}),
            motivoDispensa: dados.motivoDispensa,
          }
        : {}),
      ...(informado ? { pagamentoInformadoId: informado.id } : {}),
      ...camposDoEmprestimo(estado),
    },
  });

  const resposta: RespostaPagamento = {
    pagamento: {
      id: pagamento!.id,
      emprestimoId: emprestimo.id,
      valorTotalPago: centavosParaDecimal(registro.valorTotal),
      valorJuros: centavosParaDecimal(registro.valorJuros),
      valorPrincipal: centavosParaDecimal(registro.valorPrincipal),
      tipoPagamento: registro.tipoPagamento,
      ciclo: registro.ciclo,
      status: estado.status,
      novaDataProximoCiclo: estado.dataProximoCiclo,
      saldoRestante: centavosParaDecimal(estado.valorRestante),
    },
  };
  if (chaveIdempotencia) {
    await tx
      .update(idempotenciaPagamentos)
      .set({ resposta })
      .where(and(eq(idempotenciaPagamentos.usuarioId, usuarioId), eq(idempotenciaPagamentos.chave, chaveIdempotencia)));
  }
  return { resposta, repetida: false };
}

export const MENSAGEM_PAGAMENTO_NAO_ENCONTRADO = "Pagamento não encontrado.";
export const MENSAGEM_SO_O_ULTIMO = "Só o último pagamento do empréstimo pode ser estornado.";
export const MENSAGEM_JA_ESTORNADO = "Este pagamento já foi estornado.";

/**
 * Reverses (estorno) the loan's most recent payment not yet reversed: the loan returns to the
 * state it had just before that payment (overdue figures for today), the client's totals are
 * recomputed without it, and the row stays, marked, with the reason. Client and loan locked,
 * in the lender's transaction, like a payment.
 */
export async function estornarPagamentoDoEmprestimo(
  tx: Transaction,
  usuarioId: string,
  pagamentoId: string,
  motivo: string,
  hoje: string,
  agora: Date,
): Promise<PagamentoDto> {
  if (!isUuid(pagamentoId)) throw new NaoEncontrado(MENSAGEM_PAGAMENTO_NAO_ENCONTRADO);
  const buscar = async () => {
    const [linha] = await tx.select().from(historicoPagamentos).where(doUsuario(historicoPagamentos, usuarioId, eq(historicoPagamentos.id, pagamentoId)));
    if (!linha) throw new NaoEncontrado(MENSAGEM_PAGAMENTO_NAO_ENCONTRADO);
    return linha;
  };
  const semTrava = await buscar();
  await bloquearCliente(tx, semTrava.clienteId);
  const { emprestimo } = await buscarEmprestimo(tx, usuarioId, semTrava.emprestimoId, true);
  // Read again under the locks: a concurrent reversal of the same payment has finished by now.
  const pagamento = await buscar();
  if (pagamento.estornado) throw new Conflito(MENSAGEM_JA_ESTORNADO);
  // DOMAIN.md: a renegotiated loan's payments stay; undoing one needs the renegotiation undone first.
  if (emprestimo.status === "renegociado") throw new ErroEmprestimo("estorno_de_renegociado");
  const [ultimo] = await tx
    .select({ id: historicoPagamentos.id })
    .from(historicoPagamentos)
    .where(doUsuario(historicoPagamentos, usuarioId, and(eq(historicoPagamentos.emprestimoId, emprestimo.id), eq(historicoPagamentos.estornado, false))))
    // Each payment not reversed settles a later cycle than the one before it: the cycle orders
    // them even when two share a timestamp.
    .orderBy(desc(historicoPagamentos.ciclo), desc(historicoPagamentos.dataPagamento), desc(historicoPagamentos.id))
    .limit(1);
  if (ultimo?.id !== pagamento.id) throw new Conflito(MENSAGEM_SO_O_ULTIMO);

  const atual = estadoDaLinha(emprestimo);
  const estado = estornarPagamento(atual, pagamento.estadoAnterior, hoje);
  await tx
    .update(emprestimos)
    .set(atualizacaoDoEstado(estado))
    .where(doUsuario(emprestimos, usuarioId, eq(emprestimos.id, emprestimo.id)));
  const [marcado] = await tx
    .update(historicoPagamentos)
    .set({ estornado: true, motivoEstorno: motivo, dataEstorno: agora })
    .where(doUsuario(historicoPagamentos, usuarioId, eq(historicoPagamentos.id, pagamento.id)))
    .returning();
  await recalcularTotaisCliente(tx, emprestimo.clienteId);
  await registrarAuditoria(tx, usuarioId, {
    ator: "credor",
    acao: "pagamento_estornado",
    entidade: "pagamento",
    entidadeId: pagamento.id,
    clienteId: emprestimo.clienteId,
    antes: { emprestimoId: emprestimo.id, valorTotal: pagamento.valorTotal, ...camposDoEmprestimo(atual) },
    depois: { emprestimoId: emprestimo.id, motivoEstorno: motivo, ...camposDoEmprestimo(estado) },
  });
  return pagamentoDto(marcado!);
}
