import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adicionarDias, diferencaEmDias } from "../dates.ts";
import { gerarCronograma } from "./cronograma.ts";
import { custoEfetivo, custoEfetivoDoCronograma, formatarTaxaEfetiva } from "./custo-efetivo.ts";

// Issue 43, point 6: the effective rates of any written schedule, with custoEfetivo's method.

const taxas = (c: { taxaMensal: number; taxaAnual: number }) => [formatarTaxaEfetiva(c.taxaMensal, "a.m."), formatarTaxaEfetiva(c.taxaAnual, "a.a.")];

describe("custoEfetivoDoCronograma", () => {
  it("uma parcela de R$ 1.100,00 30 dias depois de R$ 1.000,00: 10 % a.m., 213,84 % a.a.", () => {
    const c = custoEfetivoDoCronograma(100_000, "2027-02-01", [{ vencimento: "2027-03-03", valor: 110_000 }]);
    expect(taxas(c)).toEqual(["10,00 % a.m.", "213,84 % a.a."]);
    expect(c).toMatchObject({ valorFinanciado: 100_000, totalAPagar: 110_000 });
  });

  it("a mesma parcela 15 dias depois: (1,1)² − 1 = 21 % a.m.", () => {
    expect(taxas(custoEfetivoDoCronograma(100_000, "2027-02-01", [{ vencimento: "2027-02-16", valor: 110_000 }]))[0]).toBe("21,00 % a.m.");
  });

  it("sem juros, 0 %", () => {
    const c = custoEfetivoDoCronograma(100_000, "2027-02-01", [
      { vencimento: "2027-02-02", valor: 50_000 },
      { vencimento: "2027-02-03", valor: 50_000 },
    ]);
    expect([c.taxaMensal, c.taxaAnual]).toEqual([0, 0]);
  });

  it("um cronograma mensal com a taxa ao mês custa exatamente o que custoEfetivo diz do parcelado", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 0, max: 3_000 }),
        (valorOriginal, taxaJuros, n, deslocamento) => {
          fc.pre(valorOriginal >= n);
          const dataInicio = adicionarDias("2024-01-01", deslocamento);
          const parcelas = gerarCronograma({ valorOriginal, taxaJuros, quantidadeParcelas: n, periodicidade: "mensal", dataBase: dataInicio });
          const esperado = custoEfetivo({ modalidade: "parcelado", valorOriginal, taxaJuros, prazoDias: null, quantidadeParcelas: n, dataInicio });
          expect(custoEfetivoDoCronograma(valorOriginal, dataInicio, parcelas)).toEqual(esperado);
        },
      ),
    );
  });

  it("20 diárias de R$ 60,00 sobre R$ 1.000,00: a taxa zera o valor presente das parcelas", () => {
    const parcelas = gerarCronograma({ valorOriginal: 100_000, taxaTotal: 2000, quantidadeParcelas: 20, periodicidade: "diaria", dataBase: "2027-02-01" });
    const c = custoEfetivoDoCronograma(100_000, "2027-02-01", parcelas);
    const fator = 1 + c.taxaMensal / 100;
    const presente = parcelas.reduce((soma, p) => soma + p.valor / Math.pow(fator, diferencaEmDias("2027-02-01", p.vencimento) / 30), 0);
    expect(Math.abs(presente - 100_000)).toBeLessThan(1e-6);
    expect(c.totalAPagar).toBe(120_000);
    expect(c.taxaAnual).toBeCloseTo((Math.pow(fator, 12) - 1) * 100, 6);
  });

  it("recusa valor de menos de um centavo, cronograma vazio e parcela no dia do empréstimo", () => {
    expect(() => custoEfetivoDoCronograma(0, "2027-02-01", [{ vencimento: "2027-03-01", valor: 100 }])).toThrow(RangeError);
    expect(() => custoEfetivoDoCronograma(100, "2027-02-01", [])).toThrow(RangeError);
    expect(() => custoEfetivoDoCronograma(100, "2027-02-01", [{ vencimento: "2027-02-01", valor: 200 }])).toThrow(RangeError);
  });
});
