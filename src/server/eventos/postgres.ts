import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { erroSeguro } from "../http/log-seguro.ts";
import { AssinantesLocais, CANAL_EVENTOS, lerMensagem, type Barramento, type EventoDoBarramento } from "./barramento.ts";

const ESPERA_MINIMA_MS = 500;
const ESPERA_MAXIMA_MS = 30_000;

/**
 * PostgreSQL LISTEN/NOTIFY: a submission on any server reaches the lender's streams on every
 * server sharing the database. Each server holds one dedicated connection (outside the pool: a
 * pooled one would be handed to queries and lose the LISTEN), opened with the first subscriber
 * and reopened after any error with a growing wait. Events sent while it is down are lost; the
 * web refreshes everything when its stream comes back (eventos-ao-vivo.tsx).
 */
export class BarramentoPostgres implements Barramento {
  private readonly assinantes = new AssinantesLocais();
  private ouvinte: pg.Client | null = null;
  private conectando: Promise<void> | null = null;
  private espera = ESPERA_MINIMA_MS;
  private religar: ReturnType<typeof setTimeout> | null = null;
  private fechado = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {}

  async publicar(usuarioId: string, evento: EventoDoBarramento): Promise<void> {
    await this.pool.query("SELECT pg_notify($1, $2)", [CANAL_EVENTOS, JSON.stringify({ usuarioId, evento })]);
  }

  assinar(usuarioId: string, ouvinte: (evento: EventoDoBarramento) => void): () => void {
    void this.pronto().catch(() => {});
    return this.assinantes.assinar(usuarioId, ouvinte);
  }

  pronto(): Promise<void> {
    if (this.fechado) return Promise.reject(new Error("barramento fechado"));
    if (this.ouvinte) return Promise.resolve();
    this.conectando ??= this.conectar().finally(() => {
      this.conectando = null;
    });
    return this.conectando;
  }

  async fechar(): Promise<void> {
    this.fechado = true;
    if (this.religar) clearTimeout(this.religar);
    const cliente = this.ouvinte;
    this.ouvinte = null;
    await cliente?.end().catch(() => {});
  }

  private async conectar(): Promise<void> {
    const cliente = new pg.Client(this.pool.options);
    // Without an 'error' listener a dropped connection would end the process.
    cliente.on("error", (erro) => this.perdeu(cliente, erro));
    cliente.on("end", () => this.perdeu(cliente, null));
    cliente.on("notification", (n) => this.recebeu(n.channel, n.payload));
    try {
      await cliente.connect();
      await cliente.query(`LISTEN ${CANAL_EVENTOS}`);
    } catch (erro) {
      cliente.removeAllListeners("end");
      await cliente.end().catch(() => {});
      this.agendarReligar();
      throw erro;
    }
    if (this.fechado) {
      await cliente.end().catch(() => {});
      return;
    }
    this.ouvinte = cliente;
    this.espera = ESPERA_MINIMA_MS;
  }

  private perdeu(cliente: pg.Client, erro: Error | null): void {
    if (this.ouvinte !== cliente) return;
    this.ouvinte = null;
    cliente.removeAllListeners("end");
    void cliente.end().catch(() => {});
    if (this.fechado) return;
    this.log.warn({ err: erro ? erroSeguro(erro) : undefined }, "conexão de eventos ao vivo caiu; religando");
    this.agendarReligar();
  }

  private agendarReligar(): void {
    if (this.fechado || this.religar) return;
    const espera = this.espera;
    this.espera = Math.min(this.espera * 2, ESPERA_MAXIMA_MS);
    this.religar = setTimeout(() => {
      this.religar = null;
      // Only while someone listens; the next subscriber opens it otherwise.
      if (this.assinantes.quantos > 0) void this.pronto().catch(() => {});
    }, espera);
    this.religar.unref();
  }

  private recebeu(canal: string, payload: string | undefined): void {
    if (canal !== CANAL_EVENTOS) return;
    const mensagem = lerMensagem(payload);
    if (!mensagem) {
      this.log.warn("evento ao vivo com formato inválido ignorado");
      return;
    }
    this.assinantes.entregar(mensagem.usuarioId, mensagem.evento);
  }
}
