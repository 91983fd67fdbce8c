// Issue 29, point 4 (decision 0053): the acceptance's API payloads, for the lender and the borrower.
import { z } from "zod";
import { custoEfetivoApiSchema } from "./ledger.ts";

/** A loan's acceptance as the lender sees it. */
export const aceiteResumoApiSchema = z.object({ aceitoEm: z.string(), codigo: z.string() }).meta({ id: "AceiteResumo" });

/** POST /api/emprestimos/{id}/pedido-aceite: the link to share. */
export const pedidoAceiteApiSchema = z
  .object({
    id: z.string(),
    token: z.string(),
    expiraEm: z.string(),
    sha256: z.string(),
  })
  .meta({ id: "PedidoAceite" });
export type PedidoAceiteApi = z.infer<typeof pedidoAceiteApiSchema>;

/** A contract's text as redigirContrato gives it (src/domain/contrato.ts), for a page to show. */
export const contratoRedigidoApiSchema = z
  .object({
    titulo: z.string(),
    preambulo: z.string(),
    secoes: z.array(z.object({ titulo: z.string(), paragrafos: z.array(z.string()), itens: z.array(z.string()).optional() })),
    localEData: z.string(),
    assinaturas: z.array(z.object({ papel: z.enum(["CREDOR", "DEVEDOR"]), nome: z.string(), documento: z.string().nullable() })),
  })
  .meta({ id: "ContratoRedigido" });

/** GET /api/aceite/{token}: what the borrower's acceptance page shows, the contract's text included. */
export const pedidoAceitePublicoApiSchema = z
  .object({
    nomeCredor: z.string().nullable(),
    /** The debtor the contract names (the borrower): the typed name must be this one. */
    nomeDevedor: z.string(),
    expiraEm: z.string(),
    valorOriginal: z.string(),
    /** The contract as it was drawn up for this request: the same words as its PDF. */
    contrato: contratoRedigidoApiSchema,
    /** Null until accepted; then when, and the verification code. */
    aceite: aceiteResumoApiSchema.nullable(),
  })
  .extend(custoEfetivoApiSchema.shape)
  .meta({ id: "PedidoAceitePublico" });
export type PedidoAceitePublicoApi = z.infer<typeof pedidoAceitePublicoApiSchema>;

/**
 * GET …/contrato/texto (issue 42, point 7): the contract's words for the page a phone opens
 * instead of the PDF, the same words as the PDF beside it. Once accepted, the text as accepted
 * (null for an acceptance made on the sign-up form before the text was kept: the page then offers
 * only the PDF), with when, the code and the SHA-256 of 'Contrato como foi aceito'.
 */
export const contratoTextoApiSchema = z
  .object({
    contrato: contratoRedigidoApiSchema.nullable(),
    aceite: aceiteResumoApiSchema.extend({ sha256: z.string() }).nullable(),
  })
  .meta({ id: "ContratoTexto" });
export type ContratoTextoApi = z.infer<typeof contratoTextoApiSchema>;

/**
 * POST /api/cadastro/{token}/contrato/texto (issue 42, point 7): the sign-up's contract preview as
 * text, for the dialog a phone reads instead of a blob: tab, the same words as the preview PDF;
 * with the SHA-256 the acceptance records (the X-Contrato-Sha256 of the PDF's route).
 */
export const contratoPreviaTextoApiSchema = z.object({ contrato: contratoRedigidoApiSchema, sha256: z.string() }).meta({ id: "ContratoPreviaTexto" });
export type ContratoPreviaTextoApi = z.infer<typeof contratoPreviaTextoApiSchema>;
