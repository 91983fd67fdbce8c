import { z } from "zod";
import "./zod-pt-br.ts";
import { TIPOS_CREDITO_OPERADOR } from "./credits.ts";

/** An operator's grant of days (admin command and its HTTP bridge share it). */
export const concessaoCreditosSchema = z.object({
  email: z.string().trim().toLowerCase().email("E-mail inválido."),
  dias: z.coerce
    .number({ message: "Dias deve ser um número inteiro positivo." })
    .int("Dias deve ser um número inteiro positivo.")
    .positive("Dias deve ser um número inteiro positivo.")
    .max(3650, "No máximo 3650 dias por concessão."),
  tipo: z.enum(TIPOS_CREDITO_OPERADOR, { message: "Tipo deve ser compra, bonus ou admin." }).default("admin"),
  descricao: z.string().trim().max(500, "Descrição longa demais (máximo 500 caracteres).").optional(),
});

export type ConcessaoCreditosInput = z.input<typeof concessaoCreditosSchema>;
