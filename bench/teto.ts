import autocannon from "autocannon";

/*
 * The throughput ceiling: closed-loop autocannon (each connection sends its next request when the
 * previous one answers), as fast as the server goes, on a route without the database and on an
 * authenticated one-row read. Their ratio is what the session, credit and tenancy checks and the
 * transaction cost per request.
 */

export type Teto = { rps: number; p99: number; naoOk: number };

export async function teto(url: string, caminho: string, cabecalhos: Record<string, string>, conexoes: number, segundos: number): Promise<Teto> {
  const r = await autocannon({ url: url + caminho, headers: cabecalhos, connections: conexoes, duration: segundos });
  return { rps: r.requests.average, p99: r.latency.p99, naoOk: r.non2xx + r.errors + r.timeouts };
}
