import { z } from "zod";
import { clienteApiSchema, clienteDaListaApiSchema } from "../../../domain/api/ledger.ts";
import { clienteSchema } from "../../../domain/schemas/client.ts";
import { consultaClientesSchema, LIMITE_MAXIMO_DA_PAGINA } from "../../../domain/schemas/listas.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { atualizarCliente, buscarCliente, clienteDto, criarCliente, excluirCliente, listarClientes } from "../../data/clientes.ts";
import { anonimizarCliente, dadosPessoaisDoCliente } from "../../data/lgpd.ts";
import { bancoDe, depoisDeConfirmar } from "../../http/rotas-do-credor.ts";
import { ERROS_DO_CREDOR, paramsId, respostas, semConteudo, type AppTipado, responderPagina } from "../../http/rotas-tipadas.ts";
import { removerDocumento } from "../../storage/documentos.ts";

const listaDeClientes = z.array(clienteDaListaApiSchema);
const tags = ["Clientes"];

export async function rotasClientes(app: AppTipado, { clock, config, cursores }: DepsDoCredor) {
  /**
   * The documents' bytes in the database go with their rows (cascade, decision 0030); a file an
   * earlier version left in DATA_DIR/documentos goes only once that deletion is committed.
   */
  const removerArquivosDepois = (req: Parameters<typeof bancoDe>[0], arquivos: { id: string; extensao: string }[]) =>
    depoisDeConfirmar(req, async () => {
      for (const a of arquivos) await removerDocumento(config.dataDir, a.id, a.extensao);
    });

  // Issue 12: one page at a time, searched and filtered on the server; the next page's cursor
  // goes in a header so the body keeps the spec's shape (an array). A page is a bounded index
  // walk, so it is read straight from the database, never from a cache a write would void.
  app.get(
    "/api/clientes",
    {
      schema: {
        tags,
        summary: `Lista os clientes do credor, uma página por vez (até ${LIMITE_MAXIMO_DA_PAGINA}); a próxima vem pelo cabeçalho X-Proximo-Cursor`,
        querystring: consultaClientesSchema,
        response: respostas({ 200: listaDeClientes }, [...ERROS_DO_CREDOR, 400]),
      },
    },
    async (req, reply) => {
      return responderPagina({ cursores, req, reply }, req.query, (consulta) =>
        listarClientes(bancoDe(req), usuarioDe(req).id, dataEmSaoPaulo(clock.now()), consulta),
      );
    },
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

  app.delete(
    "/api/clientes/:id",
    {
      schema: {
        tags,
        summary: "Exclui um cliente cadastrado por engano (só sem empréstimos)",
        params: paramsId,
        response: respostas({ 204: semConteudo }, [...ERROS_DO_CREDOR, 404, 409]),
      },
    },
    async (req, reply) => {
      removerArquivosDepois(req, await excluirCliente(bancoDe(req), usuarioDe(req).id, req.params.id));
      reply.status(204);
      return "" as const;
    },
  );

  app.get(
    "/api/clientes/:id/dados-pessoais",
    {
      schema: {
        tags,
        summary: "Tudo o que o credor guarda sobre o cliente (pedido do titular, LGPD)",
        params: paramsId,
        response: respostas({ 200: z.record(z.string(), z.unknown()) }, [...ERROS_DO_CREDOR, 404]),
      },
    },
    async (req, reply) => {
      const agora = clock.now();
      reply.header("content-disposition", `attachment; filename="dados-pessoais-${dataEmSaoPaulo(agora)}.json"`);
      return dadosPessoaisDoCliente(bancoDe(req), usuarioDe(req).id, req.params.id, dataEmSaoPaulo(agora), agora);
    },
  );

  app.post(
    "/api/clientes/:id/anonimizar",
    {
      schema: {
        tags,
        summary: "Anonimiza o cliente: troca nome, CPF, telefone e PIX e apaga os documentos; o histórico financeiro fica",
        params: paramsId,
        response: respostas({ 200: clienteApiSchema }, [...ERROS_DO_CREDOR, 404, 409]),
      },
    },
    async (req) => {
      const { cliente, arquivos } = await anonimizarCliente(bancoDe(req), usuarioDe(req).id, req.params.id, clock.now());
      removerArquivosDepois(req, arquivos);
      return cliente;
    },
  );
}
