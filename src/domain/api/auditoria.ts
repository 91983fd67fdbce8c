// GET /api/auditoria (issue 10): the activity trail, newest first, a page at a time.
import { z } from "zod";
import { ACOES_AUDITORIA, ATORES_AUDITORIA, ENTIDADES_AUDITORIA } from "../auditoria.ts";
import { momentoApi } from "./ledger.ts";

export const entradaAuditoriaApiSchema = z
  .object({
    /** A random id: the trail's order number, shared by every lender, never leaves the server. */
    id: z.string(),
    momento: momentoApi,
    ator: z.enum(ATORES_AUDITORIA),
    acao: z.enum(ACOES_AUDITORIA),
    entidade: z.enum(ENTIDADES_AUDITORIA),
    entidadeId: z.string().nullable(),
    clienteId: z.string().nullable(),
    /** The changed fields as they were (null when the record was created). */
    antes: z.record(z.string(), z.unknown()).nullable(),
    /** The changed fields as they became (null when the record was deleted). */
    depois: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: "EntradaAuditoria" });
export type EntradaAuditoriaApi = z.infer<typeof entradaAuditoriaApiSchema>;

export const paginaAuditoriaApiSchema = z
  .object({
    itens: z.array(entradaAuditoriaApiSchema),
    /** Pass as `antes` to get the next (older) page; opaque, for this lender only; null on the last page. */
    proximo: z.string().nullable(),
  })
  .meta({ id: "PaginaAuditoria" });
export type PaginaAuditoriaApi = z.infer<typeof paginaAuditoriaApiSchema>;
