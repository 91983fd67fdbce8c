import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { STATUS_EMPRESTIMO } from "../../../domain/loans/types.ts";
import { emprestimoManualSchema } from "../../../domain/schemas/manual-loan.ts";
import type { AppDeps } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { alterarStatus, buscarEmprestimo, criarEmprestimoManual, listarEmprestimos } from "./queries.ts";

const statusSchema = z.object({
  status: z.enum(STATUS_EMPRESTIMO, { error: "Status inválido. Use aguardando_envio, ativo, atrasado, finalizado ou pausado." }),
});

export async function rotasEmprestimos(app: FastifyInstance, { db, clock }: AppDeps) {
  const hoje = () => dataEmSaoPaulo(clock.now());

  app.get<{ Querystring: { clienteId?: string } }>("/api/emprestimos", async (req) =>
    listarEmprestimos(db, usuarioDe(req).id, hoje(), req.query.clienteId),
  );

  app.post("/api/emprestimos/manual", async (req, reply) => {
    const dados = emprestimoManualSchema.parse(req.body);
    return reply.status(201).send(await criarEmprestimoManual(db, usuarioDe(req).id, dados, hoje()));
  });

  app.put<{ Params: { id: string } }>("/api/emprestimos/:id", async (req) => {
    const usuarioId = usuarioDe(req).id;
    await buscarEmprestimo(db, usuarioId, req.params.id);
    const { status } = statusSchema.parse(req.body);
    return alterarStatus(db, usuarioId, req.params.id, status, hoje());
  });
}
