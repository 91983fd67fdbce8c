// Phones are stored as digits (DOMAIN.md) and shown as (11) 91234-5678.
import { somenteDigitos } from "./cpf.ts";

/** Brazil's country code, prefixed for WhatsApp links (SPEC section 9). */
export const CODIGO_PAIS_BRASIL = "55";

/** Digits only: "(11) 91234-5678" → "11912345678". */
export function normalizarTelefone(telefone: string): string {
  return somenteDigitos(telefone);
}

// 12 or 13 digits starting with 55 are the country code plus a 10- or 11-digit national
// number. An 11-digit number starting with 55 is DDD 55 (Rio Grande do Sul), not Brazil's code.
function numeroNacional(digitos: string): string {
  if ((digitos.length === 12 || digitos.length === 13) && digitos.startsWith(CODIGO_PAIS_BRASIL)) {
    return digitos.slice(2);
  }
  return digitos;
}

/**
 * "11912345678" → "(11) 91234-5678", "1112345678" → "(11) 1234-5678", with or without the
 * leading 55. Other lengths come back as bare digits rather than a wrong mask.
 */
export function formatarTelefone(telefone: string): string {
  const d = numeroNacional(normalizarTelefone(telefone));
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return d;
}

/**
 * The number for a wa.me link: digits with the country code 55 in front (SPEC section 7),
 * without doubling it when the stored number already has it. Empty when there are no digits,
 * which the reminder reports as 'Telefone não cadastrado'.
 */
export function telefoneWhatsapp(telefone: string): string {
  const d = normalizarTelefone(telefone);
  if (d === "") return "";
  return CODIGO_PAIS_BRASIL + numeroNacional(d);
}
