import { z } from "zod";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { enderecoBaseDosDocumentos } from "../../http/endereco-base.ts";
import { enviarPdf } from "../../http/pdf.ts";
import { redigirContrato } from "../../../domain/contrato.ts";
import { lerDadosContrato, lerDadosExtrato, lerDadosRecibo } from "../../data/recibos.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { ERROS_DO_CREDOR, paramsId, respostas, type AppTipado } from "../../http/rotas-tipadas.ts";
import { gerarContrato } from "../../pdf/contrato.ts";
import { gerarExtrato } from "../../pdf/extrato.ts";
import { gerarRecibo } from "../../pdf/recibo.ts";
import { chaveDeVerificacao, codigoDeVerificacao } from "../../pdf/verificacao.ts";
import { registrarRecibo, sha256Hex } from "../../data/verificacao.ts";
import { aceiteDoCredor, arquivoDoContratoAceito, criarPedidoAceite, MENSAGEM_CONTRATO_NAO_ACEITO, textoDoAceite } from "../../data/aceites.ts";
import { CABECALHO_SHA256_CONTRATO } from "../../../domain/aceite.ts";
import { NaoEncontrado } from "../../../domain/erros.ts";
import { contratoTextoApiSchema, pedidoAceiteApiSchema } from "../../../domain/api/aceites.ts";

const tags = ["Recibos"];

// The bytes go out as they are (Fastify never serializes a Buffer); the schema documents them.
const pdf = z.string().meta({ format: "binary", description: "Documento PDF" });

/**
 * Receipts, statements and the loan's contract as PDF downloads (decisions 0018, 0050). The file name carries no name nor
 * CPF: downloads folders, chat previews and the phone's share sheet show it to whoever is near.
 * The handlers return the bytes instead of sending them, so the lender's transaction commits
 * first (http/rotas-do-credor.ts); /api answers already go with Cache-Control: no-store.
 */
