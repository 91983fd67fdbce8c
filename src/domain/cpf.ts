// CPF is stored as its 11 digits (DOMAIN.md) and shown as 123.456.789-09.

/** Keeps only the digits 0-9 ("123.456.789-09" → "12345678909"). */
export function somenteDigitos(texto: string): string {
  return texto.replace(/\D/g, "");
}

// Either the bare 11 digits or the usual mask; anything else (letters, stray digits) is not a CPF.
const FORMATO_CPF = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;

function digitoVerificador(digitos: readonly number[], pesoInicial: number): number {
  let soma = 0;
  digitos.forEach((d, i) => {
    soma += d * (pesoInicial - i);
  });
  const resto = (soma * 10) % 11;
  return resto === 10 ? 0 : resto;
}

/**
 * True for a CPF with valid check digits, bare or masked. Sequences of one repeated digit
 * (111.111.111-11) pass the arithmetic but are not issued, so they are refused.
 */
export function cpfValido(cpf: string): boolean {
  const texto = cpf.trim();
  if (!FORMATO_CPF.test(texto)) return false;
  const digitos = Array.from(somenteDigitos(texto), Number);
  if (digitos.every((d) => d === digitos[0])) return false;
  const dv1 = digitoVerificador(digitos.slice(0, 9), 10);
  const dv2 = digitoVerificador(digitos.slice(0, 10), 11);
  return dv1 === digitos[9] && dv2 === digitos[10];
}

/** "12345678909" → "123.456.789-09"; anything that is not 11 digits comes back unchanged. */
export function formatarCpf(cpf: string): string {
  const d = somenteDigitos(cpf);
  if (d.length !== 11) return cpf;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/**
 * "12345678909" → "***.456.789-**": what receipts and statements print. A receipt travels (it is
 * sent by WhatsApp, forwarded, printed), so it carries only the middle six digits, the form
 * public documents use in Brazil, enough for the borrower to recognise it and no more.
 * Anything that is not 11 digits prints as "***.***.***-**", never as it came.
 */
export function mascararCpf(cpf: string): string {
  const d = somenteDigitos(cpf);
  if (d.length !== 11) return "***.***.***-**";
  return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
}

/** "12345678909" → "123.456.789-09", "11222333000181" → "11.222.333/0001-81"; anything else unchanged. */
export function formatarCpfOuCnpj(documento: string): string {
  const d = somenteDigitos(documento);
  if (d.length === 11) return formatarCpf(d);
  if (d.length === 14) return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
  return documento;
}
