import { useContext, useSyncExternalStore } from "react";
import { TelaNoServidor } from "./tela-no-servidor.ts";

/** SPEC 9: below 768 px the app is in its mobile layout (the menu becomes a drawer). */
const CONSULTA_MOBILE = "(max-width: 767px)";

function assinar(aoMudar: () => void): () => void {
  const mql = window.matchMedia(CONSULTA_MOBILE);
  mql.addEventListener("change", aoMudar);
  return () => mql.removeEventListener("change", aoMudar);
}

export function useIsMobile(): boolean {
  // Outside a browser (the server's first paint) the server says whether it draws for a phone.
  const { celular } = useContext(TelaNoServidor);
  return useSyncExternalStore(
    assinar,
    () => window.matchMedia(CONSULTA_MOBILE).matches,
    () => celular,
  );
}
