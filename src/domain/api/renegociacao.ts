// The wire shapes of a renegotiation (issue 43, point 5), declared once for server and web.
import { z } from "zod";
import { centavosParaDecimal } from "../money.ts";
import type { DividaAtual } from "../loans/renegociacao.ts";
import { decimalApi, emprestimoApiSchema } from "./ledger.ts";

/** What an open loan owes today, part by part, and the sum: the base of a renegotiation. */
export const dividaAtualApiSchema = z
  .object({
    principal: decimalApi,
    /** Interest of cycles or installments already due and unpaid (never of those still to fall due). */
    juros: decimalApi,
    jurosAtraso: decimalApi,
    multa: decimalApi,
    total: decimalApi,
  })
  .meta({ id: "DividaAtual" });
export type DividaAtualApi = z.infer<typeof dividaAtualApiSchema>;

export function dividaNaApi(d: DividaAtual): DividaAtualApi {
  return {
    principal: centavosParaDecimal(d.principal),
    juros: centavosParaDecimal(d.juros),
    jurosAtraso: centavosParaDecimal(d.jurosAtraso),
    multa: centavosParaDecimal(d.multa),
    total: centavosParaDecimal(d.principal + d.juros + d.jurosAtraso + d.multa),
  };
}

/** The answer of a renegotiation: the old loan (now renegociado) and the new one. */
export const renegociacaoApiSchema = z
  .object({
    antigo: emprestimoApiSchema,
    novo: emprestimoApiSchema,
  })
  .meta({ id: "Renegociacao" });
export type RenegociacaoApi = z.infer<typeof renegociacaoApiSchema>;
