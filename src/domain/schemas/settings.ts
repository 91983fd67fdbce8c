// POST /api/configuracoes (SPEC section 5, "Settings").
import { z } from "zod";
import "../zod-pt-br.ts";
import { MAXIMO_CIDADE_RECEBEDOR, MAXIMO_NOME_RECEBEDOR, normalizarTextoBrCode } from "../brcode.ts";
import { cpfValido, somenteDigitos } from "../cpf.ts";
import { cnpjValido, MENSAGEM_CHAVE_PIX_INVALIDA, tipoChavePix } from "../pix.ts";

/** 'Seu nome (como os clientes verão)': 3 to 120 characters once filled in (issue 27). */
export const MINIMO_NOME_CREDOR = 3;
export const MAXIMO_NOME_CREDOR = 120;

/** 'Endereço' of the lender on the contract (issue 29). */
export const MAXIMO_ENDERECO_CREDOR = 200;

export const MENSAGENS_CONFIGURACOES = {
  chavePix: "Chave PIX obrigatória",
  telefoneWhatsapp: "Telefone deve ter no máximo 20 caracteres",
  nomeRecebedorTamanho: `Nome do recebedor deve ter no máximo ${MAXIMO_NOME_RECEBEDOR} caracteres`,
  nomeRecebedorLetras: "Nome do recebedor deve ter ao menos uma letra ou número",
  cidadeRecebedorTamanho: `Cidade deve ter no máximo ${MAXIMO_CIDADE_RECEBEDOR} caracteres`,
  cidadeRecebedorLetras: "Cidade deve ter ao menos uma letra ou número",
  nomeCurto: `Seu nome deve ter pelo menos ${MINIMO_NOME_CREDOR} caracteres`,
  nomeLongo: `Seu nome deve ter no máximo ${MAXIMO_NOME_CREDOR} caracteres`,
  nomeLetras: "Seu nome deve ter ao menos uma letra",
  nomeTexto: "Seu nome deve ser um texto",
  nomeObrigatorio: "Informe seu nome (como os clientes verão)",
  documentoCredor: "CPF ou CNPJ inválido",
  enderecoLongo: `Endereço deve ter no máximo ${MAXIMO_ENDERECO_CREDOR} caracteres`,
} as const;

/**
 * 'CPF ou CNPJ do credor' (issue 29): 11 or 14 digits with valid check digits, typed bare or with
 * the usual punctuation; stored as the digits. Absent keeps what is stored; empty or null clears.
 */
export function documentoCredorValido(texto: string): boolean {
  if (!/^[\d.\-/\s]+$/.test(texto)) return false;
  const digitos = somenteDigitos(texto);
  return (digitos.length === 11 && cpfValido(digitos)) || (digitos.length === 14 && cnpjValido(digitos));
}

/** 'Seu nome (como os clientes verão)' as typed, spaces collapsed; empty passes (the caller decides). */
function nomeDeExibicao(erroDeTipo: string | ((issue: { input: unknown }) => string)) {
  return z
    .string({ error: erroDeTipo })
    .transform((v) => v.normalize("NFC").replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .refine((v) => v.length === 0 || v.length >= MINIMO_NOME_CREDOR, MENSAGENS_CONFIGURACOES.nomeCurto)
        .refine((v) => v.length <= MAXIMO_NOME_CREDOR, MENSAGENS_CONFIGURACOES.nomeLongo)
        .refine((v) => v.length === 0 || /\p{L}/u.test(v), MENSAGENS_CONFIGURACOES.nomeLetras),
    );
}

/**
 * POST /api/configuracoes/nome (issue 42, point 6): the display name alone, asked before the first
 * sign-up link, acceptance request or client link when there is none. Required here: absent,
 * null or blank is 'Informe seu nome (como os clientes verão)'.
 */
export const nomeDoCredorSchema = z.object({
  nomeRecibo: nomeDeExibicao((issue) => (issue.input == null ? MENSAGENS_CONFIGURACOES.nomeObrigatorio : MENSAGENS_CONFIGURACOES.nomeTexto)).refine(
    (v) => v.length > 0,
    MENSAGENS_CONFIGURACOES.nomeObrigatorio,
  ),
});

export type NomeDoCredorDados = z.infer<typeof nomeDoCredorSchema>;

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
  // Issue 27: 'Seu nome (como os clientes verão)', the lender's display name. It was issue 10's
  // 'Nome para recibos' (hence the wire name): the borrower's sign-up page, receipts and
  // statements show it, and PIX codes use it when the receiver name is empty. Kept as typed
  // (spaces collapsed, so a pasted line break cannot split a PDF line); optional: absent keeps
  // what is stored (the spec's call sends only the two fields above), empty or null clears it.
  nomeRecibo: nomeDeExibicao(MENSAGENS_CONFIGURACOES.nomeTexto)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  // Issue 29: who lends, on the contract. The document is kept as its digits.
  documentoCredor: z
    .string({ error: MENSAGENS_CONFIGURACOES.documentoCredor })
    .trim()
    .refine((v) => v.length === 0 || documentoCredorValido(v), MENSAGENS_CONFIGURACOES.documentoCredor)
    .transform((v) => somenteDigitos(v))
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  // One line (spaces collapsed, so a pasted line break cannot split the contract's line).
  enderecoCredor: z
    .string()
    .transform((v) => v.normalize("NFC").replace(/\s+/g, " ").trim())
    .pipe(z.string().max(MAXIMO_ENDERECO_CREDOR, MENSAGENS_CONFIGURACOES.enderecoLongo))
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
