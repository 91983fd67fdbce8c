import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import type { Clock } from "../clock.ts";
import type { Database, Transaction } from "../db/client.ts";
import { comoCredorComAcesso } from "../db/muro.ts";
import type { UsuarioAutenticado } from "../auth/guard.ts";
import { comoCredorPelaSessao, SessaoParaABetterAuth, type RegrasDaSessao } from "../auth/sessao-rapida.ts";
import type { LinhaDeAcesso } from "../data/creditos.ts";
import { lerAcesso } from "../data/creditos.ts";
import { AppError, MENSAGENS } from "./errors.ts";
import type { RespostaDoMuro } from "../db/muro-por-envio.ts";
import { digestoDoToken } from "../auth/sessoes-no-banco.ts";
import { dataEmSaoPaulo } from "../../domain/dates.ts";
import { lerNumSoEnvio, linhaDoMuro, type SessoesConhecidas } from "./leitura-num-so-envio.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The lender's transaction, confined by row-level security to the lender's rows. */
    banco: Transaction | null;
    /** Work that must wait for the lender's transaction to commit (e.g. removing files). */
    aposConfirmar: (() => Promise<void>)[];
    /** In a read by envio (leitura-num-so-envio.ts): the wall's answer, which holds the data version. */
    respostaDoMuro: (() => Promise<RespostaDoMuro>) | null;
  }
}

/**
 * Makes every route registered in `escopo` run inside the lender's wall: one transaction as the
 * restricted database role with app.usuario_id set (db/muro.ts), in which the credit balance is
 * brought to today (402 at 0 days when `exigirCreditos`) and the handler runs. Handlers reach
 * the database only through `bancoDe(req)`; they return their answer instead of sending it, so
 * nothing reaches the client before the transaction commits.
 */
export function rotasDoCredor(
  escopo: FastifyInstance,
  db: Database,
  clock: Clock,
  opcoes: {
    exigirCreditos: boolean;
    /** The session rules and better-auth's own check, for requests that came with a session token. */
    sessao?: {
      regras: RegrasDaSessao;
      pelaBetterAuth: (req: FastifyRequest) => Promise<UsuarioAutenticado | null>;
      /** The sessions seen live here, for reads by envio; without it every request runs the usual way. */
      conhecidas?: SessoesConhecidas;
    };
  },
) {
  escopo.addHook("onRoute", (rota: RouteOptions) => {
    // The route schema's verdict waits until the session and the credits are known: a signed-out
    // or locked-out lender hears 401 or 402 whatever the body held.
    rota.attachValidation = true;
    const original = rota.handler;
    rota.handler = async function (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
      req.aposConfirmar = [];
      // The route's own handler, with the lender's transaction in reach for as long as it runs.
      const rodarNoBanco = async (tx: Transaction) => {
        req.banco = tx;
        try {
          return await original.call(this, req, reply);
        } finally {
          req.banco = null;
          req.respostaDoMuro = null;
        }
      };
      const executar = async (tx: Transaction, usuario: UsuarioAutenticado, lida: LinhaDeAcesso | null) => {
        req.usuario = usuario;
        const acesso = await lerAcesso(tx, usuario.id, clock.now(), lida ?? undefined);
        if (opcoes.exigirCreditos && acesso.diasRestantes <= 0) throw new AppError(402, MENSAGENS.semCreditos);
        if (req.validationError) throw req.validationError;
        req.versaoDados = acesso.versaoDados;
        return rodarNoBanco(tx);
      };
      const comoOUsuario = (usuario: UsuarioAutenticado) => comoCredorComAcesso(db, usuario.id, (tx, lida) => executar(tx, usuario, lida));
      let resposta: unknown;
      if (req.usuario) {
        resposta = await comoOUsuario(req.usuario);
      } else if (req.tokenDeSessao && opcoes.sessao) {
        const { conhecidas, regras } = opcoes.sessao;
        const digesto = digestoDoToken(req.tokenDeSessao);
        const dica = req.method === "GET" && !req.validationError ? conhecidas?.dica(digesto) : undefined;
        const porEnvio =
          dica &&
          (await lerNumSoEnvio(
            req,
            reply,
            { db, digesto, usuario: dica, regras, hoje: dataEmSaoPaulo(clock.now()), exigirCreditos: opcoes.exigirCreditos },
            (tx, respostaDoMuro) => {
              req.usuario = dica;
              req.respostaDoMuro = respostaDoMuro;
              return rodarNoBanco(tx);
            },
          ));
        if (porEnvio && porEnvio.feita) {
          resposta = porEnvio.valor;
        } else {
          if (dica) conhecidas?.esquecer(digesto);
          req.usuario = null;
          resposta = await comoCredorPelaSessaoLembrando(digesto);
        }
      } else {
        throw new AppError(401, MENSAGENS.naoAutenticado);
      }
      // A handler that sent its own reply would have answered before the commit.
      if (reply.sent) req.log.error("rota do credor enviou a resposta antes do fim da transação");
      for (const tarefa of req.aposConfirmar) {
        // The change is committed: a failure here (a file already gone) must not turn it into an error.
        await tarefa().catch((erro: unknown) => req.log.warn({ err: { name: (erro as Error)?.name } }, "tarefa após a transação falhou"));
      }
      return resposta;

      /** The usual way from a session token; a plain live session with its access row is remembered for reads by envio. */
      async function comoCredorPelaSessaoLembrando(digesto: string): Promise<unknown> {
        const sessao = opcoes.sessao!;
        try {
          return await comoCredorPelaSessao(db, digesto, sessao.regras, (tx, usuario, lida) => {
            if (lida) sessao.conhecidas?.lembrar(digesto, usuario);
            return executar(tx, usuario, lida);
          });
        } catch (erro) {
          if (!(erro instanceof SessaoParaABetterAuth)) throw erro;
          // Not a plain live session: better-auth refreshes, deletes or refuses it.
          const usuario = await sessao.pelaBetterAuth(req);
          if (!usuario) throw new AppError(401, MENSAGENS.naoAutenticado);
          return await comoOUsuario(usuario);
        }
      }
    };
  });
}

/**
 * Runs `tarefa` once the request's transaction has committed, so that what cannot roll back
 * (deleting a file) happens only when the change it belongs to is permanent.
 */
export function depoisDeConfirmar(req: FastifyRequest, tarefa: () => Promise<void>): void {
  req.aposConfirmar.push(tarefa);
}

/**
 * The lender's data version (the key of cached reads): read with the session, or, in a read by
 * envio, from the wall's answer (sent alone if no statement has carried it yet).
 */
export async function versaoDosDados(req: FastifyRequest): Promise<number | null> {
  if (req.versaoDados === null && req.respostaDoMuro) {
    const linha = linhaDoMuro(await req.respostaDoMuro());
    if (linha) req.versaoDados = linha.versaoDados;
  }
  return req.versaoDados;
}

/** The lender's transaction of a request running under rotasDoCredor. */
export function bancoDe(req: FastifyRequest): Transaction {
  if (!req.banco) throw new Error("bancoDe: rota fora do escopo do credor");
  return req.banco;
}
