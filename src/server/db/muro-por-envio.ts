import pg from "pg";
import { ClienteComBeginJunto, comandoDe, formaDoDrizzle, semLinhas } from "./begin-junto.ts";
import type { Transaction } from "./client.ts";

/*
 * The wall sent with every statement (issue 12, decision 0035). A lender's read opened this way
 * has no BEGIN and no COMMIT: each statement it runs goes to PostgreSQL in one extended-protocol
 * pipeline behind the wall's statement (a call of credito_muro_de_leitura, migration 0014), with
 * one Sync. A pipeline is its own implicit transaction, so the wall's settings (the lender's id,
 * the restricted role, read-only) hold for the statement behind it and end at the Sync; if the
 * wall refuses, PostgreSQL skips the rest of the pipeline and the statement never runs.
 *
 * The rule is enforced here, at the connection, and nowhere else: while a read is open, any
 * statement sent on this connection carries the wall, and any form of query that cannot carry it
 * (a plain string, a callback, a cursor) is refused. The read ends with its transaction's COMMIT
 * or ROLLBACK, answered here: nothing was opened on the server, there is nothing to end.
 *
 * Statements within one read see separate snapshots, as they would in the READ COMMITTED
 * transaction they replace; what would need one transaction (a write, a lock, a savepoint) fails,
 * and the caller runs the request again the usual way (leitura-num-so-envio.ts).
 */

/** The wall's statement: its text and its parameters, already text. */
export type InstrucaoDoMuro = { text: string; values: string[] };

/** What the wall said on its first run: its one text value, or its refusal (or the first failure of the pipeline). */
export type RespostaDoMuro = { valor: string } | { erro: Error };

type Conexao = {
  close: (m: object) => void;
  sync: () => void;
  parse: (m: object) => void;
  bind: (m: object) => void;
  describe: (m: object) => void;
  execute: (m: object) => void;
};

/** Query's internals used below (pg keeps several results when a pipeline holds several statements). */
type InternosDaConsulta = { _results: pg.QueryResult | pg.QueryResult[] };

/** The first column of the first row of a result, if it is text, whatever the row mode of the statement it rode with. */
function valorUnico(resultado: pg.QueryResult): string | null {
  const linha = resultado.rows[0] as unknown;
  if (linha === undefined || resultado.fields.length === 0) return null;
  const valor = Array.isArray(linha) ? (linha as unknown[])[0] : (linha as Record<string, unknown>)[resultado.fields[0]!.name];
  return typeof valor === "string" ? valor : null;
}

/** The wall's refusal (credito_muro_de_leitura's own SQLSTATE): raised at its Execute, after its Parse. */
const RECUSA_DO_MURO = "CF001";

/**
 * The wall's statement on one connection. Named, it is parsed and planned once per connection
 * (decision 0032); pg does not know of it (its bookkeeping follows the pipeline's own statement),
 * so whether it exists is kept here: certain after a pipeline that answered or that the wall
 * itself refused, unknown after any other failure, when the next pipeline closes it first (a
 * Close of a statement that does not exist is no error) and parses it again.
 */
class MuroNaConexao {
  private preparado = false;
  private incerto = false;

  constructor(private readonly nome: string) {}

  escrever(conexao: Conexao, muro: InstrucaoDoMuro) {
    if (this.nome && !this.preparado) {
      if (this.incerto) conexao.close({ type: "S", name: this.nome });
      conexao.parse({ text: muro.text, name: this.nome, types: [] });
    } else if (!this.nome) {
      conexao.parse({ text: muro.text, name: "", types: [] });
    }
    // The unnamed portal is used up before the statement behind it binds its own.
    conexao.bind({ portal: "", statement: this.nome, values: muro.values });
    conexao.describe({ type: "P", name: "" });
    conexao.execute({ portal: "", rows: 0 });
  }

  /** Whether the wall's statement certainly exists on this connection (always false when unnamed). */
  jaPreparado(): boolean {
    return this.nome !== "" && this.preparado;
  }

  terminou(erro: (Error & { code?: string }) | null) {
    if (!erro || erro.code === RECUSA_DO_MURO) {
      this.preparado = true;
      this.incerto = false;
    } else {
      this.preparado = false;
      this.incerto = true;
    }
  }
}

const prototipo = pg.Query.prototype as unknown as {
  prepare: (c: unknown) => void;
  handleError: (e: Error, c: unknown) => void;
  handleReadyForQuery: (c: unknown) => void;
};

/**
 * pg's Query that sends the wall's statement, then its own (or nothing, `sozinho`), with one
 * Sync; the wall's result goes to `aoResponder`, the caller gets its own statement's.
 */
class ConsultaAtrasDoMuro extends pg.Query {
  constructor(
    config: pg.QueryConfig,
    valores: unknown[] | undefined,
    retorno: (erro: Error | null, resultado?: pg.QueryResult) => void,
    private readonly muro: InstrucaoDoMuro,
    private readonly naConexao: MuroNaConexao,
    private readonly aoResponder: (resposta: RespostaDoMuro) => void,
    private readonly sozinho = false,
  ) {
    super(config, valores, retorno as never);
  }

  prepare(conexao: Conexao) {
    this.naConexao.escrever(conexao, this.muro);
    if (this.sozinho) conexao.sync();
    else prototipo.prepare.call(this, conexao);
  }

  handleError(erro: Error, conexao: unknown) {
    this.naConexao.terminou(erro);
    this.aoResponder({ erro });
    prototipo.handleError.call(this, erro, conexao);
  }

