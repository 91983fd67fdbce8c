import { formatarData } from "../../domain/dates.ts";
import { ROTULOS_PERIODICIDADE } from "../../domain/loans/cronograma.ts";
import { textoDaSituacao } from "../../domain/loans/situacao-da-parcela.ts";
import { rotuloStatus } from "../../domain/loans/types.ts";
import type { DadosCartela } from "../data/cartela.ts";
import { cabecalho, campo, gerarPdf, nota, secao, tabela, type Coluna } from "./layout.ts";
import { rodape } from "./partes.ts";
import { reais } from "./textos.ts";

export const TITULO_CARTELA = "Cartela de parcelas";

const colunas: Coluna[] = [
  { titulo: "Nº", largura: 0.12 },
  { titulo: "Vencimento", largura: 0.28 },
  { titulo: "Valor", largura: 0.25, alinhar: "right" },
  { titulo: "Situação", largura: 0.35 },
];

/**
 * Issue 43, point 3: the cartela the lender sends the borrower by WhatsApp, as the paper card they
 * stamp: who lends, to whom (the name only: the file travels, so no CPF), the terms, and each
 * installment with its due date, value and how it stands ('Paga em dd/mm', 'Em atraso', ...).
 */
export function gerarCartela(dados: DadosCartela, agora: Date): Promise<Buffer> {
  const { emprestimo: e, parcelas } = dados;
  return gerarPdf(TITULO_CARTELA, (doc) => {
    cabecalho(doc, TITULO_CARTELA, dados.credor);
    secao(doc, "Cliente");
    campo(doc, "Nome", dados.cliente.nome);
    secao(doc, "Condições");
    campo(doc, "Valor emprestado", reais(e.valorOriginal));
    campo(doc, "Data do empréstimo", formatarData(e.dataEmprestimo));
    if (e.modalidade !== "parcelado" || parcelas.length === 0) {
      nota(doc, "Este empréstimo não é parcelado: não tem cartela de parcelas.");
      rodape(doc, agora);
      return;
    }
    campo(doc, "Periodicidade", ROTULOS_PERIODICIDADE[e.periodicidade]);
    const n = e.quantidadeParcelas ?? parcelas.length;
    campo(doc, "Parcelas", e.valorParcela ? `${n} de ${reais(e.valorParcela)}` : String(n));
    campo(doc, "Status", rotuloStatus(e.status));
    campo(doc, "Pagas", `${parcelas.filter((p) => p.situacao === "paga").length} de ${parcelas.length}`, true);
    secao(doc, "Parcelas");
    tabela(
      doc,
      colunas,
      parcelas.map((p) => ({
        celulas: [String(p.numero), formatarData(p.vencimento), reais(p.valor), textoDaSituacao(p.situacao, p.pagaEm)],
        negrito: p.situacao === "em_atraso" || p.situacao === "vence_hoje",
      })),
    );
    rodape(doc, agora);
  });
}
