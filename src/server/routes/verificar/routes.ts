import { z } from "zod";
import { documentoVerificadoApiSchema, MENSAGEM_CODIGO_INVALIDO, MENSAGEM_DOCUMENTO_NAO_ENCONTRADO, normalizarCodigo } from "../../../domain/verificacao.ts";
import { NaoEncontrado } from "../../../domain/erros.ts";
import type { AppDeps } from "../../app-deps.ts";
import { lerDocumentoVerificado } from "../../data/verificacao.ts";
import { comoSistema } from "../../db/muro.ts";
import { AppError } from "../../http/errors.ts";
import { respostas, type AppTipado } from "../../http/rotas-tipadas.ts";

/**
 * Per address, like the sign-up link's public routes (cadastro/routes.ts): 20 codes a minute is
 * plenty for a person and, against 2^50 possible codes, hopeless for guessing (decision 0051).
 */
export const LIMITE_VERIFICACAO = { max: 20, timeWindow: 60_000 };

const tags = ["Verificação pública"];

/**
 * Issue 29, point 5: anyone holding a receipt (later, an accepted contract) checks its code here,
 * without an account. The answer is the register's row as the domain's schema lets it out (type,
 * situation, date, amount, masked name and CPF, hash) and nothing else: no id, no lender, no
 * loan. The lookup runs as the system role, by the exact code only: one row, or none.
 */
export async function rotasVerificacao(app: AppTipado, { db }: AppDeps) {
  // Every answer (errors and 429 included): never cached (the /api hook), never indexed.
  app.addHook("onSend", async (_req, reply) => {
    reply.header("x-robots-tag", "noindex, nofollow");
  });

  app.get(
    "/api/verificar/:codigo",
    {
      config: { rateLimit: LIMITE_VERIFICACAO },
      schema: {
        tags,
        summary: "Confere o código de verificação de um documento (recibo): tipo, situação, data, valor, nome e CPF mascarados e SHA-256",
        params: z.object({ codigo: z.string() }),
        response: respostas({ 200: documentoVerificadoApiSchema }, [400, 404, 429]),
      },
    },
    async (req) => {
      const codigo = normalizarCodigo(req.params.codigo);
      if (!codigo) throw new AppError(400, MENSAGEM_CODIGO_INVALIDO);
      const documento = await comoSistema(db, (tx) => lerDocumentoVerificado(tx, codigo));
      if (!documento) throw new NaoEncontrado(MENSAGEM_DOCUMENTO_NAO_ENCONTRADO);
      return documento;
    },
  );
}
