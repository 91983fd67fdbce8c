import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { ConfigDeConsulta } from "./begin-junto.ts";
import { ClienteComMuroPorEnvio } from "./muro-por-envio.ts";

/*
 * Named prepared statements on a PostgreSQL server (issue 12, decision 0032). drizzle sends every
 * query through the extended protocol without a name, so PostgreSQL parses and plans each one
 * again: the statement that opens the lender's wall (session, role, credits), run on every
 * request, cost more to plan than to run. A statement with a name is parsed and planned once per
 * connection, and PostgreSQL keeps its plan (and plans again by itself when a table changes).
 *
 * Only statements that start with PREPARADA get a name. A kept plan may become a generic one,
 * costed for an average lender: right for a lookup by a unique key (the session's token, the
 * lender's settings), wrong for a query whose cost depends on the lender's size (measured: "this
 * client's loans" through the big lender's whole index, 7.5 ms instead of 0.1 ms). Everything
 * else goes unnamed and is planned for its own values each time, as before.
 *
 * A connection prepares at most LIMITE_POR_CONEXAO distinct texts, so that a marked text that
 * varied could not grow a server process without bound: past the limit, new texts go unnamed.
 *
 * A pooler in transaction mode (PgBouncer before 1.21) does not keep a connection's prepared
 * statements: behind one, set DATABASE_PREPARED_STATEMENTS=0 (config.ts).
 */
export const LIMITE_POR_CONEXAO = 256;

const MARCA = "/* preparada */";

/** The mark as text, for SQL built elsewhere (consulta-pronta.ts). */
export const MARCA_DE_PREPARADA = MARCA;

/** Put first in a statement (sql`${PREPARADA} SELECT ...`) to have it prepared by name. */
export const PREPARADA = sql.raw(MARCA);

/** The statement name of a text: the same on every connection and every server. */
export function nomeDaInstrucao(texto: string): string {
  return `d${createHash("sha1").update(texto).digest("base64url")}`;
}

// The marked texts are few and sent on every request: each is hashed once. Bounded like the
// connections, so that a marked text that varied could not grow this map either.
const nomes = new Map<string, string>();

function nomeGuardado(texto: string): string {
  let nome = nomes.get(texto);
  if (nome === undefined) {
    if (nomes.size >= LIMITE_POR_CONEXAO) nomes.clear();
    nome = nomeDaInstrucao(texto);
    nomes.set(texto, nome);
  }
  return nome;
}

function marcadaComParametros(config: ConfigDeConsulta, valores: unknown): boolean {
  const v = Array.isArray(valores) ? valores : config.values;
  // Without parameters pg sends a simple query, which has no name to give.
  return config.text.startsWith(MARCA) && Array.isArray(v) && v.length > 0;
}

/**
 * pg's Client that names the marked statements it sends (pg.Pool's `Client` option); below it,
 * a lender's read may send the wall with every statement (muro-por-envio.ts) and a transaction's
 * BEGIN goes with the first statement (begin-junto.ts).
 */
export class ClienteComInstrucoesPreparadas extends ClienteComMuroPorEnvio {
  private readonly preparadas = new Set<string>();

  protected override nomeDoMuro(): string {
    return "credito_muro_de_leitura";
  }

  override query(...args: unknown[]): never {
    const [config, valores] = args as [unknown, unknown];
    if (config !== null && typeof config === "object" && typeof (config as ConfigDeConsulta).text === "string") {
      const c = config as ConfigDeConsulta;
      if (c.name === undefined && marcadaComParametros(c, valores)) {
        const nome = nomeGuardado(c.text);
        if (this.preparadas.has(nome) || this.preparadas.size < LIMITE_POR_CONEXAO) {
          this.preparadas.add(nome);
          args[0] = { ...c, name: nome };
        }
      }
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
