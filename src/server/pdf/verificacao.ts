import { createHmac, randomBytes } from "node:crypto";

/*
 * The receipt's verification code: HMAC-SHA256 of the payment's id, amount and moment under a key
 * derived from the server's session secret (BETTER_AUTH_SECRET, else DATA_DIR/auth-secret on the
 * embedded database or the one every server shares in the database, decision 0030). The
 * same payment always prints the same code; a receipt edited by hand (another amount or date)
 * carries a code the server would not compute, and nobody without the secret can make one.
 * Derived, not the secret itself: a code can never help anyone learn or reuse the session key.
 */

const ALFABETO_BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32(bytes: Buffer): string {
  let bits = 0;
  let valor = 0;
  let saida = "";
  for (const byte of bytes) {
    valor = (valor << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      saida += ALFABETO_BASE32[(valor >>> (bits - 5)) & 31];
      bits -= 5;
    }
    valor &= (1 << bits) - 1;
  }
  return saida;
}

/** The key of verification codes, derived once from the server's secret. */
export function chaveDeVerificacao(segredo: string): Buffer {
  return createHmac("sha256", segredo).update("credito-facil/recibo/v1").digest();
}

/** "AB12-CD34-EF" from the first 50 bits of `bytes`. */
function codigoDe(bytes: Buffer): string {
  const texto = base32(bytes).slice(0, 10);
  return `${texto.slice(0, 4)}-${texto.slice(4, 8)}-${texto.slice(8, 10)}`;
}

/**
 * A random code for a document registered when it is made (an accepted contract, decision
 * 0053): nothing to derive it from later, so 50 random bits, as unguessable as a receipt's.
 */
export function codigoAleatorioDeVerificacao(): string {
  return codigoDe(randomBytes(7));
}

/**
 * "AB12-CD34-EF": the first 10 base32 characters (50 bits) of the HMAC over the payment's id,
 * amount ("1234.56") and moment (ISO, UTC), grouped to be read aloud or typed.
 */
export function codigoDeVerificacao(chave: Buffer, pagamento: { id: string; valorTotal: string; dataPagamento: Date }): string {
  return codigoDe(createHmac("sha256", chave).update(`${pagamento.id}|${pagamento.valorTotal}|${pagamento.dataPagamento.toISOString()}`).digest());
}
