import { avaliarSenha, senhaIgualAoEmail } from "../../domain/forca-da-senha.ts";

/*
 * A new password is refused when it is easy to guess (decision 0043): the e-mail or its local
 * part, or fewer than a million guesses by the estimator the sign-up page's hint also uses
 * (domain/forca-da-senha.ts: the common-password list and the pt-BR dictionaries of zxcvbn-ts,
 * letter case ignored).
 */

export const MENSAGEM_SENHA_COMUM = "Esta senha é muito comum. Escolha outra.";
export const CODIGO_SENHA_COMUM = "SENHA_MUITO_COMUM";
export const MENSAGEM_SENHA_IGUAL_AO_EMAIL = "A senha não pode ser o seu e-mail.";
export const CODIGO_SENHA_IGUAL_AO_EMAIL = "SENHA_IGUAL_AO_EMAIL";

export type RecusaDeSenha = { codigo: string; mensagem: string };

/** Why a new password is refused, or null when it may be used. */
export function recusaDaSenha(senha: string, email?: string): RecusaDeSenha | null {
  if (senhaIgualAoEmail(senha, email)) return { codigo: CODIGO_SENHA_IGUAL_AO_EMAIL, mensagem: MENSAGEM_SENHA_IGUAL_AO_EMAIL };
  if (avaliarSenha(senha, email).fraca) return { codigo: CODIGO_SENHA_COMUM, mensagem: MENSAGEM_SENHA_COMUM };
  return null;
}
