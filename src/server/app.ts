import fs from "node:fs";
import path from "node:path";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import helmet from "helmet";
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { appConfigApiSchema } from "../domain/api/conta.ts";
import fastifyStatic from "@fastify/static";
import type { AppDeps } from "./app-deps.ts";
import { criarSeloDeCursor } from "./http/selo-de-cursor.ts";
import { createAuth } from "./auth/auth.ts";
import { OPCOES_DE_COMPRESSAO } from "./cache/compressao.ts";
import { CachePorVersao } from "./cache/por-versao.ts";
import { nomeDoCookieDe } from "./auth/guard.ts";
import { registrarRotasAuth } from "./auth/routes.ts";
import type { Clock } from "./clock.ts";
import { opcaoTrustProxy, origensConfiaveis, type AppConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import { registrarEntradaSegura } from "./http/entrada.ts";
import { registrarTratamentoDeErros } from "./http/error-handler.ts";
import { MENSAGENS } from "./http/errors.ts";
import { registrarLimitesPublicos } from "./http/limites-publicos.ts";
import { opcoesDoLog, type DestinoDeLog } from "./http/log-seguro.ts";
import { CAMINHOS_DESENHADOS, criarPrimeiraPintura } from "./http/primeira-pintura.ts";
import { registrarVerificacaoDeOrigem } from "./http/origem.ts";
import { rotasDoCredor } from "./http/rotas-do-credor.ts";
import { rotasAtualizacoesPendentes } from "./routes/atualizacoes/routes.ts";
import { rotasAdmin } from "./routes/admin/routes.ts";
import { rotasAuditoria } from "./routes/auditoria/routes.ts";
import { rotasCadastro } from "./routes/cadastro/routes.ts";
import { rotasAceite } from "./routes/aceite/routes.ts";
import { rotasRelatorios } from "./routes/relatorios/routes.ts";
import { rotasSimulacao } from "./routes/simulacao/routes.ts";
import { rotasPagamentosInformados } from "./routes/pagamentos-informados/routes.ts";
import { rotasLinkCliente, rotasPaginaCliente } from "./routes/pagina-cliente/routes.ts";
import { criarBarramento } from "./eventos/criar.ts";
import { rotasEventos } from "./routes/eventos/routes.ts";
import { rotasCalendario } from "./routes/calendario/routes.ts";
import { rotasCobrarHoje } from "./routes/cobrar-hoje/routes.ts";
import { rotasDashboard } from "./routes/dashboard/routes.ts";
import { rotasDocumentos } from "./routes/documentos/routes.ts";
import { rotasLinks } from "./routes/links/routes.ts";
import { rotasClientes } from "./routes/clientes/routes.ts";
import { rotasConfiguracoes } from "./routes/configuracoes/routes.ts";
import { rotasEmprestimos } from "./routes/emprestimos/routes.ts";
import { rotasRenegociacao } from "./routes/emprestimos/renegociacao.ts";
import { rotasPagamentos } from "./routes/pagamentos/routes.ts";
import { rotasCreditos } from "./routes/creditos/routes.ts";
import { rotasExportacao } from "./routes/exportar/routes.ts";
import { rotasRecibos } from "./routes/recibos/routes.ts";
import { rotasCartela } from "./routes/cartela/routes.ts";
import { rotasVerificacao } from "./routes/verificar/routes.ts";

export type BuildAppOptions = {
  db: Database;
  config: AppConfig;
  clock: Clock;
  authSecret: string;
  /** Built web app to serve (dist/web); omitted in API tests. */
  webDir?: string | undefined;
  /** Enables the loopback operator route (embedded database only). */
  adminToken?: string | undefined;
  logger?: boolean;
  /** Turns the log on into this destination (tests read the lines). */
  logDestino?: DestinoDeLog | undefined;
  /** The live-updates stream's heartbeat and periodic check (routes/eventos); tests shorten it. */
  intervaloHeartbeatEventosMs?: number | undefined;
};

export type RotaRegistrada = { metodo: string; url: string };

declare module "fastify" {
  interface FastifyInstance {
    rotasRegistradas: RotaRegistrada[];
  }
}

const JSON_BODY_LIMIT = 100 * 1024;

// Served to the built app: everything from this origin, nothing inline but styles (React's
// style props). No upgrade-insecure-requests: it would break plain HTTP on a LAN address.
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config, clock } = options;
  const app = Fastify({
    logger: options.logger || options.logDestino ? opcoesDoLog(config.logLevel, options.logDestino) : false,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: opcaoTrustProxy(config.trustProxy),
  });
  // Every route, as registered: the access-control matrix and fuzz tests are generated from it,
  // so a new route cannot escape them.
  const rotas: RotaRegistrada[] = [];
  app.addHook("onRoute", (rota) => {
    for (const metodo of [rota.method].flat()) if (metodo !== "HEAD") rotas.push({ metodo, url: rota.url });
  });
  app.decorate("rotasRegistradas", rotas);
  app.decorateRequest("usuario", null);
  app.decorateRequest("versaoDados", null);
  registrarTratamentoDeErros(app);
  // Route schemas are the domain's zod schemas (http/rotas-tipadas.ts).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any route: control characters in params, query or body are refused for all of them.
  registrarEntradaSegura(app);
  // Before any route: a state-changing /api/ request from another site's page is refused.
  registrarVerificacaoDeOrigem(app, origensConfiaveis(config));
  // Lenders' data never goes into an HTTP cache: a shared browser or proxy could hand one
  // lender's answer to the next person (issue 8). Every /api answer says so, errors included.
  app.addHook("onSend", async (req, reply) => {
    if (req.url.startsWith("/api/") || req.url === "/api") reply.header("cache-control", "no-store");
  });

  // Compressed answers (JSON and the web files): before any route and before @fastify/static.
  await app.register(compress, OPCOES_DE_COMPRESSAO);
  await app.register(cookie);
  // helmet's security headers, built once: @fastify/helmet built the middleware again on every
  // request, re-reading the CSP directives each time (6.5 % of the server's CPU on a one-row read,
  // issue 12).
  const cabecalhosDeSeguranca = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    strictTransportSecurity: config.env === "production",
  });
  app.addHook("onRequest", (req, reply, pronto) => cabecalhosDeSeguranca(req.raw, reply.raw, () => pronto()));

  const auth = createAuth({ db, config, secret: options.authSecret, clock, log: app.log });
  // Live events (issue 11): LISTEN/NOTIFY on PostgreSQL, in-process on the embedded database.
  const eventos = criarBarramento(db, app.log);
  app.addHook("onClose", () => eventos.fechar());
  const deps: AppDeps = { db, clock, config, auth, cache: new CachePorVersao(), eventos, cursores: criarSeloDeCursor(options.authSecret) };

  await registrarDocumentacao(app, nomeDoCookieDe(auth));
  await app.register(multipart);
  await registrarLimitesPublicos(app, db);

  registrarRotasAuth(app, auth, { db, config });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/app-config", { schema: { tags: ["Público"], summary: "Configuração pública do app", response: { 200: appConfigApiSchema } } }, async () => ({
      whatsappCreditos: config.whatsappCreditos,
      publicUrl: config.publicUrl ?? null,
      limiteJurosAnual: config.limiteJurosAnual,
      limiteMulta: config.limiteMulta,
    }));

  // The borrower's sign-up page: public, rate-limited, open even when the lender has no credit
  // (DOMAIN.md: no borrower's data is lost).
  await app.register(async (escopo) => rotasCadastro(escopo, deps));
  await app.register(async (escopo) => rotasAceite(escopo, deps));
  await app.register(async (escopo) => rotasPaginaCliente(escopo, deps));
  // Anyone verifies a document's code (issue 29, point 5): public, rate-limited, never indexed.
  await app.register(async (escopo) => rotasVerificacao(escopo, deps));
  // Checks the session itself: a stranger gets 404, not 401.
  await app.register(async (escopo) => rotasDocumentos(escopo, deps));

  // The lender's live events: a long-lived stream, outside the per-request transaction.
  await app.register(async (escopo) => rotasEventos(escopo, deps, { intervaloHeartbeatMs: options.intervaloHeartbeatEventosMs }));

  // Signed in, even with 0 days: the credit screens must keep working.
  // Every lender route runs inside the tenancy wall (http/rotas-do-credor.ts).
  await app.register(async (escopo) => {
    rotasDoCredor(escopo, deps, { exigirCreditos: false });
    await rotasCreditos(escopo, deps);
  });

  // The lender's working API: signed in and with credit (402 at 0 days).
  await app.register(async (escopo) => {
    rotasDoCredor(escopo, deps, { exigirCreditos: true });
    await rotasConfiguracoes(escopo, deps);
    await rotasClientes(escopo, deps);
    await rotasEmprestimos(escopo, deps);
    await rotasRenegociacao(escopo, deps);
    await rotasPagamentos(escopo, deps);
    await rotasLinks(escopo, deps);
    await rotasDashboard(escopo, deps);
    await rotasCalendario(escopo, deps);
    await rotasCobrarHoje(escopo, deps);
    await rotasAtualizacoesPendentes(escopo, deps);
    await rotasRecibos(escopo, deps);
    await rotasCartela(escopo, deps);
    await rotasExportacao(escopo, deps);
    await rotasAuditoria(escopo, deps);
    await rotasLinkCliente(escopo, deps);
    await rotasPagamentosInformados(escopo, deps);
    await rotasRelatorios(escopo, deps);
    await rotasSimulacao(escopo, deps);
  });

  if (options.adminToken) {
    const adminToken = options.adminToken;
    await app.register(async (escopo) => rotasAdmin(escopo, { ...deps, adminToken }));
  }

  registrarWeb(app, deps, options.webDir);
  return app;
}

