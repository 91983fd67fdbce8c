/*
 * Set in localStorage while IndexedDB may hold something of a lender (armazem-local.ts): a read of
 * the session that answers "nobody" wipes the store only when there is something to wipe, so a
 * visitor's page never opens IndexedDB. It starts with PREFIXO_DADOS_LOCAIS (dados-locais.ts; a
 * test checks it), so every sweep of the lender's keys drops it too. No imports: both
 * dados-locais.ts and armazem-local.ts read it.
 */
export const MARCA_DO_ARMAZEM = "credifacil:armazem";

export function haDadosNoArmazem(): boolean {
  try {
    return localStorage.getItem(MARCA_DO_ARMAZEM) !== null;
  } catch {
    return false;
  }
}
