import type { FastifyInstance } from "fastify";
import type { DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { aceitarAtualizacao, descartarAtualizacao, listarAtualizacoesPendentes } from "../../data/atualizacoes.ts";

// New data a borrower sent through a sign-up link for a client already on file (issue 8).
export async function rotasAtualizacoesPendentes(app: FastifyInstance, { clock }: DepsDoCredor) {
  app.get<{ Params: { id: string } }>("/api/clientes/:id/atualizacoes-pendentes", async (req) =>
    listarAtualizacoesPendentes(bancoDe(req), usuarioDe(req).id, req.params.id),
  );

  app.post<{ Params: { id: string } }>("/api/atualizacoes-pendentes/:id/aceitar", async (req) =>
    aceitarAtualizacao(bancoDe(req), usuarioDe(req).id, req.params.id, clock.now()),
  );

  app.post<{ Params: { id: string } }>("/api/atualizacoes-pendentes/:id/descartar", async (req, reply) => {
    await descartarAtualizacao(bancoDe(req), usuarioDe(req).id, req.params.id, clock.now());
    reply.status(204);
    return "";
  });
}
