import type { FastifyInstance } from "fastify";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { pagamentoSchema } from "../../../domain/schemas/payment.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { AppError } from "../../http/errors.ts";
import { listarPagamentos, registrarPagamento } from "../../data/pagamentos.ts";

const CHAVE_VALIDA = /^[\x21-\x7e]{1,100}$/;

function chaveIdempotencia(valor: string | string[] | undefined): string | undefined {
  if (valor === undefined) return undefined;
  const chave = Array.isArray(valor) ? valor[0] : valor;
  if (chave === undefined || !CHAVE_VALIDA.test(chave)) {
    throw new AppError(400, "Idempotency-Key inválida: use até 100 caracteres visíveis, sem espaços.");
  }
  return chave;
}

export async function rotasPagamentos(app: FastifyInstance, { clock }: DepsDoCredor) {
  app.get<{ Querystring: { clienteId?: string } }>("/api/pagamentos", async (req) => listarPagamentos(bancoDe(req), usuarioDe(req).id, req.query.clienteId));

  app.post("/api/pagamentos", async (req, reply) => {
    const chave = chaveIdempotencia(req.headers["idempotency-key"]);
    const dados = pagamentoSchema.parse(req.body);
    const agora = clock.now();
    const { resposta, repetida } = await registrarPagamento(bancoDe(req), usuarioDe(req).id, dados, dataEmSaoPaulo(agora), agora, chave);
    if (repetida) reply.header("idempotent-replayed", "true");
    reply.status(201);
    return resposta;
  });
}
