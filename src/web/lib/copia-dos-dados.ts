import { CHAVES_DO_ARMAZEM, gravarNoArmazem, lerDoArmazem } from "./armazem-local.ts";
import type { Usuario } from "./sessao-api.ts";

/*
 * Issue 27: the last-seen copy of the lender's screens (dashboard, clients, loans), so the app
 * opened without a network shows them instead of a blank 'Sem conexão'. It holds whose data it
 * is: it is shown only to that lender, and only while the server cannot be asked. No token or
 * cookie is ever in it (the session cookie is HttpOnly; the copy holds API answers only).
 */
export interface CopiaDosDados {
  credor: Usuario;
  /** Epoch ms of the save. */
  guardadaEm: number;
  /** TanStack Query's dehydrated cache (JSON-safe). */
  estado: unknown;
}

function ehCopia(valor: unknown): valor is CopiaDosDados {
  if (!valor || typeof valor !== "object") return false;
  const { credor, guardadaEm } = valor as Partial<CopiaDosDados>;
  return typeof guardadaEm === "number" && !!credor && typeof credor.id === "string" && typeof credor.email === "string" && typeof credor.name === "string";
}

export async function lerCopiaDosDados(): Promise<CopiaDosDados | null> {
  const valor = await lerDoArmazem<unknown>(CHAVES_DO_ARMAZEM.copia);
  return ehCopia(valor) ? valor : null;
}

export function gravarCopiaDosDados(copia: CopiaDosDados): Promise<void> {
  return gravarNoArmazem(CHAVES_DO_ARMAZEM.copia, copia, copia.credor.id);
}
