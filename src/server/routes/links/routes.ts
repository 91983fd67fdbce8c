import { z } from "zod";
import { linkApiSchema } from "../../../domain/api/links.ts";
import { MENSAGEM_VALIDADE, VALIDADE_MAXIMA_DIAS, VALIDADE_PADRAO_DIAS } from "../../../domain/limites.ts";
import { linkCadastroSchema } from "../../../domain/schemas/sign-up-link.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { cancelarLink, criarLink, listarLinks } from "../../data/links.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { ERROS_DO_CREDOR, paramsId, respostas, type AppTipado } from "../../http/rotas-tipadas.ts";

// How long the borrower has to use the link (DOMAIN.md: 7 days unless the lender says otherwise).
const validadeSchema = z.object({
  validadeDias: z.coerce
    .number({ error: MENSAGEM_VALIDADE })
    .int(MENSAGEM_VALIDADE)
    .min(1, MENSAGEM_VALIDADE)
    .max(VALIDADE_MAXIMA_DIAS, MENSAGEM_VALIDADE)
    .default(VALIDADE_PADRAO_DIAS),
});
const novoLinkSchema = z.intersection(linkCadastroSchema, validadeSchema);
const tags = ["Links de cadastro"];

export async function rotasLinks(app: AppTipado, { clock, config }: DepsDoCredor) {
  app.get(
    "/api/links-cadastro",
    { schema: { tags, summary: "Os links de cadastro do credor", response: respostas({ 200: z.array(linkApiSchema) }, ERROS_DO_CREDOR) } },
    async (req) => listarLinks(bancoDe(req), usuarioDe(req).id, clock.now()),
  );

  app.post(
    "/api/links-cadastro",
    {
      schema: {
        tags,
        summary: "Cria um link de cadastro com os termos do empréstimo",
        body: novoLinkSchema,
        response: respostas({ 201: linkApiSchema }, [...ERROS_DO_CREDOR, 400]),
      },
    },
    async (req, reply) => {
      const { validadeDias, ...dados } = req.body;
      reply.status(201);
      return criarLink(bancoDe(req), usuarioDe(req).id, dados, clock.now(), config.limiteJurosAnual, validadeDias);
    },
  );

  app.post(
    "/api/links-cadastro/:id/cancelar",
    {
      schema: {
        tags,
        summary: "Cancela um link ainda não usado",
        params: paramsId,
        response: respostas({ 200: linkApiSchema }, [...ERROS_DO_CREDOR, 404, 409]),
      },
    },
    async (req) => cancelarLink(bancoDe(req), usuarioDe(req).id, req.params.id, clock.now()),
  );
}
