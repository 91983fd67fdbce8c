import { z } from "zod";
import { emprestimoAtrasadoApiSchema, mesRecebidoPrevistoApiSchema, metricasDashboardApiSchema, vencimentoDoDiaApiSchema } from "../../../domain/api/painel.ts";
import { adicionarDias, dataEmSaoPaulo } from "../../../domain/dates.ts";
import {
  consultaAtrasadosDoPainelSchema,
  consultaPaginaSchema,
  LIMITE_MAXIMO_DA_PAGINA,
  LIMITE_PADRAO_ATRASADOS_DO_PAINEL,
  LIMITE_PADRAO_DA_PAGINA,
} from "../../../domain/schemas/listas.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { responderComCache } from "../../cache/por-versao.ts";
import { atrasadosDoPainel, recebidoVsPrevisto } from "../../data/cobranca.ts";
import { metricas, vencimentosDoDia } from "../../data/dashboard.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { ERROS_DO_CREDOR, respostas, type AppTipado, responderPagina } from "../../http/rotas-tipadas.ts";

const tags = ["Painel"];
const listaDeVencimentos = z.array(vencimentoDoDiaApiSchema);
const listaDeAtrasados = z.array(emprestimoAtrasadoApiSchema);
const serieRecebidoPrevisto = z.array(mesRecebidoPrevistoApiSchema);

// The figures depend on the lender's data and on today's date: both are in the cache key. What is
// cached has already passed through the answer's schema.
export async function rotasDashboard(app: AppTipado, { clock, cache, cursores }: DepsDoCredor) {
  const hoje = () => dataEmSaoPaulo(clock.now());

  app.get(
    "/api/dashboard/metrics",
    {
      schema: {
        tags,
        summary: "As métricas do painel (as quatro da especificação, o recebido hoje e no mês e os cadastros aguardando envio)",
        response: respostas({ 200: metricasDashboardApiSchema }, ERROS_DO_CREDOR),
      },
    },
    async (req, reply) => {
      const dia = hoje();
      return responderComCache(cache, req, reply, `metricas|${dia}`, metricasDashboardApiSchema, () => metricas(bancoDe(req), usuarioDe(req).id, dia));
    },
  );

  // A page at a time, straight from the partial index (migration 0012): no cache to recompute
  // after each payment, and a page costs the same on a day with ten or two thousand loans.
  const vencimentos = (quando: "hoje" | "amanha", deslocamento: number) =>
    app.get(
      `/api/dashboard/vencimentos-${quando}`,
      {
        schema: {
          tags,
          summary: `Os vencimentos de ${quando === "hoje" ? "hoje" : "amanhã"}, em ordem de nome do cliente; ${LIMITE_PADRAO_DA_PAGINA} por página (até ${LIMITE_MAXIMO_DA_PAGINA}), a próxima pelo cabeçalho X-Proximo-Cursor`,
          querystring: consultaPaginaSchema,
          response: respostas({ 200: listaDeVencimentos }, [...ERROS_DO_CREDOR, 400]),
        },
      },
      async (req, reply) => {
        const dia = hoje();
        return responderPagina({ cursores, req, reply }, req.query, (consulta) =>
          vencimentosDoDia(bancoDe(req), usuarioDe(req).id, dia, adicionarDias(dia, deslocamento), consulta),
        );
      },
    );
  vencimentos("hoje", 0);
  vencimentos("amanha", 1);

  app.get(
    "/api/dashboard/atrasados",
    {
      schema: {
        tags,
        summary: `Os empréstimos em atraso, mais dias de atraso primeiro, com o valor devido e o valor para quitar hoje; ${LIMITE_PADRAO_ATRASADOS_DO_PAINEL} por página, a próxima pelo cabeçalho X-Proximo-Cursor`,
        querystring: consultaAtrasadosDoPainelSchema,
        response: respostas({ 200: listaDeAtrasados }, [...ERROS_DO_CREDOR, 400]),
      },
    },
    async (req, reply) => {
      return responderPagina({ cursores, req, reply }, req.query, (consulta) => atrasadosDoPainel(bancoDe(req), usuarioDe(req).id, hoje(), consulta));
    },
  );

  app.get(
    "/api/dashboard/recebido-vs-previsto",
    {
      schema: {
        tags,
        summary: "Recebido e previsto por mês nos últimos 6 meses (decisão 0022)",
        response: respostas({ 200: serieRecebidoPrevisto }, ERROS_DO_CREDOR),
      },
    },
    async (req, reply) => {
      const dia = hoje();
      return responderComCache(cache, req, reply, `recebido-previsto|${dia}`, serieRecebidoPrevisto, () =>
        recebidoVsPrevisto(bancoDe(req), usuarioDe(req).id, dia),
      );
    },
  );
}
