import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { apagarSessaoMorta, consultaDaSessao, devidaRenovacao, renovarSessao, sessaoVivaSql, tokenDoPedido, type DepsDaSessao } from "../auth/guard.ts";
import type { Clock } from "../clock.ts";
import type { Transaction } from "../db/client.ts";
import { comoCredorDaSessao } from "../db/muro.ts";
import { lerAcesso } from "../data/creditos.ts";
import { AppError, MENSAGENS } from "./errors.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The lender's transaction, confined by row-level security to the lender's rows. */
    banco: Transaction | null;
    /** Work that must wait for the lender's transaction to commit (e.g. removing files). */
    aposConfirmar: (() => Promise<void>)[];
  }
}

/**
 * The one way into a lender's route. Every route registered in `escopo`:
 * 1. takes the session token the request presents (auth/guard.ts), 401 without one;
 * 2. opens the lender's wall with the statement that finds that token's live session (401 when
 *    none): one transaction as the restricted database role with app.usuario_id set to the
 *    session's owner (db/muro.ts), in which the credit balance is brought to today (402 at
 *    0 days when `exigirCreditos`) and only then the route's schema verdict and its handler run;
 * 3. after the commit, lets better-auth refresh a session due for it.
 * Handlers reach the database only through `bancoDe(req)`; they return their answer instead of
 * sending it, so nothing reaches the client before the transaction commits.
 */
export function rotasDoCredor(escopo: FastifyInstance, deps: DepsDaSessao & { clock: Clock }, opcoes: { exigirCreditos: boolean }) {
  const { db, clock, auth, config } = deps;
  escopo.addHook("onRoute", (rota: RouteOptions) => {
    // The route schema's verdict waits until the session and the credits are known: a signed-out
    // or locked-out lender hears 401 or 402 whatever the body held.
    rota.attachValidation = true;
    const original = rota.handler;
    rota.handler = async function (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
      const token = await tokenDoPedido(auth, req.headers);
      if (!token) throw new AppError(401, MENSAGENS.naoAutenticado);
      const consulta = consultaDaSessao(token, config);
      req.aposConfirmar = [];
      const feito = await comoCredorDaSessao(db, sessaoVivaSql(consulta), async (tx, sessao) => {
        req.usuario = { id: sessao.usuarioId, email: sessao.email };
        const acesso = await lerAcesso(tx, sessao.usuarioId, clock.now(), sessao.acesso ?? undefined);
        if (opcoes.exigirCreditos && acesso.diasRestantes <= 0) throw new AppError(402, MENSAGENS.semCreditos);
        if (req.validationError) throw req.validationError;
        req.versaoDados = acesso.versaoDados;
        req.banco = tx;
        try {
          return await original.call(this, req, reply);
        } finally {
          req.banco = null;
        }
      });
      if (!feito) {
        await apagarSessaoMorta(db, consulta);
        throw new AppError(401, MENSAGENS.naoAutenticado);
      }
      if (devidaRenovacao(auth, feito.sessao.expiraEm, consulta.agora)) await renovarSessao(auth, req);
      // A handler that sent its own reply would have answered before the commit.
      if (reply.sent) req.log.error("rota do credor enviou a resposta antes do fim da transação");
      for (const tarefa of req.aposConfirmar) {
        // The change is committed: a failure here (a file already gone) must not turn it into an error.
        await tarefa().catch((erro: unknown) => req.log.warn({ err: { name: (erro as Error)?.name } }, "tarefa após a transação falhou"));
      }
      return feito.resultado;
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

/** The lender's transaction of a request running under rotasDoCredor. */
export function bancoDe(req: FastifyRequest): Transaction {
  if (!req.banco) throw new Error("bancoDe: rota fora do escopo do credor");
  return req.banco;
}
