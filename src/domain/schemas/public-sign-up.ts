// POST /api/cadastro/{token}: the borrower's form (SPEC section 5, "Public sign-up").
import { z } from "zod";
import "../zod-pt-br.ts";
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
});

/**
 * The schema for one link: when it requires documents, both uploads must be present
 * ('Documentos obrigatórios' on each missing one).
 */
export function cadastroPublicoSchemaPara(exigirDocumentos: boolean) {
  return cadastroPublicoSchema.superRefine((d, ctx) => {
    if (!exigirDocumentos) return;
    for (const campo of ["documentoIdentidadeUrl", "comprovanteEnderecoUrl"] as const) {
      if (!d[campo]) ctx.addIssue({ code: "custom", path: [campo], message: MENSAGENS_CADASTRO.documentos });
    }
  });
}

export type CadastroPublicoEntrada = z.input<typeof cadastroPublicoSchema>;
export type CadastroPublicoDados = z.output<typeof cadastroPublicoSchema>;
