import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, MENSAGENS } from "./errors.ts";

// Hostile text is refused once, here, for every route (the better-auth bridge and the public
// sign-up included), before any handler or database sees it. NUL makes PostgreSQL fail the whole
// statement (a 500 before this hook); other control characters have no place in a name, a CPF,
// an id or a token and only hide what a lender reads. Only free-text body fields keep the line
// breaks and tabs a person can type.

// Every control (C0, DEL, C1) and every invisible format character (Unicode's Cf: the bidi
// overrides and isolates that show "Ana\u202e 00,01 R$" reversed, zero-width spaces and joiners,
// the BOM, the soft hyphen): none belongs in a name, a CPF, a PIX key, an id or a token, and
// each can make what a lender reads, in a list, a CSV or a PDF, differ from what is stored.
const CONTROLE = /[\p{Cc}\p{Cf}]/u;
// In free text, tab, line feed and carriage return pass, and so does the zero-width joiner that
// builds emoji (a family, a flag): a person types those.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLE_EXCETO_QUEBRAS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|(?!\u200d)\p{Cf}/u;
// Half of a UTF-16 pair: JSON allows "\ud800", UTF-8 cannot hold it.
const SURROGATE_SOLTO = /\p{Cs}/u;

/**
 * How deep a body, query or params object may nest. Our deepest input is two levels; a 100 KB
 * body can nest 50,000, and re-serializing that (the better-auth bridge does) overflows the stack.
 */
export const MAXIMO_NIVEIS = 16;

/** Body fields a person types free text into (a payment's note, an operator's description). */
export const CAMPOS_TEXTO_LIVRE: ReadonlySet<string> = new Set(["observacao", "descricao"]);

/** The message for a text, or null when it may pass. */
export function problemaNoTexto(texto: string, textoLivre = false): string | null {
  if ((textoLivre ? CONTROLE_EXCETO_QUEBRAS : CONTROLE).test(texto)) return MENSAGENS.caracteresDeControle;
  if (SURROGATE_SOLTO.test(texto)) return MENSAGENS.textoInvalido;
  return null;
}

// Each pending value points to its parent, so the path is only built for the one that fails.
type Pendente = { valor: unknown; chave: string | null; pai: Pendente | null; textoLivre: boolean; nivel: number };

function caminhoDe(no: Pendente): string {
  const partes: string[] = [];
  for (let atual: Pendente | null = no; atual?.chave != null; atual = atual.pai) partes.unshift(atual.chave);
  return partes.join(".") || "_";
}

/**
 * Checks every key and string in a parsed body, query or params object, and how deep it nests.
 * Iterative, so the walk itself never runs out of stack whatever arrives.
 */
export function verificarValores(raiz: unknown, permitirTextoLivre: boolean): { caminho: string; message: string } | null {
  const pilha: Pendente[] = [{ valor: raiz, chave: null, pai: null, textoLivre: false, nivel: 0 }];
  while (pilha.length > 0) {
    const no = pilha.pop() as Pendente;
    const { valor } = no;
    if (typeof valor === "string") {
      const message = problemaNoTexto(valor, no.textoLivre);
      if (message) return { caminho: caminhoDe(no), message };
      continue;
    }
    if (typeof valor !== "object" || valor === null) continue;
    // No field to point at: the whole body is the problem.
    if (no.nivel >= MAXIMO_NIVEIS) return { caminho: "_", message: MENSAGENS.aninhamentoExcessivo };
    const nivel = no.nivel + 1;
    if (Array.isArray(valor)) {
      valor.forEach((item, i) => pilha.push({ valor: item, chave: String(i), pai: no, textoLivre: no.textoLivre, nivel }));
      continue;
    }
    for (const [chave, item] of Object.entries(valor)) {
      const message = problemaNoTexto(chave);
      // The key itself cannot name the field: it is the bad text.
      if (message) return { caminho: caminhoDe({ valor, chave: "_", pai: no, textoLivre: false, nivel }), message };
      pilha.push({ valor: item, chave, pai: no, textoLivre: permitirTextoLivre && CAMPOS_TEXTO_LIVRE.has(chave), nivel });
    }
  }
  return null;
}

type Parte = { type: string; fieldname?: unknown; value?: unknown };

// Multipart fields are read by the handler while the upload streams in, after every hook has
// run; each field is checked as the handler's loop receives it, and a bad one stops the loop.
async function* partesVerificadas<P extends Parte>(partes: AsyncIterableIterator<P>): AsyncGenerator<P, void, undefined> {
  for await (const parte of partes) {
    const textos = [parte.fieldname, parte.type === "field" ? parte.value : undefined];
    for (const texto of textos) {
      const message = typeof texto === "string" ? problemaNoTexto(texto) : null;
      if (message) {
        const campo = typeof parte.fieldname === "string" && !problemaNoTexto(parte.fieldname) ? parte.fieldname : "_";
        throw new AppError(400, message, { [campo]: message });
      }
    }
    yield parte;
  }
}

function verificarMultipart(req: FastifyRequest) {
  if (typeof req.isMultipart !== "function" || !req.isMultipart()) return;
  const original = req.parts;
  req.parts = function (this: FastifyRequest, ...args: Parameters<FastifyRequest["parts"]>) {
    return partesVerificadas(original.apply(this, args));
  };
}

/** Registers the check on `app`; call before any route so every route inherits it. */
export function registrarEntradaSegura(app: FastifyInstance) {
  app.addHook("preValidation", async (req) => {
    // Path and query: no control characters at all, and no field errors (no form field to mark).
    for (const origem of [req.params, req.query]) {
      const problema = verificarValores(origem, false);
      if (problema) throw new AppError(400, problema.message);
    }
    const problema = verificarValores(req.body, true);
    if (problema) throw new AppError(400, problema.message, { [problema.caminho]: problema.message });
    verificarMultipart(req);
  });
}
