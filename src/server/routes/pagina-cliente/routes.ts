import { z } from "zod";
import { linkClienteApiSchema, paginaClienteApiSchema } from "../../../domain/api/pagina-cliente.ts";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import type { AppDeps, DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { informarPagamentoSchema } from "../../../domain/api/pagamentos-informados.ts";
import { detectarTipoArquivo, TAMANHO_MAXIMO_UPLOAD } from "../../../domain/file-type.ts";
import { arquivoDoContratoAceito, textoDoAceite } from "../../data/aceites.ts";
import { contratoTextoApiSchema } from "../../../domain/api/aceites.ts";
import { CABECALHO_SHA256_CONTRATO } from "../../../domain/aceite.ts";
import { informarPagamento } from "../../data/pagamentos-informados.ts";
import { AppError } from "../../http/errors.ts";
import { lerFormulario, MENSAGEM_TIPO_INVALIDO } from "../../http/formulario.ts";
import { contratoAceitoDoCliente, extratoDoCliente, reciboDoCliente } from "../../data/documentos-do-cliente.ts";
import { garantirLinkDoCliente, linkDoCliente, paginaDoCliente } from "../../data/pagina-cliente.ts";
import { registrarRecibo, sha256Hex } from "../../data/verificacao.ts";
import { enderecoBaseDosDocumentos } from "../../http/endereco-base.ts";
import { enviarPdf } from "../../http/pdf.ts";
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
export async function rotasPaginaCliente(app: AppTipado, { db, clock, auth, config, eventos }: AppDeps) {
  const chave = chaveDeVerificacao(auth.options.secret);
  const enderecoBase = enderecoBaseDosDocumentos(config);
  /** The lender's e-mail, the documents' name when they set none: read outside the wall, which never shows accounts. */

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
    async (req) => comoPublico(db, req.params.token, (tx) => paginaDoCliente(tx, req.params.token, dataEmSaoPaulo(clock.now())), clock.now()),
  );

  app.post(
    "/api/c/:token/pagamentos-informados",
    {
      config: { rateLimit: LIMITES.envio },
      schema: {
        tags,
        summary:
          "'Já paguei': o cliente informa um pagamento (multipart/form-data: emprestimoId, valor, dataPagamento, comprovante opcional até 5 MB, JPG, PNG ou PDF); o credor confirma ou recusa",
        consumes: ["multipart/form-data"],
        params: z.object({ token: z.string() }),
        response: respostas({ 201: z.object({ situacao: z.literal("pendente") }) }, [400, 404, 409, 413, 415, 429]),
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw new AppError(400, "Envie o pagamento como formulário (multipart/form-data).");
      const { campos, arquivo } = await lerFormulario(req.parts({ limits: { fileSize: TAMANHO_MAXIMO_UPLOAD, files: 1, fields: 5, fieldSize: 200 } }));
      const dados = informarPagamentoSchema.parse(campos);
      // The proof passes the sign-up documents' checks: its type read from its bytes, 5 MB.
      const tipo = arquivo && arquivo.length > 0 ? detectarTipoArquivo(arquivo) : null;
      if (arquivo && arquivo.length > 0 && !tipo) throw new AppError(415, MENSAGEM_TIPO_INVALIDO);
      const agora = clock.now();
      const token = req.params.token;
      const aviso = await comoPublico(
        db,
        token,
        (tx) => informarPagamento(tx, token, dados, arquivo && tipo ? { bytes: arquivo, tipo } : null, dataEmSaoPaulo(agora), agora),
        clock.now(),
      );
      // Committed: the lender's open screens show it (ids only). A failure to notify must not
      // turn the borrower's recorded notice into an error.
      await eventos
        .publicar(aviso.usuarioId, { tipo: "pagamento_informado", clienteId: aviso.clienteId, emprestimoId: aviso.emprestimoId })
        .catch((erro: unknown) => req.log.warn({ err: { name: (erro as Error)?.name } }, "aviso ao vivo do pagamento informado não publicado"));
      reply.status(201);
      return { situacao: "pendente" as const };
    },
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
      const hoje = dataEmSaoPaulo(clock.now());
      const arquivo = await comoPublico(
        db,
        token,
        async (tx) => {
          const { dono, dados } = await reciboDoCliente(tx, token, id, hoje);
          const codigo = codigoDeVerificacao(chave, dados.pagamento);
          const bytes = await gerarRecibo(dados, codigo, enderecoBase(req));
          // The first issue registers the code, whoever downloads it first (as the lender's route).
          await registrarRecibo(tx, dono.usuarioId, dados.pagamento.id, codigo, sha256Hex(bytes));
          return { bytes, dia: dataEmSaoPaulo(dados.pagamento.dataPagamento) };
        },
        clock.now(),
      );
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
      const agora = clock.now();
      const dados = await comoPublico(db, token, (tx) => extratoDoCliente(tx, token, id, dataEmSaoPaulo(agora)), clock.now());
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
      const arquivo = await comoPublico(
        db,
        token,
        async (tx) => {
          const { aceite, credor } = await contratoAceitoDoCliente(tx, token, id);
          return arquivoDoContratoAceito(tx, aceite, credor, enderecoBase(req));
        },
        clock.now(),
      );
      return enviarPdf(reply, `contrato-aceito-${id.slice(0, 8)}.pdf`, arquivo, "inline");
    },
  );

  app.get(
    "/api/c/:token/emprestimos/:id/contrato/texto",
    {
      config: { rateLimit: LIMITES.leitura },
      schema: {
        tags,
        summary: "O texto do contrato aceito, o mesmo do PDF (CPF mascarado), para a página que o mostra no celular",
        params: z.object({ token: z.string(), id: z.string() }),
        response: respostas({ 200: contratoTextoApiSchema }, [404, 429]),
      },
    },
    async (req) => {
      const { token, id } = req.params;
      const { aceite } = await comoPublico(db, token, (tx) => contratoAceitoDoCliente(tx, token, id), clock.now());
      return textoDoAceite(aceite, true);
    },
  );

  app.get(
    "/api/c/:token/emprestimos/:id/contrato/como-foi-aceito",
    {
      config: { rateLimit: LIMITES.leitura },
      schema: {
        tags,
        summary: "O contrato exatamente como foi aceito, cujo SHA-256 o certificado imprime (cabeçalho X-Contrato-Sha256)",
        params: z.object({ token: z.string(), id: z.string() }),
        response: respostas({ 200: pdf }, [404, 429]),
      },
    },
    async (req, reply) => {
      const { token, id } = req.params;
      const { aceite } = await comoPublico(db, token, (tx) => contratoAceitoDoCliente(tx, token, id), clock.now());
      reply.header(CABECALHO_SHA256_CONTRATO, aceite.sha256);
      return enviarPdf(reply, `contrato-como-foi-aceito-${id.slice(0, 8)}.pdf`, aceite.documento, "inline");
    },
  );
}
