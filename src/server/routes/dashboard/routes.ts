import type { FastifyInstance } from "fastify";
import { adicionarDias, dataEmSaoPaulo } from "../../../domain/dates.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { responderComCache } from "../../cache/por-versao.ts";
import { metricas, vencimentosDoDia } from "../../data/dashboard.ts";

// The figures depend on the lender's data and on today's date: both are in the cache key.
export async function rotasDashboard(app: FastifyInstance, { clock, cache }: DepsDoCredor) {
  const hoje = () => dataEmSaoPaulo(clock.now());

  app.get("/api/dashboard/metrics", async (req, reply) => {
    const dia = hoje();
    return responderComCache(cache, req, reply, `metricas|${dia}`, () => metricas(bancoDe(req), usuarioDe(req).id, dia));
  });

  app.get("/api/dashboard/vencimentos-hoje", async (req, reply) => {
    const dia = hoje();
    return responderComCache(cache, req, reply, `hoje|${dia}`, () => vencimentosDoDia(bancoDe(req), usuarioDe(req).id, dia, dia));
  });

  app.get("/api/dashboard/vencimentos-amanha", async (req, reply) => {
    const dia = hoje();
    return responderComCache(cache, req, reply, `amanha|${dia}`, () => vencimentosDoDia(bancoDe(req), usuarioDe(req).id, dia, adicionarDias(dia, 1)));
  });
}
