import type { FastifyInstance } from "fastify";
import { adicionarDias, dataEmSaoPaulo } from "../../../domain/dates.ts";
import type { AppDeps } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { metricas, vencimentosDoDia } from "./queries.ts";

export async function rotasDashboard(app: FastifyInstance, { db, clock }: AppDeps) {
  const hoje = () => dataEmSaoPaulo(clock.now());

  app.get("/api/dashboard/metrics", async (req) => metricas(db, usuarioDe(req).id, hoje()));

  app.get("/api/dashboard/vencimentos-hoje", async (req) => {
    const dia = hoje();
    return vencimentosDoDia(db, usuarioDe(req).id, dia, dia);
  });

  app.get("/api/dashboard/vencimentos-amanha", async (req) => {
    const dia = hoje();
    return vencimentosDoDia(db, usuarioDe(req).id, dia, adicionarDias(dia, 1));
  });
}
