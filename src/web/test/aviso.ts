import { waitFor } from "@testing-library/react";

/**
 * The toast on screen, once it is there. Radix also mirrors a toast's text in a hidden live
 * region for screen readers, so the toast itself is found by its slot, not by its text.
 */
export function avisoNaTela(): Promise<HTMLElement> {
  return waitFor(() => {
    const aviso = document.querySelector<HTMLElement>("[data-slot=toast][data-state=open]");
    if (!aviso) throw new Error("Nenhum aviso (toast) na tela.");
    return aviso;
  });
}
