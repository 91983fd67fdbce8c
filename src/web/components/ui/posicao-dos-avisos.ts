import { useEffect, useState } from "react";

export type PosicaoDosAvisos = "base" | "topo";

/**
 * Toasts sit at the bottom (phones: full width above the safe area; desktop: bottom right), away
 * from the sticky 64 px top bar. When the focused element is in the lower half of the window (a
 * field over the phone's keyboard, a dialog's confirm button) they move to the top, just below
 * the bar, so they never hide what the user is working on.
 */
export function usePosicaoDosAvisos(): PosicaoDosAvisos {
  const [posicao, setPosicao] = useState<PosicaoDosAvisos>("base");
  useEffect(() => {
    const avaliar = () => {
      const ativo = document.activeElement;
      // Focus inside the toasts themselves (F8) must not make them jump away.
      if (!(ativo instanceof HTMLElement) || ativo === document.body || ativo.closest("[data-slot=toast-viewport]")) {
        setPosicao("base");
        return;
      }
      const caixa = ativo.getBoundingClientRect();
      setPosicao(caixa.bottom > window.innerHeight / 2 ? "topo" : "base");
    };
    document.addEventListener("focusin", avaliar);
    document.addEventListener("focusout", avaliar);
    window.addEventListener("resize", avaliar);
    return () => {
      document.removeEventListener("focusin", avaliar);
      document.removeEventListener("focusout", avaliar);
      window.removeEventListener("resize", avaliar);
    };
  }, []);
  return posicao;
}
