import { z } from "zod";
import { linkClienteApiSchema, paginaClienteApiSchema } from "../../../domain/api/pagina-cliente.ts";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import type { AppDeps, DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { garantirLinkDoCliente, linkDoCliente, paginaDoCliente } from "../../data/pagina-cliente.ts";
import { comoPublico } from "../../db/muro.ts";
import { LIMITES } from "../../http/limites-publicos.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { ERROS_DO_CREDOR, paramsId, respostas, type AppTipado } from "../../http/rotas-tipadas.ts";

const tags = ["Página do cliente"];

/** Issue 30, point 1: the lender's side, 'Link do cliente' and 'Gerar novo link'. */
export async function rotasLinkCliente(app: AppTipado, { clock }: DepsDoCredor) {
  app.get(
    "/api/clientes/:id/link-cliente",
    {
      schema: {
        tags,
        summary: "O link vivo da página do cliente, ou null",
        params: paramsId,
        response: respostas({ 200: linkClienteApiSchema.nullable() }, [...ERROS_DO_CREDOR, 404]),
      },
    },
    async (req) => linkDoCliente(bancoDe(req), usuarioDe(req).id, req.params.id),
  );

  app.post(
    "/api/clientes/:id/link-cliente",
    {
      schema: {
        tags,
        summary: "O link da página do cliente (criado no primeiro uso); com novo: true, troca o link e o anterior deixa de abrir",
        params: paramsId,
        // No body at all is 'Link do cliente'; { novo: true } is 'Gerar novo link'.
        body: z.object({ novo: z.boolean().default(false) }).nullish(),
        response: respostas({ 201: linkClienteApiSchema }, [...ERROS_DO_CREDOR, 400, 404]),
      },
    },
    async (req, reply) => {
      reply.status(201);
      return garantirLinkDoCliente(bancoDe(req), usuarioDe(req).id, req.params.id, clock.now(), req.body?.novo ?? false);
    },
  );
}

/**
 * The borrower's side, /c/{token}: public, limited per address, never cached nor indexed, never
 * sent on as a referrer, and answered even when the lender has no credits (the borrower must be
 * able to pay).
 */
export async function rotasPaginaCliente(app: AppTipado, { db, clock }: AppDeps) {
  app.addHook("onSend", async (_req, reply) => {
    reply.header("x-robots-tag", "noindex, nofollow");
    reply.header("referrer-policy", "no-referrer");
  });

  app.get(
    "/api/c/:token",
    {
      config: { rateLimit: LIMITES.leitura },
      schema: {
        tags,
        summary: "A página do cliente: empréstimos em aberto, valor devido hoje, PIX copia e cola, parcelas e pagamentos",
        params: z.object({ token: z.string() }),
        response: respostas({ 200: paginaClienteApiSchema }, [404, 429]),
      },
    },
    async (req) => comoPublico(db, req.params.token, (tx) => paginaDoCliente(tx, req.params.token, dataEmSaoPaulo(clock.now()))),
  );
}
