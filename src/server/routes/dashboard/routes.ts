import { z } from "zod";
import { metricasDashboardApiSchema, vencimentoDoDiaApiSchema } from "../../../domain/api/painel.ts";
import { adicionarDias, dataEmSaoPaulo } from "../../../domain/dates.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { responderComCache } from "../../cache/por-versao.ts";
import { metricas, vencimentosDoDia } from "../../data/dashboard.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { ERROS_DO_CREDOR, respostas, type AppTipado } from "../../http/rotas-tipadas.ts";

const tags = ["Painel"];
const listaDeVencimentos = z.array(vencimentoDoDiaApiSchema);

// The figures depend on the lender's data and on today's date: both are in the cache key. What is
// cached has already passed through the answer's schema.
export async function rotasDashboard(app: AppTipado, { clock, cache }: DepsDoCredor) {
  const hoje = () => dataEmSaoPaulo(clock.now());

  app.get(
    "/api/dashboard/metrics",
    { schema: { tags, summary: "As quatro métricas do painel", response: respostas({ 200: metricasDashboardApiSchema }, ERROS_DO_CREDOR) } },
    async (req, reply) => {
      const dia = hoje();
      return responderComCache(cache, req, reply, `metricas|${dia}`, metricasDashboardApiSchema, () => metricas(bancoDe(req), usuarioDe(req).id, dia));
    },
  );

  const vencimentos = (quando: "hoje" | "amanha", deslocamento: number) =>
    app.get(
      `/api/dashboard/vencimentos-${quando}`,
      {
        schema: {
          tags,
          summary: `Os vencimentos de ${quando === "hoje" ? "hoje" : "amanhã"}`,
          response: respostas({ 200: listaDeVencimentos }, ERROS_DO_CREDOR),
        },
      },
      async (req, reply) => {
        const dia = hoje();
        return responderComCache(cache, req, reply, `${quando}|${dia}`, listaDeVencimentos, () =>
          vencimentosDoDia(bancoDe(req), usuarioDe(req).id, dia, adicionarDias(dia, deslocamento)),
        );
      },
    );
  vencimentos("hoje", 0);
  vencimentos("amanha", 1);
}
