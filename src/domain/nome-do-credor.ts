/*
 * Who the borrower reads the lender as (issue 42, point 6; decision 0062): 'Seu nome (como os
 * clientes verão)' from the settings (wire name nomeRecibo), else 'o credor'. Never the login
 * e-mail: it is how the lender signs in, not a name, and a document travels by WhatsApp to
 * whoever the borrower forwards it. The app asks for the name before the first link or contract
 * (web/components/pedir-nome.tsx), so 'o credor' is what a document says only when it was skipped.
 */

export const CREDOR_SEM_NOME = "o credor";

/** The name documents print: the display name trimmed, or 'o credor' when there is none. */
export function nomeDoCredorNosDocumentos(nomeRecibo: string | null | undefined): string {
  const nome = nomeRecibo?.trim();
  return nome ? nome : CREDOR_SEM_NOME;
}

/** A document's 'Emitido por …' line: "Emitido pelo credor" for a lender without a name. */
export function emitidoPor(nome: string): string {
  return nome === CREDOR_SEM_NOME ? "Emitido pelo credor" : `Emitido por ${nome}`;
}
