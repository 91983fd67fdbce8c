import { z } from "zod";
import { paginaAuditoriaApiSchema } from "../../../domain/api/auditoria.ts";
import { ENTIDADES_AUDITORIA } from "../../../domain/auditoria.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { listarAuditoria } from "../../data/auditoria.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { ERROS_DO_CREDOR, respostas, type AppTipado } from "../../http/rotas-tipadas.ts";
import type { SeloDeCursor } from "../../http/selo-de-cursor.ts";
import { Invalido } from "../../../domain/erros.ts";

const PAGINA_INVALIDA = "Página inválida.";

const filtroAuditoria = z.object({
  entidade: z.enum(ENTIDADES_AUDITORIA, { error: "Entidade inválida." }).optional(),
  id: z.string().max(100, "Identificador inválido.").optional(),
  // The `proximo` of the previous page, sealed like the lists' cursors (decision 0045).
  antes: z.string({ error: PAGINA_INVALIDA }).max(200, PAGINA_INVALIDA).optional(),
});

/** The order number inside a sealed `antes`; 400 'Página inválida.' for anything else. */
function posicaoDaPagina(cursores: SeloDeCursor, antes: string | undefined, usuarioId: string): number | undefined {
  if (antes === undefined) return undefined;
  let aberto: string | undefined;
  try {
    aberto = cursores.abrir(antes, usuarioId);
  } catch {
    throw new Invalido(PAGINA_INVALIDA);
  }
  const numero = Number(aberto);
  if (!/^\d{1,16}$/.test(aberto ?? "") || !Number.isSafeInteger(numero) || numero < 1) throw new Invalido(PAGINA_INVALIDA);
  return numero;
}

// The activity trail is read-only through the API: there is no route that changes or removes it.
export async function rotasAuditoria(app: AppTipado, { cursores }: DepsDoCredor) {
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
    async (req) => {
      const usuarioId = usuarioDe(req).id;
      const pagina = await listarAuditoria(bancoDe(req), usuarioId, { ...req.query, antes: posicaoDaPagina(cursores, req.query.antes, usuarioId) });
      return { ...pagina, proximo: pagina.proximo === null ? null : cursores.selar(String(pagina.proximo), usuarioId) };
    },
  );
}
