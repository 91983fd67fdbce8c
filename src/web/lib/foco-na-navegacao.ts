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
      // An open dialog or drawer keeps its own focus; its closing is watched like the page.
      if (document.querySelector("[role=dialog][data-state=open], [role=alertdialog][data-state=open]")) return;
      const titulo = raiz.querySelector<HTMLElement>("h1");
      if (!titulo) return;
      finalizar();
      focar(titulo);
    };
    const observador = new MutationObserver(tentar);
    const prazo = window.setTimeout(() => {
      if (!terminou && !escolhido) focar(raiz);
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
    observador.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-state"] });
    tentar();
    return finalizar;
  }, [tela, conteudo]);
}

/** Focuses an element that is not a control (a heading, a region) without scrolling past it. */
export function focar(alvo: HTMLElement) {
  if (!alvo.hasAttribute("tabindex")) alvo.setAttribute("tabindex", "-1");
  alvo.focus({ preventScroll: false });
}
