// The wire shapes of sign-up links (SPEC section 7), declared once for server and web.
// Money and rates are decimal strings, dataInicio yyyy-MM-dd, moments ISO strings.
import { z } from "zod";
import { PERIODICIDADES } from "../loans/types.ts";
import { MODALIDADES, STATUS_LINK, TIPOS_TAXA_ATRASO } from "../loans/types.ts";
import { custoEfetivoApiSchema, decimalApi, diaApi, momentoApi, parcelaEscritaApiSchema } from "./ledger.ts";

/** The terms every link carries, as the lender's and the public answers give them. */
export const termosLinkApiSchema = z.object({
  modalidade: z.enum(MODALIDADES),
  valorOriginal: decimalApi,
  prazoDias: z.number().int().nullable(),
  taxaJuros: decimalApi.nullable(),
  quantidadeMeses: z.number().int().nullable(),
  taxaJurosMes: decimalApi.nullable(),
  /** Issue 43: how often a parcelado loan's installments fall due, its rate for the whole loan, the penalty. */
  periodicidade: z.enum(PERIODICIDADES),
  taxaTotal: decimalApi.nullable(),
  multaAtraso: decimalApi,
  taxaAtraso: decimalApi,
  taxaAtrasoTipo: z.enum(TIPOS_TAXA_ATRASO),
  exigirDocumentos: z.boolean(),
  dataInicio: diaApi.nullable(),
  dataExpiracao: momentoApi,
});
export type TermosLinkApi = z.infer<typeof termosLinkApiSchema>;

/** GET/POST /api/links-cadastro: the lender's own link. */
export const linkApiSchema = termosLinkApiSchema
  .extend({
    id: z.string(),
    token: z.string(),
    /** A past expiry reads as expirado. */
    status: z.enum(STATUS_LINK),
    dataCriacao: momentoApi,
    emprestimoId: z.string().nullable(),
    /** Issue 11: who the lender meant the link for, or null. */
    nomeDestinatario: z.string().nullable(),
    /** Issue 12: the client of the loan a used link created (its name and where to open it), or null. */
    cliente: z.object({ id: z.string(), nome: z.string() }).nullable(),
  })
  .meta({ id: "LinkCadastro" });
export type LinkApi = z.infer<typeof linkApiSchema>;

/**
 * GET /api/cadastro/{token}: the terms of an active link, what the loan will cost (issue 29) and,
 * of the lender, only the name the lender chose to show ('Seu nome (como os clientes verão)',
 * issue 27; null when empty: never the e-mail).
 */
export const linkPublicoApiSchema = termosLinkApiSchema
  .extend({ status: z.enum(STATUS_LINK), nomeCredor: z.string().nullable() })
  // Issue 29: what the loan will cost, shown before the borrower sends the form.
  .extend(custoEfetivoApiSchema.shape)
  // Issue 43: the schedule the loan will have if the money is sent today, on the lender's
  // collection days (activation writes it again from the delivery date). Null for mensal.
  .extend({ parcelas: z.array(parcelaEscritaApiSchema).nullable() })
  .meta({ id: "LinkPublico" });
export { CODIGO_LINK_UTILIZADO } from "./codigos-erro.ts";
export type LinkPublicoApi = z.infer<typeof linkPublicoApiSchema>;
