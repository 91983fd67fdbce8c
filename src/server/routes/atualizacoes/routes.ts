import { z } from "zod";
import { atualizacaoPendenteApiSchema, clienteApiSchema } from "../../../domain/api/ledger.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { aceitarAtualizacao, descartarAtualizacao, listarAtualizacoesPendentes } from "../../data/atualizacoes.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { ERROS_DO_CREDOR, paramsId, respostas, semConteudo, type AppTipado } from "../../http/rotas-tipadas.ts";

const tags = ["Clientes"];

// New data a borrower sent through a sign-up link for a client already on file (issue 8).
export async function rotasAtualizacoesPendentes(app: AppTipado, { clock }: DepsDoCredor) {
  app.get(
    "/api/clientes/:id/atualizacoes-pendentes",
    {
      schema: {
        tags,
        summary: "Dados novos enviados pelo cliente por um link, à espera do credor",
        params: paramsId,
        response: respostas({ 200: z.array(atualizacaoPendenteApiSchema) }, [...ERROS_DO_CREDOR, 404]),
      },
    },
    async (req) => listarAtualizacoesPendentes(bancoDe(req), usuarioDe(req).id, req.params.id),
  );

  app.post(
    "/api/atualizacoes-pendentes/:id/aceitar",
    {
      schema: {
        tags,
        summary: "Aplica os dados novos à ficha do cliente",
        params: paramsId,
        response: respostas({ 200: clienteApiSchema }, [...ERROS_DO_CREDOR, 404, 409]),
      },
    },
    async (req) => aceitarAtualizacao(bancoDe(req), usuarioDe(req).id, req.params.id, clock.now()),
  );

  app.post(
    "/api/atualizacoes-pendentes/:id/descartar",
    {
      schema: {
        tags,
        summary: "Descarta os dados novos; a ficha fica como está",
        params: paramsId,
        response: respostas({ 204: semConteudo }, [...ERROS_DO_CREDOR, 404, 409]),
      },
    },
    async (req, reply) => {
      await descartarAtualizacao(bancoDe(req), usuarioDe(req).id, req.params.id, clock.now());
      reply.status(204);
      return "" as const;
    },
  );
}
