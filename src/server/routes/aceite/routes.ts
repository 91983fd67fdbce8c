import { z } from "zod";
import { CABECALHO_SHA256_CONTRATO } from "../../../domain/aceite.ts";
import { aceitePedidoSchema } from "../../../domain/schemas/aceite.ts";
import { aceiteResumoApiSchema, pedidoAceitePublicoApiSchema } from "../../../domain/api/aceites.ts";
import type { AppDeps } from "../../app-deps.ts";
import { aceitarPedido, comoFoiAceitoDoPedido, documentoDoPedido, pedidoPublico, userAgentDe } from "../../data/aceites.ts";
import { comoPublico } from "../../db/muro.ts";
import { respostas, type AppTipado } from "../../http/rotas-tipadas.ts";
import { LIMITES } from "../../http/limites-publicos.ts";
import { enviarPdf } from "../../http/pdf.ts";
import { enderecoBaseDosDocumentos } from "../../http/endereco-base.ts";

const tags = ["Aceite do contrato"];
const paramsToken = z.object({ token: z.string() });
const pdf = z.string().meta({ format: "binary", description: "Documento PDF" });

/**
 * Issue 29, point 4 (decision 0053): the borrower's side of 'Pedir aceite', reached through the
 * link the lender shared (/aceite/{token}); no account. The same wall, limits and answers as the
 * sign-up link's public routes: the public role sees only the request of the token and its
 * lender's rows it needs; unknown, cancelled and expired tokens are one 404; a lender with no
 * credits still has the page answered (the borrower is not the one locked out). Nothing is
 * cached (the /api hook) nor indexed.
 */
export async function rotasAceite(app: AppTipado, { db, clock, config, eventos }: AppDeps) {
  const enderecoBase = enderecoBaseDosDocumentos(config);
  app.addHook("onSend", async (_req, reply) => {
    reply.header("x-robots-tag", "noindex, nofollow");
    reply.header("referrer-policy", "no-referrer");
  });

  app.get(
    "/api/aceite/:token",
    {
      config: { rateLimit: LIMITES.leitura },
      schema: {
        tags,
        summary: "O contrato a aceitar (texto), o custo do empréstimo e, depois do aceite, quando foi aceito",
        params: paramsToken,
        response: respostas({ 200: pedidoAceitePublicoApiSchema }, [404, 429]),
      },
    },
    async (req) => comoPublico(db, req.params.token, (tx) => pedidoPublico(tx, req.params.token, clock.now()), clock.now()),
  );

  app.get(
    "/api/aceite/:token/contrato",
    {
      config: { rateLimit: LIMITES.leitura },
      schema: {
        tags,
        summary: "O contrato em PDF exatamente como será aceito (cabeçalho X-Contrato-Sha256); depois do aceite, com o certificado",
        params: paramsToken,
        response: respostas({ 200: pdf }, [404, 429]),
      },
    },
    async (req, reply) => {
      const token = req.params.token;
      const { arquivo, sha256, emprestimoId } = await comoPublico(db, token, (tx) => documentoDoPedido(tx, token, clock.now(), enderecoBase(req)), clock.now());
      if (sha256) reply.header(CABECALHO_SHA256_CONTRATO, sha256);
      return enviarPdf(reply, `contrato-${emprestimoId.slice(0, 8)}.pdf`, arquivo, "inline");
    },
  );

  app.get(
    "/api/aceite/:token/contrato/como-foi-aceito",
    {
      config: { rateLimit: LIMITES.leitura },
      schema: {
        tags,
        summary: "Depois do aceite: o contrato exatamente como foi aceito, cujo SHA-256 o certificado imprime (cabeçalho X-Contrato-Sha256)",
        params: paramsToken,
        response: respostas({ 200: pdf }, [404, 429]),
      },
    },
    async (req, reply) => {
      const token = req.params.token;
      const aceite = await comoPublico(db, token, (tx) => comoFoiAceitoDoPedido(tx, token, clock.now()), clock.now());
      reply.header(CABECALHO_SHA256_CONTRATO, aceite.sha256);
      return enviarPdf(reply, `contrato-como-foi-aceito-${aceite.emprestimoId.slice(0, 8)}.pdf`, aceite.documento, "inline");
    },
  );

  app.post(
    "/api/aceite/:token",
    {
      config: { rateLimit: LIMITES.envio },
      schema: {
        tags,
        summary: "O cliente aceita o contrato: marca 'Li e aceito o contrato' e digita o nome completo",
        params: paramsToken,
        body: aceitePedidoSchema,
        response: respostas({ 201: aceiteResumoApiSchema }, [400, 404, 409, 429]),
      },
    },
    async (req, reply) => {
      const token = req.params.token;
      const origem = { ip: req.ip, userAgent: userAgentDe(req.headers["user-agent"]) };
      const aceito = await comoPublico(
        db,
        token,
        (tx) => aceitarPedido(tx, token, req.body.nomeAssinatura, origem, clock.now(), enderecoBase(req)),
        clock.now(),
      );
      // Committed: the lender's open screens show it (ids only). A failure here must not turn the
      // borrower's recorded acceptance into an error.
      await eventos
        .publicar(aceito.usuarioId, { tipo: "contrato_aceito", clienteId: aceito.clienteId, emprestimoId: aceito.emprestimoId })
        .catch((erro: unknown) => req.log.warn({ err: { name: (erro as Error)?.name } }, "aviso ao vivo do aceite não publicado"));
      reply.status(201);
      return { aceitoEm: aceito.aceitoEm, codigo: aceito.codigo };
    },
  );
}
