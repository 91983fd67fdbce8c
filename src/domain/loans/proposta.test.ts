import { describe, expect, it } from "vitest";
import { linkDaProposta, textoDaProposta, type Proposta } from "./proposta.ts";

const parcelas = (valores: number[], primeira = 2) => valores.map((valor, i) => ({ vencimento: `2027-02-${String(primeira + i).padStart(2, "0")}`, valor }));
const proposta: Proposta = {
  valorOriginal: 100_000,
  periodicidade: "diaria",
  parcelas: parcelas(Array.from({ length: 20 }, () => 6000)),
  total: 120_000,
  multaAtraso: 0,
  taxaAtraso: 0,
  taxaAtrasoTipo: "percentual",
};

describe("texto da proposta", () => {
  it("valor, n × parcela, periodicidade, primeira e última datas e total", () => {
    expect(textoDaProposta(proposta)).toBe(
      [
        "Proposta de empréstimo",
        "Valor: R$ 1.000,00",
        "20 parcelas diárias de R$ 60,00",
        "Primeira parcela: 02/02/2027",
        "Última parcela: 21/02/2027",
        "Total a pagar: R$ 1.200,00",
        "Simulação sem compromisso: nada foi contratado.",
      ].join("\n"),
    );
  });

  it("a última parcela diferente é dita; a multa e os juros de atraso também", () => {
    const texto = textoDaProposta({
      ...proposta,
      periodicidade: "semanal",
      parcelas: parcelas([3333, 3333, 3334]),
      total: 10_000,
      multaAtraso: 200,
      taxaAtraso: 500,
      taxaAtrasoTipo: "fixo",
    });
    expect(texto).toContain("3 parcelas semanais de R$ 33,33 (a última de R$ 33,34)");
    expect(texto).toContain("Em caso de atraso: multa de 2,00% e juros de R$ 5,00 ao dia");
  });

  it("uma parcela só: pagamento único na data", () => {
    expect(textoDaProposta({ ...proposta, periodicidade: "mensal", parcelas: parcelas([110_000]), total: 110_000 })).toContain(
      "Pagamento único de R$ 1.100,00 em 02/02/2027",
    );
  });

  it("o link do WhatsApp leva o texto inteiro, sem número", () => {
    const link = linkDaProposta("Proposta\nValor: R$ 1.000,00");
    expect(link).toBe("https://wa.me/?text=Proposta%0AValor%3A%20R%24%201.000%2C00");
    expect(decodeURIComponent(new URL(link).searchParams.get("text") ?? "")).toBe("Proposta\nValor: R$ 1.000,00");
  });
});
