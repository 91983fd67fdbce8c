import { somenteDigitos } from "../../../domain/cpf.ts";
import { normalizarBusca } from "../../lib/busca.ts";

interface ClienteBuscavel {
  nome: string;
  cpf: string;
  telefone: string;
}

// Only a query made of digits and the punctuation of a CPF or phone mask ("123.456", "(11) 9")
// is compared with the digits; otherwise "Ana 2" would match every CPF with a 2 in it.
const PARECE_NUMERO = /^[\d\s.()\-+/]+$/;

/**
 * SPEC 2: the client list filters locally. The name matches as a case-insensitive substring
 * (accents ignored); CPF and phone match as substrings of their digits, typed bare or masked.
 */
export function filtrarClientes<T extends ClienteBuscavel>(clientes: readonly T[], busca: string): T[] {
  const termo = normalizarBusca(busca);
  if (termo === "") return [...clientes];
  const digitos = PARECE_NUMERO.test(termo) ? somenteDigitos(termo) : "";
  return clientes.filter(
    (c) =>
      normalizarBusca(c.nome).includes(termo) || (digitos !== "" && (somenteDigitos(c.cpf).includes(digitos) || somenteDigitos(c.telefone).includes(digitos))),
  );
}
