import type { RelatorioApi } from "../../domain/api/relatorios.ts";
import { cabecalho, campo, gerarPdf, secao, tabela, type Coluna } from "./layout.ts";
import { rodape } from "./partes.ts";
import { reais } from "./textos.ts";

export const TITULO_RELATORIO = "Relatório do período";

/** "2026-11" → "11/2026". */
export const mesBR = (mes: string) => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;

const colunas: Coluna[] = [
  { titulo: "Mês", largura: 0.09 },
  { titulo: "Emprestado", largura: 0.13, alinhar: "right" },
  { titulo: "Juros", largura: 0.12, alinhar: "right" },
  { titulo: "Principal", largura: 0.13, alinhar: "right" },
  { titulo: "Juros de atraso", largura: 0.13, alinhar: "right" },
  { titulo: "Dispensados", largura: 0.13, alinhar: "right" },
  { titulo: "Renegociados", largura: 0.13, alinhar: "right" },
  { titulo: "Recebido", largura: 0.14, alinhar: "right" },
];

/** Issue 31, point 4: the report as a document to keep or send to an accountant. */
export function gerarRelatorio(r: RelatorioApi, credor: string, agora: Date): Promise<Buffer> {
  return gerarPdf(TITULO_RELATORIO, (doc) => {
    cabecalho(doc, TITULO_RELATORIO, credor);
    campo(doc, "Período", `${mesBR(r.de)} a ${mesBR(r.ate)}`);
    secao(doc, "Mês a mês");
    const linha = (rotulo: string, m: RelatorioApi["totais"]) => [
      rotulo,
      reais(m.emprestado),
      reais(m.recebidoJuros),
      reais(m.recebidoPrincipal),
      reais(m.recebidoJurosAtraso),
      reais(m.jurosAtrasoDispensados),
      reais(m.jurosRenegociados),
      reais(m.recebidoTotal),
    ];
    tabela(doc, colunas, [...r.meses.map((m) => ({ celulas: linha(mesBR(m.mes), m) })), { celulas: linha("Total", r.totais), negrito: true }]);
    campo(doc, "Juros ganhos no período", reais(r.totais.jurosGanhos), true);

    secao(doc, "Carteira hoje");
    campo(doc, "Principal em aberto", reais(r.carteira.principalEmAberto));
    campo(doc, "Valor em atraso", reais(r.carteira.valorEmAtraso));
    campo(doc, "Em risco (mais de 30 dias de atraso)", `${reais(r.carteira.principalEmRisco)} (PAR 30: ${r.carteira.par30.replace(".", ",")}%)`);
    campo(doc, "Clientes ativos", String(r.carteira.clientesAtivos));
    campo(doc, "Clientes em atraso", String(r.carteira.clientesEmAtraso));

    secao(doc, "Previsão de recebimentos");
    for (const p of r.previsao) campo(doc, mesBR(p.mes), reais(p.valor));
    rodape(doc, agora);
  });
}
