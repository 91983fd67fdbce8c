import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import { MENSAGENS_PAGAMENTO_INFORMADO as M, type InformarPagamentoDados, type PagamentoInformadoApi } from "../../domain/api/pagamentos-informados.ts";
import { Conflito, Invalido, NaoEncontrado } from "../../domain/erros.ts";
import type { TipoArquivo } from "../../domain/file-type.ts";
import { estadoDaLinha } from "../../domain/loans/db-row.ts";
import { sugerirPagamento } from "../../domain/loans/sugestao.ts";
import { centavosParaDecimal, decimalParaCentavos } from "../../domain/money.ts";
import type { Executor } from "../db/client.ts";
import { doUsuario, isUuid } from "../db/scope.ts";
import { clientes, emprestimos, pagamentosInformados } from "../db/schema/index.ts";
import { registrarAuditoria } from "./auditoria.ts";
import { registrarUpload } from "./documentos.ts";
import { donoDoLinkCliente, doClienteDoLink } from "./link-do-cliente.ts";

// Issue 30, points 2 and 3 (DOMAIN.md: a notice is not a payment). The borrower informs a payment
// from their page, with an optional proof; one notice per loan waits at a time. The lender
// confirms it by registering the payment (data/pagamentos.ts links the two) or refuses it with
// a reason the borrower then reads.

/** Loans that take payments, the ones a borrower can say they paid. */
const RECEBEM_PAGAMENTO = ["ativo", "atrasado"] as const;

export type Comprovante = { bytes: Buffer; tipo: TipoArquivo };

/** A unique violation on the one-pending-per-loan index: a second notice raced the first. */
function violouUmPendente(erro: unknown): boolean {
  const causa = (erro as { cause?: { constraint?: string } })?.cause ?? (erro as { constraint?: string });
  return causa?.constraint === "pagamentos_informados_um_pendente_por_emprestimo";
}

/** POST /api/c/{token}/pagamentos-informados, in the public wall's transaction. */
export async function informarPagamento(
  tx: Executor,
  token: string,
  dados: InformarPagamentoDados,
  comprovante: Comprovante | null,
  hoje: string,
  agora: Date,
): Promise<{ usuarioId: string; clienteId: string; emprestimoId: string }> {
  const dono = await donoDoLinkCliente(tx, token);
  const [emprestimo] = await tx
    .select({ id: emprestimos.id, status: emprestimos.status, dataEmprestimo: emprestimos.dataEmprestimo })
    .from(emprestimos)
    .where(and(doClienteDoLink(emprestimos, dono), eq(emprestimos.id, dados.emprestimoId)))
    .for("update");
  if (!emprestimo) throw new NaoEncontrado("Empréstimo não encontrado.");
  if (!(RECEBEM_PAGAMENTO as readonly string[]).includes(emprestimo.status)) throw new Conflito(M.emprestimoFechado);
  const dia = dados.dataPagamento ?? hoje;
  const recusar = (mensagem: string) => new Invalido(mensagem, { errors: { dataPagamento: mensagem } });
  if (dia > hoje) throw recusar(M.dataNoFuturo);
  if (dia < emprestimo.dataEmprestimo) throw recusar(M.dataAntesDoEmprestimo);
  const [pendente] = await tx
    .select({ id: pagamentosInformados.id })
    .from(pagamentosInformados)
    .where(and(eq(pagamentosInformados.emprestimoId, emprestimo.id), eq(pagamentosInformados.situacao, "pendente")));
  if (pendente) throw new Conflito(M.pendente, { code: "pagamento_informado_pendente" });

  let comprovanteId: string | null = null;
  if (comprovante) {
    comprovanteId = randomUUID();
    await registrarUpload(
      tx,
      {
        id: comprovanteId,
        usuarioId: dono.usuarioId,
        linkId: null,
        clienteId: dono.clienteId,
        tipo: "pagamento",
        mime: comprovante.tipo.mime,
        extensao: comprovante.tipo.extensao,
        tamanho: comprovante.bytes.length,
        criadoEm: agora,
      },
      comprovante.bytes,
    );
  }
  const [aviso] = await tx
    .insert(pagamentosInformados)
    .values({
      usuarioId: dono.usuarioId,
      clienteId: dono.clienteId,
      emprestimoId: emprestimo.id,
      valor: centavosParaDecimal(dados.valor),
      dataPagamento: dia,
      comprovanteId,
      criadoEm: agora,
    })
    .returning({ id: pagamentosInformados.id })
    .catch((erro: unknown) => {
      if (violouUmPendente(erro)) throw new Conflito(M.pendente, { code: "pagamento_informado_pendente" });
      throw erro;
    });
  await registrarAuditoria(tx, dono.usuarioId, {
    ator: "cliente_link",
    acao: "pagamento_informado",
    entidade: "pagamento",
    entidadeId: aviso!.id,
    clienteId: dono.clienteId,
    depois: { emprestimoId: emprestimo.id, valor: centavosParaDecimal(dados.valor), dataPagamento: dia, comprovante: comprovanteId !== null },
  });
  return { usuarioId: dono.usuarioId, clienteId: dono.clienteId, emprestimoId: emprestimo.id };
}

