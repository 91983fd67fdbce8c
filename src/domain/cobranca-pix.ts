// The PIX charge of a loan's current due date: what 'Copiar PIX', the QR code and (later) the
// WhatsApp reminders hand the borrower. Pure, so the web and the server build the same code.
import { gerarBrCode, MAXIMO_CIDADE_RECEBEDOR, MAXIMO_NOME_RECEBEDOR, MAXIMO_TXID, normalizarTextoBrCode } from "./brcode.ts";
import type { Centavos } from "./money.ts";
import { tipoChavePix } from "./pix.ts";

/** The lender's settings the code needs (null or empty when not filled in). */
export interface RecebedorPix {
  chavePix: string | null | undefined;
  nomeRecebedor: string | null | undefined;
  cidadeRecebedor: string | null | undefined;
  /** 'Seu nome (como os clientes verão)' (issue 27): the receiver name when nomeRecebedor is empty. */
  nomeRecibo?: string | null | undefined;
}

/**
 * The receiver name the code carries (EMV field 59, upper-case ASCII, at most 25 characters):
 * the PIX settings' 'Nome do recebedor', else the lender's display name cut to fit, else "".
 */
export function nomeDoRecebedorPix(r: RecebedorPix): string {
  return normalizarTextoBrCode(r.nomeRecebedor ?? "", MAXIMO_NOME_RECEBEDOR) || normalizarTextoBrCode(r.nomeRecibo ?? "", MAXIMO_NOME_RECEBEDOR);
}

export interface CobrancaPix {
  emprestimoId: string;
  /** The cycle (mensal) or installment (parcelado) being charged. */
  ciclo: number;
  /** The amount due: valorDevidoNoVencimento, late interest included. */
  valor: Centavos;
}

/** Whether the settings carry a valid key, a receiver name and a city the code can hold. */
export function recebedorPixCompleto(r: RecebedorPix): boolean {
  return (
    !!r.chavePix &&
    tipoChavePix(r.chavePix) !== null &&
    nomeDoRecebedorPix(r).length > 0 &&
    normalizarTextoBrCode(r.cidadeRecebedor ?? "", MAXIMO_CIDADE_RECEBEDOR).length > 0
  );
}

/**
 * A stable transaction id for a loan's cycle: the loan's UUID digits (upper case) followed by
 * 'C' and the cycle, cut to the 25 characters a static code allows. Copying the code twice for
 * the same cycle gives the same text, and the lender's bank statement shows which loan and
 * cycle a payment was for.
 */
export function txidDoEmprestimo(emprestimoId: string, ciclo: number): string {
  const sufixo = `C${Math.max(0, Math.trunc(ciclo))}`;
  const digitos = emprestimoId.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
  return `${digitos.slice(0, Math.max(0, MAXIMO_TXID - sufixo.length))}${sufixo}`.slice(-MAXIMO_TXID);
}

/** The "copia e cola" of the loan's amount due, or null when the settings are incomplete or nothing is due. */
export function brCodeDoEmprestimo(recebedor: RecebedorPix, cobranca: CobrancaPix): string | null {
  if (!recebedorPixCompleto(recebedor) || cobranca.valor <= 0) return null;
  try {
    return gerarBrCode({
      chavePix: recebedor.chavePix ?? "",
      nomeRecebedor: nomeDoRecebedorPix(recebedor),
      cidadeRecebedor: recebedor.cidadeRecebedor ?? "",
      valor: cobranca.valor,
      txid: txidDoEmprestimo(cobranca.emprestimoId, cobranca.ciclo),
    });
  } catch (erro) {
    // An amount above what the code can carry: no code rather than a wrong one.
    if (erro instanceof RangeError) return null;
    throw erro;
  }
}
