import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ConfiguracoesApi, StatusCreditosApi } from "../../domain/api/conta.ts";
import type { ClienteDaListaApi } from "../../domain/api/ledger.ts";
import type { EmprestimoAtrasadoApi, MetricasDashboardApi, VencimentoDoDiaApi } from "../../domain/api/painel.ts";
import { LEITURAS_DO_PAINEL_NA_CARGA, PRIMEIRA_PAGINA_NA_CARGA } from "../../domain/primeira-pagina-na-carga.ts";
import type { ModuloDaPrimeiraPintura, PrimeiraPagina, QuadroDaPrimeiraPintura } from "../../domain/primeira-pintura.ts";
import { lerSessao, type DepsDaSessao } from "../auth/guard.ts";

/*
 * Issue 12, point 5: a phone with nothing cached needs seconds of its CPU to run the app before
 * /clientes shows a row; issue 27, point 4: the same for the dashboard's 'Cobrar hoje'. For these
 * pages the server sends, inside the HTML, the screen already drawn with the lender's first rows:
 * the web app's own components, built for Node by `vite build --config
 * vite.primeira-pintura.config.ts` (src/web/app/primeira-pintura.tsx).
 *
 * What it draws comes from the API itself, asked in-process with the request's own cookie and
 * address: the same session, credits, rate limits and row-level wall as the app's own reads, so
 * this page can show nothing the lender's API would not. Any other answer (no session, no
 * credits, an error) sends the plain app, which then does what it always did.
 */

/** The app's root while the drawing is on show (web/app/trocar-primeira-pintura.ts lifts `inert`). */
const MARCA_DA_RAIZ = '<div id="root"></div>';
const RAIZ_INERTE = '<div id="root" inert></div>';

type Resposta = Awaited<ReturnType<FastifyInstance["inject"]>>;

/** A drawn screen: the API reads it needs (beyond the session and credits) and how it is drawn from their answers. */
interface Tela {
  leituras: readonly string[];
  desenhar(modulo: ModuloDaPrimeiraPintura, quadro: QuadroDaPrimeiraPintura, respostas: Resposta[]): string;
}

/** A list's first page as its API answered it: the rows, and the cursor from X-Proximo-Cursor. */
function primeiraPagina<T>(resposta: Resposta): PrimeiraPagina<T> {
  const cursor = resposta.headers["x-proximo-cursor"];
  return { itens: resposta.json() as T[], proximoCursor: typeof cursor === "string" && cursor !== "" ? cursor : null };
}

const PAINEL = LEITURAS_DO_PAINEL_NA_CARGA;

/** The screens the server draws, by path: each reads exactly what the app's own first read asks for. */
const TELAS: Readonly<Record<string, Tela>> = {
  "/clientes": {
    leituras: [PRIMEIRA_PAGINA_NA_CARGA["/clientes"]!],
    desenhar: (modulo, quadro, [clientes]) => modulo.desenharClientes({ ...quadro, clientes: primeiraPagina<ClienteDaListaApi>(clientes!) }),
  },
  "/": {
    leituras: [PAINEL.atrasados, PAINEL.hoje, PAINEL.configuracoes, PAINEL.metricas],
    desenhar: (modulo, quadro, [atrasados, hoje, configuracoes, metricas]) =>
      modulo.desenharPainel({
        ...quadro,
        atrasados: primeiraPagina<EmprestimoAtrasadoApi>(atrasados!),
        hoje: primeiraPagina<VencimentoDoDiaApi>(hoje!),
        configuracoes: configuracoes!.json() as ConfiguracoesApi,
        metricas: metricas!.json() as MetricasDashboardApi,
      }),
  },
};

/** The paths of the screens the server draws: each a GET route of its own, so that its page goes compressed like any answer. */
export const CAMINHOS_DESENHADOS = Object.keys(TELAS);

export interface PrimeiraPintura {
  /** Sends the screen at `caminho` drawn for this lender and answers true; false when the plain app must go instead. */
  responder(req: FastifyRequest, reply: FastifyReply, caminho: string): Promise<boolean>;
}

