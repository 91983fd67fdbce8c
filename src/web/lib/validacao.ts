import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/** A form's values checked by a shared schema: its output, or field → first message. */
export type Validacao<V, S> = { ok: true; valor: S } | { ok: false; erros: Partial<Record<keyof V, string>> };

/**
 * One pass of the schema over the form's values; each field gets its first message. The
 * schemas are written so that one pass reports every message (no second round on a phone).
 */
export function validarCom<V extends object, S>(schema: z.ZodType<S>, valores: V): Validacao<V, S> {
  const r = schema.safeParse(valores);
  if (r.success) return { ok: true, valor: r.data };
  const erros: Partial<Record<keyof V, string>> = {};
  for (const issue of r.error.issues) {
    const campo = issue.path[0];
    if (typeof campo === "string" && campo in valores && !(campo in erros)) erros[campo as keyof V] = issue.message;
  }
  return { ok: false, erros };
}

/** react-hook-form's resolver over validarCom. */
export function resolverCom<V extends FieldValues, S>(schema: z.ZodType<S>): Resolver<V, unknown, S> {
  return async (valores) => {
    const r = validarCom<V, S>(schema, valores);
    if (r.ok) return { values: r.valor, errors: {} };
    const errors: FieldErrors<V> = {};
    for (const [campo, message] of Object.entries(r.erros)) Object.assign(errors, { [campo]: { type: "validate", message } });
    return { values: {}, errors };
  };
}
