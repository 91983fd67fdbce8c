import { dataEmSaoPaulo, formatarData, formatarDataHora, formatarMomentoDoPagamento } from "../../domain/dates.ts";
import { jurosDoCiclo } from "../../domain/loans/juros-pagos.ts";
import { rotuloFormaPagamento, rotuloTipoPagamento } from "../../domain/loans/types.ts";
import { decimalParaCentavos } from "../../domain/money.ts";
import type { DadosRecibo } from "../data/recibos.ts";
import { aviso, cabecalho, campo, gerarPdf, nota, secao } from "./layout.ts";
import { clienteEEmprestimo } from "./partes.ts";
import { enderecoDeVerificacao, seloDeVerificacao } from "./selo-de-verificacao.ts";
import { cicloOuParcela, reais } from "./textos.ts";

export const TITULO_RECIBO = "Recibo de pagamento";

/**
 * A payment's receipt, the document the lender sends the borrower. The CPF goes masked (the
 * file travels by WhatsApp); a reversed payment says so above everything else, so a copy sent
 * before the reversal cannot be mistaken for a valid one when the new one is shown.
 *
 * The same payment gives the same bytes on every download (decision 0051): nothing printed
 * depends on the moment of the download, and the file's creation date is the payment's moment.
 * What changes the bytes is what changes the receipt: a reversal, a new 'Nome para recibos',
 * an edited or anonymized client, and the address the verification block prints (`enderecoBase`,
 * from http/endereco-base.ts: PUBLIC_URL, else the configured origin the browser used).
 */
export function gerarRecibo(dados: DadosRecibo, codigo: string, enderecoBase: string): Promise<Buffer> {
  const { pagamento: p, emprestimo: e, cliente } = dados;
  return gerarPdf(
    TITULO_RECIBO,
    (doc) => {
      cabecalho(doc, TITULO_RECIBO, dados.credor);
      if (p.estornado) {
        aviso(doc, "ESTORNADO", [
          `Este pagamento foi estornado em ${p.dataEstorno ? formatarDataHora(p.dataEstorno) : "data não registrada"} e não vale como quitação.`,
          `Motivo: ${p.motivoEstorno ?? "não informado"}`,
        ]);
      }

      clienteEEmprestimo(doc, cliente, "Empréstimo", e);
      campo(doc, "Data do empréstimo", formatarData(e.dataEmprestimo));

      secao(doc, "Pagamento");
      const registradoDepois = dataEmSaoPaulo(p.dataPagamento) !== dataEmSaoPaulo(p.registradoEm);
      campo(doc, registradoDepois ? "Data do pagamento" : "Data e hora", formatarMomentoDoPagamento(p.dataPagamento, p.registradoEm));
      campo(doc, "Forma de pagamento", rotuloFormaPagamento(p.formaPagamento));
      campo(doc, "Tipo", rotuloTipoPagamento(p.tipoPagamento));
      campo(doc, e.modalidade === "parcelado" ? "Parcela" : "Ciclo", cicloOuParcela(p.ciclo, e.modalidade, e.quantidadeParcelas));
      if (p.valorJurosAtraso === null) {
        // Recorded before the late interest was kept apart: one interest line, as it was paid.
        campo(doc, "Juros", reais(p.valorJuros));
      } else {
        campo(doc, "Juros do ciclo", reais(jurosDoCiclo(p.valorJuros, p.valorJurosAtraso)));
        campo(doc, "Juros de atraso", reais(p.valorJurosAtraso));
      }
      if (decimalParaCentavos(p.valorJurosAtrasoDispensado) > 0) {
        campo(doc, "Juros de atraso dispensados", reais(p.valorJurosAtrasoDispensado));
        campo(doc, "Motivo da dispensa", p.motivoDispensa ?? "");
      }
      campo(doc, "Principal", reais(p.valorPrincipal));
      campo(doc, "Valor total pago", reais(p.valorTotal), true);
      if (p.saldoApos !== null) campo(doc, "Saldo após o pagamento", reais(p.saldoApos));

      secao(doc, "Verificação");
      seloDeVerificacao(doc, {
        codigo,
        endereco: enderecoDeVerificacao(enderecoBase, codigo),
        explicacao:
          "Qualquer pessoa pode conferir, pelo código ou pelo QR Code, que o recibo foi emitido, com que data e valor, e se o pagamento foi estornado.",
      });
      doc.moveDown(1);
      nota(doc, `Pagamento registrado em ${formatarDataHora(p.registradoEm)} (horário de Brasília) pelo Crédito Fácil.`);
    },
    { criadoEm: p.dataPagamento },
  );
}