  handleReadyForQuery(conexao: unknown) {
    this.naConexao.terminou(null);
    const self = this as unknown as InternosDaConsulta;
    const resultados = Array.isArray(self._results) ? self._results : [self._results];
    const valor = resultados.length >= (this.sozinho ? 1 : 2) ? valorUnico(resultados[0]!) : null;
    this.aoResponder(valor !== null ? { valor } : { erro: new Error("o muro não respondeu") });
    self._results = resultados[resultados.length - 1]!;
    prototipo.handleReadyForQuery.call(this, conexao);
  }
}

/** The refusal of a query that cannot carry the wall. */
export class ConsultaSemMuro extends Error {
  constructor() {
    super("consulta sem o muro numa leitura por envio");
  }
}

/** An open read of ClienteComMuroPorEnvio: the wall's first answer, and whether anything failed. */
export class LeituraPorEnvio {
  private resposta: RespostaDoMuro | null = null;
  private esperando: ((r: RespostaDoMuro) => void)[] = [];
  /** Set by the first failure of any pipeline: the read cannot be trusted as it ran. */
  falhou = false;

  constructor(
    readonly muro: InstrucaoDoMuro,
    private readonly enviarSoOMuro: (leitura: LeituraPorEnvio) => void,
  ) {}

  /** Called by each pipeline: the first answer is kept; any failure marks the read. */
  registrar(resposta: RespostaDoMuro) {
    if ("erro" in resposta) this.falhou = true;
    if (this.resposta) return;
    this.resposta = resposta;
    for (const avisar of this.esperando.splice(0)) avisar(resposta);
  }

  /** The wall's answer; if no statement has carried it yet, it goes alone now. */
  respostaDoMuro(): Promise<RespostaDoMuro> {
    if (this.resposta) return Promise.resolve(this.resposta);
    const promessa = new Promise<RespostaDoMuro>((resolver) => this.esperando.push(resolver));
    if (this.esperando.length === 1) this.enviarSoOMuro(this);
    return promessa;
  }
}

/** pg's Client that can run a lender's read with the wall sent along every statement (pg.Pool's `Client`). */
export class ClienteComMuroPorEnvio extends ClienteComBeginJunto {
  private leitura: LeituraPorEnvio | null = null;
  /** Unnamed here; named below, where the connection keeps prepared statements (instrucoes-preparadas.ts). */
  protected readonly muroNaConexao = new MuroNaConexao(this.nomeDoMuro());

  protected nomeDoMuro(): string {
    return "";
  }

  /**
   * Turns the transaction drizzle just opened on this connection (its BEGIN deferred, nothing sent)
   * into a read by envio. Null if a statement was already sent: the transaction goes on as it is.
   */
  abrirLeituraPorEnvio(muro: InstrucaoDoMuro): LeituraPorEnvio | null {
    if (this.leitura || !this.temBeginAdiado()) return null;
    this.descartarBeginAdiado();
    this.leitura = new LeituraPorEnvio(muro, (l) => this.enviarSoOMuro(l));
    return this.leitura;
  }

  private enviarSoOMuro(leitura: LeituraPorEnvio) {
    if (this.leitura !== leitura) {
      leitura.registrar({ erro: new Error("a leitura já terminou") });
      return;
    }
    const muro = leitura.muro;
    const consulta = new ConsultaAtrasDoMuro(
      { text: "", queryMode: "extended" } as pg.QueryConfig,
      undefined,
      () => {},
      muro,
      this.muroNaConexao,
      (r) => leitura.registrar(r),
      true,
    );
    (super.query as (q: unknown) => void)(consulta);
  }

  override query(...args: unknown[]): never {
    const leitura = this.leitura;
    if (!leitura) return (super.query as (...a: unknown[]) => never)(...args);
    const forma = formaDoDrizzle(args);
    if (!forma) {
      leitura.falhou = true;
      return Promise.reject(new ConsultaSemMuro()) as never;
    }
    const { config: c, parametros } = forma;
    const comando = comandoDe(c.text);
    if ((comando === "commit" || comando === "rollback") && parametros.length === 0) {
      // The end of drizzle's transaction: the read is over, nothing is open on the server.
      this.leitura = null;
      return Promise.resolve(semLinhas(comando.toUpperCase())) as never;
    }
    return new Promise((resolver, rejeitar) => {
      // pg records the statement's name as prepared on the pipeline's first ParseComplete. That
      // is the statement's own only if the wall is already prepared here; otherwise it goes
      // unnamed this time, or pg could believe it prepared when the wall refused and nothing
      // behind it was parsed.
      const { name: nome, ...semNome } = c;
      const config = nome !== undefined && this.muroNaConexao.jaPreparado() ? { ...semNome, name: nome } : semNome;
      const consulta = new ConsultaAtrasDoMuro(
        { ...config, queryMode: "extended" } as unknown as pg.QueryConfig,
        parametros,
        (erro, resultado) => (erro ? rejeitar(erro) : resolver(resultado)),
        leitura.muro,
        this.muroNaConexao,
        (r) => leitura.registrar(r),
      );
      (super.query as (q: unknown) => void)(consulta);
    }) as never;
  }
}

/** The pg Client under a drizzle transaction, if it is one that can read by envio. */
export function clienteDaTransacao(tx: Transaction): ClienteComMuroPorEnvio | null {
  const cliente = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  return cliente instanceof ClienteComMuroPorEnvio ? cliente : null;
}
