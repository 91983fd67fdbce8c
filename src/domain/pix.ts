// A PIX key is one of the five kinds the Central Bank defines: CPF, CNPJ, e-mail, phone in
// international form (+55…) or a random key (EVP, a UUID).
// Only zod's e-mail pattern (the one z.email() checks), not zod itself: this module is on the
// dashboard's first load (the reminders' PIX code), where zod and the schemas are not (issue 27).
import { regexes } from "zod/v4/core";
import { cpfValido } from "./cpf.ts";

export type TipoChavePix = "cpf" | "cnpj" | "email" | "telefone" | "aleatoria";

export const MENSAGEM_CHAVE_PIX_INVALIDA = "Chave PIX inválida. Use CPF, CNPJ, e-mail, telefone com +55 ou chave aleatória.";

/** True for 14 digits with valid CNPJ check digits (not one repeated digit). */
export function cnpjValido(cnpj: string): boolean {
  if (!/^\d{14}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  const digito = (base: string) => {
    const pesos = base.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const soma = base.split("").reduce((acc, d, i) => acc + Number(d) * (pesos[i] as number), 0);
    const resto = soma % 11;
    return resto < 2 ? 0 : 11 - resto;
  };
  const d1 = digito(cnpj.slice(0, 12));
  const d2 = digito(cnpj.slice(0, 12) + d1);
  return cnpj.endsWith(`${d1}${d2}`);
}

const EMAIL = regexes.email;
const ALEATORIA = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The kind of a PIX key as typed (CPF and CNPJ may carry their usual punctuation), or null. */
export function tipoChavePix(chave: string): TipoChavePix | null {
  const v = chave.trim();
  if (ALEATORIA.test(v)) return "aleatoria";
  if (v.includes("@")) return EMAIL.test(v) && v.length <= 77 ? "email" : null;
  if (/^\+55\d{10,11}$/.test(v.replace(/[\s()-]/g, ""))) return "telefone";
  const digitos = v.replace(/[.\-/\s]/g, "");
  if (!/^\d+$/.test(digitos)) return null;
  if (digitos.length === 11 && cpfValido(digitos)) return "cpf";
  if (digitos.length === 14 && cnpjValido(digitos)) return "cnpj";
  return null;
}
