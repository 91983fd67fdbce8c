import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { linkCadastroSchema } from "../../../domain/schemas/sign-up-link.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { MENSAGEM_VALIDADE, VALIDADE_MAXIMA_DIAS, VALIDADE_PADRAO_DIAS } from "../../../domain/limites.ts";
import { cancelarLink, criarLink, listarLinks } from "../../data/links.ts";

// How long the borrower has to use the link (DOMAIN.md: 7 days unless the lender says otherwise).
const validadeSchema = z.object({
  validadeDias: z.coerce
    .number({ error: MENSAGEM_VALIDADE })
    .int(MENSAGEM_VALIDADE)
    .min(1, MENSAGEM_VALIDADE)
    .max(VALIDADE_MAXIMA_DIAS, MENSAGEM_VALIDADE)
    .default(VALIDADE_PADRAO_DIAS),
});

export async function rotasLinks(app: FastifyInstance, { clock }: DepsDoCredor) {
  app.get("/api/links-cadastro", async (req) => listarLinks(bancoDe(req), usuarioDe(req).id, clock.now()));

  app.post("/api/links-cadastro", async (req, reply) => {
    const dados = linkCadastroSchema.parse(req.body);
    const { validadeDias } = validadeSchema.parse(req.body ?? {});
    reply.status(201);
    return criarLink(bancoDe(req), usuarioDe(req).id, dados, clock.now(), validadeDias);
  });

  app.post<{ Params: { id: string } }>("/api/links-cadastro/:id/cancelar", async (req) =>
    cancelarLink(bancoDe(req), usuarioDe(req).id, req.params.id, clock.now()),
  );
}
