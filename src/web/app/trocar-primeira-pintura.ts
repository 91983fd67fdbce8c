/*
 * Issue 12, point 5: /clientes opened by its address may arrive already drawn by the server
 * (server/http/primeira-pintura.ts): the lender's first rows show while this phone still
 * downloads and runs the app. The app then renders into #root beneath it, unseen (index.css), and
 * takes its place once it has drawn a screen of its own: a page title, with nothing in it still
 * loading. Every screen the app can end on has a title (a page, the error and offline screens,
 * the sign-in page), so whatever the app decides (the list, /login, /creditos-esgotados), the
 * lender sees it.
 */

const ID_DA_PRIMEIRA_PINTURA = "primeira-pintura";

function telaPronta(raiz: HTMLElement): boolean {
  return raiz.querySelector("h1") !== null && raiz.querySelector('[aria-busy="true"]') === null;
}

/** Call before the app's first render: watches `raiz` and removes the server's first paint when the app's screen is ready. */
export function trocarPrimeiraPinturaQuandoPronta(raiz: HTMLElement): void {
  const pintura = document.getElementById(ID_DA_PRIMEIRA_PINTURA);
  if (!pintura) return;
  const observador = new MutationObserver(() => {
    if (!telaPronta(raiz)) return;
    observador.disconnect();
    pintura.remove();
  });
  observador.observe(raiz, { childList: true, subtree: true, attributes: true, attributeFilter: ["aria-busy"] });
}
