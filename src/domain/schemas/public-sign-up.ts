// POST /api/cadastro/{token}: the borrower's form (SPEC section 5, "Public sign-up").
import { z } from "zod";
import "../zod-pt-br.ts";
import { nomeAssinaturaSchema, sha256Schema } from "./aceite.ts";
import { campoCpf, campoNome, campoPix, campoTelefone } from "./client.ts";

export const MENSAGENS_CADASTRO = {
  termos: "Você deve aceitar os termos",
  documentos: "Documentos obrigatórios",
} as const;

// A reference returned by POST /api/upload; its shape is the server's, only presence is checked here.
const referenciaDocumento = z
  .string()
  .trim()
  .max(500)
  .nullish()
  .transform((v) => (v ? v : null));

export const cadastroPublicoSchema = z.object({
  nome: campoNome,
  cpf: campoCpf,
  telefone: campoTelefone,
  pix: campoPix,
  // A checkbox is a boolean in the form; only true passes.
  aceitaTermos: z.boolean({ error: MENSAGENS_CADASTRO.termos }).refine((v) => v, MENSAGENS_CADASTRO.termos),
  documentoIdentidadeUrl: referenciaDocumento,
  comprovanteEnderecoUrl: referenciaDocumento,
  // Issue 29, point 4 (decision 0053): the contract's acceptance, the name typed as a signature
  // and the SHA-256 the page was given with the contract it showed. The page always sends both;
  // the spec's body without them still creates the loan, waiting for the lender's 'Pedir aceite'.
  nomeAssinatura: nomeAssinaturaSchema.optional(),
  contratoSha256: sha256Schema.optional(),
});

const referenciaObrigatoria = referenciaDocumento.transform((v, ctx) => {
  if (v === null) {
    ctx.addIssue({ code: "custom", message: MENSAGENS_CADASTRO.documentos });
    return z.NEVER;
  }
  return v;
});

/**
 * The schema for one link: when it requires documents, both uploads must be present
 * ('Documentos obrigatórios' on each missing one). A field rule, not an object one, so that the
 * message comes in the same pass as every other field's.
 */
export function cadastroPublicoSchemaPara(exigirDocumentos: boolean) {
  return exigirDocumentos
    ? cadastroPublicoSchema.extend({ documentoIdentidadeUrl: referenciaObrigatoria, comprovanteEnderecoUrl: referenciaObrigatoria })
    : cadastroPublicoSchema;
}

export type CadastroPublicoEntrada = z.input<typeof cadastroPublicoSchema>;
export type CadastroPublicoDados = z.output<typeof cadastroPublicoSchema>;
