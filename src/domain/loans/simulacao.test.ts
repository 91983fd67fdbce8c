import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONFIGURACAO_DE_COBRANCA_PADRAO, ehDiaDeCobranca } from "../calendario-de-cobranca.ts";
import { diaDaSemana } from "../dates.ts";
import { custoEfetivo } from "./custo-efetivo.ts";
import { simular, type TermosDaSimulacao } from "./simulacao.ts";

const semCarnaval = { ...CONFIGURACAO_DE_COBRANCA_PADRAO, carnavalECorpusChristiSaoDiasDeCobranca: false };
const diasSemDomingoNemCarnaval = (d: string) => ehDiaDeCobranca(d, semCarnaval);
const limites = { limiteJurosAnual: 12, limiteMulta: 2 };
const diaria: TermosDaSimulacao = {
  valorOriginal: 100_000,
  quantidadeParcelas: 20,
  periodicidade: "diaria",
  taxaTotal: 2000,
  multaAtraso: 200,
  taxaAtraso: 3,
  taxaAtrasoTipo: "percentual",
  dataInicio: "2027-02-01",
};

describe("simular", () => {
  it("R$ 1.000,00 a 20 % no total em 20 diárias sem domingos nem Carnaval 2027: 20 × R$ 60,00 de 02/02 a 26/02", () => {
    const s = simular(diaria, "2026-12-07", diasSemDomingoNemCarnaval, limites);
    expect(s.parcelas.map((p) => p.vencimento)).toEqual([
      "2027-02-02",
      "2027-02-03",
      "2027-02-04",
      "2027-02-05",
      "2027-02-06",
      // 07/02 is a Sunday, 08 and 09/02 Carnival Monday and Tuesday.
      "2027-02-10",
      "2027-02-11",
      "2027-02-12",
      "2027-02-13",
      "2027-02-15",
      "2027-02-16",
      "2027-02-17",
      "2027-02-18",
      "2027-02-19",
      "2027-02-20",
      "2027-02-22",
      "2027-02-23",
      "2027-02-24",
      "2027-02-25",
      "2027-02-26",
    ]);
    expect(s.parcelas.every((p) => p.valor === 6000 && p.juros === 1000 && p.principal === 5000)).toBe(true);
    expect([s.total, s.totalJuros, s.dataInicio]).toEqual([120_000, 20_000, "2027-02-01"]);
    expect(s.custo.taxaMensal).toBeGreaterThan(20);
    // The rate is above 12 % a.a.; the penalty of 2 % and late interest of 0,9 % a.m. are within.
    expect(s.avisos).toEqual([expect.stringMatching(/^Taxa acima do limite legal/)]);
  });

  it("sem data de início, conta de hoje; a multa acima do limite do operador avisa", () => {
    const s = simular({ ...diaria, dataInicio: undefined, multaAtraso: 1000 }, "2026-12-07", diasSemDomingoNemCarnaval, limites);
    expect(s.dataInicio).toBe("2026-12-07");
    expect(s.parcelas[0]?.vencimento).toBe("2026-12-08");
    expect(s.avisos.at(-1)).toMatch(/^Multa acima do limite de 2 % \(o Código de Defesa do Consumidor, art\. 52, § 1º/);
    expect(simular({ ...diaria, multaAtraso: 1000 }, "2026-12-07", diasSemDomingoNemCarnaval, { ...limites, limiteMulta: 10 }).avisos).toHaveLength(1);
  });

  it("mensal com a taxa ao mês: o custo do parcelado de hoje", () => {
    const termos: TermosDaSimulacao = {
      ...diaria,
      periodicidade: "mensal",
      taxaTotal: undefined,
      taxaJuros: 100,
      quantidadeParcelas: 12,
      dataInicio: "2026-01-31",
    };
    const s = simular(termos, "2026-12-07", () => true, limites);
    expect(s.custo).toEqual(
      custoEfetivo({ modalidade: "parcelado", valorOriginal: 100_000, taxaJuros: 100, prazoDias: null, quantidadeParcelas: 12, dataInicio: "2026-01-31" }),
    );
  });

  it("para qualquer termo: as parcelas somam o total, os juros o total de juros, e nenhuma cai num domingo", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 100_000_000 }),
        fc.integer({ min: 1, max: 400 }),
        fc.constantFrom("diaria" as const, "semanal" as const, "quinzenal" as const, "mensal" as const),
        fc.integer({ min: 0, max: 99_999 }),
        fc.boolean(),
        (valorOriginal, n, periodicidade, taxa, total) => {
          const taxas = total ? { taxaTotal: taxa } : { taxaJuros: taxa };
          const s = simular({ ...diaria, ...taxas, valorOriginal, quantidadeParcelas: n, periodicidade }, "2026-12-07", diasSemDomingoNemCarnaval, limites);
          expect(s.parcelas).toHaveLength(n);
          expect(s.parcelas.reduce((a, p) => a + p.valor, 0)).toBe(s.total);
          expect(s.parcelas.reduce((a, p) => a + p.juros, 0)).toBe(s.totalJuros);
          expect(s.parcelas.some((p) => diaDaSemana(p.vencimento) === "domingo")).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
  });
});
