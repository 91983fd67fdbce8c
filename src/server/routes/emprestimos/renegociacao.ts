import { dividaAtualApiSchema, renegociacaoApiSchema } from "../../../domain/api/renegociacao.ts";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { renegociacaoSchema } from "../../../domain/schemas/renegociacao.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { dividaParaRenegociar, renegociar } from "../../data/renegociacao.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { ERROS_DO_CREDOR, paramsId, respostas, type AppTipado } from "../../http/rotas-tipadas.ts";

const tags = ["Empréstimos"];

/** Issue 43, point 5: 'Renegociar' on an open loan (DOMAIN.md, "Renegotiation"). */
export async function rotasRenegociacao(app: AppTipado, { clock, config }: DepsDoCredor) {
  const hoje = () => dataEmSaoPaulo(clock.now());

  app.get(
    "/api/emprestimos/:id/renegociacao",
    {
      schema: {
        tags,
        summary: "O que o empréstimo deve hoje, por parte (principal, juros vencidos, juros de atraso, multa): a base de uma renegociação",
        params: paramsId,
        response: respostas({ 200: dividaAtualApiSchema }, [...ERROS_DO_CREDOR, 404, 409]),
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", "no-store");
      return dividaParaRenegociar(bancoDe(req), usuarioDe(req).id, req.params.id, hoje());
    },
  );

  app.post(
    "/api/emprestimos/:id/renegociacao",
    {
      schema: {
        tags,
        summary:
          "Renegocia um empréstimo em aberto: o que ele deve hoje, menos o perdão, vira o principal de um novo empréstimo com os termos dados; o antigo fica renegociado",
        params: paramsId,
        body: renegociacaoSchema,
        response: respostas({ 201: renegociacaoApiSchema }, [...ERROS_DO_CREDOR, 400, 404, 409]),
      },
    },
    async (req, reply) => {
      reply.status(201);
      return renegociar(bancoDe(req), usuarioDe(req).id, req.params.id, req.body, hoje(), config.limiteJurosAnual);
    },
  );
}
