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

/**
 * What the dashboard's first screen reads (issue 27), in the order it is drawn: the overdue list
 * that opens 'Cobrar hoje', today's list, the settings its 'Lembrar' buttons wait for, and the
 * figures. Read ahead by the page's first code (web/app/leituras-do-painel.ts), and by the server
 * for the first paint it draws of `/` (server/http/primeira-pintura.ts). Tomorrow's list and the
 * chart's months are further down: the screen reads them itself.
 */
export const LEITURAS_DO_PAINEL_NA_CARGA = {
  atrasados: "/api/dashboard/atrasados",
  hoje: "/api/dashboard/vencimentos-hoje",
  configuracoes: "/api/configuracoes",
  metricas: "/api/dashboard/metrics",
} as const;
