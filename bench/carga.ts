import { setMaxListeners } from "node:events";
import http from "node:http";
import { performance } from "node:perf_hooks";

/*
 * An open-model load generator (as wrk2 is): request i is due at start + i / rate and is sent
 * then, whether or not earlier ones have answered. Latency counts from that due time, not from
 * when the request got a socket, so a slow server's queue shows in the figures instead of
 * silently lowering the rate (coordinated omission).
 */

export type Pedido = { rota: string; grande?: boolean; metodo?: "GET" | "POST"; caminho: string; cabecalhos: Record<string, string>; corpo?: string };
/** ms: latency from the due time; fim: when the answer ended, in ms from the start. */
export type Amostra = { rota: string; grande: boolean; ms: number; fim: number; status: number; bytes: number };
export type ResultadoCarga = { amostras: Amostra[]; enviados: number; segundosEnvio: number; atrasoMaximoEnvioMs: number; semResposta: number };

/** A request with no answer by then counts as status 0. */
export const TEMPO_LIMITE_MS = 30_000;

/** Sends one request on a keep-alive agent; resolves with the status and the bytes on the wire (compressed). */
export function enviar(
  agente: http.Agent,
  base: URL,
  p: Pedido,
  { tempoLimiteMs = TEMPO_LIMITE_MS, sinal }: { tempoLimiteMs?: number; sinal?: AbortSignal } = {},
): Promise<{ status: number; bytes: number; corpo: Buffer; cabecalhos: http.IncomingHttpHeaders }> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent: agente,
        host: base.hostname,
        port: base.port,
        method: p.metodo ?? "GET",
        path: p.caminho,
        headers: p.cabecalhos,
        timeout: tempoLimiteMs,
        signal: sinal,
      },
      (res) => {
        const partes: Buffer[] = [];
        res.on("data", (d: Buffer) => partes.push(d));
        res.on("end", () => {
          const corpo = Buffer.concat(partes);
          resolve({ status: res.statusCode ?? 0, bytes: corpo.length, corpo, cabecalhos: res.headers });
        });
        res.on("error", () => resolve({ status: 0, bytes: 0, corpo: Buffer.alloc(0), cabecalhos: {} }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("tempo esgotado")));
    req.on("error", () => resolve({ status: 0, bytes: 0, corpo: Buffer.alloc(0), cabecalhos: {} }));
    if (p.corpo) req.end(p.corpo);
    else req.end();
  });
}

/**
 * Runs `proximo()` at `taxa` requests per second for `segundos`, then waits for the stragglers
 * (up to 30 s) and drops the rest. Requests beyond the agent's sockets wait in the client, their
 * clock running: an overloaded server sees at most that many at once.
 */
export async function cargaAberta(url: string, taxa: number, segundos: number, proximo: () => Pedido): Promise<ResultadoCarga> {
  // Enough sockets that the client never caps concurrency below what the server lets pile up.
  const agente = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const base = new URL(url);
  const total = Math.round(taxa * segundos);
  const amostras: Amostra[] = [];
  const pendentes = new Set<Promise<void>>();
  // Ends what is still queued in the agent or waiting on the server once the wait is over.
  const fim = new AbortController();
  setMaxListeners(0, fim.signal); // one listener per request in flight
  const inicio = performance.now();
  let enviados = 0;
  let atrasoMaximoEnvioMs = 0;
  while (enviados < total) {
    const agora = performance.now();
    // Everything due by now goes out in this turn of the loop.
    while (enviados < total && inicio + (enviados * 1000) / taxa <= agora) {
      const previsto = inicio + (enviados * 1000) / taxa;
      atrasoMaximoEnvioMs = Math.max(atrasoMaximoEnvioMs, agora - previsto);
      const pedido = proximo();
      const promessa = enviar(agente, base, pedido, { sinal: fim.signal }).then(({ status, bytes }) => {
        if (fim.signal.aborted) return;
        const agora = performance.now();
        amostras.push({ rota: pedido.rota, grande: pedido.grande ?? false, ms: agora - previsto, fim: agora - inicio, status, bytes });
        pendentes.delete(promessa);
      });
      pendentes.add(promessa);
      enviados += 1;
    }
    const proximoEm = inicio + (enviados * 1000) / taxa;
    await new Promise((r) => setTimeout(r, Math.max(0, proximoEm - performance.now())));
  }
  const segundosEnvio = (performance.now() - inicio) / 1000;
  let espera: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(pendentes), new Promise((r) => (espera = setTimeout(r, TEMPO_LIMITE_MS)))]);
  clearTimeout(espera);
  const semResposta = pendentes.size;
  fim.abort();
  agente.destroy();
  return { amostras, enviados, segundosEnvio, atrasoMaximoEnvioMs, semResposta };
}

export function percentil(ordenados: number[], p: number): number {
  if (ordenados.length === 0) return NaN;
  return ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)]!;
}
