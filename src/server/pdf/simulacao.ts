import type { SimulacaoApi } from "../../domain/api/simulacao.ts";
import { formatarData } from "../../domain/dates.ts";
import { formatarTaxaEfetiva } from "../../domain/loans/custo-efetivo.ts";
import type { TipoTaxaAtraso } from "../../domain/loans/types.ts";
import { formatarReais, formatarTaxa, type TaxaCentesimos } from "../../domain/money.ts";
import { cabecalho, campo, gerarPdf, nota, secao, tabela, type Coluna } from "./layout.ts";
import { rodape } from "./partes.ts";
import { reais } from "./textos.ts";

export const TITULO_SIMULACAO = "Simulação de empréstimo";

const NO_PLURAL = { diaria: "diárias", semanal: "semanais", quinzenal: "quinzenais", mensal: "mensais" } as const;

const colunas: Coluna[] = [
  { titulo: "Nº", largura: 0.1 },
  { titulo: "Vencimento", largura: 0.24 },
  { titulo: "Parcela", largura: 0.22, alinhar: "right" },
  { titulo: "Juros", largura: 0.22, alinhar: "right" },
  { titulo: "Principal", largura: 0.22, alinhar: "right" },
];

/**
 * Issue 43, point 6: the simulator's proposal as a PDF the lender sends the borrower. The legal
 * warnings are the lender's and stay on the screen; the borrower gets the plan and its cost.
 */
export function gerarSimulacaoPdf(
  s: SimulacaoApi,
  atraso: { multaAtraso: TaxaCentesimos; taxaAtraso: number; taxaAtrasoTipo: TipoTaxaAtraso },
  credor: string,
  agora: Date,
): Promise<Buffer> {
  return gerarPdf(TITULO_SIMULACAO, (doc) => {
    cabecalho(doc, TITULO_SIMULACAO, credor);
    const primeira = s.parcelas[0];
    const ultima = s.parcelas.at(-1);
    secao(doc, "Proposta");
    campo(doc, "Valor emprestado", reais(s.valorOriginal));
    campo(doc, "Data do empréstimo", formatarData(s.dataInicio));
    if (primeira && ultima) {
      const quantas = s.quantidadeParcelas === 1 ? "1 parcela" : `${s.quantidadeParcelas} parcelas ${NO_PLURAL[s.periodicidade]}`;
      campo(doc, "Parcelas", `${quantas} de ${reais(primeira.valor)}${ultima.valor !== primeira.valor ? ` (a última de ${reais(ultima.valor)})` : ""}`);
      campo(doc, "Vencimentos", `${formatarData(primeira.vencimento)} a ${formatarData(ultima.vencimento)}`);
    }
    campo(doc, "Juros", reais(s.totalJuros));
    campo(doc, "Total a pagar", reais(s.total), true);
    campo(doc, "Custo efetivo", `${formatarTaxaEfetiva(Number(s.taxaEfetivaMensal), "a.m.")} · ${formatarTaxaEfetiva(Number(s.taxaEfetivaAnual), "a.a.")}`);
    if (atraso.multaAtraso > 0) campo(doc, "Multa por atraso", formatarTaxa(atraso.multaAtraso));
    if (atraso.taxaAtraso > 0) {
      campo(
        doc,
        "Juros de atraso",
        atraso.taxaAtrasoTipo === "fixo" ? `${formatarReais(atraso.taxaAtraso)} por dia` : `${formatarTaxa(atraso.taxaAtraso)} ao dia`,
      );
    }
    secao(doc, "Parcelas");
    tabela(doc, colunas, [
      ...s.parcelas.map((p) => ({ celulas: [String(p.numero), formatarData(p.vencimento), reais(p.valor), reais(p.juros), reais(p.principal)] })),
      { celulas: ["Total", "", reais(s.total), reais(s.totalJuros), reais(s.valorOriginal)], negrito: true },
    ]);
    nota(doc, "Simulação sem compromisso: nada foi contratado. As datas seguem os dias de cobrança do credor.");
    rodape(doc, agora);
  });
}
