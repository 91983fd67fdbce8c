import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { contarNaJanela } from "../http/limites-publicos.ts";

/*
 * Sign-in attempts per account, whatever address they come from: the per-address limit alone
 * lets a guessing attack spread over many addresses. The count lives in the database (the
 * limites_publicos table), so it holds across app servers and restarts.
 *
 * Each attempt is counted before the password is checked, so parallel requests cannot all slip
 * under the limit; a successful sign-in clears the count, so what remains is failures. Past
 * the limit even the right password is refused until the window ends: otherwise the answer
 * would tell the attacker when a guess was right.
 *
 * The key is a digest of the normalised e-mail: the table need not hold addresses.
 */

function chave(email: string, tipo = "login-conta"): string {
  const normalizado = email.trim().toLowerCase();
  return `${tipo}|${createHash("sha256").update(normalizado).digest("hex")}`;
}

export type LimitePorConta = { max: number; janelaSegundos: number };

/** Counts one attempt; false when the account is over its limit for the current window. */
export async function registrarTentativa(db: Database, email: string, limite: LimitePorConta): Promise<boolean> {
  const { contagem } = await contarNaJanela(db, chave(email), limite.janelaSegundos * 1000, new Date());
  return contagem <= limite.max;
}

export async function limparTentativas(db: Database, email: string) {
  await db.execute(sql`DELETE FROM limites_publicos WHERE chave = ${chave(email)}`);
}

/**
 * Password-reset requests for one e-mail, from whatever address (decision 0025): past the limit
 * the request is answered like any other and no mail goes out, so nobody can flood a mailbox.
 */
export async function registrarPedidoDeRedefinicao(db: Database, email: string, limite: LimitePorConta): Promise<boolean> {
  const { contagem } = await contarNaJanela(db, chave(email, "redefinir-conta"), limite.janelaSegundos * 1000, new Date());
  return contagem <= limite.max;
}

/**
 * Sign-up attempts for one e-mail, from whatever address (issue 28, point 8; decision 0044): a
 * fixed rule, not a setting, so raising CADASTROS_POR_MINUTO for a busy launch never lets anyone
 * test more than a few addresses an hour for an existing account.
 */
export const CADASTROS_POR_EMAIL: LimitePorConta = { max: 5, janelaSegundos: 60 * 60 };

export async function registrarTentativaDeCadastro(db: Database, email: string): Promise<boolean> {
  const { contagem } = await contarNaJanela(db, chave(email, "cadastro-conta"), CADASTROS_POR_EMAIL.janelaSegundos * 1000, new Date());
  return contagem <= CADASTROS_POR_EMAIL.max;
}