/** `webDir` is dist/web; the drawing module sits beside it, in dist/primeira-pintura. */
export function criarPrimeiraPintura(app: FastifyInstance, deps: DepsDaSessao, webDir: string): PrimeiraPintura {
  const arquivoDoModulo = path.join(webDir, "..", "primeira-pintura", "primeira-pintura.js");
  let carregado: Promise<{ modulo: ModuloDaPrimeiraPintura; modelo: string } | null> | undefined;
  // Read once: a build without the module (or an index.html without the root) keeps the plain app.
  const carregar = () =>
    (carregado ??= (async () => {
      if (!fs.existsSync(arquivoDoModulo)) return null;
      const modelo = await fs.promises.readFile(path.join(webDir, "index.html"), "utf8");
      if (!modelo.includes(MARCA_DA_RAIZ)) return null;
      const modulo = (await import(pathToFileURL(arquivoDoModulo).href)) as ModuloDaPrimeiraPintura;
      return { modulo, modelo };
    })());

  // Loaded as the server starts, not on the first lender's request: importing react-dom/server
  // and the screens' code took that request from about 0.2 s to over 1 s.
  carregar().catch((erro: unknown) => app.log.warn({ erro: erro instanceof Error ? erro.name : typeof erro }, "módulo da primeira pintura não carregou"));

  /** GET `url` through the whole API, as the browser itself would ask for it. */
  async function lerDaApi(req: FastifyRequest, url: string) {
    // The credentials exactly as the request carries them (cookie and Authorization): the reads
    // below and the session check above see the same principal, or the API refuses (guard.ts).
    const repassar = ["cookie", "authorization", "user-agent", "x-forwarded-for", "x-forwarded-proto", "x-forwarded-host", "host"] as const;
    const headers: Record<string, string> = { accept: "application/json" };
    for (const nome of repassar) {
      const valor = req.headers[nome];
      if (typeof valor === "string") headers[nome] = valor;
    }
    return app.inject({ method: "GET", url, headers, remoteAddress: req.socket.remoteAddress });
  }

  return {
    async responder(req, reply, caminho) {
      const tela = Object.hasOwn(TELAS, caminho) ? TELAS[caminho] : undefined;
      if (!tela || req.method !== "GET" || !req.headers.cookie) return false;
      try {
        const partes = await carregar();
        if (!partes) return false;
        const [sessao, creditos, ...respostas] = await Promise.all([
          // Who is signed in, by the very check the lender API runs on these same headers
          // (auth/guard.ts: a cookie and a Bearer naming different sessions is nobody, issue 42,
          // point 3), in-process: better-auth's HTTP endpoint counts against the per-address
          // limits the app's own session read uses, which the drawing would double.
          lerSessao(deps, req),
          lerDaApi(req, "/api/creditos/status"),
          ...tela.leituras.map((url) => lerDaApi(req, url)),
        ]);
        if (creditos.statusCode !== 200 || respostas.some((r) => r.statusCode !== 200)) return false;
        const usuario = sessao;
        const status = creditos.json() as StatusCreditosApi;
        // Signed out, or locked out (the app sends that lender to /creditos-esgotados): the plain app.
        if (!usuario || status.diasRestantes <= 0) return false;
        const desenho = tela.desenhar(
          partes.modulo,
          {
            usuario: { id: usuario.id, email: usuario.email, name: usuario.nome || usuario.email },
            creditos: status,
            celular: pedidoDeCelular(req),
            // The web app's side menu keeps its state in this cookie (components/ui/sidebar.tsx).
            menuAberto: !/(?:^|;\s*)sidebar_state=false(?:;|$)/.test(req.headers.cookie),
          },
          respostas,
        );
        // The drawing is what the lender sees: its skip link and its content are the page's, and
        // its controls are inert (AppLayout, issue 27). The app beneath is inert too until it
        // takes the drawing's place: the keyboard never lands on a control nobody can see.
        const html = partes.modelo.replace(MARCA_DA_RAIZ, () => `<div id="primeira-pintura">${desenho}</div>${RAIZ_INERTE}`);
        // The lender's data is in this page: never kept by a browser or a proxy cache.
        await reply.header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);
        return true;
      } catch (erro) {
        // Only the kind of failure: the message could carry data. The plain app goes instead.
        req.log.warn({ erro: erro instanceof Error ? erro.name : typeof erro, caminho }, "primeira pintura falhou");
        return false;
      }
    },
  };
}

/**
 * Chromium says so itself (Sec-CH-UA-Mobile); Safari and Firefox on phones put "Mobi" in the user
 * agent. A guess only decides the first paint: the app then lays out by the screen's real width.
 */
function pedidoDeCelular(req: FastifyRequest): boolean {
  return req.headers["sec-ch-ua-mobile"] === "?1" || /Mobi/i.test(req.headers["user-agent"] ?? "");
}
