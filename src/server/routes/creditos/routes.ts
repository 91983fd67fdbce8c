import type { FastifyInstance } from "fastify";
import type { DepsDoCredor } from "../../app-deps.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { lerStatusCreditos, listarHistoricoCreditos } from "../../data/creditos.ts";

// Open to a signed-in lender even at 0 days: the lockout screens need them.
export async function rotasCreditos(app: FastifyInstance, { clock }: DepsDoCredor) {
  app.get("/api/creditos/status", async (req) => lerStatusCreditos(bancoDe(req), usuarioDe(req).id, clock.now()));
  app.get("/api/creditos/historico", async (req) => listarHistoricoCreditos(bancoDe(req), usuarioDe(req).id));
}
