// The static PIX BR Code ("PIX copia e cola"): the EMV QR Code Merchant-Presented Mode payload
// the Central Bank's "Manual de Padrões para Iniciação do Pix" defines. Every field is
// ID (2 digits) + length (2 digits) + value, the whole text ends with a CRC16 of everything
// before it. Written here instead of taken from pix-utils (decision 0023): the amount must
// not pass through a float, the code must stay ASCII so a character is a byte, and the
// library would pull axios and a QR encoder into the web bundle.
import { tipoChavePix } from "./pix.ts";
import { MAXIMO_CENTAVOS, type Centavos } from "./money.ts";

export const GUI_PIX = "br.gov.bcb.pix";
export const MAXIMO_NOME_RECEBEDOR = 25;
export const MAXIMO_CIDADE_RECEBEDOR = 15;
export const MAXIMO_TXID = 25;
/** The manual's reference label for a static code without a transaction id. */
export const TXID_AUSENTE = "***";

export interface DadosBrCode {
  /** The receiver's PIX key as typed; normalized per kind here. */
  chavePix: string;
  /** Omitted or null: the payer types the amount. */
  valor?: Centavos | null;
  nomeRecebedor: string;
  cidadeRecebedor: string;
  /** Up to 25 letters and digits; absent or empty becomes '***'. */
  txid?: string | null;
}

/**
 * The key as the DICT stores it: CPF and CNPJ as digits, the phone as +55 and digits, the
 * e-mail and the random key (EVP) in lower case. A payer's bank looks the key up as written,
 * so "529.982.247-25" or "Maria@Exemplo.com" in the code would not be found.
 */
export function normalizarChavePix(chave: string): string {
  const v = chave.trim();
  switch (tipoChavePix(v)) {
    case "cpf":
    case "cnpj":
      return v.replace(/\D/g, "");
    case "telefone":
      return `+${v.replace(/\D/g, "")}`;
    case "email":
    case "aleatoria":
      return v.toLowerCase();
    default:
      throw new RangeError("Chave PIX inválida para o BR Code.");
  }
}

/**
 * Name and city as the BR Code allows them: EMV fields 59 and 60 take only printable ASCII,
 * so accents are dropped ("São João" → "SAO JOAO"), anything else outside ASCII goes, spaces
 * collapse, and the result is upper case (what the banks' own codes carry) and at most `maximo`.
 */
export function normalizarTextoBrCode(texto: string, maximo: number): string {
  const ascii = texto
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7E]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toUpperCase();
  return ascii.slice(0, maximo).trimEnd();
}

/** "123.45" from 12345 centavos, digit by digit (EMV field 54: digits, a dot, two decimals). */
export function valorBrCode(centavos: Centavos): string {
  if (!Number.isSafeInteger(centavos) || centavos <= 0 || centavos > MAXIMO_CENTAVOS) {
    throw new RangeError(`Valor inválido para o BR Code: ${centavos}`);
  }
  const texto = String(centavos).padStart(3, "0");
  return `${texto.slice(0, -2)}.${texto.slice(-2)}`;
}

/** CRC16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF, no reflection), four upper-case hex digits. */
export function crc16BrCode(texto: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(texto)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

function campo(id: string, valor: string): string {
  // ASCII only (checked by the callers), so the length in characters is the length in bytes.
  if (valor.length === 0 || valor.length > 99) throw new RangeError(`Campo ${id} do BR Code com tamanho inválido.`);
  return `${id}${String(valor.length).padStart(2, "0")}${valor}`;
}

function txidValido(txid: string | null | undefined): string {
  if (!txid) return TXID_AUSENTE;
  if (!/^[A-Za-z0-9]{1,25}$/.test(txid)) throw new RangeError("txid do BR Code deve ter de 1 a 25 letras ou números.");
  return txid;
}

/** The "copia e cola" text of a static PIX charge. Throws RangeError on a field the code cannot carry. */
export function gerarBrCode(d: DadosBrCode): string {
  const nome = normalizarTextoBrCode(d.nomeRecebedor, MAXIMO_NOME_RECEBEDOR);
  const cidade = normalizarTextoBrCode(d.cidadeRecebedor, MAXIMO_CIDADE_RECEBEDOR);
  if (!nome) throw new RangeError("Nome do recebedor vazio para o BR Code.");
  if (!cidade) throw new RangeError("Cidade do recebedor vazia para o BR Code.");
  const contaRecebedor = campo("00", GUI_PIX) + campo("01", normalizarChavePix(d.chavePix));
  const semCrc = [
    campo("00", "01"), // Payload Format Indicator
    campo("26", contaRecebedor), // Merchant Account Information: the PIX GUI and the key
    campo("52", "0000"), // Merchant Category Code: not informed
    campo("53", "986"), // Transaction Currency: BRL (ISO 4217)
    d.valor == null ? "" : campo("54", valorBrCode(d.valor)),
    campo("58", "BR"),
    campo("59", nome),
    campo("60", cidade),
    campo("62", campo("05", txidValido(d.txid))), // Additional Data: the reference label (txid)
    "6304", // CRC16: ID and length enter the checksum
  ].join("");
  return semCrc + crc16BrCode(semCrc);
}