/** Each loan's latest notice, for the borrower's page: pending, or the outcome of the last one. */
export async function ultimosInformados(tx: Executor, emprestimoIds: string[]) {
  if (emprestimoIds.length === 0) return new Map<string, { situacao: "pendente" | "confirmado" | "recusado"; valor: string; dataPagamento: string; motivoRecusa: string | null }>();
  const linhas = await tx
    .selectDistinctOn([pagamentosInformados.emprestimoId], {
      emprestimoId: pagamentosInformados.emprestimoId,
      situacao: pagamentosInformados.situacao,
      valor: pagamentosInformados.valor,
      dataPagamento: pagamentosInformados.dataPagamento,
      motivoRecusa: pagamentosInformados.motivoRecusa,
    })
    .from(pagamentosInformados)
    .where(inArray(pagamentosInformados.emprestimoId, emprestimoIds))
    .orderBy(pagamentosInformados.emprestimoId, desc(pagamentosInformados.criadoEm));
  return new Map(linhas.map(({ emprestimoId, ...resto }) => [emprestimoId, resto]));
}

/** GET /api/pagamentos-informados: the lender's pending notices (of one client, with clienteId), oldest first. */
export async function listarPagamentosInformados(tx: Executor, usuarioId: string, clienteId: string | undefined): Promise<PagamentoInformadoApi[]> {
  if (clienteId !== undefined && !isUuid(clienteId)) return [];
  const linhas = await tx
    .select({ aviso: pagamentosInformados, clienteNome: clientes.nome, emprestimo: emprestimos })
    .from(pagamentosInformados)
    .innerJoin(clientes, eq(clientes.id, pagamentosInformados.clienteId))
    .innerJoin(emprestimos, eq(emprestimos.id, pagamentosInformados.emprestimoId))
    .where(
      doUsuario(
        pagamentosInformados,
        usuarioId,
        eq(pagamentosInformados.situacao, "pendente"),
        clienteId !== undefined ? eq(pagamentosInformados.clienteId, clienteId) : undefined,
      ),
    )
    .orderBy(pagamentosInformados.criadoEm, pagamentosInformados.id);
  return linhas.map(({ aviso, clienteNome, emprestimo }) => {
    const sugestao = sugerirPagamento(estadoDaLinha(emprestimo), decimalParaCentavos(aviso.valor), aviso.dataPagamento);
    return {
      id: aviso.id,
      clienteId: aviso.clienteId,
      clienteNome,
      emprestimoId: aviso.emprestimoId,
      valor: aviso.valor,
      dataPagamento: aviso.dataPagamento,
      criadoEm: aviso.criadoEm.toISOString(),
      comprovanteUrl: aviso.comprovanteId ? `/api/documentos/${aviso.comprovanteId}` : null,
      sugestao: sugestao && {
        tipoPagamento: sugestao.tipoPagamento,
        valorPrincipal: sugestao.valorPrincipal === null ? null : centavosParaDecimal(sugestao.valorPrincipal),
      },
    };
  });
}

/** The lender's pending notice, locked (a confirmation and a refusal cannot both win), or 404/409. */
export async function pendenteParaDecidir(tx: Executor, usuarioId: string, id: string) {
  if (!isUuid(id)) throw new NaoEncontrado(M.naoEncontrado);
  const [aviso] = await tx
    .select()
    .from(pagamentosInformados)
    .where(doUsuario(pagamentosInformados, usuarioId, eq(pagamentosInformados.id, id)))
    .for("update");
  if (!aviso) throw new NaoEncontrado(M.naoEncontrado);
  if (aviso.situacao !== "pendente") throw new Conflito(M.jaDecidido);
  return aviso;
}

/** Confirmation: the notice now names the payment registered for it (same transaction). */
export async function marcarConfirmado(tx: Executor, usuarioId: string, id: string, pagamentoId: string, agora: Date) {
  await tx
    .update(pagamentosInformados)
    .set({ situacao: "confirmado", pagamentoId, decididoEm: agora })
    .where(doUsuario(pagamentosInformados, usuarioId, eq(pagamentosInformados.id, id)));
}

/** POST /api/pagamentos-informados/{id}/recusa: refused with a reason the borrower reads. */
export async function recusarPagamentoInformado(tx: Executor, usuarioId: string, id: string, motivo: string, agora: Date): Promise<void> {
  const aviso = await pendenteParaDecidir(tx, usuarioId, id);
  await tx
    .update(pagamentosInformados)
    .set({ situacao: "recusado", motivoRecusa: motivo, decididoEm: agora })
    .where(doUsuario(pagamentosInformados, usuarioId, eq(pagamentosInformados.id, aviso.id)));
  await registrarAuditoria(tx, usuarioId, {
    ator: "credor",
    acao: "pagamento_informado_recusado",
    entidade: "pagamento",
    entidadeId: aviso.id,
    clienteId: aviso.clienteId,
    antes: { situacao: "pendente", valor: aviso.valor, dataPagamento: aviso.dataPagamento },
    depois: { situacao: "recusado", motivoRecusa: motivo },
  });
}
