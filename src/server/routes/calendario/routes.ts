import type { FastifyInstance } from "fastify";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { calendarioDataSchema, calendarioMesSchema } from "../../../domain/schemas/calendar.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { diasComVencimento, emprestimosAtrasados, emprestimosQueVencemEm } from "../../data/calendario.ts";

export async function rotasCalendario(app: FastifyInstance, { clock }: DepsDoCredor) {
  const hoje = () => dataEmSaoPaulo(clock.now());

  // One month at a time: moving between months loads only that month's dates.
  app.get("/api/calendario", async (req) => {
    const { mes } = calendarioMesSchema.parse(req.query);
    return { mes, dias: await diasComVencimento(bancoDe(req), usuarioDe(req).id, mes) };
  });

  app.get("/api/calendario/vencimentos", async (req) => {
    const { data } = calendarioDataSchema.parse(req.query);
    return emprestimosQueVencemEm(bancoDe(req), usuarioDe(req).id, data, hoje());
  });

  app.get("/api/calendario/atrasados", async (req) => emprestimosAtrasados(bancoDe(req), usuarioDe(req).id, hoje()));
}
