import { z } from "zod";
import { pagamentoApiSchema, respostaPagamentoApiSchema } from "../../../domain/api/ledger.ts";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { pagamentoSchema } from "../../../domain/schemas/payment.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { estornarPagamentoDoEmprestimo, listarPagamentos, registrarPagamento } from "../../data/pagamentos.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { ERROS_DO_CREDOR, paramsId, queryClienteId, respostas, type AppTipado } from "../../http/rotas-tipadas.ts";

const MENSAGEM_CHAVE_INVALIDA = "Idempotency-Key inválida: use até 100 caracteres visíveis, sem espaços.";

// One intention, one payment: the web sends the same key for every retry of one payment.
const cabecalhosPagamento = z.object({
  "idempotency-key": z
    .string({ error: MENSAGEM_CHAVE_INVALIDA })
    .regex(/^[\x21-\x7e]{1,100}$/, MENSAGEM_CHAVE_INVALIDA)
    .optional()
    .meta({ description: "Repetir o pedido com a mesma chave devolve a primeira resposta, sem pagar de novo." }),
});
const tags = ["Pagamentos"];

const MENSAGEM_MOTIVO = "Informe o motivo do estorno";
const estornoSchema = z.object({
  motivo: z.string({ error: MENSAGEM_MOTIVO }).trim().min(3, MENSAGEM_MOTIVO).max(500, "O motivo do estorno deve ter no máximo 500 caracteres"),
});

export async function rotasPagamentos(app: AppTipado, { clock }: DepsDoCredor) {
  app.get(
    "/api/pagamentos",
    {
      schema: {
        tags,
        summary: "Histórico de pagamentos; com clienteId, só os desse cliente",
        querystring: queryClienteId,
        response: respostas({ 200: z.array(pagamentoApiSchema) }, ERROS_DO_CREDOR),
      },
    },
    async (req) => listarPagamentos(bancoDe(req), usuarioDe(req).id, req.query.clienteId),
  );

  app.post(
    "/api/pagamentos",
    {
      schema: {
        tags,
        summary: "Registra um pagamento do ciclo (juros, parcial, total ou parcela)",
        headers: cabecalhosPagamento,
        body: pagamentoSchema,
        response: respostas({ 201: respostaPagamentoApiSchema }, [...ERROS_DO_CREDOR, 400, 404, 409]),
      },
    },
    async (req, reply) => {
      const agora = clock.now();
      const chave = req.headers["idempotency-key"];
      const { resposta, repetida } = await registrarPagamento(bancoDe(req), usuarioDe(req).id, req.body, dataEmSaoPaulo(agora), agora, chave);
      if (repetida) reply.header("idempotent-replayed", "true");
      reply.status(201);
      return resposta;
    },
  );

  app.post(
    "/api/pagamentos/:id/estorno",
    {
      schema: {
        tags,
        summary: "Estorna o último pagamento do empréstimo: o empréstimo volta ao estado de antes dele",
        params: paramsId,
        body: estornoSchema,
        response: respostas({ 200: z.object({ pagamento: pagamentoApiSchema }) }, [...ERROS_DO_CREDOR, 400, 404, 409]),
      },
    },
    async (req) => {
      const agora = clock.now();
      const pagamento = await estornarPagamentoDoEmprestimo(bancoDe(req), usuarioDe(req).id, req.params.id, req.body.motivo, dataEmSaoPaulo(agora), agora);
      return { pagamento };
    },
  );
}
