import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { lerStatusCreditos, listarHistoricoCreditos } from "./queries.ts";

// Open to a signed-in lender even at 0 days: the lockout screens need them.
export async function rotasCreditos(app: FastifyInstance, { db, clock }: AppDeps) {
  app.get("/api/creditos/status", async (req) => lerStatusCreditos(db, usuarioDe(req).id, clock.now()));
  app.get("/api/creditos/historico", async (req) => listarHistoricoCreditos(db, usuarioDe(req).id));
}
