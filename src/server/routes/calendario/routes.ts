import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { dataEmSaoPaulo, isDataIso } from "../../../domain/dates.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { diasComVencimento, emprestimosAtrasados, emprestimosQueVencemEm } from "./queries.ts";

const mesSchema = z.object({
  mes: z.string({ error: "Informe o mês (aaaa-mm)." }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Mês inválido: use aaaa-mm."),
});
const dataSchema = z.object({
  data: z.string({ error: "Informe a data (aaaa-mm-dd)." }).refine(isDataIso, "Data inválida: use aaaa-mm-dd."),
});

export async function rotasCalendario(app: FastifyInstance, { clock }: DepsDoCredor) {
  const hoje = () => dataEmSaoPaulo(clock.now());

  // One month at a time: moving between months loads only that month's dates.
  app.get("/api/calendario", async (req) => {
    const { mes } = mesSchema.parse(req.query);
    return { mes, dias: await diasComVencimento(bancoDe(req), usuarioDe(req).id, mes) };
  });

  app.get("/api/calendario/vencimentos", async (req) => {
    const { data } = dataSchema.parse(req.query);
    return emprestimosQueVencemEm(bancoDe(req), usuarioDe(req).id, data, hoje());
  });

  app.get("/api/calendario/atrasados", async (req) => emprestimosAtrasados(bancoDe(req), usuarioDe(req).id, hoje()));
}
