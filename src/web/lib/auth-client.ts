import { createAuthClient } from "better-auth/react";
import { HttpError } from "./api.ts";

/**
 * better-auth's React client over the server's /api/auth. The session is read once on load and
 * after sign-in/out (SPEC 4: nothing refetches on window focus); the cookie is HttpOnly, so no
 * token is kept in JavaScript.
 */
export const authClient = createAuthClient({
  // better-auth refuses POSTs whose Origin differs from the one it is called at: this page's.
  baseURL: typeof window === "undefined" ? "http://localhost" : window.location.origin,
  basePath: "/api/auth",
  // The app reads the session itself (sessao-api.ts): no background refetch from this client.
  sessionOptions: { refetchOnWindowFocus: false },
});

/** What better-auth's client answers instead of throwing on a non-2xx status. */
interface ErroDoCliente {
  status: number;
  statusText?: string;
  message?: string | undefined;
  code?: string | undefined;
}

/**
 * The same HttpError as every other call, so the screens read the server's pt-BR message with
 * mensagemDoErro; a failure to connect still rejects with fetch's TypeError.
 */
export function exigirSucesso<T>({ data, error }: { data: T | null; error: ErroDoCliente | null }): T {
  if (error)
    throw new HttpError(error.status, { message: error.message ?? "", ...(error.code ? { code: error.code } : {}) }, error.message || error.statusText);
  if (data === null) throw new HttpError(500, { message: "" }, "Resposta inesperada do servidor.");
  return data;
}
