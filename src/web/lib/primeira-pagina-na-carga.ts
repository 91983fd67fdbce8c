/**
 * The first page each list screen opens with, exactly as its query asks for it: the URL
 * lib/listas.ts builds for the screen's initial filters (listas.test.ts keeps the two equal).
 * Written out, without listas.ts, so that the page's first code (app/leituras-da-carga.ts), loaded
 * on every page, stays a few hundred bytes.
 */
export const PRIMEIRA_PAGINA_NA_CARGA: Readonly<Record<string, string>> = {
  "/clientes": "/api/clientes?ordem=nome&limite=50",
  "/emprestimos": "/api/emprestimos?ordem=vencimento&limite=50",
};
