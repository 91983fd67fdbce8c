// Refusals the data layer raises, in the domain's words: "not found", "conflicts with the current
// state", "invalid input". They carry the pt-BR text the user reads, and optionally field errors
// and a stable code the web reacts to. The HTTP status is chosen at the edge
// (src/server/http/error-handler.ts), never here.

export type TipoErroDeDominio = "nao_encontrado" | "conflito" | "invalido";

export interface DetalhesDoErro {
  /** Field → message, for a form that marks the field. */
  errors?: Record<string, string>;
  /** A stable machine-readable code (e.g. "pagamento_repetido"). */
  code?: string;
}

export abstract class ErroDeDominio extends Error {
  abstract readonly tipo: TipoErroDeDominio;
  readonly errors: Record<string, string> | undefined;
  readonly code: string | undefined;

  constructor(message: string, { errors, code }: DetalhesDoErro = {}) {
    super(message);
    this.errors = errors;
    this.code = code;
  }
}

/** What the request names does not exist (or is not the lender's). */
export class NaoEncontrado extends ErroDeDominio {
  readonly tipo = "nao_encontrado";
  override readonly name = "NaoEncontrado";
}

/** The request is well-formed but the current state refuses it (already used, has payments…). */
export class Conflito extends ErroDeDominio {
  readonly tipo = "conflito";
  override readonly name = "Conflito";
}

/** A value the request carried is not acceptable (a cursor, a document). */
export class Invalido extends ErroDeDominio {
  readonly tipo = "invalido";
  override readonly name = "Invalido";
}
