import { and, desc, eq, isNull } from "drizzle-orm";
import { brCodeDoEmprestimo } from "../../domain/cobranca-pix.ts";
import { dataEmSaoPaulo, formatarDataHora } from "../../domain/dates.ts";
import { mascararCpf } from "../../domain/cpf.ts";
import { NaoEncontrado } from "../../domain/erros.ts";
import type { LinkClienteApi, PaginaClienteApi } from "../../domain/api/pagina-cliente.ts";
import { estadoDaLinha } from "../../domain/loans/db-row.ts";
import { valorDoCiclo } from "../../domain/loans/amount-due.ts";
import { comAtraso } from "../../domain/loans/overdue.ts";
import { textoDaSituacao } from "../../domain/loans/situacao-da-parcela.ts";
import { centavosParaDecimal } from "../../domain/money.ts";
import type { Executor } from "../db/client.ts";
import { doUsuario, isUuid } from "../db/scope.ts";
import { clientes, configuracoes, emprestimos, historicoPagamentos, linksCliente } from "../db/schema/index.ts";
import { diasDasParcelasPagas, parcelasDaCartela } from "./cartela.ts";
import { novoToken } from "./links.ts";
import { bloquearCliente } from "./totais-clientes.ts";
import { ultimosInformados } from "./pagamentos-informados.ts";
import { donoDoLinkCliente, doClienteDoLink } from "./link-do-cliente.ts";

// Issue 30, point 1: the borrower's own page. The lender makes (and replaces) the client's link;
// the page reads, through the public wall, only that client's loans and payments.

const MENSAGEM_CLIENTE_NAO_ENCONTRADO = "Cliente não encontrado.";

/** Loans the page shows: the ones still owed or waiting for the money. */
const STATUS_DA_PAGINA = new Set(["ativo", "atrasado", "pausado", "aguardando_envio"]);

async function clienteDoCredor(db: Executor, usuarioId: string, clienteId: string): Promise<void> {
  if (!isUuid(clienteId)) throw new NaoEncontrado(MENSAGEM_CLIENTE_NAO_ENCONTRADO);
  const [c] = await db
    .select({ id: clientes.id, anonimizadoEm: clientes.anonimizadoEm })
    .from(clientes)
    .where(doUsuario(clientes, usuarioId, eq(clientes.id, clienteId)));
  if (!c || c.anonimizadoEm) throw new NaoEncontrado(MENSAGEM_CLIENTE_NAO_ENCONTRADO);
}

/** The client's live link, or null. */
export async function linkDoCliente(db: Executor, usuarioId: string, clienteId: string): Promise<LinkClienteApi | null> {
  await clienteDoCredor(db, usuarioId, clienteId);
  const [link] = await db
    .select()
    .from(linksCliente)
    .where(doUsuario(linksCliente, usuarioId, and(eq(linksCliente.clienteId, clienteId), isNull(linksCliente.revogadoEm))));
  return link ? { token: link.token, criadoEm: link.criadoEm.toISOString() } : null;
}

/**
 * 'Link do cliente' (trocar = false): the live link, made on first use. 'Gerar novo link'
 * (trocar = true): the live one is revoked and another made, so the old address stops at once.
 */
export async function garantirLinkDoCliente(db: Executor, usuarioId: string, clienteId: string, agora: Date, trocar: boolean): Promise<LinkClienteApi> {
  await clienteDoCredor(db, usuarioId, clienteId);
  // One at a time per client: two taps at once must not both find no live link and both make one.
  await bloquearCliente(db, clienteId);
  const vivo = and(eq(linksCliente.clienteId, clienteId), isNull(linksCliente.revogadoEm));
  if (trocar) {
    await db.update(linksCliente).set({ revogadoEm: agora }).where(doUsuario(linksCliente, usuarioId, vivo));
  } else {
    const atual = await linkDoCliente(db, usuarioId, clienteId);
    if (atual) return atual;
  }
  const [link] = await db.insert(linksCliente).values({ usuarioId, clienteId, token: novoToken(), criadoEm: agora }).returning();
  return { token: link!.token, criadoEm: link!.criadoEm.toISOString() };
}

