// Shared by the schema tests: the field messages a form would show for an input.
import { z } from "zod";

export function mensagens(schema: z.ZodType, entrada: unknown): Record<string, string[]> {
  const r = schema.safeParse(entrada);
  if (r.success) return {};
  const porCampo: Record<string, string[]> = {};
  for (const issue of r.error.issues) {
    const chave = issue.path.join(".") || "_";
    (porCampo[chave] ??= []).push(issue.message);
  }
  return porCampo;
}

/** Parses and fails the test with the messages when the input is refused. */
export function aceito<S extends z.ZodType>(schema: S, entrada: unknown): z.output<S> {
  const r = schema.safeParse(entrada);
  if (!r.success) throw new Error(`recusado: ${JSON.stringify(mensagens(schema, entrada))}`);
  return r.data;
}
