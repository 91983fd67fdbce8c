/**
 * Everything this tab holds of the signed-in lender in memory, cleared at once (synchronously,
 * before the next paint) when the session ends or changes hands. The query cache registers itself
 * here when its module loads: the public pages never load it, and the session code does not have
 * to import it (which would put TanStack Query on every public page's first load).
 */
const limpezas = new Set<() => void>();

export function aoLimparCacheDoCredor(limpar: () => void): () => void {
  limpezas.add(limpar);
  return () => limpezas.delete(limpar);
}

export function limparCacheDoCredor(): void {
  for (const limpar of limpezas) limpar();
}
