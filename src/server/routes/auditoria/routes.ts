import { z } from "zod";
import { paginaAuditoriaApiSchema } from "../../../domain/api/auditoria.ts";
import { ENTIDADES_AUDITORIA } from "../../../domain/auditoria.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { listarAuditoria } from "../../data/auditoria.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { ERROS_DO_CREDOR, respostas, type AppTipado } from "../../http/rotas-tipadas.ts";

const filtroAuditoria = z.object({
  entidade: z.enum(ENTIDADES_AUDITORIA, { error: "Entidade inválida." }).optional(),
  id: z.string().max(100, "Identificador inválido.").optional(),
  antes: z.coerce
    .number({ error: "Página inválida." })
    .int("Página inválida.")
    .positive("Página inválida.")
    .max(Number.MAX_SAFE_INTEGER, "Página inválida.")
    .optional(),
});

// The activity trail is read-only through the API: there is no route that changes or removes it.
export async function rotasAuditoria(app: AppTipado, _deps: DepsDoCredor) {
  app.get(
    "/api/auditoria",
    {
      schema: {
        tags: ["Atividade"],
        summary: "Trilha de atividade, mais recente primeiro; com entidade=cliente&id=, tudo sobre o cliente",
        querystring: filtroAuditoria,
        response: respostas({ 200: paginaAuditoriaApiSchema }, [...ERROS_DO_CREDOR, 400]),
      },
    },
    async (req) => listarAuditoria(bancoDe(req), usuarioDe(req).id, req.query),
  );
}