/**
 * The OpenAPI 3.1 document generated from the route schemas, at /api/openapi.json, and a
 * reference page that reads it at /api/docs (Swagger UI, its files served from this origin).
 */
async function registrarDocumentacao(app: FastifyInstance, cookieDaSessao: string) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Crédito Fácil — API",
        version: "1",
        description:
          "A API do credor (sessão por cookie ou `Authorization: Bearer`), a página pública de cadastro e a configuração pública. Erros: `{ message }` em português; 400 traz `errors` por campo.",
      },
      components: {
        securitySchemes: {
          sessao: { type: "apiKey", in: "cookie", name: cookieDaSessao },
          bearer: { type: "http", scheme: "bearer" },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", uiConfig: { docExpansion: "list", defaultModelsExpandDepth: 0 } });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}

function registrarWeb(app: FastifyInstance, deps: AppDeps, webDir: string | undefined) {
  const indexHtml = webDir ? path.join(webDir, "index.html") : undefined;
  const temWeb = indexHtml !== undefined && fs.existsSync(indexHtml);
  if (temWeb && webDir) {
    app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to each text file (vite.config.ts): sent as they are,
      // per Accept-Encoding, with no compression work per request. Files without them still go
      // through @fastify/compress.
      preCompressed: true,
      setHeaders: (res, caminho) => {
        // Vite fingerprints everything under assets/: safe to cache for a year.
        if (caminho.includes(`${path.sep}assets${path.sep}`)) {
          res.header("cache-control", "public, max-age=31536000, immutable");
        } else if (path.basename(caminho) === "sw.js") {
          // The service worker decides which version of the app a phone runs: always revalidated.
          res.header("cache-control", "no-cache");
        }
      },
    });
  }
  /** The web app's page, for a client-side route (and the English 404 page). */
  const enviarApp = (reply: FastifyReply, cache: "no-cache" | "no-store" = "no-cache") =>
    // cacheControl: false, or @fastify/static would replace no-cache with its "public, max-age=0".
    reply.header("cache-control", cache).sendFile("index.html", { cacheControl: false });
  // /clientes and the dashboard opened by their address: the screen drawn by the server with the
  // lender's first rows (issues 12 and 27). Routes of their own, not the not-found handler's:
  // @fastify/compress only compresses routes' answers (the drawn dashboard is some 50 KB of HTML,
  // 6 KB in brotli).
  if (temWeb && webDir) {
    const primeiraPintura = criarPrimeiraPintura(app, deps, webDir);
    for (const caminho of CAMINHOS_DESENHADOS) {
      app.get(caminho, { schema: { hide: true } }, async (req, reply) => ((await primeiraPintura.responder(req, reply, caminho)) ? reply : enviarApp(reply)));
    }
  }
  app.setNotFoundHandler(async (req, reply) => {
    const caminho = req.url.split("?")[0] ?? "";
    if (caminho.startsWith("/api/") || caminho === "/api" || !temWeb || (req.method !== "GET" && req.method !== "HEAD")) {
      return reply.status(404).send({ message: MENSAGENS.rotaNaoEncontrada });
    }
    // The public verification page (issue 29, point 5) is never indexed, whatever robots.txt says.
    if (caminho === "/verificar" || caminho.startsWith("/verificar/")) reply.header("x-robots-tag", "noindex, nofollow");
    // The acceptance page (issue 29, point 4) carries its token in the address: never indexed,
    // never sent on as a referrer.
    if (caminho.startsWith("/aceite/") || caminho.startsWith("/c/")) reply.header("x-robots-tag", "noindex, nofollow").header("referrer-policy", "no-referrer");
    // A page whose address is a link's token (the borrower's page, acceptance, sign-up): no cache
    // keeps it at all, not even to revalidate (issue 42, point 8), like its API answers.
    const comToken = caminho.startsWith("/c/") || caminho.startsWith("/aceite/") || caminho.startsWith("/cadastro/");
    return enviarApp(reply, comToken ? "no-store" : "no-cache");
  });
}
