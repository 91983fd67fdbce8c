import { z } from "zod";

/*
 * The reason the lender gives for a reversal, checked in the browser with the server's rule
 * (3 to 500 characters, blanks around it not counted) and its message, so the dialog answers
 * before any request and says the same thing the server would.
 */
export const MENSAGEM_MOTIVO_ESTORNO = "Informe o motivo do estorno";
export const MOTIVO_ESTORNO_MAXIMO = 500;

export const motivoEstornoSchema = z
  .string()
  .trim()
  .min(3, MENSAGEM_MOTIVO_ESTORNO)
  .max(MOTIVO_ESTORNO_MAXIMO, `O motivo do estorno deve ter no máximo ${MOTIVO_ESTORNO_MAXIMO} caracteres`);

/** The reason as it is sent (trimmed), or the message to show under the field. */
export function validarMotivoEstorno(texto: string): { ok: true; motivo: string } | { ok: false; erro: string } {
  const r = motivoEstornoSchema.safeParse(texto);
  return r.success ? { ok: true, motivo: r.data } : { ok: false, erro: r.error.issues[0]?.message ?? MENSAGEM_MOTIVO_ESTORNO };
}
