import { HttpError } from "./api.ts";

/** The signed-in lender, as the app knows it (AuthProvider in auth.tsx holds it). */
export interface Usuario {
  id: string;
  email: string;
  name: string;
}

const URL_SESSAO = "/api/auth/get-session";

/**
 * The signed-in lender according to the server (better-auth's get-session answers null without
 * a session), or null. A plain fetch: reading the session must not cost a public page the 10 KiB
 * of better-auth's client.
 */
export async function lerSessao(): Promise<Usuario | null> {
  const resposta = await fetch(URL_SESSAO, { credentials: "same-origin", cache: "no-store", headers: { accept: "application/json" } });
  if (!resposta.ok) throw new HttpError(resposta.status, { message: "" }, `Sessão: ${resposta.status}`);
  const corpo = (await resposta.json()) as { user?: { id: string; email: string; name?: string | null } } | null;
  const dados = corpo?.user;
  return dados ? { id: dados.id, email: dados.email, name: dados.name || dados.email } : null;
}

let leituraDaCarga: Promise<Usuario | null> | null = null;
let leituraDaCargaUsada = false;

/**
 * Starts reading the session as the app's code starts (main.tsx), before React's first render:
 * the first screen's wait begins with it instead of after it (issue 12).
 */
export function iniciarLeituraDaSessao(): void {
  leituraDaCarga ??= lerSessao();
  // Whoever takes it handles a failure; an unhandled rejection must not be reported meanwhile.
  leituraDaCarga.catch(() => undefined);
}

/** The first reader (AuthProvider) takes the read already on its way; later reads ask the server again. */
export function lerSessaoNaCarga(): Promise<Usuario | null> {
  if (leituraDaCarga && !leituraDaCargaUsada) {
    leituraDaCargaUsada = true;
    return leituraDaCarga;
  }
  return lerSessao();
}

/** better-auth's client, fetched the first time the lender signs in, up, out or resets a password. */
export function carregarClienteAuth() {
  return import("./auth-client.ts");
}
