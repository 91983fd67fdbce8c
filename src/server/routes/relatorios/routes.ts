import { z } from "zod";
import { relatorioApiSchema, relatorioQuerySchema } from "../../../domain/api/relatorios.ts";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { csvRelatorio } from "../../csv/relatorio.ts";
import { nomeDoCredor } from "../../data/recibos.ts";
import { relatorio } from "../../data/relatorios.ts";
import { enviarPdf } from "../../http/pdf.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { ERROS_DO_CREDOR, respostas, type AppTipado } from "../../http/rotas-tipadas.ts";
import { gerarRelatorio } from "../../pdf/relatorio.ts";

const tags = ["Relatórios"];
const arquivo = z.string().meta({ format: "binary" });

/** Issue 31, point 4: the report as JSON for the page, and as CSV and PDF to keep. */
export async function rotasRelatorios(app: AppTipado, { clock }: DepsDoCredor) {
  const ler = async (req: { query: { de: string; ate: string } } & Parameters<typeof bancoDe>[0]) => {
    const agora = clock.now();
    return { agora, dados: await relatorio(bancoDe(req), usuarioDe(req).id, req.query.de, req.query.ate, dataEmSaoPaulo(agora)) };
  };

  app.get(
    "/api/relatorios",
    {
      schema: {
        tags,
        summary: "Por mês (até 24): emprestado, recebido (juros, principal, atraso), dispensado e juros ganhos; a carteira hoje e a previsão de 3 meses",
        querystring: relatorioQuerySchema,
        response: respostas({ 200: relatorioApiSchema }, [...ERROS_DO_CREDOR, 400]),
      },
    },
    async (req) => (await ler(req)).dados,
  );

  app.get(
    "/api/relatorios.csv",
    { schema: { tags, summary: "O relatório em CSV", querystring: relatorioQuerySchema, response: respostas({ 200: arquivo }, [...ERROS_DO_CREDOR, 400]) } },
    async (req, reply) => {
      const { dados } = await ler(req);
      reply.header("content-type", "text/csv; charset=utf-8");
      reply.header("content-disposition", `attachment; filename="relatorio-${dados.de}-a-${dados.ate}.csv"`);
      reply.header("x-content-type-options", "nosniff");
      return Buffer.from(csvRelatorio(dados), "utf8") as unknown as string;
    },
  );

  app.get(
    "/api/relatorios.pdf",
    { schema: { tags, summary: "O relatório em PDF", querystring: relatorioQuerySchema, response: respostas({ 200: arquivo }, [...ERROS_DO_CREDOR, 400]) } },
    async (req, reply) => {
      const { agora, dados } = await ler(req);
      const usuario = usuarioDe(req);
      const credor = await nomeDoCredor(bancoDe(req), usuario.id);
      return enviarPdf(reply, `relatorio-${dados.de}-a-${dados.ate}.pdf`, await gerarRelatorio(dados, credor, agora));
    },
  );
}
