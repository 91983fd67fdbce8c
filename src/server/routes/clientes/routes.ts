import type { FastifyInstance } from "fastify";
import { clienteSchema } from "../../../domain/schemas/client.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { responderComCache } from "../../cache/por-versao.ts";
import { atualizarCliente, buscarCliente, clienteDto, criarCliente, listarClientes } from "../../data/clientes.ts";

export async function rotasClientes(app: FastifyInstance, { cache }: DepsDoCredor) {
  // The whole list goes to the browser, which filters it locally (SPEC): cached per data version.
  app.get("/api/clientes", async (req, reply) => responderComCache(cache, req, reply, "clientes", () => listarClientes(bancoDe(req), usuarioDe(req).id)));

  app.get<{ Params: { id: string } }>("/api/clientes/:id", async (req) => clienteDto(await buscarCliente(bancoDe(req), usuarioDe(req).id, req.params.id)));

  app.post("/api/clientes", async (req, reply) => {
    const dados = clienteSchema.parse(req.body);
    reply.status(201);
    return criarCliente(bancoDe(req), usuarioDe(req).id, dados);
  });

  app.put<{ Params: { id: string } }>("/api/clientes/:id", async (req) => {
    const usuarioId = usuarioDe(req).id;
    // An unknown or foreign id is 404 before any validation message about the body.
    await buscarCliente(bancoDe(req), usuarioId, req.params.id);
    return atualizarCliente(bancoDe(req), usuarioId, req.params.id, clienteSchema.parse(req.body));
  });
}
