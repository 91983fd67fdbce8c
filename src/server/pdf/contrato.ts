import type { ContratoRedigido } from "../../domain/contrato.ts";
import { cabecalho, gerarPdf, linhaDeAssinatura, paragrafo, secao } from "./layout.ts";
import { rodape } from "./partes.ts";

/**
 * The loan's contract (issue 29, point 3). The words are the domain's (src/domain/contrato.ts,
 * the one place the text lives); this only lays them out on the receipts' page (layout.ts):
 * title, clauses as wrapped paragraphs, the installments as an indented list, place and date,
 * and a line for each party to sign on.
 */
export function gerarContrato(contrato: ContratoRedigido, credor: string, agora: Date): Promise<Buffer> {
  return gerarPdf(contrato.titulo, (doc) => {
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
    rodape(doc, agora);
  });
}
