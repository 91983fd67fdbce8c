import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { mascararCpf, mascararNome, type DocumentoVerificadoApi, type TipoDocumentoVerificavel } from "../../domain/verificacao.ts";
import type { Executor } from "../db/client.ts";
import { clientes, documentosVerificaveis, historicoPagamentos } from "../db/schema/index.ts";

// The register of verification codes (issue 29, point 5; decision 0051). A document that prints a
// code records it when it is issued, with the SHA-256 of its bytes; GET /api/verificar/{codigo}
// reads it back for anyone. Rows are never changed nor removed by the app (migration 0018).

/** SHA-256 of a document's bytes, lower-case hex. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** A document being registered: who issued it, about whom, what it is and what it says. */
export type DocumentoARegistrar = {
  codigo: string;
  tipo: TipoDocumentoVerificavel;
  usuarioId: string;
  clienteId: string;
  /** The payment (a receipt) or the acceptance (a contract). */
  referenciaId: string;
  data: Date;
  /** Exact decimal text ("150.00"), never a float. */
  valor: string;
  sha256: string;
};

/**
 * Records a document's code once: the first issue wins, a later download of the same code leaves
 * the row as it is (insert if absent). For the contracts to come (issue 29, point 4).
 */
export async function registrarDocumento(db: Executor, d: DocumentoARegistrar): Promise<void> {
  await db.insert(documentosVerificaveis).values(d).onConflictDoNothing({ target: documentosVerificaveis.codigo });
}

/**
 * Records a payment's receipt once, its date, amount and client taken from the payment row itself
 * (in the lender's confined transaction: another lender's payment inserts nothing).
 */
export async function registrarRecibo(db: Executor, usuarioId: string, pagamentoId: string, codigo: string, sha256: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO documentos_verificaveis (codigo, tipo, usuario_id, cliente_id, referencia_id, data, valor, sha256)
    SELECT ${codigo}, 'recibo', usuario_id, cliente_id, id, data_pagamento, valor_total, ${sha256}
    FROM historico_pagamentos WHERE id = ${pagamentoId} AND usuario_id = ${usuarioId}
    ON CONFLICT (codigo) DO NOTHING`);
}

/**
 * The public answer for a code, or null when no document carries it. The borrower is read from
 * the client now, not from the time of issue: an anonymized client shows nothing. A receipt of a
 * reversed payment still verifies, as estornado.
 */
export async function lerDocumentoVerificado(db: Executor, codigo: string): Promise<DocumentoVerificadoApi | null> {
  const [linha] = await db
    .select({
      tipo: documentosVerificaveis.tipo,
      data: documentosVerificaveis.data,
      valor: documentosVerificaveis.valor,
      sha256: documentosVerificaveis.sha256,
      nome: clientes.nome,
      cpf: clientes.cpf,
      anonimizadoEm: clientes.anonimizadoEm,
      estornado: historicoPagamentos.estornado,
    })
    .from(documentosVerificaveis)
    .innerJoin(clientes, and(eq(clientes.id, documentosVerificaveis.clienteId), eq(clientes.usuarioId, documentosVerificaveis.usuarioId)))
    .leftJoin(
      historicoPagamentos,
      and(
        eq(documentosVerificaveis.tipo, "recibo"),
        eq(historicoPagamentos.id, documentosVerificaveis.referenciaId),
        eq(historicoPagamentos.usuarioId, documentosVerificaveis.usuarioId),
      ),
    )
    .where(eq(documentosVerificaveis.codigo, codigo));
  if (!linha) return null;
  const anonimizado = linha.anonimizadoEm !== null;
  return {
    tipo: linha.tipo,
    situacao: linha.estornado ? "estornado" : "valido",
    data: linha.data.toISOString(),
    valor: linha.valor,
    nomeMascarado: anonimizado ? null : mascararNome(linha.nome),
    cpfMascarado: anonimizado ? null : mascararCpf(linha.cpf),
    sha256: linha.sha256,
  };
}
