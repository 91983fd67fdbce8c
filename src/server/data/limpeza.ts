import { and, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Transaction } from "../db/client.ts";
import { documentos, linksCadastro } from "../db/schema/index.ts";

const UMA_HORA = 3_600_000;

/**
 * Deletes the rows of uploads that never became part of a submission: after 24 hours, or after 1
 * hour once their link can no longer be submitted (used, cancelled, expired or gone). Returns
 * them, for their files to be removed after the commit.
 */
export function removerLinhasDeUploadsOrfaos(db: Transaction, agora: Date) {
  const linksEncerrados = db
    .select({ id: linksCadastro.id })
    .from(linksCadastro)
    .where(or(sql`${linksCadastro.status} <> 'ativo'`, lt(linksCadastro.dataExpiracao, agora)));
  return db
    .delete(documentos)
    .where(
      and(
        isNull(documentos.clienteId),
        or(
          lt(documentos.criadoEm, new Date(agora.getTime() - 24 * UMA_HORA)),
          and(lt(documentos.criadoEm, new Date(agora.getTime() - UMA_HORA)), or(isNull(documentos.linkId), inArray(documentos.linkId, linksEncerrados))),
        ),
      ),
    )
    .returning({ id: documentos.id, extensao: documentos.extensao });
}
