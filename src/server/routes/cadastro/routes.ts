import { randomUUID } from "node:crypto";
import { detectarTipoArquivo, TAMANHO_MAXIMO_UPLOAD } from "../../../domain/file-type.ts";
import { lerFormulario, MENSAGEM_TIPO_INVALIDO } from "../../http/formulario.ts";
import { z } from "zod";
import { linkPublicoApiSchema } from "../../../domain/api/links.ts";
import { contratoPreviaTextoApiSchema } from "../../../domain/api/aceites.ts";
import { cadastroPublicoSchema, cadastroPublicoSchemaPara } from "../../../domain/schemas/public-sign-up.ts";
import { respostas, type AppTipado } from "../../http/rotas-tipadas.ts";
import { LIMITES } from "../../http/limites-publicos.ts";
import type { AppDeps } from "../../app-deps.ts";
import { TIPOS_DOCUMENTO_CADASTRO } from "../../../domain/loans/types.ts";
import { registrarUpload } from "../../data/documentos.ts";
import { comoPublico } from "../../db/muro.ts";
import { NaoEncontrado } from "../../../domain/erros.ts";
import { AppError } from "../../http/errors.ts";
import { concluirCadastro, contarArquivosDoLink, contratoDoCadastro, linkAtivo, linkPublico, MAXIMO_ARQUIVOS_POR_LINK } from "../../data/cadastro.ts";
import type { FastifyRequest } from "fastify";
import { CABECALHO_SHA256_CONTRATO } from "../../../domain/aceite.ts";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { campoCpf, campoNome, campoTelefone } from "../../../domain/schemas/client.ts";
import { previaParaLeitura, userAgentDe } from "../../data/aceites.ts";
import { enderecoBaseDosDocumentos } from "../../http/endereco-base.ts";
import { enviarPdf } from "../../http/pdf.ts";

export { LIMITES };

const tags = ["Cadastro público"];
const pdf = z.string().meta({ format: "binary", description: "Documento PDF" });
/** Who the contract names as debtor: what the form has so far. */
const devedorDoContratoSchema = z.object({ nome: campoNome, cpf: campoCpf, telefone: campoTelefone });
type DevedorDoContrato = z.infer<typeof devedorDoContratoSchema>;

/** Whether the submitted body signs the contract (a typed name), before any parsing. */
function temAssinatura(corpo: unknown): boolean {
  return typeof corpo === "object" && corpo !== null && typeof (corpo as { nomeAssinatura?: unknown }).nomeAssinatura === "string";
}

function origemDe(req: FastifyRequest) {
  return { ip: req.ip, userAgent: userAgentDe(req.headers["user-agent"]) };
}

const paramsToken = z.object({ token: z.string() });
const mensagemApi = z.object({ message: z.string() });

