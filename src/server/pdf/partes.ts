import { mascararCpf } from "../../domain/cpf.ts";
import { formatarDataHora } from "../../domain/dates.ts";
import { ROTULOS_MODALIDADE, type Modalidade } from "../../domain/loans/types.ts";
import { campo, nota, secao, type Documento } from "./layout.ts";
import { reais } from "./textos.ts";

// The parts the receipt and the statement both open and close with, so the two read alike.

/**
 * Who the document is about (the CPF masked: the file travels by WhatsApp), then the loan's
 * section, opened with its original amount and modality; the caller adds the rest of it.
 */
export function clienteEEmprestimo(
  doc: Documento,
  cliente: { nome: string; cpf: string },
  secaoDoEmprestimo: string,
  e: { valorOriginal: string; modalidade: Modalidade },
) {
  secao(doc, "Cliente");
  campo(doc, "Nome", cliente.nome);
  campo(doc, "CPF", mascararCpf(cliente.cpf));

  secao(doc, secaoDoEmprestimo);
  campo(doc, "Valor original", reais(e.valorOriginal));
  campo(doc, "Modalidade", ROTULOS_MODALIDADE[e.modalidade]);
}

/** When the document was made, last on the page. */
export function rodape(doc: Documento, agora: Date) {
  doc.moveDown(1);
  nota(doc, `Documento gerado em ${formatarDataHora(agora)} (horário de Brasília) pelo Crédito Fácil.`);
}
