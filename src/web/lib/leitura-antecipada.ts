import { usarLeiturasAntecipadas } from "./api.ts";
import { aoLimparCacheDoCredor } from "./cache-do-credor.ts";
import { primeiraPaginaDaTela } from "./listas.ts";

/*
 * Issue 12: a signed-in screen opened by its address waits for the session, the credits status
 * and its first page of data. For the screens below, all three are asked for at once, from the
 * page's first code (router.tsx loads this module for a signed-in screen opened by its address),
 * before React has rendered anything or loaded the screen's code.
 *
 * A read kept here is taken once, by the first GET of the same URL (api.ts), only if it
 * succeeded (a visitor's 401 is simply dropped) and only within VALIDADE_MS of its answer: a
 * screen opened later reads the server again. Sign-in, sign-out or another account forgets them
 * (cache-do-credor.ts), so one lender's rows never reach the next.
 */
const VALIDADE_MS = 10_000;
const URL_CREDITOS = "/api/creditos/status";

interface Leitura {
  resposta: Promise<Response | null>;
  respondidaEm: number | null;
}
const leituras = new Map<string, Leitura>();

aoLimparCacheDoCredor(() => leituras.clear());

function anteciparLeitura(url: string): void {
  const leitura: Leitura = {
    // Only a success is handed on: any other answer (401 to a visitor) or a network failure is
    // left to the screen's own request, which asks again and reports it as usual.
    resposta: fetch(url, { credentials: "include" }).then(
      (res) => (res.ok ? res : null),
      () => null,
    ),
    respondidaEm: null,
  };
  void leitura.resposta.then(() => {
    leitura.respondidaEm = Date.now();
  });
  leituras.set(url, leitura);
}

/**
 * Called once, with the page's path: for the dashboard and the list screens, the credits status
 * and the list's first page (the same URL its query asks for).
 */
export function anteciparLeiturasDaCarga(caminho: string): void {
  const primeiraPagina = primeiraPaginaDaTela(caminho);
  if (caminho !== "/" && primeiraPagina === null) return;
  anteciparLeitura(URL_CREDITOS);
  if (primeiraPagina) anteciparLeitura(primeiraPagina);
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
