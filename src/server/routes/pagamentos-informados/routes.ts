import { z } from "zod";
import { pagamentoInformadoApiSchema, recusaPagamentoInformadoSchema } from "../../../domain/api/pagamentos-informados.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { listarPagamentosInformados, recusarPagamentoInformado } from "../../data/pagamentos-informados.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { ERROS_DO_CREDOR, paramsId, queryClienteId, respostas, type AppTipado } from "../../http/rotas-tipadas.ts";

const tags = ["Pagamentos informados"];

/**
 * Issue 30, point 3: the lender's side of 'Já paguei'. The list waits at the top of the dashboard
 * and the client's page; 'Confirmar' is POST /api/pagamentos with pagamentoInformadoId, 'Recusar'
 * is here.
 */
export async function rotasPagamentosInformados(app: AppTipado, { clock }: DepsDoCredor) {
  app.get(
    "/api/pagamentos-informados",
    {
      schema: {
        tags,
        summary: "Pagamentos informados pelos clientes aguardando confirmação; com clienteId, só os desse cliente",
        querystring: queryClienteId,
        response: respostas({ 200: z.array(pagamentoInformadoApiSchema) }, ERROS_DO_CREDOR),
      },
    },
    async (req) => listarPagamentosInformados(bancoDe(req), usuarioDe(req).id, req.query.clienteId),
  );

  app.post(
    "/api/pagamentos-informados/:id/recusa",
    {
      schema: {
        tags,
        summary: "Recusa um pagamento informado, com o motivo que o cliente verá na página dele",
        params: paramsId,
        body: recusaPagamentoInformadoSchema,
        response: respostas({ 200: z.object({ situacao: z.literal("recusado") }) }, [...ERROS_DO_CREDOR, 400, 404, 409]),
      },
    },
    async (req) => {
      await recusarPagamentoInformado(bancoDe(req), usuarioDe(req).id, req.params.id, req.body.motivo, clock.now());
      return { situacao: "recusado" as const };
    },
  );
}
