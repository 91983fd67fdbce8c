import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type { PaginaAuditoriaApi } from "../../domain/api/auditoria.ts";
import { TAMANHO_PAGINA_AUDITORIA, type AcaoAuditoria, type AtorAuditoria, type EntidadeAuditoria } from "../../domain/auditoria.ts";
import type { Executor } from "../db/client.ts";
import { doUsuario, isUuid } from "../db/scope.ts";
import { auditoria } from "../db/schema/index.ts";

/*
 * The activity trail (issue 10). Every change a lender, a borrower or the system makes writes one
 * row here, in the same transaction as the change: the trail and the data cannot disagree. The
 * database lets the app's roles only insert and read these rows (migration 0007).
 */

type Campos = Record<string, unknown>;

export interface EventoAuditoria {
  ator: AtorAuditoria;
  acao: AcaoAuditoria;
  entidade: EntidadeAuditoria;
  entidadeId?: string | null;
  /** The client the change concerns, so the client's 'Atividade' tab finds it. */
  clienteId?: string | null;
  antes?: Campos | null;
  depois?: Campos | null;
}

export async function registrarAuditoria(tx: Executor, usuarioId: string, evento: EventoAuditoria, momento?: Date): Promise<void> {
  await tx.insert(auditoria).values({
    usuarioId,
    ator: evento.ator,
    acao: evento.acao,
    entidade: evento.entidade,
    entidadeId: evento.entidadeId ?? null,
    clienteId: evento.clienteId ?? null,
    antes: evento.antes ?? null,
    depois: evento.depois ?? null,
    ...(momento ? { momento } : {}),
  });
}

function igual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Only the fields that changed, as they were and as they became (null when nothing changed). */
export function mudancas(antes: Campos, depois: Campos): { antes: Campos; depois: Campos } | null {
  const a: Campos = {};
  const d: Campos = {};
  for (const campo of new Set([...Object.keys(antes), ...Object.keys(depois)])) {
    if (igual(antes[campo], depois[campo])) continue;
    a[campo] = antes[campo] ?? null;
    d[campo] = depois[campo] ?? null;
  }
  return Object.keys(d).length === 0 ? null : { antes: a, depois: d };
}

/** Picks `campos` out of a record (the trail keeps what a person reads, not whole rows). */
export function escolher<T extends object>(linha: T, campos: readonly (keyof T)[]): Campos {
  const saida: Campos = {};
  for (const campo of campos) saida[campo as string] = linha[campo] instanceof Date ? (linha[campo] as Date).toISOString() : linha[campo];
  return saida;
}

export interface FiltroAuditoria {
  entidade?: EntidadeAuditoria | undefined;
  /** With entidade=cliente: everything about that client; otherwise the entity's own id. */
  id?: string | undefined;
  /** The `proximo` of the previous page: entries older than it. */
  antes?: number | undefined;
}

/** The lender's trail, newest first, one page at a time; `proximo` is the order number where the next page starts. */
export async function listarAuditoria(
  db: Executor,
  usuarioId: string,
  filtro: FiltroAuditoria,
): Promise<Omit<PaginaAuditoriaApi, "proximo"> & { proximo: number | null }> {
  const condicoes: (SQL | undefined)[] = [];
  if (filtro.entidade === "cliente" && filtro.id !== undefined) {
    if (!isUuid(filtro.id)) return { itens: [], proximo: null };
    condicoes.push(eq(auditoria.clienteId, filtro.id));
  } else {
    if (filtro.entidade) condicoes.push(eq(auditoria.entidade, filtro.entidade));
    if (filtro.id !== undefined) condicoes.push(eq(auditoria.entidadeId, filtro.id));
  }
  if (filtro.antes !== undefined) condicoes.push(lt(auditoria.id, filtro.antes));
  const linhas = await db
    .select()
    .from(auditoria)
    .where(doUsuario(auditoria, usuarioId, and(...condicoes)))
    .orderBy(desc(auditoria.id))
    .limit(TAMANHO_PAGINA_AUDITORIA + 1);
  const pagina = linhas.slice(0, TAMANHO_PAGINA_AUDITORIA);
  return {
    itens: pagina.map((l) => ({
      id: l.publico,
      momento: l.momento.toISOString(),
      ator: l.ator,
      acao: l.acao,
      entidade: l.entidade,
      entidadeId: l.entidadeId,
      clienteId: l.clienteId,
      antes: l.antes,
      depois: l.depois,
    })),
    proximo: linhas.length > TAMANHO_PAGINA_AUDITORIA ? pagina[pagina.length - 1]!.id : null,
  };
}

/** Everything the trail holds about one client (the LGPD report). */
export async function auditoriaDoCliente(db: Executor, usuarioId: string, clienteId: string) {
  return db
    .select()
    .from(auditoria)
    .where(doUsuario(auditoria, usuarioId, eq(auditoria.clienteId, clienteId)))
    .orderBy(desc(auditoria.id));
}
