import type { EventoDoCredor } from "../../domain/api/eventos.ts";
import { AssinantesLocais, type Barramento } from "./barramento.ts";

/** The embedded database (PGlite) serves one process: its events never leave it. */
export class BarramentoEmMemoria implements Barramento {
  private readonly assinantes = new AssinantesLocais();

  async publicar(usuarioId: string, evento: EventoDoCredor): Promise<void> {
    this.assinantes.entregar(usuarioId, evento);
  }

  assinar(usuarioId: string, ouvinte: (evento: EventoDoCredor) => void): () => void {
    return this.assinantes.assinar(usuarioId, ouvinte);
  }

  async pronto(): Promise<void> {}

  async fechar(): Promise<void> {}
}
