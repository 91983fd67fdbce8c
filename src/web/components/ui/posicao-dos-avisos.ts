import { useEffect, useState } from "react";

export type PosicaoDosAvisos = "base" | "topo";

/**
 * Toasts sit at the bottom (phones: full width above the safe area; desktop: bottom right), away
 * from the sticky 64 px top bar. When the focused element is in the lower half of the window (a
 * field over the phone's keyboard, a dialog's confirm button) they move to the top, just below
 * the bar, so they never hide what the user is working on.
 */
function posicaoParaOFocoAtual(): PosicaoDosAvisos {
  const ativo = document.activeElement;
  // Focus inside the toasts themselves (F8) must not make them jump away.
  if (!(ativo instanceof HTMLElement) || ativo === document.body || ativo.closest("[data-slot=toast-viewport]")) return "base";
  return ativo.getBoundingClientRect().bottom > window.innerHeight / 2 ? "topo" : "base";
}

export function usePosicaoDosAvisos(): PosicaoDosAvisos {
  // The toaster mounts with its first toast (app/providers.tsx), when the focus is already set:
  // start from where it is now, then follow it.
  const [posicao, setPosicao] = useState<PosicaoDosAvisos>(posicaoParaOFocoAtual);
  useEffect(() => {
    const avaliar = () => setPosicao(posicaoParaOFocoAtual());
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
