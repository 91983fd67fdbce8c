import { configuracoesApiSchema } from "../../../domain/api/conta.ts";
import { configuracoesSchema } from "../../../domain/schemas/settings.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { lerConfiguracoes, salvarConfiguracoes } from "../../data/configuracoes.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { ERROS_DO_CREDOR, respostas, type AppTipado } from "../../http/rotas-tipadas.ts";

const tags = ["Configurações"];

export async function rotasConfiguracoes(app: AppTipado, { clock }: DepsDoCredor) {
  app.get(
    "/api/configuracoes",
    { schema: { tags, summary: "Chave PIX e WhatsApp do credor", response: respostas({ 200: configuracoesApiSchema }, [...ERROS_DO_CREDOR, 404]) } },
    async (req) => lerConfiguracoes(bancoDe(req), usuarioDe(req).id),
  );

  app.post(
    "/api/configuracoes",
    {
      schema: {
        tags,
        summary: "Salva a chave PIX e o WhatsApp",
        body: configuracoesSchema,
        response: respostas({ 200: configuracoesApiSchema }, [...ERROS_DO_CREDOR, 400, 404]),
      },
    },
    async (req) => salvarConfiguracoes(bancoDe(req), usuarioDe(req).id, req.body, clock.now()),
  );
}
