import { queryClient } from "./query-client.ts";

/**
 * Runs `tarefa` once, after the screen has drawn its first data: at the browser's first idle
 * moment after a query answers (from the moment this is called), or at the lender's first touch
 * or click anywhere, if that comes first. For code a screen will want soon but not for its first
 * rows (the payment sheet, issue 27): fetched then, it neither delays the rows on a slow phone
 * nor waits for the tap that needs it.
 */
export function quandoATelaAssentar(tarefa: () => void): void {
  if (typeof window === "undefined") return;
  let feita = false;
  const fazer = () => {
    if (feita) return;
    feita = true;
    cancelar();
    window.removeEventListener("pointerdown", fazer, true);
    tarefa();
  };
  const cancelar = queryClient.getQueryCache().subscribe((evento) => {
    if (evento.type !== "updated" || evento.action.type !== "success") return;
    cancelar();
    if ("requestIdleCallback" in window) window.requestIdleCallback(fazer, { timeout: 2000 });
    else setTimeout(fazer, 200);
  });
  window.addEventListener("pointerdown", fazer, { capture: true, once: true });
}
