import { EventEmitter } from "node:events";
import type { EventoDoCredor } from "../../domain/api/eventos.ts";

/*
 * The lenders' live events (issue 11): a borrower's submission is told to the lender's open
 * screens. One contract, two transports: PostgreSQL LISTEN/NOTIFY when several servers may share
 * the database (postgres.ts), this process alone on the embedded one (memoria.ts).
 */
export interface Barramento {
  /** Tells every server's subscribers of `usuarioId`; call it only after the change committed. */
  publicar(usuarioId: string, evento: EventoDoCredor): Promise<void>;
  /** Receives `usuarioId`'s events (and only theirs) until the returned function is called. */
  assinar(usuarioId: string, ouvinte: (evento: EventoDoCredor) => void): () => void;
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

  assinar(usuarioId: string, ouvinte: (evento: EventoDoCredor) => void): () => void {
    this.emissor.on(usuarioId, ouvinte);
    return () => {
      this.emissor.off(usuarioId, ouvinte);
    };
  }

  entregar(usuarioId: string, evento: EventoDoCredor): void {
    this.emissor.emit(usuarioId, evento);
  }

  get quantos(): number {
    return this.emissor.eventNames().reduce((n, nome) => n + this.emissor.listenerCount(nome), 0);
  }
}
