import { z } from "zod";
import { clienteApiSchema } from "../../../domain/api/ledger.ts";
import { clienteSchema } from "../../../domain/schemas/client.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { responderComCache } from "../../cache/por-versao.ts";
import { atualizarCliente, buscarCliente, clienteDto, criarCliente, listarClientes } from "../../data/clientes.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { ERROS_DO_CREDOR, paramsId, respostas, type AppTipado } from "../../http/rotas-tipadas.ts";

const listaDeClientes = z.array(clienteApiSchema);
const tags = ["Clientes"];

export async function rotasClientes(app: AppTipado, { cache }: DepsDoCredor) {
  // The whole list goes to the browser, which filters it locally (SPEC): cached per data version,
  // already passed through the answer's schema.
  app.get(
    "/api/clientes",
    { schema: { tags, summary: "Lista os clientes do credor", response: respostas({ 200: listaDeClientes }, ERROS_DO_CREDOR) } },
    async (req, reply) => responderComCache(cache, req, reply, "clientes", listaDeClientes, () => listarClientes(bancoDe(req), usuarioDe(req).id)),
  );

  app.get(
    "/api/clientes/:id",
    { schema: { tags, summary: "Um cliente", params: paramsId, response: respostas({ 200: clienteApiSchema }, [...ERROS_DO_CREDOR, 404]) } },
    async (req) => clienteDto(await buscarCliente(bancoDe(req), usuarioDe(req).id, req.params.id)),
  );

  app.post(
    "/api/clientes",
    { schema: { tags, summary: "Cadastra um cliente", body: clienteSchema, response: respostas({ 201: clienteApiSchema }, [...ERROS_DO_CREDOR, 400, 409]) } },
    async (req, reply) => {
      reply.status(201);
      return criarCliente(bancoDe(req), usuarioDe(req).id, req.body);
    },
  );

  app.put(
    "/api/clientes/:id",
    {
      schema: {
        tags,
        summary: "Altera um cliente",
        params: paramsId,
        body: clienteSchema,
        response: respostas({ 200: clienteApiSchema }, [...ERROS_DO_CREDOR, 400, 404, 409]),
      },
    },
    async (req) => atualizarCliente(bancoDe(req), usuarioDe(req).id, req.params.id, req.body),
  );
}
