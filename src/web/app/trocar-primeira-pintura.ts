/*
 * Issue 12, point 5: /clientes opened by its address may arrive already drawn by the server
 * (server/http/primeira-pintura.ts): the lender's first rows show while this phone still
 * downloads and runs the app. The app then renders into #root beneath it, unseen (index.css) and
 * inert (the server's markup), and takes its place once it has drawn a screen of its own: a page
 * title, with nothing in it still loading. Every screen the app can end on has a title (a page,
 * the error and offline screens, the sign-in page), so whatever the app decides (the list,
 * /login, /creditos-esgotados), the lender sees it.
 *
 * Issue 27: a keyboard used during the load is in the drawing (its skip link, its content
 * region); when the drawing goes, the focus goes to the same place in the app, not to <body>.
 */

import { focar } from "../lib/foco-na-navegacao.ts";

const ID_DA_PRIMEIRA_PINTURA = "primeira-pintura";

function telaPronta(raiz: HTMLElement): boolean {
  return raiz.querySelector("h1") !== null && raiz.querySelector('[aria-busy="true"]') === null;
}

/** Where the focus was in the drawing, found again in the app: the skip link, or the content. */
function focoEquivalente(pintura: HTMLElement, raiz: HTMLElement): HTMLElement | null {
  const focado = document.activeElement;
  if (!(focado instanceof HTMLElement) || !pintura.contains(focado)) return null;
  const href = focado.getAttribute("href");
  if (focado.tagName === "A" && href?.startsWith("#")) return raiz.querySelector<HTMLElement>(`a[href="${CSS.escape(href)}"]`);
  const conteudo = raiz.querySelector<HTMLElement>("main");
  return conteudo?.querySelector<HTMLElement>("h1") ?? conteudo;
}

/** Call before the app's first render: watches `raiz` and removes the server's first paint when the app's screen is ready. */
export function trocarPrimeiraPinturaQuandoPronta(raiz: HTMLElement): void {
  const pintura = document.getElementById(ID_DA_PRIMEIRA_PINTURA);
  if (!pintura) return;
  const observador = new MutationObserver(() => {
    if (!telaPronta(raiz)) return;
    observador.disconnect();
    const destino = focoEquivalente(pintura, raiz);
    pintura.remove();
    raiz.inert = false;
    // A link takes the focus as it is (focar would take it out of the Tab order).
    if (destino?.matches("a[href]")) destino.focus();
    else if (destino) focar(destino);
  });
  observador.observe(raiz, { childList: true, subtree: true, attributes: true, attributeFilter: ["aria-busy"] });
}
