import { z } from "zod";
import { linkClienteApiSchema, paginaClienteApiSchema } from "../../../domain/api/pagina-cliente.ts";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import type { AppDeps, DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { emailDoCredor } from "../../data/aceites.ts";
import { contratoAceitoDoCliente, extratoDoCliente, reciboDoCliente } from "../../data/documentos-do-cliente.ts";
import { donoDoLinkCliente, garantirLinkDoCliente, linkDoCliente, paginaDoCliente } from "../../data/pagina-cliente.ts";
import { registrarRecibo, sha256Hex } from "../../data/verificacao.ts";
import { enviarPdf } from "../../http/pdf.ts";
import { contratoAceito } from "../../pdf/contrato.ts";
import { gerarExtrato } from "../../pdf/extrato.ts";
import { gerarRecibo } from "../../pdf/recibo.ts";
import { chaveDeVerificacao, codigoDeVerificacao } from "../../pdf/verificacao.ts";
import { comoPublico } from "../../db/muro.ts";
import { LIMITES, limitePorToken } from "../../http/limites-publicos.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { ERROS_DO_CREDOR, paramsId, respostas, type AppTipado } from "../../http/rotas-tipadas.ts";

const tags = ["Página do cliente"];
// The bytes go out as they are (Fastify never serializes a Buffer); the schema documents them.
const pdf = z.string().meta({ format: "binary", description: "Documento PDF" });

/** Issue 30, point 1: the lender's side, 'Link do cliente' and 'Gerar novo link'. */
export async function rotasLinkCliente(app: AppTipado, { clock }: DepsDoCredor) {
  app.get(
    "/api/clientes/:id/link-cliente",
    {
      schema: {
        tags,
        summary: "O link vivo da página do cliente, ou null",
        params: paramsId,
        response: respostas({ 200: linkClienteApiSchema.nullable() }, [...ERROS_DO_CREDOR, 404]),
      },
    },
    async (req) => linkDoCliente(bancoDe(req), usuarioDe(req).id, req.params.id),
  );

  app.post(
    "/api/clientes/:id/link-cliente",
    {
      schema: {
        tags,
        summary: "O link da página do cliente (criado no primeiro uso); com novo: true, troca o link e o anterior deixa de abrir",
        params: paramsId,
        // No body at all is 'Link do cliente'; { novo: true } is 'Gerar novo link'.
        body: z.object({ novo: z.boolean().default(false) }).nullish(),
        response: respostas({ 201: linkClienteApiSchema }, [...ERROS_DO_CREDOR, 400, 404]),
      },
    },
    async (req, reply) => {
      reply.status(201);
      return garantirLinkDoCliente(bancoDe(req), usuarioDe(req).id, req.params.id, clock.now(), req.body?.novo ?? false);
    },
  );
}

/**
 * The borrower's side, /c/{token}: public, limited per address, never cached nor indexed, never
 * sent on as a referrer, and answered even when the lender has no credits (the borrower must be
 * able to pay).
 */
export async function rotasPaginaCliente(app: AppTipado, { db, clock, auth, config }: AppDeps) {
  const chave = chaveDeVerificacao(auth.options.secret);
  /** The lender's e-mail, the documents' name when they set none: read outside the wall, which never shows accounts. */
  const emailDoDono = async (token: string) => emailDoCredor(db, (await comoPublico(db, token, (tx) => donoDoLinkCliente(tx, token))).usuarioId);

  // Per address on each route (config.rateLimit), and per token across all of them: a link passed
  // around cannot be read without bound from many addresses.
  app.addHook("onRequest", limitePorToken(app, "c", LIMITES.porToken));
  app.addHook("onSend", async (_req, reply) => {
    reply.header("x-robots-tag", "noindex, nofollow");
    reply.header("referrer-policy", "no-referrer");
  });

  app.get(
    "/api/c/:token",
    {
      config: { rateLimit: LIMITES.leitura },
      schema: {
        tags,
        summary: "A página do cliente: empréstimos em aberto, valor devido hoje, PIX copia e cola, parcelas e pagamentos",
        params: z.object({ token: z.string() }),
        response: respostas({ 200: paginaClienteApiSchema }, [404, 429]),
      },
    },
    async (req) => comoPublico(db, req.params.token, (tx) => paginaDoCliente(tx, req.params.token, dataEmSaoPaulo(clock.now()))),
  );

  // The borrower's documents: the same PDFs the lender downloads, opened in the phone's viewer.
  app.get(
    "/api/c/:token/pagamentos/:id/recibo",
    {
      config: { rateLimit: LIMITES.leitura },
      schema: {
        tags,
        summary: "Recibo de um pagamento do cliente (PDF)",
        params: z.object({ token: z.string(), id: z.string() }),
        response: respostas({ 200: pdf }, [404, 429]),
      },
    },
    async (req, reply) => {
      const { token, id } = req.params;
      const email = await emailDoDono(token);
      const hoje = dataEmSaoPaulo(clock.now());
      const arquivo = await comoPublico(db, token, async (tx) => {
        const { dono, dados } = await reciboDoCliente(tx, token, id, email, hoje);
        const codigo = codigoDeVerificacao(chave, dados.pagamento);
        const bytes = await gerarRecibo(dados, codigo, config.publicUrl);
        // The first issue registers the code, whoever downloads it first (as the lender's route).
        await registrarRecibo(tx, dono.usuarioId, dados.pagamento.id, codigo, sha256Hex(bytes));
        return { bytes, dia: dataEmSaoPaulo(dados.pagamento.dataPagamento) };
      });
      return enviarPdf(reply, `recibo-${arquivo.dia}-${id.slice(0, 8)}.pdf`, arquivo.bytes, "inline");
    },
  );

  app.get(
    "/api/c/:token/emprestimos/:id/extrato",
    {
      config: { rateLimit: LIMITES.leitura },
      schema: {
        tags,
        summary: "Extrato de um empréstimo do cliente (PDF)",
        params: z.object({ token: z.string(), id: z.string() }),
        response: respostas({ 200: pdf }, [404, 429]),
      },
    },
    async (req, reply) => {
      const { token, id } = req.params;
      const email = await emailDoDono(token);
      const agora = clock.now();
      const dados = await comoPublico(db, token, (tx) => extratoDoCliente(tx, token, id, email, dataEmSaoPaulo(agora)));
      return enviarPdf(reply, `extrato-${dataEmSaoPaulo(agora)}-${id.slice(0, 8)}.pdf`, await gerarExtrato(dados, agora), "inline");
    },
  );

  app.get(
    "/api/c/:token/emprestimos/:id/contrato",
    {
      config: { rateLimit: LIMITES.leitura },
      schema: {
        tags,
        summary: "O contrato aceito pelo cliente, com o certificado de aceite (PDF)",
        params: z.object({ token: z.string(), id: z.string() }),
        response: respostas({ 200: pdf }, [404, 429]),
      },
    },
    async (req, reply) => {
      const { token, id } = req.params;
      const email = await emailDoDono(token);
      const { aceite, credor } = await comoPublico(db, token, (tx) => contratoAceitoDoCliente(tx, token, id, email));
      return enviarPdf(reply, `contrato-aceito-${id.slice(0, 8)}.pdf`, await contratoAceito(aceite, credor, config.publicUrl), "inline");
    },
  );
}
