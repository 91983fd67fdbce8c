/*
 * Which payments in the client's list may be reversed: per loan, only the latest one not yet
 * reversed (issue 10). The loans say it themselves (ultimoPagamentoId); until they are read, the
 * list (newest first, as the API sends it) gives the same answer.
 */

interface PagamentoMinimo {
  id: string;
  emprestimoId: string;
  estornado: boolean;
}

export function pagamentosEstornaveis(pagamentos: readonly PagamentoMinimo[], emprestimos?: readonly { ultimoPagamentoId?: string | null }[]): Set<string> {
  if (emprestimos) {
    return new Set(emprestimos.flatMap((e) => (e.ultimoPagamentoId ? [e.ultimoPagamentoId] : [])));
  }
  const vistos = new Set<string>();
  const ids = new Set<string>();
  for (const p of pagamentos) {
    if (p.estornado || vistos.has(p.emprestimoId)) continue;
    vistos.add(p.emprestimoId);
    ids.add(p.id);
  }
  return ids;
}
