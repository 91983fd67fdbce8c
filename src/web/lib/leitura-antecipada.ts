import { usarLeiturasAntecipadas } from "./api-tipada.ts";
import { aoLimparCacheDoCredor } from "./cache-do-credor.ts";

/*
 * Issue 12: a signed-in screen opened by its address waits for the session, the credits status
 * and its first page of data. For the dashboard and the lists, all three are asked for at once by
 * the page's first code (app/leituras-da-carga.ts), before React has rendered anything or loaded
 * the screen's code; this module hands those answers on.
 *
 * A read kept here is taken once, by the first GET of the same URL (api.ts), only if it
 * succeeded (a visitor's 401 is simply dropped) and only within VALIDADE_MS of its answer: a
 * screen opened later reads the server again. Sign-in, sign-out or another account forgets them
 * (cache-do-credor.ts), so one lender's rows never reach the next.
 */
const VALIDADE_MS = 10_000;

interface Leitura {
  resposta: Promise<Response | null>;
  respondidaEm: number | null;
}
const leituras = new Map<string, Leitura>();

aoLimparCacheDoCredor(() => leituras.clear());

/** Takes over the reads the page's first code started (URL → a success or null). */
export function adotarLeiturasDaCarga(iniciadas: ReadonlyMap<string, Promise<Response | null>>): void {
  for (const [url, resposta] of iniciadas) {
    const leitura: Leitura = { resposta, respondidaEm: null };
    void resposta.then(() => {
      leitura.respondidaEm = Date.now();
    });
    leituras.set(url, leitura);
  }
}

/** The early successful answer of a GET of `url`, taken out (only once), or null if there is none still fresh. */
async function tomarLeituraAntecipada(url: string): Promise<Response | null> {
  const leitura = leituras.get(url);
  if (!leitura) return null;
  leituras.delete(url);
  const res = await leitura.resposta;
  return res && leitura.respondidaEm !== null && Date.now() - leitura.respondidaEm <= VALIDADE_MS ? res : null;
}

usarLeiturasAntecipadas(tomarLeituraAntecipada);
