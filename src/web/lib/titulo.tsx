/*
 * Issue 42, point 7: each page names itself in the browser's tab, history and share sheet.
 * React 19 hoists a <title> rendered anywhere into <head> and restores the previous one when the
 * page unmounts, so no effect or hook is needed and the public pages' JS budget barely moves.
 * Not NOME_APP from components/logo.tsx: that module pulls an icon into pages that draw no logo.
 */

/** "Clientes" → "Clientes — Crédito Fácil" (the same suffix index.html's own title carries). */
export function tituloDaPagina(pagina: string): string {
  return `${pagina} — Crédito Fácil`;
}

/** The page's <title>. Never a client's name or other personal data: tab titles end up in history and sync. */
export function TituloDaAba({ pagina }: { pagina: string }) {
  return <title>{tituloDaPagina(pagina)}</title>;
}
