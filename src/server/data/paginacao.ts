import { z } from "zod";
import { Invalido } from "../../domain/erros.ts";

/*
 * Keyset pagination (issue 12): a page ends on a row, and the next page starts after that row's
 * sort key and id. Unlike OFFSET, every page is a bounded index walk, however deep, and a row
 * inserted or deleted meanwhile neither repeats nor skips another row.
 *
 * The cursor here is base64url of [ordem, chave, id]; clients only ever see it sealed
 * (http/selo-de-cursor.ts), as the key may be a client's name. Opened, it is still checked like
 * any input: anything that is not a cursor this server made for this order is a 400.
 */

export const MENSAGEM_CURSOR_INVALIDO = "Cursor inválido.";

export type Posicao = { chave: string; id: string };

const formato = z.tuple([z.string(), z.string().max(400), z.uuid()]);

export function codificarCursor(ordem: string, posicao: Posicao): string {
  return Buffer.from(JSON.stringify([ordem, posicao.chave, posicao.id])).toString("base64url");
}

/** The position a cursor names, for `ordem`; `chaveValida` checks the key's form for that order. */
export function decodificarCursor(cursor: string, ordem: string, chaveValida: (chave: string) => boolean): Posicao {
  let dados: unknown;
  try {
    dados = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw new Invalido(MENSAGEM_CURSOR_INVALIDO);
  }
  const lido = formato.safeParse(dados);
  if (!lido.success || lido.data[0] !== ordem || !chaveValida(lido.data[1])) throw new Invalido(MENSAGEM_CURSOR_INVALIDO);
  return { chave: lido.data[1], id: lido.data[2] };
}

/** A page of at most `limite` rows from a query that asked for limite + 1. */
export function pagina<T>(linhas: T[], limite: number, posicaoDe: (linha: T) => Posicao, ordem: string): { itens: T[]; proximoCursor: string | null } {
  if (linhas.length <= limite) return { itens: linhas, proximoCursor: null };
  const itens = linhas.slice(0, limite);
  return { itens, proximoCursor: codificarCursor(ordem, posicaoDe(itens[itens.length - 1]!)) };
}

export const CHAVE_DATA = /^\d{4}-\d{2}-\d{2}$/;
export const CHAVE_DECIMAL = /^\d{1,14}(\.\d{1,2})?$/;
/** A LIKE pattern that matches `termo` anywhere, with LIKE's own wildcards taken literally. */
export function contendo(termo: string): string {
  return `%${termo.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

