import { clear, createStore, del, get, set, type UseStore } from "idb-keyval";
import { MARCA_DO_ARMAZEM } from "./marca-do-armazem.ts";

/*
 * Issue 27: what this browser keeps of the signed-in lender across reloads and app restarts —
 * the payments waiting for the connection and the last-seen copy of the screens' data — lives
 * in one IndexedDB store (idb-keyval, decision 0042). One store, so forgetting the lender is one
 * `clear`. Every call swallows IndexedDB's failures (private mode, quota, a test environment
 * without it): the app then works as before, from memory only.
 */

/** The keys of the store. */
export const CHAVES_DO_ARMAZEM = { fila: "fila-pagamentos", copia: "copia-dos-dados" } as const;

let loja: UseStore | null = null;

function lojaDoCredor(): UseStore | null {
  if (typeof indexedDB === "undefined") return null;
  loja ??= createStore("credifacil", "dados-do-credor");
  return loja;
}

export async function lerDoArmazem<T>(chave: string): Promise<T | undefined> {
  const alvo = lojaDoCredor();
  if (!alvo) return undefined;
  try {
    return await get<T>(chave, alvo);
  } catch {
    return undefined;
  }
}

export async function gravarNoArmazem(chave: string, valor: unknown): Promise<void> {
  const alvo = lojaDoCredor();
  if (!alvo) return;
  try {
    if (valor !== undefined) marcar();
    await (valor === undefined ? del(chave, alvo) : set(chave, valor, alvo));
  } catch {
    // Quota or blocked storage: this tab still has it in memory.
  }
}

function marcar(): void {
  try {
    localStorage.setItem(MARCA_DO_ARMAZEM, "1");
  } catch {
    // Blocked: the sign-out still wipes the store; only an expired session found later would not.
  }
}

/** Sign-out or another lender: nothing of this one stays in IndexedDB. */
export async function apagarArmazem(): Promise<void> {
  const alvo = lojaDoCredor();
  if (!alvo) return;
  try {
    localStorage.removeItem(MARCA_DO_ARMAZEM);
  } catch {
    // Blocked storage: nothing to unmark.
  }
  try {
    await clear(alvo);
  } catch {
    // Nothing could be kept there either.
  }
}
