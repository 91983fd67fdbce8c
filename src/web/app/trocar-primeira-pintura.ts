/*
 * Issue 12, point 5 (/clientes) and issue 27, point 4 (the dashboard): a screen opened by its
 * address may arrive already drawn by the server (server/http/primeira-pintura.ts): the lender's
 * first rows show while this phone still downloads and runs the app. The app then renders into
 * #root beneath it, unseen (index.css) and inert (the server's markup), and takes its place once
 * it has drawn a screen of its own: a page title, with nothing in it still loading that the
 * drawing already showed. Every screen the app can end on has a title (a page, the error and
 * offline screens, the sign-in page), so whatever the app decides (the list, /login,
 * /creditos-esgotados), the lender sees it.
 *
 * Issue 27: a keyboard used during the load is in the drawing (its skip link, its content
 * region); when the drawing goes, the focus goes to the same place in the app, not to <body>.
 */

import { focar } from "../lib/foco-na-navegacao.ts";

const ID_DA_PRIMEIRA_PINTURA = "primeira-pintura";

/** A region still loading, named as the drawing and the app both name it: its label, or the test id of the card it is in. */
function nomeDaRegiao(elemento: Element): string | null {
  return elemento.getAttribute("aria-label") ?? elemento.closest("[data-testid]")?.getAttribute("data-testid") ?? null;
}

const CARREGANDO = '[aria-busy="true"]';

/**
 * The app has drawn a screen (a page title) that shows at least what the drawing shows: what it
 * still loads, the drawing was loading too (the dashboard's tomorrow list and chart, which the
 * server does not read: issue 27). The lender then sees nothing go back to a placeholder.
 */
function telaPronta(raiz: HTMLElement, pintura: HTMLElement): boolean {
  if (raiz.querySelector("h1") === null) return false;
  const carregandoNaPintura = new Set([...pintura.querySelectorAll(CARREGANDO)].map(nomeDaRegiao));
  return [...raiz.querySelectorAll(CARREGANDO)].every((regiao) => {
    const nome = nomeDaRegiao(regiao);
    return nome !== null && carregandoNaPintura.has(nome);
  });
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
    if (!telaPronta(raiz, pintura)) return;
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
