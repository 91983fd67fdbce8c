// POST /api/configuracoes (SPEC section 5, "Settings").
import { z } from "zod";
import "../zod-pt-br.ts";
import { MAXIMO_CIDADE_RECEBEDOR, MAXIMO_NOME_RECEBEDOR, normalizarTextoBrCode } from "../brcode.ts";
import { MENSAGEM_CHAVE_PIX_INVALIDA, tipoChavePix } from "../pix.ts";

export const MENSAGENS_CONFIGURACOES = {
  chavePix: "Chave PIX obrigatória",
  telefoneWhatsapp: "Telefone deve ter no máximo 20 caracteres",
  nomeRecebedorTamanho: `Nome do recebedor deve ter no máximo ${MAXIMO_NOME_RECEBEDOR} caracteres`,
  nomeRecebedorLetras: "Nome do recebedor deve ter ao menos uma letra ou número",
  cidadeRecebedorTamanho: `Cidade deve ter no máximo ${MAXIMO_CIDADE_RECEBEDOR} caracteres`,
  cidadeRecebedorLetras: "Cidade deve ter ao menos uma letra ou número",
} as const;

/**
 * The PIX code's receiver name or city (EMV fields 59 and 60). Kept as typed (trimmed, spaces
 * collapsed, composed accents) so the screen shows "São Paulo"; the code gets the upper-case
 * ASCII form, which must keep a letter or digit. Absent keeps what is stored; empty clears.
 */
function textoDoRecebedor(maximo: number, mensagens: { tamanho: string; letras: string }) {
  return z
    .string()
    .transform((v) => v.normalize("NFC").replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .max(maximo, mensagens.tamanho)
        .refine((v) => v.length === 0 || /[A-Z0-9]/.test(normalizarTextoBrCode(v, maximo)), mensagens.letras),
    )
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));
}

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
  // Issue 11: the receiver of the PIX copy-and-paste code; both must be set for the code.
  nomeRecebedor: textoDoRecebedor(MAXIMO_NOME_RECEBEDOR, {
    tamanho: MENSAGENS_CONFIGURACOES.nomeRecebedorTamanho,
    letras: MENSAGENS_CONFIGURACOES.nomeRecebedorLetras,
  }),
  cidadeRecebedor: textoDoRecebedor(MAXIMO_CIDADE_RECEBEDOR, {
    tamanho: MENSAGENS_CONFIGURACOES.cidadeRecebedorTamanho,
    letras: MENSAGENS_CONFIGURACOES.cidadeRecebedorLetras,
  }),
});

export type ConfiguracoesEntrada = z.input<typeof configuracoesSchema>;
export type ConfiguracoesDados = z.output<typeof configuracoesSchema>;
