import { z } from "zod";
import { TAMANHO_MINIMO_SENHA } from "../../../domain/limites.ts";

/* SPEC 5: the inputs also carry type="email", required and minLength, so the browser
   stops an empty form before these messages are ever needed. */

export const esquemaLogin = z.object({
  email: z.email({ error: "Informe um e-mail válido" }),
  senha: z.string().min(1, { error: "Informe sua senha" }),
});
export type DadosLogin = z.infer<typeof esquemaLogin>;

const campoSenha = z.string().min(TAMANHO_MINIMO_SENHA, { error: `A senha deve ter pelo menos ${TAMANHO_MINIMO_SENHA} caracteres` });

// Password and confirmation are compared on submit, not here: a mismatch is a toast (SPEC 5).
export const esquemaCadastro = z.object({
  email: z.email({ error: "Informe um e-mail válido" }),
  senha: campoSenha,
  confirmarSenha: campoSenha,
});
export type DadosCadastro = z.infer<typeof esquemaCadastro>;
