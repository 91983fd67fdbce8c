/*
 * SPEC 8: the low-credit toast shows once per session. The flag lives in
 * sessionStorage (per tab) and is dropped on sign-out, so the next sign-in warns again.
 */
const CHAVE = "aviso_creditos_baixos_exibido";

export function avisoCreditosJaExibido(): boolean {
  try {
    return sessionStorage.getItem(CHAVE) === "1";
  } catch {
    return false;
  }
}

export function marcarAvisoCreditosExibido(): void {
  try {
    sessionStorage.setItem(CHAVE, "1");
  } catch {
    // Storage blocked: the warning may repeat, which is harmless.
  }
}

export function esquecerAvisoCreditos(): void {
  try {
    sessionStorage.removeItem(CHAVE);
  } catch {
    // Nothing to forget.
  }
}
