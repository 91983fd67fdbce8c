import { z } from "zod";
import { cartelaApiSchema } from "../../../domain/api/cartela.ts";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { lerCartela, lerDadosCartela } from "../../data/cartela.ts";
import { enviarPdf } from "../../http/pdf.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { ERROS_DO_CREDOR, paramsId, respostas, type AppTipado } from "../../http/rotas-tipadas.ts";
import { gerarCartela } from "../../pdf/cartela.ts";

const tags = ["Recibos"];
const pdf = z.string().meta({ format: "binary", description: "Documento PDF" });

/**
 * Issue 43, point 3: a parcelado loan's cartela, for its lender only (another lender's id is 404,
 * as every loan route), as the PDF to send the borrower and as JSON for the card's grid. Both are
 * the same read (the loan, then its payments in one query; the PDF adds the lender's name); /api answers go with
 * Cache-Control: no-store, and the file name carries no name.
 */
export async function rotasCartela(app: AppTipado, { clock }: DepsDoCredor) {
  app.get(
    "/api/emprestimos/:id/cartela.pdf",
    {
      schema: {
        tags,
        summary: "Cartela de parcelas de um empréstimo parcelado (PDF): vencimento, valor e situação de cada parcela",
        params: paramsId,
        response: respostas({ 200: pdf }, [...ERROS_DO_CREDOR, 404]),
      },
    },
    async (req, reply) => {
      const agora = clock.now();
      const hoje = dataEmSaoPaulo(agora);
      const dados = await lerDadosCartela(bancoDe(req), usuarioDe(req).id, req.params.id, hoje);
      const arquivo = await gerarCartela(dados, agora);
      return enviarPdf(reply, `cartela-${hoje}-${req.params.id.slice(0, 8)}.pdf`, arquivo);
    },
  );

  app.get(
    "/api/emprestimos/:id/cartela",
    {
      schema: {
        tags,
        summary: "Cartela de parcelas (JSON): cada parcela com a situação de hoje e o dia em que foi paga",
        params: paramsId,
        response: respostas({ 200: cartelaApiSchema }, [...ERROS_DO_CREDOR, 404]),
      },
    },
    async (req) => {
      return { parcelas: await lerCartela(bancoDe(req), usuarioDe(req).id, req.params.id, dataEmSaoPaulo(clock.now())) };
    },
  );
}
