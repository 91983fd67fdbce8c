import { sql } from "drizzle-orm";
import type { Executor } from "../db/client.ts";

/**
 * Recomputes a client's cached totals from loans and payments (DOMAIN.md) and bumps the lender's
 * data version, inside the
 * transaction that changed them. Callers lock the client row first (bloquearCliente), so
 * concurrent changes to one client's loans are applied one after another and the totals
 * always equal a recomputation. A renegotiation's new loan is not money lent (DOMAIN.md,
 * "Renegotiation"): its principal is the old loan's debt, so the history counts the old loan only,
 * and a renegociado loan, closed into the new one, owes nothing more.
 */
export async function recalcularTotaisCliente(tx: Executor, clienteId: string) {
  await tx.execute(sql`
    UPDATE clientes SET
      total_emprestado_historico = (SELECT coalesce(sum(e.valor_original), 0) FROM emprestimos e WHERE e.cliente_id = ${clienteId} AND e.renegociado_de IS NULL),
      total_receber_atual = (SELECT coalesce(sum(e.valor_restante), 0) FROM emprestimos e WHERE e.cliente_id = ${clienteId} AND e.status NOT IN ('finalizado', 'renegociado')),
      total_pago_juros = (SELECT coalesce(sum(p.valor_juros), 0) FROM historico_pagamentos p WHERE p.cliente_id = ${clienteId} AND NOT p.estornado)
    WHERE id = ${clienteId}`);
  await tx.execute(sql`UPDATE configuracoes SET versao_dados = versao_dados + 1 WHERE usuario_id = (SELECT usuario_id FROM clientes WHERE id = ${clienteId})`);
}

/** Marks the lender's data as changed (cached reads recompute). Call inside the changing transaction. */
export async function marcarAlteracao(tx: Executor, usuarioId: string) {
  await tx.execute(sql`UPDATE configuracoes SET versao_dados = versao_dados + 1 WHERE usuario_id = ${usuarioId}`);
}

/** Takes the client's row lock: the first step of every change to the client's money. */
export async function bloquearCliente(tx: Executor, clienteId: string) {
  await tx.execute(sql`SELECT id FROM clientes WHERE id = ${clienteId} FOR UPDATE`);
}
