import type { FastifyInstance } from "fastify";
import { clienteSchema } from "../../../domain/schemas/client.ts";
import type { AppDeps } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { responderComCache } from "../../cache/por-versao.ts";
import { atualizarCliente, buscarCliente, clienteDto, criarCliente, listarClientes } from "./queries.ts";

export async function rotasClientes(app: FastifyInstance, { db, cache }: AppDeps) {
  // The whole list goes to the browser, which filters it locally (SPEC): cached per data version.
  app.get("/api/clientes", async (req, reply) => responderComCache(cache, req, reply, "clientes", () => listarClientes(db, usuarioDe(req).id)));

  app.get<{ Params: { id: string } }>("/api/clientes/:id", async (req) =>
    clienteDto(await buscarCliente(db, usuarioDe(req).id, req.params.id)),
  );

  app.post("/api/clientes", async (req, reply) => {
    const dados = clienteSchema.parse(req.body);
    return reply.status(201).send(await criarCliente(db, usuarioDe(req).id, dados));
  });

  app.put<{ Params: { id: string } }>("/api/clientes/:id", async (req) => {
    const usuarioId = usuarioDe(req).id;
    // An unknown or foreign id is 404 before any validation message about the body.
    await buscarCliente(db, usuarioId, req.params.id);
    return atualizarCliente(db, usuarioId, req.params.id, clienteSchema.parse(req.body));
  });
}
