import pg from "pg";

/*
 * BEGIN sent together with the transaction's first statement (issue 12, decision 0034). Every
 * lender request is a transaction (the wall of muro.ts lives in it), and drizzle opens one with
 * a BEGIN of its own, awaited before anything else: a round trip to PostgreSQL that carries
 * nothing. On this kind of machine each round trip costs the server a socket write, a read and a
 * wake-up of PostgreSQL on the other core, and a signed-in read made four of them (BEGIN; the
 * wall; the read; COMMIT).
 *
 * This Client answers drizzle's BEGIN at once, without sending it, and sends it in the same
 * extended-protocol pipeline as the next statement: Parse/Bind/Execute of BEGIN, then the
 * statement's own messages, one Sync, one write, one answer. PostgreSQL documents the meaning: a
 * BEGIN executed inside an extended-query pipeline starts a transaction block that lasts past the
 * Sync. If either fails, PostgreSQL skips the rest up to the Sync and the statement's promise
 * rejects with that error; drizzle then sends ROLLBACK, as it always did. A transaction with no
 * statement at all sends nothing (its COMMIT or ROLLBACK is answered here too).
 *
 * Only drizzle's form is recognised: a query config object whose text is exactly "begin" and that
 * has no parameters. A string, a callback or a submittable (a cursor) after a deferred BEGIN gets a
 * plain BEGIN queued ahead of it, so nothing ever runs outside the transaction it was meant for.
 */

export type ConfigDeConsulta = { text: string; values?: unknown[]; name?: string; queryMode?: string } & Record<string, unknown>;

/** The result pg would have given for a statement without rows (BEGIN, COMMIT, ROLLBACK). */
export function semLinhas(comando: string): pg.QueryResult {
  return { command: comando, rowCount: null, oid: 0, fields: [], rows: [] };
}

/** The text of a statement, without the spaces around it and in lower case. */
export const comandoDe = (texto: string) => texto.trim().toLowerCase();

/**
 * The arguments of a Client.query call in drizzle's form — a query config object with text, not a
 * submittable, no callback — with its parameters; null for any other form.
 */
export function formaDoDrizzle(args: unknown[]): { config: ConfigDeConsulta; parametros: unknown[] } | null {
  const [config, valores] = args as [unknown, unknown];
  const objeto =
    config !== null &&
    typeof config === "object" &&
    typeof (config as ConfigDeConsulta).text === "string" &&
    typeof (config as { submit?: unknown }).submit !== "function";
  if (!objeto || args.some((a) => typeof a === "function")) return null;
  const c = config as ConfigDeConsulta;
  return { config: c, parametros: Array.isArray(valores) ? valores : (c.values ?? []) };
}

const MENSAGEM_BEGIN = { text: "BEGIN", name: "", types: [] as number[] };

/**
 * pg's Query that sends BEGIN in its own pipeline, just before its statement. The answer to BEGIN
 * comes first (pg then keeps two results); the caller gets only its statement's.
 */
class ConsultaComBegin extends pg.Query {
  prepare(conexao: { parse: (m: object) => void; bind: (m: object) => void; execute: (m: object) => void }) {
    conexao.parse(MENSAGEM_BEGIN);
    conexao.bind({ portal: "", statement: "", values: [] });
    conexao.execute({ portal: "", rows: 0 });
    (pg.Query.prototype as unknown as { prepare: (c: unknown) => void }).prepare.call(this, conexao);
  }

  handleReadyForQuery(conexao: unknown) {
    const self = this as unknown as { _results: unknown };
    if (Array.isArray(self._results)) self._results = self._results[self._results.length - 1];
    (pg.Query.prototype as unknown as { handleReadyForQuery: (c: unknown) => void }).handleReadyForQuery.call(this, conexao);
  }
}

/** pg's Client that sends a transaction's BEGIN with its first statement (pg.Pool's `Client` option). */
export class ClienteComBeginJunto extends pg.Client {
  private beginAdiado = false;

  /** Whether drizzle's BEGIN was answered here and nothing has been sent since (muro-por-envio.ts). */
  protected temBeginAdiado(): boolean {
    return this.beginAdiado;
  }

  /** Forgets the deferred BEGIN: the caller takes over the transaction's statements (muro-por-envio.ts). */
  protected descartarBeginAdiado(): void {
    this.beginAdiado = false;
  }

  override query(...args: unknown[]): never {
    const enviar = (...a: unknown[]) => (super.query as (...x: unknown[]) => never)(...a);
    const forma = formaDoDrizzle(args);

    if (forma) {
      const { config, parametros } = forma;
      const semParametros = parametros.length === 0;
      const comando = comandoDe(config.text);
      if (comando === "begin" && semParametros && !this.beginAdiado) {
        this.beginAdiado = true;
        return Promise.resolve(semLinhas("BEGIN")) as never;
      }
      if (this.beginAdiado) {
        this.beginAdiado = false;
        // A transaction that ran nothing: nothing was sent, so there is nothing to end.
        if ((comando === "commit" || comando === "rollback") && semParametros) return Promise.resolve(semLinhas(comando.toUpperCase())) as never;
        return new Promise((resolver, rejeitar) => {
          // queryMode "extended" (pg's, not in its types): even without parameters, so BEGIN can go along.
          const estendida = { ...config, queryMode: "extended" } as unknown as pg.QueryConfig;
          const consulta = new ConsultaComBegin(estendida, parametros, (erro, resultado) => (erro ? rejeitar(erro) : resolver(resultado)));
          enviar(consulta);
        }) as never;
      }
    } else if (this.beginAdiado) {
      // Any other form of query: the plain BEGIN goes first, queued ahead of it on this connection.
      this.beginAdiado = false;
      (enviar("BEGIN") as unknown as Promise<unknown>).catch(() => {
        // Its failure (a lost connection) fails the query queued behind it as well.
      });
    }
    return enviar(...args);
  }
}
