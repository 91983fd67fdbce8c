import { z } from "zod";
import { emprestimoApiSchema } from "../../../domain/api/ledger.ts";
import { diasDoMesApiSchema, emprestimoNoDiaApiSchema } from "../../../domain/api/painel.ts";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { consultaPaginaSchema, LIMITE_MAXIMO_DA_PAGINA, LIMITE_PADRAO_DA_PAGINA } from "../../../domain/schemas/listas.ts";
import { calendarioDataSchema, calendarioMesSchema } from "../../../domain/schemas/calendar.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { diasComVencimento, emprestimosAtrasados, emprestimosQueVencemEm } from "../../data/calendario.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { ERROS_DO_CREDOR, respostas, type AppTipado, responderPagina } from "../../http/rotas-tipadas.ts";

const tags = ["Calendário"];
const listaDeEmprestimos = z.array(emprestimoApiSchema);

export async function rotasCalendario(app: AppTipado, { clock, cursores }: DepsDoCredor) {
  const hoje = () => dataEmSaoPaulo(clock.now());

  // One month at a time: moving between months loads only that month's dates.
  app.get(
    "/api/calendario",
    {
      schema: {
        tags,
        summary: "Os dias de um mês com parcelas em aberto (cada parcela no seu vencimento) e ciclos mensais, com quantas, o valor e quantas em atraso",
        querystring: calendarioMesSchema,
        response: respostas({ 200: diasDoMesApiSchema }, [...ERROS_DO_CREDOR, 400]),
      },
    },
    async (req) => ({ mes: req.query.mes, dias: await diasComVencimento(bancoDe(req), usuarioDe(req).id, req.query.mes, hoje()) }),
  );

  app.get(
    "/api/calendario/vencimentos",
    {
      schema: {
        tags,
        summary: `Os empréstimos com parcela (ou ciclo) que vence num dia, cada um com essa parcela, em ordem de nome do cliente; ${LIMITE_PADRAO_DA_PAGINA} por página (até ${LIMITE_MAXIMO_DA_PAGINA}), a próxima pelo cabeçalho X-Proximo-Cursor`,
        querystring: calendarioDataSchema,
        response: respostas({ 200: z.array(emprestimoNoDiaApiSchema) }, [...ERROS_DO_CREDOR, 400]),
      },
    },
    async (req, reply) => {
      const { data, ...pagina } = req.query;
      return responderPagina({ cursores, req, reply }, pagina, (consulta) => emprestimosQueVencemEm(bancoDe(req), usuarioDe(req).id, data, hoje(), consulta));
    },
  );

  app.get(
    "/api/calendario/atrasados",
    {
      schema: {
        tags,
        summary: "Os empréstimos em atraso, mais dias de atraso primeiro, uma página por vez; a próxima vem pelo cabeçalho X-Proximo-Cursor",
        querystring: consultaPaginaSchema,
        response: respostas({ 200: listaDeEmprestimos }, [...ERROS_DO_CREDOR, 400]),
      },
    },
    async (req, reply) => {
      return responderPagina({ cursores, req, reply }, req.query, (consulta) => emprestimosAtrasados(bancoDe(req), usuarioDe(req).id, hoje(), consulta));
    },
  );
}
