import { configuracaoDeCobrancaApiSchema, feriadosApiSchema } from "../../../domain/api/cobranca.ts";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { feriadosDosProximosMeses, MESES_DE_FERIADOS } from "../../../domain/feriados-do-periodo.ts";
import { configuracaoDeCobrancaSchema, consultaFeriadosSchema } from "../../../domain/schemas/cobranca.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { lerConfiguracaoDeCobranca, salvarConfiguracaoDeCobranca } from "../../data/configuracao-de-cobranca.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { ERROS_DO_CREDOR, respostas, type AppTipado } from "../../http/rotas-tipadas.ts";

const tags = ["Configurações"];

// Issue 43, point 2: the collection days have their own call. The spec fixes the body of POST
// /api/configuracoes (the PIX key and the number); widening it would make its callers send
// settings they never showed. PUT: the form always sends the whole set.
export async function rotasDeCobranca(app: AppTipado, { clock }: DepsDoCredor) {
  app.get(
    "/api/configuracoes/cobranca",
    {
      schema: {
        tags,
        summary: "Os dias de cobrança do credor: sábados, domingos, feriados (nacionais e da UF), Carnaval e Corpus Christi, e as datas sem cobrança",
        response: respostas({ 200: configuracaoDeCobrancaApiSchema }, [...ERROS_DO_CREDOR, 404]),
      },
    },
    async (req) => lerConfiguracaoDeCobranca(bancoDe(req), usuarioDe(req).id),
  );

  app.put(
    "/api/configuracoes/cobranca",
    {
      schema: {
        tags,
        summary: "Salva os dias de cobrança; vale para os cronogramas escritos depois, nunca muda as datas de empréstimos existentes",
        body: configuracaoDeCobrancaSchema,
        response: respostas({ 200: configuracaoDeCobrancaApiSchema }, [...ERROS_DO_CREDOR, 400, 404]),
      },
    },
    async (req) => salvarConfiguracaoDeCobranca(bancoDe(req), usuarioDe(req).id, req.body, clock.now()),
  );

  // Read-only and the same for everyone (date-holidays): the screen shows the holidays of the UF
  // being chosen before it is saved, so the UF comes in the query, not from the settings.
  app.get(
    "/api/configuracoes/cobranca/feriados",
    {
      schema: {
        tags,
        summary: `Os feriados nacionais e (com uf) estaduais dos próximos ${MESES_DE_FERIADOS} meses, a partir de hoje`,
        querystring: consultaFeriadosSchema,
        response: respostas({ 200: feriadosApiSchema }, [...ERROS_DO_CREDOR, 400]),
      },
    },
    async (req) => {
      const { uf } = req.query;
      return { ...feriadosDosProximosMeses(dataEmSaoPaulo(clock.now()), uf), uf: uf ?? null };
    },
  );
}
