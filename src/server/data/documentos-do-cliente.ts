import { and, eq } from "drizzle-orm";
import { NaoEncontrado } from "../../domain/erros.ts";
import type { Executor } from "../db/client.ts";
import { isUuid } from "../db/scope.ts";
import { emprestimos, historicoPagamentos } from "../db/schema/index.ts";
import { aceiteDoCredor, MENSAGEM_CONTRATO_NAO_ACEITO, type AceiteParaDocumento } from "./aceites.ts";
import { MENSAGEM_EMPRESTIMO_NAO_ENCONTRADO } from "./emprestimos.ts";
import { donoDoLinkCliente, doClienteDoLink, type DonoDoLinkCliente } from "./link-do-cliente.ts";
import { lerDadosExtrato, lerDadosRecibo, MENSAGEM_PAGAMENTO_NAO_ENCONTRADO, nomeDoCredor, type DadosExtrato, type DadosRecibo } from "./recibos.ts";

// Issue 30, point 1: the borrower's documents from their own page, the very PDFs the lender
// downloads (receipt, statement, accepted contract), read in the public wall's transaction and
// only for the link's client: the wall confines a token to its lender, these checks to the client.


async function pagamentoDoCliente(db: Executor, dono: DonoDoLinkCliente, pagamentoId: string): Promise<void> {
  if (!isUuid(pagamentoId)) throw new NaoEncontrado(MENSAGEM_PAGAMENTO_NAO_ENCONTRADO);
  const [linha] = await db
    .select({ id: historicoPagamentos.id })
    .from(historicoPagamentos)
    .where(and(doClienteDoLink(historicoPagamentos, dono), eq(historicoPagamentos.id, pagamentoId)));
  if (!linha) throw new NaoEncontrado(MENSAGEM_PAGAMENTO_NAO_ENCONTRADO);
}

async function emprestimoDoCliente(db: Executor, dono: DonoDoLinkCliente, emprestimoId: string): Promise<void> {
  if (!isUuid(emprestimoId)) throw new NaoEncontrado(MENSAGEM_EMPRESTIMO_NAO_ENCONTRADO);
  const [linha] = await db
    .select({ id: emprestimos.id })
    .from(emprestimos)
    .where(and(doClienteDoLink(emprestimos, dono), eq(emprestimos.id, emprestimoId)));
  if (!linha) throw new NaoEncontrado(MENSAGEM_EMPRESTIMO_NAO_ENCONTRADO);
}

/** The receipt of one of the link's client's payments, or 404. */
export async function reciboDoCliente(db: Executor, token: string, pagamentoId: string, hoje: string): Promise<{ dono: DonoDoLinkCliente; dados: DadosRecibo }> {
  const dono = await donoDoLinkCliente(db, token);
  await pagamentoDoCliente(db, dono, pagamentoId);
  return { dono, dados: await lerDadosRecibo(db, dono.usuarioId, pagamentoId, hoje) };
}

export async function extratoDoCliente(db: Executor, token: string, emprestimoId: string, hoje: string): Promise<DadosExtrato> {
  const dono = await donoDoLinkCliente(db, token);
  await emprestimoDoCliente(db, dono, emprestimoId);
  return lerDadosExtrato(db, dono.usuarioId, emprestimoId, hoje);
}

/** The accepted contract's stored bytes and acceptance, or 404 when the loan has none. */
export async function contratoAceitoDoCliente(
  db: Executor,
  token: string,
  emprestimoId: string,
): Promise<{ aceite: AceiteParaDocumento; credor: string }> {
  const dono = await donoDoLinkCliente(db, token);
  await emprestimoDoCliente(db, dono, emprestimoId);
  const aceite = await aceiteDoCredor(db, dono.usuarioId, emprestimoId);
  if (!aceite) throw new NaoEncontrado(MENSAGEM_CONTRATO_NAO_ACEITO);
  return { aceite, credor: await nomeDoCredor(db, dono.usuarioId) };
}
