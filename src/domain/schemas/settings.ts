// POST /api/configuracoes (SPEC section 5, "Settings").
import { z } from "zod";
import "../zod-pt-br.ts";
import { MENSAGEM_CHAVE_PIX_INVALIDA, tipoChavePix } from "../pix.ts";

export const MENSAGENS_CONFIGURACOES = {
  chavePix: "Chave PIX obrigatória",
  telefoneWhatsapp: "Telefone deve ter no máximo 20 caracteres",
} as const;

export const configuracoesSchema = z.object({
  chavePix: z
    .string({ error: MENSAGENS_CONFIGURACOES.chavePix })
    .trim()
    .min(1, MENSAGENS_CONFIGURACOES.chavePix)
    .max(200, "Chave PIX deve ter no máximo 200 caracteres")
    // Required first ('Chave PIX obrigatória'), then one of the PIX key kinds.
    .refine((v) => v.length === 0 || tipoChavePix(v) !== null, MENSAGEM_CHAVE_PIX_INVALIDA),
  // Kept as typed (the spec calls it "international format", e.g. +55 11 91234-5678). Empty or
  // absent becomes null, so clearing the field in the form clears the stored number.
  telefoneWhatsapp: z
    .string()
    .trim()
    .max(20, MENSAGENS_CONFIGURACOES.telefoneWhatsapp)
    .nullish()
    .transform((v) => (v ? v : null)),
  // Issue 10: the name printed on receipts and statements; empty falls back to the e-mail.
  // Absent keeps what is stored (the spec's call sends only the two fields above).
  nomeRecibo: z
    .string()
    .trim()
    .max(100, "Nome para recibos deve ter no máximo 100 caracteres")
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
});

export type ConfiguracoesEntrada = z.input<typeof configuracoesSchema>;
export type ConfiguracoesDados = z.output<typeof configuracoesSchema>;
