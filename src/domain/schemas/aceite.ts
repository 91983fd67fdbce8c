// Issue 29, point 4 (decision 0053): what the borrower sends to accept a contract.
import { z } from "zod";
import "../zod-pt-br.ts";
import { MENSAGENS_ACEITE } from "../aceite.ts";

/** The typed name: required, at most 200 characters. */
export const nomeAssinaturaSchema = z
  .string({ error: MENSAGENS_ACEITE.nomeObrigatorio })
  .trim()
  .min(1, MENSAGENS_ACEITE.nomeObrigatorio)
  .max(200, MENSAGENS_ACEITE.nomeDiferente);

/** The hash the page was given with the contract it showed (header X-Contrato-Sha256). */
export const sha256Schema = z.string({ error: MENSAGENS_ACEITE.contratoNaoAberto }).regex(/^[0-9a-f]{64}$/, MENSAGENS_ACEITE.contratoNaoAberto);

/** POST /api/aceite/{token}: the tick and the typed name. */
export const aceitePedidoSchema = z.object({
  aceito: z.literal(true, { error: MENSAGENS_ACEITE.aceiteObrigatorio }),
  nomeAssinatura: nomeAssinaturaSchema,
});
export type AceitePedidoDados = z.output<typeof aceitePedidoSchema>;
