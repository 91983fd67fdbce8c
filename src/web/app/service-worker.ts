import { registerSW } from "virtual:pwa-register";

interface Opcoes {
  /** Called when a new version's worker is installed and waiting; `aplicar` activates it and reloads. */
  aoHaverNovaVersao: (aplicar: () => Promise<void>) => void;
}

let registrado = false;

/**
 * Registers the service worker once per page (vite-plugin-pwa's helper over workbox-window).
 * Only the lender's signed-in frame calls this: the public pages (/login, /cadastro/...) stay
 * free of its code and of the precache download, which would cost a borrower on 4G the whole
 * app (issue 11, budgets). A worker already installed still serves every page offline.
 */
export function registrarServiceWorker({ aoHaverNovaVersao }: Opcoes) {
  if (registrado || !("serviceWorker" in navigator)) return;
  registrado = true;
  const aplicarNovaVersao = async () => {
    // workbox-window reloads only for the update it found itself; one found by the browser's own
    // check (another tab, a navigation) would leave this page on the old code. Reload here too.
    navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
    await atualizar(true);
  };
  const atualizar = registerSW({
    onNeedRefresh: () => aoHaverNovaVersao(aplicarNovaVersao),
    onRegisterError: (erro: unknown) => console.error("Erro ao registrar o service worker:", erro),
  });
}
