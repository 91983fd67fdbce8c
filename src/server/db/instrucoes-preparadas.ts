import { createHash } from "node:crypto";
import pg from "pg";

/*
 * Named prepared statements on a PostgreSQL server (issue 12, decision 0032). drizzle sends every
 * query through the extended protocol without a name, so PostgreSQL parses and plans each one
 * again: for a lender's request (the session and wall statement, the read) planning cost more
 * than running. A statement with a name is parsed and planned once per connection, and its plan
 * is cached by PostgreSQL, which re-plans it by itself when a table it reads changes or when the
 * role differs (row-level security).
 *
 * Only parameterised statements get a name (text without parameters goes as a simple query:
 * BEGIN, COMMIT, migrations), and a connection prepares at most LIMITE_POR_CONEXAO distinct texts,
 * so a query whose text varies (an IN list of any length) cannot grow a server process without
 * bound: past the limit, new texts go unnamed, as before.
 *
 * A pooler in transaction mode (PgBouncer before 1.21) does not keep a connection's prepared
 * statements: behind one, set DATABASE_PREPARED_STATEMENTS=0 (config.ts).
 */
export const LIMITE_POR_CONEXAO = 256;

type ConfigDeConsulta = { text: string; name?: string; values?: unknown[] } & Record<string, unknown>;

/** The statement name of a text: the same on every connection and every server. */
export function nomeDaInstrucao(texto: string): string {
  return `d${createHash("sha1").update(texto).digest("base64url")}`;
}

// Texts repeat (each route builds the same queries): their names are kept instead of hashed again.
const nomes = new Map<string, string>();
const LIMITE_DE_NOMES_GUARDADOS = 4096;

function nomeGuardado(texto: string): string {
  let nome = nomes.get(texto);
  if (nome === undefined) {
    if (nomes.size >= LIMITE_DE_NOMES_GUARDADOS) nomes.clear();
    nome = nomeDaInstrucao(texto);
    nomes.set(texto, nome);
  }
  return nome;
}

function temParametros(config: ConfigDeConsulta, valores: unknown): boolean {
  const v = Array.isArray(valores) ? valores : config.values;
  return Array.isArray(v) && v.length > 0;
}

/** pg's Client that names the parameterised statements it sends (pg.Pool's `Client` option). */
export class ClienteComInstrucoesPreparadas extends pg.Client {
  private readonly preparadas = new Set<string>();

  override query(...args: unknown[]): never {
    const [config, valores] = args as [unknown, unknown];
    if (config !== null && typeof config === "object" && typeof (config as ConfigDeConsulta).text === "string") {
      const c = config as ConfigDeConsulta;
      if (c.name === undefined && temParametros(c, valores)) {
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
