import type { PGlite } from "@electric-sql/pglite";
import { AssinantesLocais, CANAL_EVENTOS, lerMensagem, type Barramento, type EventoDoBarramento } from "./barramento.ts";

/**
 * The embedded database (PGlite) serves one process: its events never leave it. What the
 * database itself notifies (ended sessions, migration 0015) is heard through PGlite's LISTEN.
 */
export class BarramentoEmMemoria implements Barramento {
  private readonly assinantes = new AssinantesLocais();
  private readonly ouvindo: Promise<() => Promise<void>> | null;

  constructor(banco: PGlite | null) {
    this.ouvindo = banco
      ? banco.listen(CANAL_EVENTOS, (payload) => {
          const mensagem = lerMensagem(payload);
          if (mensagem) this.assinantes.entregar(mensagem.usuarioId, mensagem.evento);
        })
      : null;
    // A failure surfaces in pronto(); unobserved here, it must not end the process.
    this.ouvindo?.catch(() => {});
  }

  async publicar(usuarioId: string, evento: EventoDoBarramento): Promise<void> {
    this.assinantes.entregar(usuarioId, evento);
  }

  assinar(usuarioId: string, ouvinte: (evento: EventoDoBarramento) => void): () => void {
    return this.assinantes.assinar(usuarioId, ouvinte);
  }

  async pronto(): Promise<void> {
    await this.ouvindo;
  }

  async fechar(): Promise<void> {
    const parar = await this.ouvindo?.catch(() => null);
    await parar?.().catch(() => {});
  }
}
