import type { ServerResponse } from "node:http";
import { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import { exigirSessao, sessaoOpcional, usuarioDe } from "../../auth/guard.ts";
import { lerAcesso } from "../../data/creditos.ts";
import { comoCredor } from "../../db/muro.ts";
import { ehAvisoDoServidor, type EventoDoBarramento } from "../../eventos/barramento.ts";
import { AppError, MENSAGENS } from "../../http/errors.ts";
import { respostas, type AppTipado } from "../../http/rotas-tipadas.ts";

/*
 * GET /api/eventos: the signed-in lender's live events as Server-Sent Events (issue 11). Not a
 * rotasDoCredor route: those run inside one database transaction, and a stream lasts as long as
 * the screen is open. The session and the credits are checked once, in a short transaction of
 * their own; then the stream carries only this lender's events (eventos/barramento.ts). When
 * any session of the lender ends, the database says so on the same channel (migration 0015) and
 * the stream checks its own session at once: a signed-out or revoked session stops receiving
 * within moments, not at the next heartbeat. The same for credits: the heartbeat's check reads
 * them, and the daily job notifies the lenders whose days reached 0 (issue 42, point 4).
 */

/** Comment lines keep proxies and phones from closing an idle stream. */
export const INTERVALO_HEARTBEAT_MS = 25_000;
/** Open streams per lender (tabs, phone and computer); more answer 429. */
export const MAXIMO_CONEXOES_POR_CREDOR = 5;
/** How long a new stream waits for the database listener before it opens anyway. */
const ESPERA_PELO_OUVINTE_MS = 5_000;

export const MENSAGEM_CONEXOES_DEMAIS = "Muitas telas abertas recebendo avisos. Feche outras abas do app e tente novamente.";

export type OpcoesEventos = { intervaloHeartbeatMs?: number | undefined };

export async function rotasEventos(app: AppTipado, deps: AppDeps, opcoes: OpcoesEventos = {}) {
  const { db, clock, eventos } = deps;
  const intervalo = opcoes.intervaloHeartbeatMs ?? INTERVALO_HEARTBEAT_MS;
  const conexoesPorCredor = new Map<string, number>();
  const abertos = new Set<ServerResponse>();

  // A closing server ends its streams, or app.close() would wait for them forever.
  app.addHook("preClose", async () => {
    for (const res of abertos) res.end();
  });

  app.addHook("preHandler", exigirSessao(deps));
  app.get(
    "/api/eventos",
    {
      schema: {
        tags: ["Eventos ao vivo"],
        summary: "Avisos ao vivo do credor (text/event-stream): 'cadastro_recebido' quando um cliente envia um link",
        response: respostas({ 200: z.string().describe("Fluxo text/event-stream") }, [401, 402, 429]),
      },
    },
    async (req, reply) => {
      const usuario = usuarioDe(req);
      const acesso = await comoCredor(db, usuario.id, (tx) => lerAcesso(tx, usuario.id, clock.now()));
      if (acesso.diasRestantes <= 0) throw new AppError(402, MENSAGENS.semCreditos);
      const abertas = conexoesPorCredor.get(usuario.id) ?? 0;
      if (abertas >= MAXIMO_CONEXOES_POR_CREDOR) throw new AppError(429, MENSAGEM_CONEXOES_DEMAIS);
      conexoesPorCredor.set(usuario.id, abertas + 1);

      const res = reply.raw;
      let encerrado = false;
      let pararHeartbeat = () => {};
      let cancelarAssinatura = () => {};
      const encerrar = () => {
        if (encerrado) return;
        encerrado = true;
        pararHeartbeat();
        cancelarAssinatura();
        abertos.delete(res);
        const restantes = (conexoesPorCredor.get(usuario.id) ?? 1) - 1;
        if (restantes > 0) conexoesPorCredor.set(usuario.id, restantes);
        else conexoesPorCredor.delete(usuario.id);
        if (!res.writableEnded) res.end();
      };
      req.raw.on("close", encerrar);

      // Still this lender's live session, with days of credits? Otherwise the stream ends and
      // EventSource's retry hears 401 or 402 (issue 42, point 4: the credits end it too). A
      // failed check ends it as well: the retry checks again from the start.
      const conferirAcesso = async (): Promise<boolean> => {
        try {
          const atual = await sessaoOpcional(deps, req);
          if (atual?.id === usuario.id && !encerrado) {
            const agora = await comoCredor(db, usuario.id, (tx) => lerAcesso(tx, usuario.id, clock.now()));
            if (agora.diasRestantes > 0) return true;
          }
        } catch (erro) {
          req.log.warn({ err: { name: (erro as Error)?.name } }, "verificação do fluxo ao vivo falhou");
        }
        encerrar();
        return false;
      };

      // Subscribed before the first byte: whoever reads the opening line misses no later event.
      cancelarAssinatura = eventos.assinar(usuario.id, (evento: EventoDoBarramento) => {
        if (ehAvisoDoServidor(evento)) void conferirAcesso();
        else res.write(`event: ${evento.tipo}\ndata: ${JSON.stringify(evento)}\n\n`);
      });
      await Promise.race([eventos.pronto().catch(() => {}), new Promise((r) => setTimeout(r, ESPERA_PELO_OUVINTE_MS).unref())]);
      if (encerrado) return reply.hijack();

      // The stream is written by hand: Fastify's serializer and compression stay out of it. The
      // headers set so far (helmet's) go with it.
      reply.hijack();
      abertos.add(res);
      for (const [nome, valor] of Object.entries(reply.getHeaders())) if (valor !== undefined) res.setHeader(nome, valor);
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        "x-accel-buffering": "no",
        connection: "keep-alive",
      });
      res.write("retry: 5000\n: conectado\n\n");

      const relogio = setInterval(() => {
        // The heartbeat also catches a session that expired without being deleted, and the
        // credits running out on a day the daily job has not reached yet.
        void conferirAcesso().then((viva) => {
          if (viva && !encerrado) res.write(": ping\n\n");
        });
      }, intervalo);
      pararHeartbeat = () => clearInterval(relogio);
    },
  );
}
