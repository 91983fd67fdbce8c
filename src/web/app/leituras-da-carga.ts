import { PRIMEIRA_PAGINA_NA_CARGA } from "../../domain/primeira-pagina-na-carga.ts";
import type { CaminhoGet } from "@/lib/api-tipada.ts";
import { iniciarLeituraDaSessao } from "@/lib/sessao-api.ts";
import { LEITURAS_DO_PAINEL } from "./leituras-do-painel.ts";

/*
 * The page's first code: main.tsx imports this module before anything else, so it runs before
 * the app's own modules are evaluated, which on a slow phone takes hundreds of milliseconds
 * (issue 12: /clientes's first rows within 1 s with the CPU 4x slower). From here the session,
 * and on the screens that open with a first page the credits status and that page (on the
 * dashboard, the reads of its first screen: issue 27), are asked for at once: none of them waits
 * for the app's code, nor for the screen's code that router.tsx starts downloading right after
 * (on a cold phone on Slow 4G, the dashboard's code took seconds before it asked for its rows). lib/leitura-antecipada.ts (its own small file, which public
 * pages never load) then hands each answer to the first query that asks for the same URL.
 */

// Written out, not built by lib/api.ts (this code runs before anything else is loaded); the
// contract still checks that the path exists.
const URL_CREDITOS = "/api/creditos/status" satisfies CaminhoGet;

/** Reads started here, by URL: a success, or null for any other answer or a network failure. */
const leiturasIniciadas = new Map<string, Promise<Response | null>>();

function iniciar(url: string): void {
  leiturasIniciadas.set(
    url,
    fetch(url, { credentials: "include" }).then(
      (res) => (res.ok ? res : null),
      () => null,
    ),
  );
}

iniciarLeituraDaSessao();

const caminho = window.location.pathname;
const primeiraPagina = PRIMEIRA_PAGINA_NA_CARGA[caminho];
// The dashboard and the lists: the credits status, and the list's first page or the dashboard's first screen.
const comLeituras = caminho === "/" || primeiraPagina !== undefined;
if (comLeituras) {
  iniciar(URL_CREDITOS);
  if (primeiraPagina) iniciar(primeiraPagina);
  if (caminho === "/") for (const url of LEITURAS_DO_PAINEL) iniciar(url);
}

/**
 * Settles once the reads above can be handed to the screen's queries (at once on other pages).
 * main.tsx renders after it, so the screen never asks for them a second time.
 */
export const leiturasDaCargaIniciadas: Promise<void> = comLeituras
  ? import("@/lib/leitura-antecipada.ts").then(
      (m) => {
        m.adotarLeiturasDaCarga(leiturasIniciadas);
        leiturasIniciadas.clear();
      },
      // Without it the screens read everything themselves, as they always could.
      () => undefined,
    )
  : Promise.resolve();
