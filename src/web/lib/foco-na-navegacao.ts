import { useEffect, type RefObject } from "react";
import { useLocation } from "wouter";

/*
 * After a route change a screen reader user must hear where they landed and a keyboard user
 * must continue from the new page, not from <body>. The page's <h1> takes the focus (it names
 * the screen); until the screen renders one (lazy chunk, data still loading) the wait goes on
 * for a few seconds, then the content region itself takes it.
 *
 * The first screen of a visit keeps the browser's own start (focus on the document, the skip
 * link first in the tab order): the module remembers the last screen that was handled, shared by
 * the app frame and the public pages, so going from /login to the dashboard also moves focus.
 */

let ultimaTela: string | null = null;
const ESPERA_MAXIMA_MS = 5000;

/** Moves focus to the <h1> inside `conteudo` (else to `conteudo`) whenever the route changes. */
export function useFocoNoTituloAoNavegar(conteudo: RefObject<HTMLElement | null>) {
  const [tela] = useLocation();
  useEffect(() => {
    if (ultimaTela === null || ultimaTela === tela) {
      ultimaTela = tela;
      return;
    }
    const anterior = ultimaTela;
    ultimaTela = tela;
    const raiz = conteudo.current;
    if (!raiz) return;

    let terminou = false;
    // Someone chose a place inside the new page after the change (a form's autofocus, a click): keep it.
    let escolhido = false;
    const aoFocar = (evento: FocusEvent) => {
      if (evento.target instanceof Node && raiz.contains(evento.target)) escolhido = true;
    };
    const tentar = () => {
      if (terminou) return;
      if (escolhido) return finalizar();
      // A dialog or drawer keeps its own focus until it is gone: while it closes (animation) its
      // focus trap would pull the focus straight back. Its removal is watched like the page.
      if (document.querySelector("[role=dialog], [role=alertdialog]")) return;
      // The previous page may still be in the DOM, hidden by Suspense while the next one loads:
      // only a heading that is shown counts, and only a focus that took ends the wait.
      const titulo = Array.from(raiz.querySelectorAll<HTMLElement>("h1")).find((h) => h.getClientRects().length > 0);
      if (!titulo) return;
      focar(titulo);
      if (document.activeElement === titulo) finalizar();
    };
    const observador = new MutationObserver(tentar);
    const prazo = window.setTimeout(() => {
      if (!terminou && !escolhido && !document.querySelector("[role=dialog], [role=alertdialog]")) focar(raiz);
      finalizar();
    }, ESPERA_MAXIMA_MS);
    function finalizar() {
      terminou = true;
      observador.disconnect();
      window.clearTimeout(prazo);
      document.removeEventListener("focusin", aoFocar);
    }
    document.addEventListener("focusin", aoFocar);
    // The whole document: dialogs and the drawer live in portals outside the content.
    observador.observe(document.body, { childList: true, subtree: true });
    tentar();
    return () => {
      // Undone before the focus moved (StrictMode's second run, a frame unmounting): the next
      // run still sees a change of screen.
      if (!terminou) ultimaTela = anterior;
      finalizar();
    };
  }, [tela, conteudo]);
}

/** Focuses an element that is not a control (a heading, a region) without scrolling past it. */
export function focar(alvo: HTMLElement) {
  if (!alvo.hasAttribute("tabindex")) alvo.setAttribute("tabindex", "-1");
  alvo.focus({ preventScroll: false });
}
