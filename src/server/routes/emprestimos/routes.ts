import { z } from "zod";
import { emprestimoApiSchema, emprestimoDetalheApiSchema } from "../../../domain/api/ledger.ts";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { STATUS_EMPRESTIMO } from "../../../domain/loans/types.ts";
import { consultaEmprestimosSchema, LIMITE_MAXIMO_DA_PAGINA } from "../../../domain/schemas/listas.ts";
import { emprestimoManualSchema } from "../../../domain/schemas/manual-loan.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { alterarStatus, buscarEmprestimo, criarEmprestimoManual, excluirEmprestimo, listarEmprestimos } from "../../data/emprestimos.ts";
import { emprestimoDetalheDto } from "../../data/emprestimo-dto.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { ERROS_DO_CREDOR, paramsId, respostas, semConteudo, type AppTipado, responderPagina } from "../../http/rotas-tipadas.ts";

const statusSchema = z.object({
  status: z.enum(STATUS_EMPRESTIMO, { error: "Status inválido. Use aguardando_envio, ativo, atrasado, finalizado ou pausado." }),
});
const tags = ["Empréstimos"];

export async function rotasEmprestimos(app: AppTipado, { clock, cursores, config }: DepsDoCredor) {
  const hoje = () => dataEmSaoPaulo(clock.now());

  app.get(
    "/api/emprestimos",
    {
      schema: {
        tags,
        summary: `Lista os empréstimos, com o cliente (com clienteId, só os desse cliente), uma página por vez (até ${LIMITE_MAXIMO_DA_PAGINA}); a próxima vem pelo cabeçalho X-Proximo-Cursor`,
        querystring: consultaEmprestimosSchema,
        response: respostas({ 200: z.array(emprestimoApiSchema) }, [...ERROS_DO_CREDOR, 400]),
      },
    },
    async (req, reply) => {
      return responderPagina({ cursores, req, reply }, req.query, (consulta) => listarEmprestimos(bancoDe(req), usuarioDe(req).id, hoje(), consulta));
    },
  );

  app.get(
    "/api/emprestimos/:id",
    {
      schema: {
        tags,
        summary: "Um empréstimo, com o cliente, a situação de hoje e o custo efetivo (404 para o de outro credor)",
        params: paramsId,
        response: respostas({ 200: emprestimoDetalheApiSchema }, [...ERROS_DO_CREDOR, 404]),
      },
    },
    async (req) => {
      const { emprestimo, cliente } = await buscarEmprestimo(bancoDe(req), usuarioDe(req).id, req.params.id);
      return emprestimoDetalheDto(emprestimo, cliente, hoje());
    },
  );

  app.post(
    "/api/emprestimos/manual",
    {
      schema: {
        tags,
        summary: "Cria um empréstimo à mão para um cliente",
        body: emprestimoManualSchema,
        response: respostas({ 201: emprestimoApiSchema }, [...ERROS_DO_CREDOR, 400, 404]),
      },
    },
    async (req, reply) => {
      reply.status(201);
      return criarEmprestimoManual(bancoDe(req), usuarioDe(req).id, req.body, hoje(), config.limiteJurosAnual, config.limiteMulta);
    },
  );

  app.put(
    "/api/emprestimos/:id",
    {
      schema: {
        tags,
        summary: "Muda o status de um empréstimo",
        params: paramsId,
        body: statusSchema,
        response: respostas({ 200: emprestimoApiSchema }, [...ERROS_DO_CREDOR, 400, 404, 409]),
      },
    },
    async (req) => alterarStatus(bancoDe(req), usuarioDe(req).id, req.params.id, req.body.status, hoje()),
  );

  app.delete(
    "/api/emprestimos/:id",
    {
      schema: {
        tags,
        summary: "Exclui um empréstimo criado por engano (só sem pagamentos)",
        params: paramsId,
        response: respostas({ 204: semConteudo }, [...ERROS_DO_CREDOR, 404, 409]),
      },
    },
    async (req, reply) => {
      await excluirEmprestimo(bancoDe(req), usuarioDe(req).id, req.params.id, hoje());
      reply.status(204);
      return "" as const;
    },
  );
}
