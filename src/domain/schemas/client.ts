// Client create/edit and the borrower's own details on the public sign-up (SPEC section 5).
import { z } from "zod";
import "../zod-pt-br.ts";
import { cpfValido } from "../cpf.ts";
import { normalizarTelefone } from "../phone.ts";

export const MENSAGENS_CLIENTE = {
  nome: "Nome deve ter pelo menos 3 caracteres",
  cpfTamanho: "CPF deve ter 11 dígitos",
  cpfInvalido: "CPF inválido",
  telefone: "Telefone inválido",
  pix: "Chave PIX obrigatória",
} as const;

export const campoNome = z.string({ error: MENSAGENS_CLIENTE.nome }).trim().min(3, MENSAGENS_CLIENTE.nome).max(200, "Nome deve ter no máximo 200 caracteres");

/**
 * Accepts the bare digits or the usual mask (the form may mask as the user types) and stores
 * the 11 digits. Length first ('CPF deve ter 11 dígitos'), then the check digits ('CPF inválido').
 */
export const campoCpf = z
  .string({ error: MENSAGENS_CLIENTE.cpfTamanho })
  .transform((v) => v.trim().replace(/[.\-\s]/g, ""))
  .pipe(
    z
      .string()
      // abort: a wrong length is the only message, not also "CPF inválido".
      .regex(/^\d{11}$/, { error: MENSAGENS_CLIENTE.cpfTamanho, abort: true })
      .refine(cpfValido, MENSAGENS_CLIENTE.cpfInvalido),
  );

/**
 * At least 10 digits (DDD + number), at most 20 (the column): counted on digits, so "(11) 1234"
 * does not pass on punctuation alone. Stored as digits (DOMAIN.md).
 */
export const campoTelefone = z
  .string({ error: MENSAGENS_CLIENTE.telefone })
  .transform(normalizarTelefone)
  .pipe(z.string().min(10, MENSAGENS_CLIENTE.telefone).max(20, MENSAGENS_CLIENTE.telefone));

export const campoPix = z.string({ error: MENSAGENS_CLIENTE.pix }).trim().min(1, MENSAGENS_CLIENTE.pix).max(200, "Chave PIX deve ter no máximo 200 caracteres");

/** POST/PUT /api/clientes: nome, cpf, telefone, pix. Ids, owner, dates, totals and documents are not input. */
export const clienteSchema = z.object({
  nome: campoNome,
  cpf: campoCpf,
  telefone: campoTelefone,
  pix: campoPix,
});

export type ClienteEntrada = z.input<typeof clienteSchema>;
export type ClienteDados = z.output<typeof clienteSchema>;
