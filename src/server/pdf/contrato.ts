import { PDFDocument } from "pdf-lib";
import type { ContratoRedigido } from "../../domain/contrato.ts";
import { formatarData, formatarDataHora } from "../../domain/dates.ts";
import type { OrigemAceite } from "../../domain/aceite.ts";
import { cabecalho, campo, codigoLongo, gerarPdf, linhaDeAssinatura, marcaEmCadaPagina, nota, paragrafo, secao } from "./layout.ts";
import { enderecoDeVerificacao, seloDeVerificacao } from "./selo-de-verificacao.ts";

export const TITULO_CERTIFICADO = "Certificado de aceite eletrônico";
/** The name of the file whose SHA-256 the certificate prints (issue 42, point 2). */
export const TITULO_COMO_FOI_ACEITO = "Contrato como foi aceito";
/** Every page of the sign-up link's preview (issue 42, point 6): not a document anyone accepted. */
export const MARCA_DE_PREVIA = "Prévia para leitura — sem aceite";

/**
 * The loan's contract (issue 29, point 3). The words are the domain's (src/domain/contrato.ts,
 * the one place the text lives); this only lays them out on the receipts' page (layout.ts):
 * title, clauses as wrapped paragraphs, the installments as an indented list, place and date,
 * and a line for each party to sign on.
 *
 * The same text drawn up on the same day gives the same bytes (decision 0053): the footer names
 * the day, not the minute, and the file's CreationDate is that day's midnight in São Paulo. The
 * sign-up page shows the borrower the contract and the submission draws it up again: equal bytes
 * are how the server knows the borrower accepted what they were shown.
 */
export function gerarContrato(contrato: ContratoRedigido, credor: string, redigidoEm: string, { previa = false }: { previa?: boolean } = {}): Promise<Buffer> {
  return gerarPdf(
    contrato.titulo,
    (doc) => {
      // The sign-up link's preview: anyone holding a link can have it drawn with any name typed,
      // so it says on every page that nobody accepted it (and, like every contract before
      // acceptance, it carries no verification code).
      if (previa) marcaEmCadaPagina(doc, MARCA_DE_PREVIA);
      cabecalho(doc, contrato.titulo, credor);
      paragrafo(doc, contrato.preambulo);
      for (const s of contrato.secoes) {
        secao(doc, s.titulo);
        for (const p of s.paragrafos) paragrafo(doc, p);
        for (const item of s.itens ?? []) paragrafo(doc, `• ${item}`, { recuo: 14 });
      }
      doc.moveDown(0.5);
      paragrafo(doc, contrato.localEData);
      for (const a of contrato.assinaturas) linhaDeAssinatura(doc, [a.papel, a.nome, ...(a.documento ? [a.documento] : [])]);
      doc.moveDown(1);
      nota(doc, `Documento redigido em ${formatarData(redigidoEm)} pelo Crédito Fácil.`);
    },
    { criadoEm: new Date(`${redigidoEm}T00:00:00-03:00`) },
  );
}

/** What the acceptance recorded, as the certificate prints it. */
export interface DadosCertificado {
  origem: OrigemAceite;
  nomeDigitado: string;
  aceitoEm: Date;
  ip: string;
  userAgent: string;
  sha256: string;
  codigo: string;
  /** The address the documents print (http/endereco-base.ts), fixed at acceptance. */
  enderecoBase: string;
}

const MEIO: Record<OrigemAceite, string> = {
  link: "Link de cadastro enviado pelo credor, preenchido pelo devedor",
  pedido: "Link de aceite enviado pelo credor ao devedor",
};

/** The certificate page alone: who accepted, when, from where, and which document (its hash). */
function gerarCertificado(c: DadosCertificado, credor: string): Promise<Buffer> {
  return gerarPdf(
    TITULO_CERTIFICADO,
    (doc) => {
      cabecalho(doc, TITULO_CERTIFICADO, credor);
      paragrafo(
        doc,
        "O DEVEDOR identificado no contrato que precede esta página o leu e aceitou eletronicamente, marcando 'Li e aceito o contrato' e digitando o seu nome completo (assinatura eletrônica simples, Lei 14.063/2020, art. 4º, I).",
      );
      secao(doc, "Aceite");
      campo(doc, "Nome digitado", c.nomeDigitado);
      campo(doc, "Aceito em", `${formatarDataHora(c.aceitoEm)} (horário de Brasília)`);
      campo(doc, "Momento (UTC)", c.aceitoEm.toISOString());
      campo(doc, "Endereço IP", c.ip);
      campo(doc, "Navegador", c.userAgent || "não informado");
      campo(doc, "Meio", MEIO[c.origem]);
      secao(doc, "Documento aceito");
      codigoLongo(doc, `SHA-256 do arquivo '${TITULO_COMO_FOI_ACEITO}'`, c.sha256);
      doc.moveDown(0.5);
      seloDeVerificacao(doc, {
        codigo: c.codigo,
        endereco: enderecoDeVerificacao(c.enderecoBase, c.codigo),
        explicacao: "Qualquer pessoa pode conferir, pelo código ou pelo QR Code, que este aceite foi registrado, quando e para qual documento.",
      });
      doc.moveDown(0.5);
      nota(
        doc,
        `O SHA-256 é a impressão digital do arquivo '${TITULO_COMO_FOI_ACEITO}': o contrato exatamente como foi mostrado ao DEVEDOR, cujas páginas precedem esta. Esse arquivo é oferecido para baixar ao lado deste; qualquer pessoa pode calcular o SHA-256 dele (a página de verificação explica como) e compará-lo ao impresso aqui. Qualquer alteração no contrato muda essa impressão. A hora é a do servidor do Crédito Fácil no momento do aceite. Este arquivo foi gerado uma única vez, no aceite.`,
      );
    },
    { criadoEm: c.aceitoEm },
  );
}

/**
 * The accepted contract as every later download gives it: the pages of the exact document the
 * borrower accepted, untouched, then the certificate page. pdf-lib (decision 0053) copies the
 * accepted pages into a new file; the certificate is drawn by the same layout as every document.
 */
async function contratoComCertificado(aceito: Uint8Array, certificado: DadosCertificado, credor: string): Promise<Buffer> {
  const documento = await PDFDocument.load(aceito, { updateMetadata: false });
  const pagina = await PDFDocument.load(await gerarCertificado(certificado, credor), { updateMetadata: false });
  for (const p of await documento.copyPages(pagina, pagina.getPageIndices())) documento.addPage(p);
  return Buffer.from(await documento.save());
}

/** An acceptance as stored (aceites_contrato): its document and what the certificate prints. */
export interface AceiteArmazenado {
  documento: Buffer;
  origem: OrigemAceite;
  nomeDigitado: string | null;
  aceitoEm: Date;
  ip: string | null;
  userAgent: string | null;
  sha256: string;
  codigo: string;
}

/**
 * Draws the certified file (the accepted document, then its certificate) from the acceptance's
 * row. Called once per acceptance, when it is recorded (or at the first download of one recorded
 * before issue 42): the bytes are stored, and every download gives them (data/aceites.ts).
 */
export function contratoAceito(aceite: AceiteArmazenado, credor: string, enderecoBase: string): Promise<Buffer> {
  return contratoComCertificado(
    aceite.documento,
    {
      origem: aceite.origem,
      nomeDigitado: aceite.nomeDigitado ?? "",
      aceitoEm: aceite.aceitoEm,
      ip: aceite.ip ?? "",
      userAgent: aceite.userAgent ?? "",
      sha256: aceite.sha256,
      codigo: aceite.codigo,
      enderecoBase,
    },
    credor,
  );
}
