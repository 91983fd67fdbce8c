import type { FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import type { UsuarioAutenticado } from "../auth/guard.ts";
import { sessaoSimples, type RegrasDaSessao } from "../auth/sessao-rapida.ts";
import type { Database, Transaction } from "../db/client.ts";
import { clienteDaTransacao, type InstrucaoDoMuro, type RespostaDoMuro } from "../db/muro-por-envio.ts";
import { dataEmSaoPaulo } from "../../domain/dates.ts";

/*
 * A lender's read in one write to PostgreSQL (issue 12 point 4, decision 0035). A signed-in read
 * used to cost three round trips: BEGIN with the session check and the wall, the read, COMMIT.
 * A GET whose session this server has already seen live runs instead with the wall sent along
 * each of its statements (db/muro-por-envio.ts): a one-statement read is one round trip.
 *
 * It is a guess checked by the database, never trusted by itself: the session's owner comes from
 * this server's memory (SessoesConhecidas), and credito_muro_de_leitura (migration 0014) refuses,
 * before any statement of the read runs, unless that token's session is that lender's, live, not
 * due for better-auth's refresh or deletion, and the credits need no write today (and, where the
 * route requires them, are not exhausted). The returned row is checked again here. Whatever goes
 * wrong — a refusal, a statement that needed a transaction (a write, a lock), any doubt — the
 * read is thrown away, the reply's status and headers put back, and the request runs again the
 * usual way, where better-auth and the credit rules answer as they always did.
 */

/** How many sessions a server remembers (about 100 bytes each). */
const SESSOES_LEMBRADAS = 50_000;

const TEXTO_DO_MURO = "SELECT credito_muro_de_leitura($1, $2, $3, $4, $5, $6)";

/** Session tokens (by digest) this server saw live, and whose they were: a hint for the next read. */
export class SessoesConhecidas {
  private readonly mapa = new LRUCache<string, UsuarioAutenticado>({ max: SESSOES_LEMBRADAS });

  lembrar(digesto: string, usuario: UsuarioAutenticado) {
    this.mapa.set(digesto, usuario);
  }

  dica(digesto: string): UsuarioAutenticado | undefined {
    return this.mapa.get(digesto);
  }

  esquecer(digesto: string) {
    this.mapa.delete(digesto);
  }
}

export type LeituraNumSoEnvio = {
  db: Database;
  digesto: string;
  usuario: UsuarioAutenticado;
  regras: RegrasDaSessao;
  hoje: string;
  exigirCreditos: boolean;
};

/** The wall's statement for a read: what credito_muro_de_leitura must make sure of, at `agora`. */
export function instrucaoDoMuro(l: Omit<LeituraNumSoEnvio, "db">, agora: number): InstrucaoDoMuro {
  return {
    text: TEXTO_DO_MURO,
    values: [
      l.digesto,
      l.usuario.id,
      // sessaoSimples: live and not due for refresh (expiresAt - expiresIn + updateAge > agora),
      // and within the absolute lifetime.
      new Date(agora + (l.regras.duracaoSegundos - l.regras.renovarAposSegundos) * 1000).toISOString(),
      new Date(agora - l.regras.duracaoMaximaMs).toISOString(),
      l.hoje,
      String(l.exigirCreditos),
    ],
  };
}

/** What credito_muro_de_leitura answers (migration 0014), the instants in epoch milliseconds. */
export type LinhaDoMuro = {
  usuarioId: string;
  email: string;
  expira: number;
  criada: number;
  diasRestantes: number;
  creditosAtualizados: number;
  versaoDados: number;
};

/** The wall's answer read, or null if it is not what the function returns. */
export function linhaDoMuro(resposta: RespostaDoMuro): LinhaDoMuro | null {
  if (!("valor" in resposta)) return null;
  let campos: unknown;
  try {
    campos = JSON.parse(resposta.valor);
  } catch {
    return null;
  }
  if (!Array.isArray(campos) || campos.length !== 7) return null;
  const [usuarioId, email, ...outros] = campos as unknown[];
  const numeros = outros.map((n) => (typeof n === "number" ? n : Number.NaN));
  if (typeof usuarioId !== "string" || typeof email !== "string" || !numeros.every(Number.isFinite)) return null;
  const [expira, criada, diasRestantes, creditosAtualizados, versaoDados] = numeros as [number, number, number, number, number];
  return { usuarioId, email, expira, criada, diasRestantes, creditosAtualizados, versaoDados };
}

/** Whether the wall's answer says what the database was asked to make sure of. */
function confirmada(linha: LinhaDoMuro, l: LeituraNumSoEnvio, agora: number): boolean {
  if (linha.usuarioId !== l.usuario.id) return false;
  if (!sessaoSimples(linha.expira, linha.criada, l.regras, agora)) return false;
  if (!Number.isInteger(linha.diasRestantes) || (l.exigirCreditos && linha.diasRestantes <= 0)) return false;
  return dataEmSaoPaulo(new Date(linha.creditosAtualizados)) >= l.hoje;
}

/** The reply's status and headers, to put back if the read is thrown away. */
function estadoDaResposta(reply: FastifyReply) {
  const status = reply.statusCode;
  const cabecalhos = { ...reply.getHeaders() };
  return () => {
    for (const nome of Object.keys(reply.getHeaders())) if (!(nome in cabecalhos)) reply.removeHeader(nome);
    reply.headers(cabecalhos);
    reply.code(status);
  };
}

/**
 * Runs `ler` as a read by envio. `{ feita: false }` means it did not happen (nothing of it stands)
 * and the request must run the usual way; an error thrown by `ler` after the wall was confirmed is
 * the request's own (a 404) and is thrown.
 */
export async function lerNumSoEnvio<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  l: LeituraNumSoEnvio,
  ler: (tx: Transaction, respostaDoMuro: () => Promise<RespostaDoMuro>) => Promise<T>,
): Promise<{ feita: true; valor: T } | { feita: false }> {
  const restaurar = estadoDaResposta(reply);
  const agora = Date.now();
  const muro = instrucaoDoMuro(l, agora);
  const resultado = await l.db.transaction(async (tx) => {
    const leitura = clienteDaTransacao(tx)?.abrirLeituraPorEnvio(muro);
    if (!leitura) return { feita: false as const };
    let valor: T | undefined;
    let erro: unknown = null;
    try {
      valor = await ler(tx, () => leitura.respostaDoMuro());
    } catch (e) {
      erro = e;
    }
    const linha = linhaDoMuro(await leitura.respostaDoMuro());
    if (leitura.falhou || !linha || !confirmada(linha, l, agora)) return { feita: false as const };
    if (erro !== null) throw erro;
    return { feita: true as const, valor: valor as T };
  });
  if (!resultado.feita) {
    restaurar();
    req.aposConfirmar = [];
  }
  return resultado;
}
