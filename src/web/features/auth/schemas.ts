import { z } from "zod";
import { TAMANHO_MAXIMO_SENHA, TAMANHO_MINIMO_SENHA } from "../../../domain/limites.ts";

/* The auth forms validate only here (they carry noValidate): every message is pt-BR and shows
   under its field; the first invalid field gets the focus (react-hook-form). */

const campoEmail = z
  .string()
  .trim()
  .min(1, { error: "Informe seu e-mail" })
  .pipe(z.email({ error: "Informe um e-mail válido" }));

export const esquemaLogin = z.object({
  email: campoEmail,
  senha: z.string().min(1, { error: "Informe sua senha" }),
});
export type DadosLogin = z.infer<typeof esquemaLogin>;

/** A password being chosen: the server's rules (the common-password list is checked there). */
const campoSenhaNova = (vazia: string) =>
  z
    .string()
    .min(1, { error: vazia })
    .min(TAMANHO_MINIMO_SENHA, { error: `A senha deve ter pelo menos ${TAMANHO_MINIMO_SENHA} caracteres` })
    .max(TAMANHO_MAXIMO_SENHA, { error: `A senha pode ter no máximo ${TAMANHO_MAXIMO_SENHA} caracteres` });

// Password and confirmation are compared on submit, not here: a mismatch is a toast (SPEC 5).
export const esquemaCadastro = z.object({
  email: campoEmail,
  senha: campoSenhaNova("Informe uma senha"),
  confirmarSenha: campoSenhaNova("Confirme a senha"),
});
export type DadosCadastro = z.infer<typeof esquemaCadastro>;

export const esquemaPedidoRedefinicao = z.object({ email: campoEmail });
export type DadosPedidoRedefinicao = z.infer<typeof esquemaPedidoRedefinicao>;

/** The new password after a reset link: sign-up's rules, the mismatch shown under the confirmation. */
export const esquemaNovaSenha = z
  .object({
    senha: campoSenhaNova("Informe a nova senha"),
    confirmarSenha: z.string().min(1, { error: "Confirme a nova senha" }),
  })
  .refine((d) => d.senha === d.confirmarSenha, { error: "As senhas não coincidem", path: ["confirmarSenha"] });
export type DadosNovaSenha = z.infer<typeof esquemaNovaSenha>;
