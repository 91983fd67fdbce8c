/**
 * Every localStorage key this app keeps about a lender's data starts with this (e.g. the
 * pending payment intentions of the loans feature). Sign-out drops them all: the browser may be
 * shared, and the next person must find nothing of the previous lender.
 */
export const PREFIXO_DADOS_LOCAIS = "credifacil:";

/**
 * Fired on window when this browser's session ends or changes hands, for what a feature keeps in
 * memory outside the query cache (payments waiting for the connection must not be sent later
 * under someone else's session).
 */
export const EVENTO_SESSAO_ENCERRADA = "credifacil:sessao-encerrada";

/**
 * Drops what this browser kept of a lender: in memory (by the event), in localStorage and in
 * IndexedDB (issue 27: the payments waiting for the connection and the last-seen copy of the
 * screens). IndexedDB's code is loaded only here and by the signed-in frame, never by a public
 * page's first load; the returned promise settles when IndexedDB is empty.
 */
export function esquecerDadosDoCredor(): Promise<void> {
  try {
    window.dispatchEvent(new Event(EVENTO_SESSAO_ENCERRADA));
  } catch {
    // No window (tests): nothing waits in memory.
  }
  try {
    const chaves: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k?.startsWith(PREFIXO_DADOS_LOCAIS)) chaves.push(k);
    }
    for (const k of chaves) localStorage.removeItem(k);
  } catch {
    // Storage blocked: nothing was kept there either.
  }
  return import("./armazem-local.ts").then(
    (m) => m.apagarArmazem(),
    () => undefined,
  );
}
