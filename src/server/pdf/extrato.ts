import { formatarData, formatarDataHora, formatarMomentoDoPagamento } from "../../domain/dates.ts";
import { centavosParaDecimal, decimalParaCentavos } from "../../domain/money.ts";
import { rotuloFormaPagamento, rotuloStatus, rotuloTipoPagamento } from "../../domain/loans/types.ts";
import type { DadosExtrato } from "../data/recibos.ts";
import { cabecalho, campo, gerarPdf, nota, secao, tabela, type Coluna, type LinhaDaTabela } from "./layout.ts";
import { clienteEEmprestimo, rodape } from "./partes.ts";
import { reais, taxaDeAtraso, taxaDeJuros } from "./textos.ts";

export const TITULO_EXTRATO = "Extrato do empréstimo";

const colunas = (parcelado: boolean): Coluna[] => [
  { titulo: "Data", largura: 0.17 },
  { titulo: "Tipo", largura: 0.13 },
  { titulo: parcelado ? "Parcela" : "Ciclo", largura: 0.08, alinhar: "right" },
  { titulo: "Juros", largura: 0.14, alinhar: "right" },
  { titulo: "Principal", largura: 0.14, alinhar: "right" },
  { titulo: "Total", largura: 0.14, alinhar: "right" },
  { titulo: "Situação", largura: 0.2 },
];

/**
 * A loan's statement: its terms and every payment, reversed ones included and marked, so the
 * history reads as it happened; the totals count only the payments that stand.
 */
export function gerarExtrato(dados: DadosExtrato, agora: Date): Promise<Buffer> {
  const { emprestimo: e, cliente, pagamentos } = dados;
  return gerarPdf(TITULO_EXTRATO, (doc) => {
    cabecalho(doc, TITULO_EXTRATO, dados.credor);

    clienteEEmprestimo(doc, cliente, "Condições", e);
    campo(doc, "Taxa de juros", taxaDeJuros(e.taxaJuros, e.modalidade));
    campo(doc, "Taxa de atraso", taxaDeAtraso(e.taxaAtraso, e.taxaAtrasoTipo));
    if (e.modalidade === "parcelado") {
      const parcelas = e.quantidadeParcelas ?? 0;
      campo(doc, "Parcelas", e.valorParcela ? `${parcelas} de ${reais(e.valorParcela)}` : String(parcelas));
    } else {
      campo(doc, "Prazo", `${e.prazoDias ?? 0} dias por ciclo`);
    }
    campo(doc, "Data do empréstimo", formatarData(e.dataEmprestimo));
    campo(doc, "Status", rotuloStatus(e.status));
    campo(doc, "Saldo restante", reais(e.valorRestante), true);
    campo(doc, "Próximo vencimento", e.proximoVencimento ? formatarData(e.proximoVencimento) : "—");

    secao(doc, "Pagamentos");
    if (pagamentos.length === 0) {
      nota(doc, "Nenhum pagamento registrado.");
    } else {
      let juros = 0;
      let principal = 0;
      let total = 0;
      const linhas: LinhaDaTabela[] = pagamentos.map((p) => {
        if (!p.estornado) {
          juros += decimalParaCentavos(p.valorJuros);
          principal += decimalParaCentavos(p.valorPrincipal);
          total += decimalParaCentavos(p.valorTotal);
        }
        const situacao = p.estornado ? `Estornado${p.dataEstorno ? ` em ${formatarDataHora(p.dataEstorno).slice(0, 10)}` : ""}` : "Pago";
        return {
          celulas: [
            formatarMomentoDoPagamento(p.dataPagamento, p.registradoEm),
            `${rotuloTipoPagamento(p.tipoPagamento)} (${rotuloFormaPagamento(p.formaPagamento)})`,
            String(p.ciclo),
            reais(p.valorJuros),
            reais(p.valorPrincipal),
            reais(p.valorTotal),
            situacao,
          ],
          riscada: p.estornado,
        };
      });
      linhas.push({
        celulas: [
          "Total pago",
          "",
          "",
          reais(centavosParaDecimal(juros)),
          reais(centavosParaDecimal(principal)),
          reais(centavosParaDecimal(total)),
          "sem estornos",
        ],
        negrito: true,
      });
      tabela(doc, colunas(e.modalidade === "parcelado"), linhas);
      if (pagamentos.some((p) => p.estornado)) nota(doc, "Pagamentos estornados aparecem no histórico, mas não entram no total.");
    }
    rodape(doc, agora);
  });
}
