import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { STATUS_EMPRESTIMO } from "../../../domain/loans/types.ts";
import { emprestimoManualSchema } from "../../../domain/schemas/manual-loan.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { alterarStatus, buscarEmprestimo, criarEmprestimoManual, listarEmprestimos } from "../../data/emprestimos.ts";

const statusSchema = z.object({
  status: z.enum(STATUS_EMPRESTIMO, { error: "Status inválido. Use aguardando_envio, ativo, atrasado, finalizado ou pausado." }),
});

export async function rotasEmprestimos(app: FastifyInstance, { clock }: DepsDoCredor) {
  const hoje = () => dataEmSaoPaulo(clock.now());

  app.get<{ Querystring: { clienteId?: string } }>("/api/emprestimos", async (req) =>
    listarEmprestimos(bancoDe(req), usuarioDe(req).id, hoje(), req.query.clienteId),
  );

  app.post("/api/emprestimos/manual", async (req, reply) => {
    const dados = emprestimoManualSchema.parse(req.body);
    reply.status(201);
    return criarEmprestimoManual(bancoDe(req), usuarioDe(req).id, dados, hoje());
  });

  app.put<{ Params: { id: string } }>("/api/emprestimos/:id", async (req) => {
    const usuarioId = usuarioDe(req).id;
    await buscarEmprestimo(bancoDe(req), usuarioId, req.params.id);
    const { status } = statusSchema.parse(req.body);
    return alterarStatus(bancoDe(req), usuarioId, req.params.id, status, hoje());
  });
}