export async function rotasRecibos(app: AppTipado, { clock, auth, config }: DepsDoCredor) {
  const chave = chaveDeVerificacao(auth.options.secret);
  const enderecoBase = enderecoBaseDosDocumentos(config);

  app.get(
    "/api/pagamentos/:id/recibo",
    {
      schema: {
        tags,
        summary: "Recibo de um pagamento (PDF)",
        params: paramsId,
        response: respostas({ 200: pdf }, [...ERROS_DO_CREDOR, 404]),
      },
    },
    async (req, reply) => {
      const agora = clock.now();
      const usuario = usuarioDe(req);
      const dados = await lerDadosRecibo(bancoDe(req), usuario.id, req.params.id, dataEmSaoPaulo(agora));
      const codigo = codigoDeVerificacao(chave, dados.pagamento);
      const arquivo = await gerarRecibo(dados, codigo, enderecoBase(req));
      // Issue 29, point 5: the code and the hash of these exact bytes, registered on the first
      // issue, in the same transaction (a receipt that could not be registered is not sent).
      await registrarRecibo(bancoDe(req), usuario.id, dados.pagamento.id, codigo, sha256Hex(arquivo));
      const dia = dataEmSaoPaulo(dados.pagamento.dataPagamento);
      return enviarPdf(reply, `recibo-${dia}-${dados.pagamento.id.slice(0, 8)}.pdf`, arquivo);
    },
  );

  app.get(
    "/api/emprestimos/:id/extrato",
    {
      schema: {
        tags,
        summary: "Extrato de um empréstimo com todos os pagamentos (PDF)",
        params: paramsId,
        response: respostas({ 200: pdf }, [...ERROS_DO_CREDOR, 404]),
      },
    },
    async (req, reply) => {
      const agora = clock.now();
      const usuario = usuarioDe(req);
      const hoje = dataEmSaoPaulo(agora);
      const dados = await lerDadosExtrato(bancoDe(req), usuario.id, req.params.id, hoje);
      const arquivo = await gerarExtrato(dados, agora);
      return enviarPdf(reply, `extrato-${hoje}-${req.params.id.slice(0, 8)}.pdf`, arquivo);
    },
  );

  app.get(
    "/api/emprestimos/:id/contrato",
    {
      schema: {
        tags,
        summary: "Contrato do empréstimo: instrumento particular de confissão de dívida (PDF)",
        params: paramsId,
        response: respostas({ 200: pdf }, [...ERROS_DO_CREDOR, 404]),
      },
    },
    async (req, reply) => {
      const agora = clock.now();
      const usuario = usuarioDe(req);
      const hoje = dataEmSaoPaulo(agora);
      const dados = await lerDadosContrato(bancoDe(req), usuario.id, req.params.id, hoje);
      // Once accepted, always the accepted document, untouched, and its certificate (decision 0053).
      const aceite = await aceiteDoCredor(bancoDe(req), usuario.id, req.params.id);
      if (aceite) {
        // Issue 42, point 2: the bytes stored at acceptance, whatever the lender is called now.
        const arquivo = await arquivoDoContratoAceito(bancoDe(req), aceite, dados.credor.nome, enderecoBase(req));
        return enviarPdf(reply, `contrato-aceito-${req.params.id.slice(0, 8)}.pdf`, arquivo);
      }
      const arquivo = await gerarContrato(redigirContrato(dados), dados.credor.nome, hoje);
      return enviarPdf(reply, `contrato-${hoje}-${req.params.id.slice(0, 8)}.pdf`, arquivo);
    },
  );

  app.get(
    "/api/emprestimos/:id/contrato/texto",
    {
      schema: {
        tags,
        summary: "O texto do contrato, o mesmo do PDF, para a página que o mostra no celular; depois do aceite, o texto aceito",
        params: paramsId,
        response: respostas({ 200: contratoTextoApiSchema }, [...ERROS_DO_CREDOR, 404]),
      },
    },
    async (req) => {
      const usuario = usuarioDe(req);
      const dados = await lerDadosContrato(bancoDe(req), usuario.id, req.params.id, dataEmSaoPaulo(clock.now()));
      const aceite = await aceiteDoCredor(bancoDe(req), usuario.id, req.params.id);
      // The same choice as the PDF's route: the accepted text once accepted, today's otherwise.
      return aceite ? textoDoAceite(aceite, false) : { contrato: redigirContrato(dados), aceite: null };
    },
  );

  app.get(
    "/api/emprestimos/:id/contrato/como-foi-aceito",
    {
      schema: {
        tags,
        summary:
          "Contrato como foi aceito: o documento exatamente como o cliente o viu, cujo SHA-256 o certificado de aceite imprime (cabeçalho X-Contrato-Sha256)",
        params: paramsId,
        response: respostas({ 200: pdf }, [...ERROS_DO_CREDOR, 404]),
      },
    },
    async (req, reply) => {
      const aceite = await aceiteDoCredor(bancoDe(req), usuarioDe(req).id, req.params.id);
      if (!aceite) throw new NaoEncontrado(MENSAGEM_CONTRATO_NAO_ACEITO);
      reply.header(CABECALHO_SHA256_CONTRATO, aceite.sha256);
      return enviarPdf(reply, `contrato-como-foi-aceito-${req.params.id.slice(0, 8)}.pdf`, aceite.documento);
    },
  );

  app.post(
    "/api/emprestimos/:id/pedido-aceite",
    {
      schema: {
        tags,
        summary: "Pede o aceite eletrônico do contrato: um link de uso único, válido por 7 dias, para o cliente ler e aceitar",
        params: paramsId,
        response: respostas({ 201: pedidoAceiteApiSchema }, [...ERROS_DO_CREDOR, 404, 409]),
      },
    },
    async (req, reply) => {
      const usuario = usuarioDe(req);
      reply.status(201);
      return criarPedidoAceite(bancoDe(req), usuario.id, req.params.id, clock.now());
    },
  );
}
