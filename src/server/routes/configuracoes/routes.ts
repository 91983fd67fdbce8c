import type { FastifyInstance } from "fastify";
import { configuracoesSchema } from "../../../domain/schemas/settings.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { lerConfiguracoes, salvarConfiguracoes } from "../../data/configuracoes.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";

export async function rotasConfiguracoes(app: FastifyInstance, { clock }: DepsDoCredor) {
  app.get("/api/configuracoes", async (req) => lerConfiguracoes(bancoDe(req), usuarioDe(req).id));

  app.post("/api/configuracoes", async (req) => salvarConfiguracoes(bancoDe(req), usuarioDe(req).id, configuracoesSchema.parse(req.body), clock.now()));
}