export async function rotasCadastro(app: AppTipado, { db, clock, config, eventos }: AppDeps) {
  const enderecoBase = enderecoBaseDosDocumentos(config);
  app.get(
    "/api/cadastro/:token",
    {
      config: { rateLimit: LIMITES.leitura },
      schema: {
        tags,
        summary:
          "Os termos de um link ativo e o nome de exibição do credor; qualquer falha é 'link não encontrado' (404), com code link_utilizado quando o link já foi usado",
        params: paramsToken,
        response: respostas({ 200: linkPublicoApiSchema }, [404, 429]),
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      return comoPublico(db, req.params.token, (tx) => linkPublico(tx, req.params.token, clock.now()), clock.now());
    },
  );

  app.post(
    "/api/cadastro/:token",
    {
      config: { rateLimit: LIMITES.envio },
      // The link decides the last rule (documents required or not) and "already used" comes before
      // any message about the form: the handler parses the body itself once the link is known.
      attachValidation: true,
      schema: {
        tags,
        summary: "O tomador envia seus dados pelo link",
        params: paramsToken,
        body: cadastroPublicoSchema,
        response: respostas({ 201: mensagemApi }, [400, 404, 409, 429]),
      },
    },
    async (req, reply) => {
      const token = req.params.token;
      // Accepting the contract (a typed name): the borrower's address and browser go on record.
      const aceite = temAssinatura(req.body) ? { origem: origemDe(req), enderecoBase: enderecoBase(req) } : null;
      const concluido = await comoPublico(
        db,
        token,
        async (tx) => {
          const link = await linkAtivo(tx, token, clock.now()).catch((erro: unknown) => {
            // A used link is answered by concluirCadastro itself, which tells "already used" apart.
            if (erro instanceof NaoEncontrado) return null;
            throw erro;
          });
          // The raw body when the route's check failed; its (idempotent) output when it passed.
          const dados = cadastroPublicoSchemaPara(link?.exigirDocumentos ?? false).parse(req.body);
          return concluirCadastro(tx, token, dados, clock.now(), aceite);
        },
        clock.now(),
      );
      // Committed: the lender's open screens hear of it (ids only). A failure here must not turn
      // the borrower's accepted submission into an error.
      const { usuarioId, linkId, clienteId, emprestimoId } = concluido;
      await eventos
        .publicar(usuarioId, { tipo: "cadastro_recebido", linkId, clienteId, emprestimoId })
        .catch((erro: unknown) => req.log.warn({ err: { name: (erro as Error)?.name } }, "aviso ao vivo do cadastro não publicado"));
      reply.status(201);
      return { message: "Cadastro concluído! Em breve entraremos em contato." };
    },
  );

  // The sign-up's contract as the borrower typed it, for the PDF preview and its text twin alike.
  const previaDoContrato = (token: string, devedor: DevedorDoContrato, agora: Date) =>
    comoPublico(db, token, async (tx) => contratoDoCadastro(tx, await linkAtivo(tx, token, agora), devedor, dataEmSaoPaulo(agora)), agora);

  app.post(
    "/api/cadastro/:token/contrato",
    {
      config: { rateLimit: LIMITES.leitura },
      schema: {
        tags,
        summary:
          "Prévia do contrato do empréstimo com os dados que o tomador digitou (PDF), marcada 'Prévia para leitura — sem aceite' em cada página; o cabeçalho X-Contrato-Sha256 traz o hash do contrato sem a marca, o que o aceite registra, a devolver com o cadastro",
        params: paramsToken,
        body: devedorDoContratoSchema,
        response: respostas({ 200: pdf }, [400, 404, 429]),
      },
    },
    async (req, reply) => {
      const agora = clock.now();
      const contrato = await previaDoContrato(req.params.token, req.body, agora);
      // The hash of the document the acceptance will record; the file is its marked preview.
      reply.header(CABECALHO_SHA256_CONTRATO, contrato.sha256);
      reply.header("referrer-policy", "no-referrer");
      return enviarPdf(reply, "contrato-previa.pdf", await previaParaLeitura(contrato, dataEmSaoPaulo(agora)), "inline");
    },
  );

  app.post(
    "/api/cadastro/:token/contrato/texto",
    {
      config: { rateLimit: LIMITES.leitura },
      schema: {
        tags,
        summary:
          "A mesma prévia do contrato em texto (as palavras que o PDF imprime), para ler no celular; com o SHA-256 do contrato sem a marca, o que o aceite registra, a devolver com o cadastro",
        params: paramsToken,
        body: devedorDoContratoSchema,
        response: respostas({ 200: contratoPreviaTextoApiSchema }, [400, 404, 429]),
      },
    },
    async (req, reply) => {
      const agora = clock.now();
      const contrato = await previaDoContrato(req.params.token, req.body, agora);
      reply.header("cache-control", "no-store");
      return { contrato: contrato.texto, sha256: contrato.sha256 };
    },
  );

  app.post(
    "/api/upload",
    {
      config: { rateLimit: LIMITES.upload },
      schema: {
        tags,
        summary: "Envia um documento pelo link (multipart/form-data: token, tipo documento|comprovante, file; até 5 MB, JPG, PNG ou PDF)",
        consumes: ["multipart/form-data"],
        response: respostas({ 201: z.object({ url: z.string() }) }, [400, 404, 413, 415, 429]),
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw new AppError(400, "Envie o arquivo como formulário (multipart/form-data).");
      const { campos, arquivo } = await lerFormulario(req.parts({ limits: { fileSize: TAMANHO_MAXIMO_UPLOAD, files: 1, fields: 5, fieldSize: 200 } }));
      const token = campos.token?.trim();
      if (!token) throw new AppError(400, "Link de cadastro obrigatório para enviar arquivos.");
      const tipo = TIPOS_DOCUMENTO_CADASTRO.find((t) => t === campos.tipo);
      if (!tipo) throw new AppError(400, "Tipo de documento deve ser documento ou comprovante.");
      if (!arquivo || arquivo.length === 0) throw new AppError(400, "Nenhum arquivo enviado.");
      const detectado = detectarTipoArquivo(arquivo);
      if (!detectado) throw new AppError(415, MENSAGEM_TIPO_INVALIDO);

      const id = randomUUID();
      await comoPublico(
        db,
        token,
        async (tx) => {
          const link = await linkAtivo(tx, token, clock.now());
          if ((await contarArquivosDoLink(tx, link.id)) >= MAXIMO_ARQUIVOS_POR_LINK) {
            throw new AppError(429, "Limite de arquivos enviados por este link atingido.");
          }
          // Row and bytes in this transaction (decision 0030): a failure leaves neither, and any
          // server sharing the database serves the document.
          await registrarUpload(
            tx,
            {
              id,
              usuarioId: link.usuarioId,
              linkId: link.id,
              tipo,
              mime: detectado.mime,
              extensao: detectado.extensao,
              tamanho: arquivo.length,
              criadoEm: clock.now(),
            },
            arquivo,
          );
        },
        clock.now(),
      );
      reply.status(201);
      return { url: `/api/documentos/${id}` };
    },
  );
}
