import { z } from "zod";
import { emprestimoACobrarApiSchema } from "../../../domain/api/cobrar-hoje.ts";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { consultaPaginaSchema, LIMITE_MAXIMO_DA_PAGINA, LIMITE_PADRAO_DA_PAGINA } from "../../../domain/schemas/listas.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { emprestimosACobrar } from "../../data/cobrar-hoje.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { ERROS_DO_CREDOR, respostas, type AppTipado, responderPagina } from "../../http/rotas-tipadas.ts";

const tags = ["Cobrar hoje"];

// Issue 43, point 3: the daily lender's round. Registered with the working routes (credit-gated).
export async function rotasCobrarHoje(app: AppTipado, { clock, cursores }: DepsDoCredor) {
  app.get(
    "/api/cobrar-hoje",
    {
      schema: {
        tags,
        summary: `Os empréstimos com parcelas que vencem hoje ou estão em atraso, cada um com as suas parcelas, juros de atraso, multa e o total, em ordem de nome do cliente; ${LIMITE_PADRAO_DA_PAGINA} por página (até ${LIMITE_MAXIMO_DA_PAGINA}), a próxima pelo cabeçalho X-Proximo-Cursor`,
        querystring: consultaPaginaSchema,
        response: respostas({ 200: z.array(emprestimoACobrarApiSchema) }, [...ERROS_DO_CREDOR, 400]),
      },
    },
    async (req, reply) => {
      const hoje = dataEmSaoPaulo(clock.now());
      return responderPagina({ cursores, req, reply }, req.query, (consulta) => emprestimosACobrar(bancoDe(req), usuarioDe(req).id, hoje, consulta));
    },
  );
}
