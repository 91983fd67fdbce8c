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
/**
 * Whose the store is (issue 42, 8g): a lender's write into a store of another first erases it all,
 * so the previous lender's copy never outlives the next one's first save.
 */
const CHAVE_DO_DONO = "dono";

let loja: UseStore | null = null;

function lojaDoCredor(): UseStore | null {
  if (typeof indexedDB === "undefined") return null;
  loja ??= createStore("credifacil", "dados-do-credor");
  return loja;
}

// Every operation runs after the previous one has finished: a wipe started a moment before a
// write (sign-in of another lender, fire-and-forget) lands first, and a read sees both.
let emCurso: Promise<unknown> = Promise.resolve();
function emOrdem<T>(operacao: (alvo: UseStore) => Promise<T>, seFalhar: T): Promise<T> {
  const alvo = lojaDoCredor();
  if (!alvo) return Promise.resolve(seFalhar);
  const resultado = emCurso.then(() => operacao(alvo)).catch(() => seFalhar);
  emCurso = resultado;
  return resultado;
}

/** Makes the store `dono`'s: another lender's data in it is erased first. */
async function tomarPara(dono: string, alvo: UseStore): Promise<void> {
  if ((await get<string>(CHAVE_DO_DONO, alvo)) === dono) return;
  await clear(alvo);
  // The owner's id is something of a lender too: marked, so a read of "nobody" wipes it.
  marcar();
  await set(CHAVE_DO_DONO, dono, alvo);
}

export function lerDoArmazem<T>(chave: string): Promise<T | undefined> {
  return emOrdem((alvo) => get<T>(chave, alvo), undefined);
}

/**
 * The signed-in lender's session is confirmed: whatever another lender left here is erased now,
 * before this one's first save (which would do it anyway).
 */
export function reservarArmazem(dono: string): Promise<void> {
  return emOrdem((alvo) => tomarPara(dono, alvo), undefined);
}

/** Writes `valor` as `dono`'s (undefined deletes the key). Quota or blocked storage: this tab still has it in memory. */
export function gravarNoArmazem(chave: string, valor: unknown, dono: string): Promise<void> {
  return emOrdem(async (alvo) => {
    // Even "nothing waits" is this lender's state: another lender's data goes first.
    await tomarPara(dono, alvo);
    if (valor === undefined) return del(chave, alvo);
    await set(chave, valor, alvo);
  }, undefined);
}

function marcar(): void {
  try {
    localStorage.setItem(MARCA_DO_ARMAZEM, "1");
  } catch {
    // Blocked: the sign-out still wipes the store; only an expired session found later would not.
  }
}

/** Sign-out or another lender: nothing of this one stays in IndexedDB. */
export function apagarArmazem(): Promise<void> {
  try {
    localStorage.removeItem(MARCA_DO_ARMAZEM);
  } catch {
    // Blocked storage: nothing to unmark.
  }
  return emOrdem((alvo) => clear(alvo), undefined);
}
