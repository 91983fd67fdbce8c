// Search text folding shared by the server's queries and the database's search column
// (issue 12): one definition of "the same letters" on both sides of a LIKE.

/** Accented letters and what they fold to, position by position (Latin-1, as Brazilian names use). */
export const LETRAS_ACENTUADAS = "ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ";
export const LETRAS_SEM_ACENTO = "aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy";

const DOBRA = new Map([...LETRAS_ACENTUADAS].map((letra, i) => [letra, LETRAS_SEM_ACENTO[i]!]));

/**
 * Lower case without the accents of LETRAS_ACENTUADAS: what the database keeps in
 * clientes.busca for the name, so a term folded here finds "José" typed "jose" or "JOSÉ".
 */
export function dobrarTexto(texto: string): string {
  let dobrado = "";
  for (const letra of texto.toLowerCase()) dobrado += DOBRA.get(letra) ?? letra;
  return dobrado;
}
