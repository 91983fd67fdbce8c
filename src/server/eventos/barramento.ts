import { EventEmitter } from "node:events";
import { z } from "zod";
import { eventoDoCredorSchema, type EventoDoCredor } from "../../domain/api/eventos.ts";

/** The one database channel every server listens on; each payload names its lender. */
export const CANAL_EVENTOS = "credito_eventos";

/**
 * Sent by the database itself when sessions of the lender were deleted (migration 0015): the
 * lender's open streams check their own session again. Never written to a screen.
 */
export const SESSAO_ENCERRADA = "sessao_encerrada";

/**
 * Sent by the daily job (data/processamento-diario.ts) when a lender's credits reached 0: the
 * lender's open streams check their access again and end (issue 42, point 4). Never written to a screen.
 */
export const CREDITOS_ESGOTADOS = "creditos_esgotados";

/** The server's own notices: each makes the lender's open streams check their access again. */
export type AvisoDoServidor = { tipo: typeof SESSAO_ENCERRADA } | { tipo: typeof CREDITOS_ESGOTADOS };

/** What travels on the bus: the lender's events for the screens, and the server's own notices. */
export type EventoDoBarramento = EventoDoCredor | AvisoDoServidor;

export function ehAvisoDoServidor(evento: EventoDoBarramento): evento is AvisoDoServidor {
  return evento.tipo === SESSAO_ENCERRADA || evento.tipo === CREDITOS_ESGOTADOS;
}

// What crosses the database: the lender's id, the kind and record ids. Nothing personal.
const mensagemSchema = z.object({
  usuarioId: z.string().min(1).max(200),
  evento: z.union([eventoDoCredorSchema, z.object({ tipo: z.literal(SESSAO_ENCERRADA) }), z.object({ tipo: z.literal(CREDITOS_ESGOTADOS) })]),
});

/** A channel payload as the lender and the event it carries, or null when it is not one. */
export function lerMensagem(payload: string | undefined): { usuarioId: string; evento: EventoDoBarramento } | null {
  if (!payload) return null;
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  const mensagem = mensagemSchema.safeParse(json);
  return mensagem.success ? mensagem.data : null;
}

/*
 * The lenders' live events (issue 11): a borrower's submission is told to the lender's open
 * screens, and an ended session to its open streams. One contract, two transports: PostgreSQL
 * LISTEN/NOTIFY when several servers may share the database (postgres.ts), this process alone on
 * the embedded one (memoria.ts), which still hears what the database itself notifies.
 */
export interface Barramento {
  /** Tells every server's subscribers of `usuarioId`; call it only after the change committed. */
  publicar(usuarioId: string, evento: EventoDoBarramento): Promise<void>;
  /** Receives `usuarioId`'s events (and only theirs) until the returned function is called. */
  assinar(usuarioId: string, ouvinte: (evento: EventoDoBarramento) => void): () => void;
  /** Resolves once an event published from now on reaches this server's subscribers. */
  pronto(): Promise<void>;
  fechar(): Promise<void>;
}

/** This process's subscribers, one EventEmitter event name per lender. */
export class AssinantesLocais {
  private readonly emissor = new EventEmitter();

  constructor() {
    // Each open stream is one listener: the connection cap per lender (routes/eventos) bounds them.
    this.emissor.setMaxListeners(0);
  }

  assinar(usuarioId: string, ouvinte: (evento: EventoDoBarramento) => void): () => void {
    this.emissor.on(usuarioId, ouvinte);
    return () => {
      this.emissor.off(usuarioId, ouvinte);
    };
  }

  entregar(usuarioId: string, evento: EventoDoBarramento): void {
    this.emissor.emit(usuarioId, evento);
  }

  get quantos(): number {
    return this.emissor.eventNames().reduce((n, nome) => n + this.emissor.listenerCount(nome), 0);
  }
}
