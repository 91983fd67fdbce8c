import { carregarClienteAuth } from "./sessao-api.ts";

/**
 * SPEC 2: the session-clearing helper. Wipes everything the browser kept, ends the
 * session on the server (the cookie is HttpOnly, so only the server can drop it)
 * and reloads at /login, which also empties every in-memory cache.
 */
export async function limparSessao(): Promise<void> {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage can be blocked (privacy settings); the reload below still resets the app.
  }
  // Issue 27: what was kept for offline use (IndexedDB) goes too, even when the server is unreachable.
  await import("./armazem-local.ts").then(
    (m) => m.apagarArmazem(),
    () => undefined,
  );
  try {
    // Already signed out, or the server unreachable: /login is still the right place.
    const { authClient } = await carregarClienteAuth();
    await authClient.signOut({}, { disableSignal: true });
  } catch {
    // fetch rejected: nothing to end from here.
  }
  window.location.replace("/login");
}
