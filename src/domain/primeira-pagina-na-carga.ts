/**
 * The first page each list screen opens with, exactly as its query asks for it: the URL
 * web/lib/listas.ts builds for the screen's initial filters (listas.test.ts keeps the two equal).
 * Read ahead by the page's first code (web/app/leituras-da-carga.ts, loaded on every page, so
 * written out here without listas.ts to stay a few hundred bytes), and by the server for the
 * first paint it draws of /clientes (server/http/primeira-pintura.ts).
 */
export const PRIMEIRA_PAGINA_NA_CARGA: Readonly<Record<string, string>> = {
  "/clientes": "/api/clientes?ordem=nome&limite=50",
  "/emprestimos": "/api/emprestimos?ordem=vencimento&limite=50",
};
