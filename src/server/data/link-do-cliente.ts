import { and, eq, isNull } from "drizzle-orm";
import { NaoEncontrado } from "../../domain/erros.ts";
import type { Executor } from "../db/client.ts";
import { clientes, emprestimos, linksCliente } from "../db/schema/index.ts";

// Issue 30: what a client's own link (/c/{token}) names, for every route behind it: the page,
// the documents and the payments the borrower informs.

export const MENSAGEM_LINK_CLIENTE_INDISPONIVEL = "Link indisponível.";

/** Whom a live link names: its lender and client. */
export type DonoDoLinkCliente = { usuarioId: string; clienteId: string; nome: string; cpf: string };

/**
 * The lender and client of a live link (in the public wall's transaction), or 404 'Link
 * indisponível.': unknown, replaced, or its client anonymized.
 */
export async function donoDoLinkCliente(db: Executor, token: string): Promise<DonoDoLinkCliente> {
  if (token.length === 0 || token.length > 100) throw new NaoEncontrado(MENSAGEM_LINK_CLIENTE_INDISPONIVEL);
  const [linha] = await db
    .select({ usuarioId: linksCliente.usuarioId, clienteId: linksCliente.clienteId, nome: clientes.nome, cpf: clientes.cpf, anonimizadoEm: clientes.anonimizadoEm })
    .from(linksCliente)
    .innerJoin(clientes, and(eq(clientes.id, linksCliente.clienteId), eq(clientes.usuarioId, linksCliente.usuarioId)))
    .where(and(eq(linksCliente.token, token), isNull(linksCliente.revogadoEm)));
  if (!linha || linha.anonimizadoEm) throw new NaoEncontrado(MENSAGEM_LINK_CLIENTE_INDISPONIVEL);
  return { usuarioId: linha.usuarioId, clienteId: linha.clienteId, nome: linha.nome, cpf: linha.cpf };
}

/** Rows of the link's own client only: the wall confines to the lender, this to the client. */
export function doClienteDoLink<T extends { usuarioId: unknown; clienteId: unknown }>(t: T, dono: DonoDoLinkCliente) {
  return and(eq(t.usuarioId as typeof emprestimos.usuarioId, dono.usuarioId), eq(t.clienteId as typeof emprestimos.clienteId, dono.clienteId));
}
