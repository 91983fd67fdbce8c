import { sql, type SQL } from "drizzle-orm";
import type { Database, Executor, Transaction } from "./client.ts";

/*
 * The second wall between lenders: PostgreSQL row-level security (migration 0006). Every tenant
 * table has RLS enabled and forced, with policies only for three roles the migrations create:
 *
 * - credito_credor: a signed-in lender's request; sees and writes only rows whose usuario_id
 *   equals the transaction-local setting app.usuario_id.
 * - credito_publico: the borrower's public sign-up routes; sees only the link named by the
 *   transaction-local app.link_token and its lender's rows it needs, may insert clients, loans,
 *   documents and pending updates, and may update no client column but the cached totals.
 * - credito_sistema: the server's own work (daily job, cleanup, credits, the sign-up hook).
 *
 * The connection's own user (a superuser on PGlite and often on DATABASE_URL) would bypass or
 * be refused by RLS, so every access to a tenant table goes through one of the helpers below,
 * which open a transaction and switch role with SET LOCAL semantics (set_config(..., true)):
 * the role and settings end with the transaction and never leak into a pooled connection.
 */
export const PAPEL_CREDOR = "credito_credor";
export const PAPEL_PUBLICO = "credito_publico";
export const PAPEL_SISTEMA = "credito_sistema";

/** Runs `fn` in a transaction confined by the database to one lender's rows. */
export function comoCredor<T>(db: Database, usuarioId: string, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('app.usuario_id', ${usuarioId}, true), set_config('role', ${PAPEL_CREDOR}, true)`);
    return fn(tx);
  });
}

/** The lender's access row (credits, data version) as the wall's statement read it. */
export type AcessoLido = { diasRestantes: number; dataUltimaAtualizacaoCreditos: Date; versaoDados: number };
/** The live session the wall's statement found: its owner, its expiry and, when visible, the access row. */
export type SessaoNoMuro = { usuarioId: string; email: string; expiraEm: Date; acesso: AcessoLido | null };

/**
 * The lender's request in one statement (decision 0041): `sessaoViva` selects the live session's
 * user_id, email and expira_em (auth/guard.ts); the statement that finds it also sets the
 * wall to that owner and reads the owner's access row. No live session, no row: the role never
 * changes, `fn` does not run and the answer is null.
 *
 * The statement is planned before the role switch, as the connection's user: a superuser
 * (PGlite, usually DATABASE_URL) reads the access row; a user the forced row-level security
 * refuses reads none, and `fn` gets `acesso: null` and reads it again, as the lender.
 */
export async function comoCredorDaSessao<T>(
  db: Database,
  sessaoViva: SQL,
  fn: (tx: Transaction, sessao: SessaoNoMuro) => Promise<T>,
): Promise<{ sessao: SessaoNoMuro; resultado: T } | null> {
  return db.transaction(async (tx) => {
    const r = await tx.execute(sql`
      SELECT set_config('app.usuario_id', v.user_id, true), set_config('role', ${PAPEL_CREDOR}, true),
        v.user_id, v.email, v.expira_em,
        c.dias_restantes, extract(epoch FROM c.data_ultima_atualizacao_creditos) * 1000 AS data_ultima_atualizacao_creditos, c.versao_dados
      FROM (${sessaoViva}) v LEFT JOIN configuracoes c ON c.usuario_id = v.user_id`);
    const l = r.rows[0] as
      | {
          user_id: string;
          email: string;
          expira_em: string | number;
          dias_restantes: number | null;
          data_ultima_atualizacao_creditos: string | number | null;
          versao_dados: string | number | null;
        }
      | undefined;
    if (!l) return null;
    const acesso =
      l.dias_restantes !== null && l.data_ultima_atualizacao_creditos !== null && l.versao_dados !== null
        ? {
            diasRestantes: Number(l.dias_restantes),
            dataUltimaAtualizacaoCreditos: new Date(Number(l.data_ultima_atualizacao_creditos)),
            versaoDados: Number(l.versao_dados),
          }
        : null;
    const sessao = { usuarioId: l.user_id, email: l.email, expiraEm: new Date(Number(l.expira_em)), acesso };
    return { sessao, resultado: await fn(tx, sessao) };
  });
}

/**
 * Runs `fn` in a transaction that sees only what the link of `token` may touch: a live sign-up
 * link or acceptance request its lender's rows, a live client link its own client's (migration
 * 0026); a dead one nothing but its own row. `agora` is the app's clock, by which the database
 * tells a link expired, as the app itself does (without it, the database's now()).
 */
export function comoPublico<T>(db: Database, token: string, fn: (tx: Transaction) => Promise<T>, agora?: Date): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('app.link_token', ${token}, true), set_config('app.agora', ${agora ? agora.toISOString() : ""}, true), set_config('role', ${PAPEL_PUBLICO}, true)`,
    );
    return fn(tx);
  });
}

/** Runs `fn` in a transaction as the server itself (every lender's rows). */
export function comoSistema<T>(db: Database, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('role', ${PAPEL_SISTEMA}, true)`);
    return fn(tx);
  });
}

/**
 * Inside a transaction someone else opened (better-auth's sign-up), runs `fn` as the system
 * role and then returns to the connection's own role for the rest of that transaction.
 */
export async function comoSistemaDentroDe<T>(tx: Executor, fn: () => Promise<T>): Promise<T> {
  await tx.execute(sql`SELECT set_config('role', ${PAPEL_SISTEMA}, true)`);
  // On failure the transaction is aborted and rolls back, role included: nothing to reset.
  const resultado = await fn();
  await tx.execute(sql`SELECT set_config('role', 'none', true)`);
  return resultado;
}
