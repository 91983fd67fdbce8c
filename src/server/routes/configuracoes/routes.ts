import { configuracoesApiSchema } from "../../../domain/api/conta.ts";
import { configuracoesSchema, nomeDoCredorSchema } from "../../../domain/schemas/settings.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { lerConfiguracoes, salvarConfiguracoes, salvarNomeDoCredor } from "../../data/configuracoes.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { ERROS_DO_CREDOR, respostas, type AppTipado } from "../../http/rotas-tipadas.ts";
import { rotasDeCobranca } from "./cobranca.ts";

const tags = ["Configurações"];

export async function rotasConfiguracoes(app: AppTipado, deps: DepsDoCredor) {
  const { clock } = deps;
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

  // Issue 42, point 6: the name alone, without the PIX key the form above requires, so that the
  // app can ask for it right before the first link or contract.
  app.post(
    "/api/configuracoes/nome",
    {
      schema: {
        tags,
        summary: "Salva só 'Seu nome (como os clientes verão)', o nome que os documentos e as páginas do cliente mostram",
        body: nomeDoCredorSchema,
        response: respostas({ 200: configuracoesApiSchema }, [...ERROS_DO_CREDOR, 400, 404]),
      },
    },
    async (req) => salvarNomeDoCredor(bancoDe(req), usuarioDe(req).id, req.body.nomeRecibo, clock.now()),
  );

  // Issue 43, point 2: the collection days.
  await rotasDeCobranca(app, deps);
}
