import { z } from "zod";
import { entradaHistoricoCreditoApiSchema, statusCreditosApiSchema } from "../../../domain/api/conta.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { lerStatusCreditos, listarHistoricoCreditos } from "../../data/creditos.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { respostas, type AppTipado } from "../../http/rotas-tipadas.ts";

const tags = ["Créditos"];

// Open to a signed-in lender even at 0 days: the lockout screens need them.
export async function rotasCreditos(app: AppTipado, { clock }: DepsDoCredor) {
  app.get(
    "/api/creditos/status",
    { schema: { tags, summary: "Dias restantes e data de expiração", response: respostas({ 200: statusCreditosApiSchema }, [401]) } },
    async (req) => lerStatusCreditos(bancoDe(req), usuarioDe(req).id, clock.now()),
  );
  app.get(
    "/api/creditos/historico",
    { schema: { tags, summary: "Histórico de créditos", response: respostas({ 200: z.array(entradaHistoricoCreditoApiSchema) }, [401]) } },
    async (req) => listarHistoricoCreditos(bancoDe(req), usuarioDe(req).id),
  );
}
