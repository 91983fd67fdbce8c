import { createContext, useContext, useSyncExternalStore } from "react";

/** SPEC 9: below 768 px the app is in its mobile layout (the menu becomes a drawer). */
const CONSULTA_MOBILE = "(max-width: 767px)";

/**
 * Outside a browser (the first paint the server draws, primeira-pintura.tsx) there is no screen to
 * ask: the server says, from the request, whether it is drawing for a phone.
 */
export const CelularNoServidor = createContext(false);

function assinar(aoMudar: () => void): () => void {
  const mql = window.matchMedia(CONSULTA_MOBILE);
  mql.addEventListener("change", aoMudar);
  return () => mql.removeEventListener("change", aoMudar);
}

export function useIsMobile(): boolean {
  const celularNoServidor = useContext(CelularNoServidor);
  return useSyncExternalStore(
    assinar,
    () => window.matchMedia(CONSULTA_MOBILE).matches,
    () => celularNoServidor,
  );
}
