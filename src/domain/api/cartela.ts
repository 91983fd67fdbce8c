// Issue 43, point 3: the cartela of a parcelado loan on the wire: each written installment, how it
// stands today and, when paid, the day (the lender's card asks for it when the cartela opens, so
// the loan list carries no payment dates; the borrower's page carries it in its own answer).
import { z } from "zod";
import { SITUACOES_PARCELA } from "../loans/situacao-da-parcela.ts";

const dia = z.string().meta({ description: "yyyy-MM-dd" });

export const parcelaDaCartelaApiSchema = z
  .object({
    numero: z.number().int(),
    vencimento: dia,
    valor: z.string().meta({ description: "Valor exato em reais, com ponto", example: "60.00" }),
    situacao: z.enum(SITUACOES_PARCELA),
    /** The São Paulo day of the payment that covered it; null when unpaid or unknown. */
    pagaEm: dia.nullable(),
  })
  .meta({ id: "ParcelaDaCartela" });

export const cartelaApiSchema = z.object({ parcelas: z.array(parcelaDaCartelaApiSchema) }).meta({ id: "Cartela" });
export type CartelaApi = z.infer<typeof cartelaApiSchema>;
