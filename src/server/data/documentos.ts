import { and, eq, isNotNull } from "drizzle-orm";
import type { TipoDocumento } from "../../domain/loans/types.ts";
import type { Executor } from "../db/client.ts";
import { doUsuario, isUuid } from "../db/scope.ts";
import { documentos } from "../db/schema/index.ts";
import { registrarAuditoria } from "./auditoria.ts";

export type DocumentoLinha = typeof documentos.$inferSelect;

/** A document already attached to one of the lender's clients (uploads in flight are not served). */
export async function documentoDoCliente(db: Executor, usuarioId: string, id: string): Promise<DocumentoLinha | undefined> {
  if (!isUuid(id)) return undefined;
  const [doc] = await db
    .select()
    .from(documentos)
    .where(doUsuario(documentos, usuarioId, and(eq(documentos.id, id), isNotNull(documentos.clienteId))));
  return doc;
}

/** The document the lender opens, with the opening recorded in the activity trail. */
export async function abrirDocumentoDoCliente(tx: Executor, usuarioId: string, id: string): Promise<DocumentoLinha | undefined> {
  const doc = await documentoDoCliente(tx, usuarioId, id);
  if (doc) {
    await registrarAuditoria(tx, usuarioId, {
      ator: "credor",
      acao: "documento_visualizado",
      entidade: "documento",
      entidadeId: doc.id,
      clienteId: doc.clienteId,
      depois: { tipo: doc.tipo },
    });
  }
  return doc;
}

export type NovoUpload = {
  id: string;
  usuarioId: string;
  linkId: string;
  tipo: TipoDocumento;
  mime: string;
  extensao: string;
  tamanho: number;
  criadoEm: Date;
};

/** The row of a file a borrower uploaded through a link; it joins a client when the form is sent. */
export async function registrarUpload(db: Executor, upload: NovoUpload): Promise<void> {
  await db.insert(documentos).values(upload);
}
