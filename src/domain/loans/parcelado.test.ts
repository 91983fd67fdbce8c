import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAXIMO_CENTAVOS, MAXIMO_TAXA, formatarReais } from "../money.ts";
import { divisaoDaParcela, divisaoDoSaldo, parcelaAtual, planoParcelado, vencimentoDaParcela } from "./parcelado.ts";
import { R, T, parcelado } from "./test-helpers.ts";

describe("plano parcelado", () => {
  it.each([
    ["1.000,00", "10", 3, "R$ 1.300,00", ["R$ 433,33", "R$ 433,33", "R$ 433,34"], "R$ 100,00"],
    ["1.000,00", "0", 3, "R$ 1.000,00", ["R$ 333,33", "R$ 333,33", "R$ 333,34"], "R$ 0,00"],
    ["1.200,00", "5", 12, "R$ 1.920,00", Array<string>(12).fill("R$ 160,00"), "R$ 60,00"],
    ["500,00", "7,5", 1, "R$ 537,50", ["R$ 537,50"], "R$ 37,50"],
    ["0,10", "10", 3, "R$ 0,13", ["R$ 0,04", "R$ 0,04", "R$ 0,05"], "R$ 0,01"],
  ])("%s a %s%% ao mês em %i meses: total %s", (valor, taxa, n, total, parcelas, jurosPorParcela) => {
    const plano = planoParcelado(R(valor), T(taxa), n);
    expect(formatarReais(plano.total)).toBe(total);
    expect(plano.parcelas.map(formatarReais)).toEqual(parcelas);
    expect(plano.valorParcela).toBe(plano.parcelas[0]);
    expect(formatarReais(plano.jurosPorParcela)).toBe(jurosPorParcela);
    expect(plano.juros).toBe(plano.total - R(valor));
  });

  it("total arredondado uma vez: 3 meses de 0,333 centavo de juros não somam 0", () => {
    // R$ 0,01 at 33,33% per month for 3 months: 0,9999 centavo → 1, while 3 × round(0,3333) = 0.
    expect(planoParcelado(1, 3333, 3).total).toBe(2);
  });

  it("recusa quantidade de parcelas não positiva ou fracionária", () => {
    expect(() => planoParcelado(R("100,00"), T("10"), 0)).toThrow();
    expect(() => planoParcelado(R("100,00"), T("10"), 1.5)).toThrow();
  });

  it("as parcelas somam exatamente o total, e só a última difere (pelo resto)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAXIMO_CENTAVOS }), fc.integer({ min: 0, max: MAXIMO_TAXA }), fc.integer({ min: 1, max: 120 }), (p, r, n) => {
        const plano = planoParcelado(p, r, n);
        expect(plano.parcelas).toHaveLength(n);
        expect(plano.parcelas.reduce((s, x) => s + x, 0)).toBe(plano.total);
        expect(plano.parcelas.slice(0, -1).every((x) => x === plano.valorParcela)).toBe(true);
        const ultima = plano.parcelas[n - 1] ?? -1;
        expect(ultima - plano.valorParcela).toBeGreaterThanOrEqual(0);
        expect(ultima - plano.valorParcela).toBeLessThan(n);
      }),
    );
  });
});

describe("parcela devida e sua divisão", () => {
  it.each([
    [1, R("1.300,00"), "R$ 433,33"],
    [2, R("866,67"), "R$ 433,33"],
    [3, R("433,34"), "R$ 433,34"], // the last one carries the remainder
  ])("parcela %i com saldo %i é %s", (ciclo, restante, esperado) => {
    expect(formatarReais(parcelaAtual(parcelado({ cicloAtual: ciclo, valorRestante: restante })))).toBe(esperado);
  });

  it("parcela de R$ 433,33: R$ 100,00 de juros e R$ 333,33 de principal", () => {
    expect(divisaoDaParcela(parcelado())).toEqual({ valorJuros: R("100,00"), valorPrincipal: R("333,33") });
  });

  it("juros da parcela limitados ao valor da parcela (principal nunca negativo)", () => {
    // A row whose installment is smaller than P × r / 100 must not record negative principal.
    const e = parcelado({
      valorOriginal: R("1,00"),
      taxaJuros: T("500"),
      valorRestante: R("3,00"),
      valorParcela: R("3,00"),
      quantidadeParcelas: 2,
      cicloAtual: 1,
    });
    // interest per installment = R$ 5,00, installment = R$ 3,00
    expect(divisaoDaParcela(e)).toEqual({ valorJuros: R("3,00"), valorPrincipal: 0 });
  });

  it("quitação: soma o que cada parcela restante registraria", () => {
    expect(divisaoDoSaldo(parcelado())).toEqual({ valorJuros: R("300,00"), valorPrincipal: R("1.000,00") });
    expect(divisaoDoSaldo(parcelado({ cicloAtual: 3, valorRestante: R("433,34") }))).toEqual({
      valorJuros: R("100,00"),
      valorPrincipal: R("333,34"),
    });
  });

  it.each([
    ["2026-01-31", 1, "2026-02-28"],
    ["2026-01-31", 2, "2026-03-31"], // from the anchor, not 28/02 + 1 month
    ["2028-01-31", 1, "2028-02-29"],
    ["2026-11-30", 3, "2027-02-28"],
  ])("parcela de %s nº %i vence em %s", (inicio, k, esperado) => {
    expect(vencimentoDaParcela(inicio, k)).toBe(esperado);
  });
});
