import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { TipoDocumento } from "../../domain/loans/types.ts";
import type { Executor } from "../db/client.ts";
import { doUsuario, isUuid } from "../db/scope.ts";
import { documentos, documentosConteudo } from "../db/schema/index.ts";
import { registrarAuditoria } from "./auditoria.ts";

/**
 * A document's row, and whether its bytes are in the database (documentos_conteudo, decision
 * 0030) or, written by an earlier version and not imported yet, a file in DATA_DIR/documentos.
 */
export type DocumentoLinha = typeof documentos.$inferSelect & { noBanco: boolean };

/** A document already attached to one of the lender's clients (uploads in flight are not served). */
export async function documentoDoCliente(db: Executor, usuarioId: string, id: string): Promise<DocumentoLinha | undefined> {
  if (!isUuid(id)) return undefined;
  const [doc] = await db
    .select({
      id: documentos.id,
      usuarioId: documentos.usuarioId,
      linkId: documentos.linkId,
      clienteId: documentos.clienteId,
      tipo: documentos.tipo,
      mime: documentos.mime,
      extensao: documentos.extensao,
      tamanho: documentos.tamanho,
      criadoEm: documentos.criadoEm,
      noBanco: sql<boolean>`EXISTS (SELECT 1 FROM ${documentosConteudo} WHERE ${documentosConteudo.documentoId} = ${documentos.id})`.mapWith(Boolean),
    })
    .from(documentos)
    .where(doUsuario(documentos, usuarioId, and(eq(documentos.id, id), isNotNull(documentos.clienteId))));
  return doc;
}

/** How much of a document one read takes: a 5 MB document is never one buffer per reader. */
export const TRECHO_DE_LEITURA = 256 * 1024;

/**
 * `tamanho` bytes of a document's content from `inicio` (0-based), read in the database
 * (substring over out-of-line, uncompressed storage fetches only that slice). Undefined when
 * the document has no content row (anymore).
 */
export async function trechoDoConteudo(db: Executor, usuarioId: string, id: string, inicio: number, tamanho: number): Promise<Buffer | undefined> {
  const [linha] = await db
    .select({ trecho: sql<Buffer | Uint8Array>`substring(${documentosConteudo.conteudo} from ${inicio + 1}::int for ${tamanho}::int)` })
    .from(documentosConteudo)
    .where(doUsuario(documentosConteudo, usuarioId, eq(documentosConteudo.documentoId, id)));
  if (!linha) return undefined;
  return Buffer.isBuffer(linha.trecho) ? linha.trecho : Buffer.from(linha.trecho);
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
  /** The sign-up link it came through; null for a proof of payment from the borrower's page. */
  linkId: string | null;
  /** Known at once for a proof of payment; a sign-up's documents get it on submission. */
  clienteId?: string;
  tipo: TipoDocumento;
  mime: string;
  extensao: string;
  tamanho: number;
  criadoEm: Date;
};

/**
 * A file a borrower uploaded through a link: its row and its bytes, in the caller's transaction
 * (a request that fails leaves neither). It joins a client when the form is sent.
 */
export async function registrarUpload(db: Executor, upload: NovoUpload, conteudo: Buffer): Promise<void> {
  await db.insert(documentos).values(upload);
  await db.insert(documentosConteudo).values({ documentoId: upload.id, usuarioId: upload.usuarioId, conteudo });
}

/**
 * Stores the bytes of a document written by an earlier version as a file (DATA_DIR/documentos),
 * when its row exists, has no content yet and the size matches. True when the content is now in
 * the database (imported now or before), false when there is no such document.
 */
export async function importarConteudo(tx: Executor, id: string, conteudo: Buffer): Promise<boolean> {
  const [doc] = await tx.select({ usuarioId: documentos.usuarioId, tamanho: documentos.tamanho }).from(documentos).where(eq(documentos.id, id));
  if (!doc || doc.tamanho !== conteudo.length) return false;
  await tx.insert(documentosConteudo).values({ documentoId: id, usuarioId: doc.usuarioId, conteudo }).onConflictDoNothing();
  return true;
}
