// Public verification of a document (issue 29, point 5; decision 0051): the code a receipt (and,
// later, an accepted contract) prints, how anyone may type it, and the little the public answer
// shows of the borrower. Shared by the server's route and the public page.
import { z } from "zod";
import { mascararCpf } from "./cpf.ts";

export { mascararCpf };

/** The kinds of documents that register a verification code. */
export const TIPOS_DOCUMENTO_VERIFICAVEL = ["recibo", "contrato"] as const;
export type TipoDocumentoVerificavel = (typeof TIPOS_DOCUMENTO_VERIFICAVEL)[number];

export const ROTULOS_DOCUMENTO_VERIFICAVEL: Record<TipoDocumentoVerificavel, string> = {
  recibo: "Recibo de pagamento",
  contrato: "Contrato (confissão de dívida)",
};

/** Whether the document still stands: a reversed payment's receipt is estornado. */
export const SITUACOES_DOCUMENTO = ["valido", "estornado"] as const;
export type SituacaoDocumento = (typeof SITUACOES_DOCUMENTO)[number];

export const MENSAGEM_CODIGO_INVALIDO = "Código de verificação inválido. Ele tem 10 letras e números, como ABCD-EFGH-IJ.";
export const MENSAGEM_DOCUMENTO_NAO_ENCONTRADO = "Documento não encontrado.";

// The codes are base32 (RFC 4648: A-Z and 2-7), 10 characters, printed as ABCD-EFGH-IJ.
const CODIGO_CRU = /^[A-Z2-7]{10}$/;

/**
 * The code as printed ("ABCD-EFGH-IJ") from what a person typed: any case, with or without the
 * hyphens, spaces around or inside. Null when it cannot be a code (wrong length or letters such
 * as 0, 1, 8, 9 that base32 never uses).
 */
export function normalizarCodigo(digitado: string): string | null {
  const cru = digitado.toUpperCase().replace(/[\s-]/g, "");
  if (!CODIGO_CRU.test(cru)) return null;
  return `${cru.slice(0, 4)}-${cru.slice(4, 8)}-${cru.slice(8, 10)}`;
}

/**
 * "Maria Silva" → "M*** S***": the first letter of each word of the name, upper case, then three
 * asterisks, whatever the word's length (the length would tell too much). Letters outside the
 * word (punctuation, digits) are never shown; an empty name reads "***".
 */
export function mascararNome(nome: string): string {
  const palavras = nome
    .normalize("NFC")
    .split(/\s+/)
    .map((p) => Array.from(p).find((c) => /\p{L}/u.test(c)))
    .filter((c): c is string => c !== undefined);
  if (palavras.length === 0) return "***";
  return palavras.map((c) => `${c.toLocaleUpperCase("pt-BR")}***`).join(" ");
}

/** GET /api/verificar/{codigo}: what anyone may learn of an issued document, and nothing else. */
export const documentoVerificadoApiSchema = z
  .object({
    tipo: z.enum(TIPOS_DOCUMENTO_VERIFICAVEL),
    situacao: z.enum(SITUACOES_DOCUMENTO),
    /** The payment's moment (a receipt) or the acceptance's (a contract), ISO. */
    data: z.string(),
    /** Exact decimal text, e.g. "150.00". */
    valor: z.string(),
    /** "M*** S***"; null once the borrower's data was anonymized (LGPD). */
    nomeMascarado: z.string().nullable(),
    /** "***.456.789-**"; null once the borrower's data was anonymized (LGPD). */
    cpfMascarado: z.string().nullable(),
    /** SHA-256 of the document's bytes as issued, hex. */
    sha256: z.string(),
  })
  .meta({ id: "DocumentoVerificado" });
export type DocumentoVerificadoApi = z.infer<typeof documentoVerificadoApiSchema>;