/** GET /api/c/{token}: the page of the client the live link names (in the public wall's transaction). */
export async function paginaDoCliente(db: Executor, token: string, hoje: string): Promise<PaginaClienteApi> {
  const link = await donoDoLinkCliente(db, token);
  const doCliente = <T extends { usuarioId: unknown; clienteId: unknown }>(t: T) => doClienteDoLink(t, link);
  const cliente = link;
  const [conf] = await db.select().from(configuracoes).where(eq(configuracoes.usuarioId, link.usuarioId));
  const recebedor = {
    chavePix: conf?.chavePix ?? null,
    nomeRecebedor: conf?.nomeRecebedor ?? null,
    cidadeRecebedor: conf?.cidadeRecebedor ?? null,
    nomeRecibo: conf?.nomeRecibo ?? null,
  };
  const linhas = await db.select().from(emprestimos).where(doCliente(emprestimos)).orderBy(emprestimos.dataEmprestimo, emprestimos.id);
  const pagamentos = await db
    .select({
      id: historicoPagamentos.id,
      emprestimoId: historicoPagamentos.emprestimoId,
      data: historicoPagamentos.dataPagamento,
      registradoEm: historicoPagamentos.registradoEm,
      tipoPagamento: historicoPagamentos.tipoPagamento,
      valor: historicoPagamentos.valorTotal,
      estornado: historicoPagamentos.estornado,
    })
    .from(historicoPagamentos)
    .where(doCliente(historicoPagamentos))
    .orderBy(desc(historicoPagamentos.dataPagamento), desc(historicoPagamentos.id));

  const abertos = linhas.filter((l) => STATUS_DA_PAGINA.has(l.status));
  const informados = await ultimosInformados(
    db,
    abertos.map((l) => l.id),
  );
  // The paid days of every parcelado loan on the page, in one query, confined to this client.
  const pagas = await diasDasParcelasPagas(
    db,
    abertos.filter((l) => l.modalidade === "parcelado").map((l) => l.id),
    doCliente(historicoPagamentos),
  );
  return {
    nomeCredor: conf?.nomeRecibo?.trim() || null,
    hoje,
    cliente: { nome: cliente.nome, cpfMascarado: mascararCpf(cliente.cpf) },
    emprestimos: abertos.map((l) => {
        const estado = comAtraso(estadoDaLinha(l), hoje);
        const aguardando = estado.status === "aguardando_envio";
        // The same sum as valorDevidoNoVencimento, kept in its parts so the page can show them.
        const doCiclo = aguardando ? 0 : valorDoCiclo(estado);
        const atraso = aguardando ? 0 : estado.valorJurosAtraso;
        const devido = doCiclo + atraso;
        const cobravel = estado.status === "ativo" || estado.status === "atrasado";
        return {
          id: l.id,
          modalidade: l.modalidade,
          status: estado.status,
          valorOriginal: l.valorOriginal,
          valorRestante: l.valorRestante,
          valorDevidoHoje: centavosParaDecimal(devido),
          valorDoCiclo: centavosParaDecimal(doCiclo),
          valorJurosAtraso: centavosParaDecimal(atraso),
          diasAtraso: estado.diasAtraso,
          proximoVencimento: aguardando ? null : estado.dataProximoCiclo,
          parcelas:
            l.modalidade === "parcelado"
              ? parcelasDaCartela(l, hoje, pagas.get(l.id)).map((p) => ({
                  ...p,
                  vencimento: aguardando ? null : p.vencimento,
                  texto: textoDaSituacao(p.situacao, p.pagaEm),
                }))
              : null,
          pixCopiaECola: cobravel ? brCodeDoEmprestimo(recebedor, { emprestimoId: l.id, ciclo: estado.cicloAtual, valor: devido }) : null,
          contratoAceito: l.contratoAceitoEm !== null,
          pagamentoInformado: informados.get(l.id) ?? null,
        };
      }),
    pagamentos: pagamentos.map(({ registradoEm, ...p }) => ({
      ...p,
      data: p.data.toISOString(),
      dia: dataEmSaoPaulo(p.data),
      // The hour only for a payment registered the day it was made (decision 0055).
      hora: dataEmSaoPaulo(registradoEm) === dataEmSaoPaulo(p.data) ? formatarDataHora(p.data).slice(11) : null,
    })),
  };
}
