import { z } from "zod";
import { simulacaoApiSchema, simulacaoNaApi } from "../../../domain/api/simulacao.ts";
import { ErroSemDiaDeCobranca } from "../../../domain/calendario-de-cobranca.ts";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { simular } from "../../../domain/loans/simulacao.ts";
import { simulacaoSchema, type SimulacaoDados } from "../../../domain/schemas/simulacao.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { diasDeCobrancaDe } from "../../data/calendario-do-credor.ts";
import { nomeDoCredor } from "../../data/recibos.ts";
import { enviarPdf } from "../../http/pdf.ts";
import { AppError } from "../../http/errors.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { ERROS_DO_CREDOR, respostas, type AppTipado } from "../../http/rotas-tipadas.ts";
import { gerarSimulacaoPdf } from "../../pdf/simulacao.ts";

const tags = ["Simulação"];
const arquivo = z.string().meta({ format: "binary" });

/** Terms whose dates leave the calendar the app accepts, or settings that collect on no day. */
export const MENSAGEM_CRONOGRAMA_IMPOSSIVEL =
  "Não foi possível montar o cronograma: as datas passariam de 2100 ou não há dias de cobrança suficientes. Revise a data de início e a quantidade de parcelas.";

/**
 * Issue 43, point 6: the simulator. Reads the lender's collection days and nothing else; writes
 * nothing (no loan, no schedule, no trail): a POST only because the terms are a body.
 */
export async function rotasSimulacao(app: AppTipado, { clock, config }: DepsDoCredor) {
  const calcular = async (req: Parameters<typeof bancoDe>[0], termos: SimulacaoDados) => {
    const ehDiaDeCobranca = await diasDeCobrancaDe(bancoDe(req), usuarioDe(req).id);
    try {
      const s = simular(termos, dataEmSaoPaulo(clock.now()), ehDiaDeCobranca, { limiteJurosAnual: config.limiteJurosAnual, limiteMulta: config.limiteMulta });
      return simulacaoNaApi(s, termos);
    } catch (erro) {
      // The schema already refused every term the arithmetic cannot take; what is left is the calendar.
      if (erro instanceof RangeError || erro instanceof ErroSemDiaDeCobranca) {
        throw new AppError(400, MENSAGEM_CRONOGRAMA_IMPOSSIVEL, { dataInicio: MENSAGEM_CRONOGRAMA_IMPOSSIVEL });
      }
      throw erro;
    }
  };

  app.post(
    "/api/simulacao",
    {
      schema: {
        tags,
        summary: "Simula um empréstimo: parcelas nos dias de cobrança do credor, total, taxas efetivas e avisos legais, sem criar nada",
        body: simulacaoSchema,
        response: respostas({ 200: simulacaoApiSchema }, [...ERROS_DO_CREDOR, 400]),
      },
    },
    async (req) => calcular(req, req.body),
  );

  app.post(
    "/api/simulacao/pdf",
    {
      schema: {
        tags,
        summary: "A mesma simulação em PDF, para enviar ao cliente (sem os avisos legais, que são do credor)",
        body: simulacaoSchema,
        response: respostas({ 200: arquivo }, [...ERROS_DO_CREDOR, 400]),
      },
    },
    async (req, reply) => {
      const s = await calcular(req, req.body);
      const credor = await nomeDoCredor(bancoDe(req), usuarioDe(req).id);
      const pdf = await gerarSimulacaoPdf(s, req.body, credor, clock.now());
      return enviarPdf(reply, `simulacao-${s.dataInicio}.pdf`, pdf);
    },
  );
}
