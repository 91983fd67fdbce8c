import { z } from "zod";
import { nomeDaContaSchema } from "../../domain/schemas/nome-da-conta.ts";

/*
 * Bodies of the better-auth routes, checked before better-auth sees them (issue 28, point 4):
 * better-auth's update-user takes any JSON value as a name (null was a 500; 123, {} and 90,000
 * characters were stored) and its sign-up takes any string. The name follows the app's own rule;
 * update-user takes only what a lender may change. Other fields stay better-auth's to check.
 */

const DADOS_INVALIDOS = "Dados inválidos.";

const ESQUEMAS: Record<string, z.ZodType> = {
  "/sign-up/email": z.looseObject({ name: nomeDaContaSchema }),
  "/update-user": z.strictObject({ name: nomeDaContaSchema.optional(), image: z.string().max(2048).nullish() }),
};

export type CorpoVerificado = { ok: true; corpo: unknown } | { ok: false; mensagem: string };

/** The body as better-auth should receive it (name normalised), or the pt-BR reason it is refused. */
export function verificarCorpoAuth(rota: string, corpo: unknown): CorpoVerificado {
  const esquema = ESQUEMAS[rota];
  if (!esquema) return { ok: true, corpo };
  // No body at all is an empty one: the name is then missing.
  corpo ??= {};
  if (typeof corpo !== "object" || corpo === null || Array.isArray(corpo)) return { ok: false, mensagem: DADOS_INVALIDOS };
  const r = esquema.safeParse(corpo);
  if (r.success) return { ok: true, corpo: r.data };
  // A field the route does not take is not a message about the name.
  const problema = r.error.issues[0];
  const mensagem = !problema || problema.code === "unrecognized_keys" || problema.path[0] !== "name" ? DADOS_INVALIDOS : problema.message;
  return { ok: false, mensagem };
}
