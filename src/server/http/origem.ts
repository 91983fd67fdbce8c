import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/*
 * The CSRF wall for the whole API: a state-changing request (anything but GET/HEAD) under
 * /api/ is accepted from a browser only when the page that sent it is one of ours.
 *
 * - With an Origin header: it must be one of the configured origins (never the Host header,
 *   which a client chooses). A page on another port of the same host is another origin.
 * - Without Origin but with Sec-Fetch-Site: only "same-origin" or "none" (typed by the user).
 * - With neither: not a browser (curl, the operator's scripts, app.inject in tests). Every
 *   browser we support sends Origin on a cross-origin request and on every non-GET fetch, and
 *   page scripts cannot remove it (a forbidden header), so a missing Origin cannot be produced
 *   by a hostile page.
 *
 * The borrower's public sign-up routes take any origin (they carry no session), but only the
 * two body types their page sends, so a cross-site form cannot post something else to them.
 */

export const MENSAGEM_ORIGEM = "Origem da requisição não permitida.";
export const MENSAGEM_TIPO_DE_CONTEUDO = "Formato da requisição não aceito. Envie JSON ou multipart/form-data.";

const METODOS_SEGUROS = new Set(["GET", "HEAD"]);
const ROTAS_PUBLICAS = new Set(["POST /api/cadastro/:token", "POST /api/upload"]);
const TIPOS_ACEITOS_NAS_PUBLICAS = new Set(["application/json", "multipart/form-data"]);

function caminho(url: string): string {
  const i = url.indexOf("?");
  return i === -1 ? url : url.slice(0, i);
}

function tipoDeConteudo(req: FastifyRequest): string {
  return String(req.headers["content-type"] ?? "")
    .split(";")[0]!
    .trim()
    .toLowerCase();
}

/** Whether a browser request comes from one of our pages; true for non-browser clients. */
export function origemPermitida(req: FastifyRequest, origens: ReadonlySet<string>): boolean {
  const origem = req.headers.origin;
  if (origem !== undefined) return origens.has(origem);
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin" || site === "none";
  return true;
}

export function registrarVerificacaoDeOrigem(app: FastifyInstance, origensPermitidas: readonly string[]) {
  const origens = new Set(origensPermitidas);
  app.addHook("onRequest", async (req: FastifyRequest, reply: FastifyReply) => {
    if (METODOS_SEGUROS.has(req.method)) return;
    // The matched route too: a path spelled differently but routed under /api/ is still checked.
    const rota = req.routeOptions.url ?? "";
    if (!caminho(req.url).startsWith("/api/") && !rota.startsWith("/api/")) return;
    if (ROTAS_PUBLICAS.has(`${req.method} ${rota}`)) {
      if (!TIPOS_ACEITOS_NAS_PUBLICAS.has(tipoDeConteudo(req))) {
        return reply.status(415).send({ message: MENSAGEM_TIPO_DE_CONTEUDO });
      }
      return;
    }
    if (!origemPermitida(req, origens)) return reply.status(403).send({ message: MENSAGEM_ORIGEM });
  });
}
