import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { custoEfetivo, formatarTaxaEfetiva, pagamentosNoPrazo, TAXA_EFETIVA_MAXIMA, taxaEfetivaNaApi, type TermosDoEmprestimo } from "./custo-efetivo.ts";

const mensal = (valorOriginal: number, taxaJuros: number, prazoDias = 30): TermosDoEmprestimo => ({
  modalidade: "mensal",
  valorOriginal,
  taxaJuros,
  prazoDias,
  quantidadeParcelas: null,
  dataInicio: "2026-01-31",
});
const parcelado = (valorOriginal: number, taxaJuros: number, quantidadeParcelas: number, dataInicio = "2026-01-31"): TermosDoEmprestimo => ({
  modalidade: "parcelado",
  valorOriginal,
  taxaJuros,
  prazoDias: null,
  quantidadeParcelas,
  dataInicio,
});

const taxas = (t: TermosDoEmprestimo) => {
  const c = custoEfetivo(t);
  return [formatarTaxaEfetiva(c.taxaMensal, "a.m."), formatarTaxaEfetiva(c.taxaAnual, "a.a.")];
};

describe("custo efetivo de um empréstimo", () => {
  it.each([
    ["mensal, 10 % a cada 30 dias", mensal(100_000, 1000), ["10,00 % a.m.", "213,84 % a.a."]],
    ["mensal, 1 % a cada 30 dias", mensal(100_000, 100), ["1,00 % a.m.", "12,68 % a.a."]],
    ["mensal, 0,9 % a cada 30 dias", mensal(100_000, 90), ["0,90 % a.m.", "11,35 % a.a."]],
    // (1,05)^2 − 1: two 15-day cycles make a month.
    ["mensal, 5 % a cada 15 dias", mensal(100_000, 500, 15), ["10,25 % a.m.", "222,51 % a.a."]],
    // The same total over 60 days costs half the months.
    ["mensal, 10 % a cada 60 dias", mensal(100_000, 1000, 60), ["4,88 % a.m.", "77,16 % a.a."]],
    ["mensal sem juros", mensal(100_000, 0), ["0,00 % a.m.", "0,00 % a.a."]],
    // 12 installments of R$ 93,33 (the last R$ 93,37) from 31/01/2026, 28 to 365 days later;
    // the figures were checked with an independent solver.
    ["parcelado, 12 × 1 % a.m. simples", parcelado(100_000, 100, 12), ["1,78 % a.m.", "23,53 % a.a."]],
  ])("%s", (_nome, termos, esperado) => {
    expect(taxas(termos)).toEqual(esperado);
  });

  it("o financiado e o total a pagar são os do plano, em centavos", () => {
    expect(custoEfetivo(mensal(100_000, 1000))).toMatchObject({ valorFinanciado: 100_000, totalAPagar: 110_000 });
    expect(custoEfetivo(parcelado(100_000, 100, 12))).toMatchObject({ valorFinanciado: 100_000, totalAPagar: 112_000 });
    expect(pagamentosNoPrazo(parcelado(20_000, 0, 3))).toEqual([
      { dias: 28, valor: 6667 },
      { dias: 59, valor: 6667 },
      { dias: 89, valor: 6666 },
    ]);
  });

  it("na API, a taxa vai em porcentagem com quatro casas", () => {
    const c = custoEfetivo(mensal(100_000, 1000));
    expect([taxaEfetivaNaApi(c.taxaMensal), taxaEfetivaNaApi(c.taxaAnual)]).toEqual(["10.0000", "213.8428"]);
  });

  it("termos absurdos ficam no teto, escrito como 'mais de'", () => {
    // 999,99 % a day: about 10^31 % a month and 10^374 % a year, more than a float holds.
    const c = custoEfetivo(mensal(100_000, 99_999, 1));
    expect(c.taxaMensal).toBe(TAXA_EFETIVA_MAXIMA);
    expect(c.taxaAnual).toBe(TAXA_EFETIVA_MAXIMA);
    expect(formatarTaxaEfetiva(c.taxaAnual, "a.a.")).toBe("mais de 1.000.000.000.000,00 % a.a.");
    expect(formatarTaxaEfetiva(70_361_412.354, "a.a.")).toBe("70.361.412,35 % a.a.");
  });

  it("recusa termos sem valor ou sem prazo", () => {
    expect(() => custoEfetivo(mensal(0, 1000))).toThrow(RangeError);
    expect(() => custoEfetivo({ ...mensal(100_000, 1000), prazoDias: null })).toThrow(RangeError);
    expect(() => custoEfetivo({ ...parcelado(100_000, 100, 12), quantidadeParcelas: null })).toThrow(RangeError);
  });
});

const valor = fc.integer({ min: 10_000, max: 9_999_999_999 });
const taxa = fc.integer({ min: 0, max: 99_999 });
const data = fc
  .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const termosQuaisquer = fc.oneof(
  fc.record({ v: valor, r: taxa, d: fc.integer({ min: 1, max: 3650 }) }).map(({ v, r, d }) => mensal(v, r, d)),
  fc.record({ v: valor, r: taxa, n: fc.integer({ min: 1, max: 120 }), inicio: data }).map(({ v, r, n, inicio }) => parcelado(v, r, n, inicio)),
);

describe("custo efetivo: propriedades", () => {
  it("a 1 % ao mês, pago todo mês, são 12,68 % a.a., qualquer que seja o valor", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), (reais) => {
        expect(taxas(mensal(reais * 100 * 100, 100))).toEqual(["1,00 % a.m.", "12,68 % a.a."]);
      }),
    );
  });

  it("um mensal a r % a cada 30 dias tem exatamente r % a.m., e o anual é (1 + mensal)^12 − 1", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), taxa, (reais, r) => {
        // An amount in whole hundreds of reais: the cycle's interest has no rounding.
        const c = custoEfetivo(mensal(reais * 10_000, r));
        expect(c.taxaMensal).toBeCloseTo(r / 100, 9);
        const anual = Math.min((Math.pow(1 + r / 10_000, 12) - 1) * 100, TAXA_EFETIVA_MAXIMA);
        expect(Math.abs(c.taxaAnual - anual)).toBeLessThanOrEqual(1e-9 * Math.max(1, anual));
      }),
    );
  });

  it("a taxa sobe com os juros", () => {
    fc.assert(
      fc.property(termosQuaisquer, taxa, (termos, outra) => {
        fc.pre(outra !== termos.taxaJuros);
        const [menor, maior] = [Math.min(outra, termos.taxaJuros), Math.max(outra, termos.taxaJuros)];
        const a = custoEfetivo({ ...termos, taxaJuros: menor });
        const b = custoEfetivo({ ...termos, taxaJuros: maior });
        expect(b.taxaMensal).toBeGreaterThanOrEqual(a.taxaMensal);
        expect(b.totalAPagar).toBeGreaterThanOrEqual(a.totalAPagar);
      }),
    );
  });

  it("com o mesmo total, um ciclo mais longo custa menos por mês", () => {
    fc.assert(
      fc.property(valor, fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 1, max: 3650 }), fc.integer({ min: 1, max: 3650 }), (v, r, d1, d2) => {
        fc.pre(d1 !== d2);
        const [curto, longo] = [mensal(v, r, Math.min(d1, d2)), mensal(v, r, Math.max(d1, d2))];
        const a = custoEfetivo(curto);
        const b = custoEfetivo(longo);
        expect(a.totalAPagar).toBe(b.totalAPagar);
        if (a.taxaMensal < TAXA_EFETIVA_MAXIMA && a.totalAPagar > v) expect(b.taxaMensal).toBeLessThan(a.taxaMensal);
        else expect(b.taxaMensal).toBeLessThanOrEqual(a.taxaMensal);
      }),
    );
  });

  it("a taxa é a que zera o valor presente dos pagamentos no prazo", () => {
    fc.assert(
      fc.property(termosQuaisquer, (termos) => {
        const c = custoEfetivo(termos);
        fc.pre(c.taxaMensal < 1000);
        const fator = 1 + c.taxaMensal / 100;
        const presente = pagamentosNoPrazo(termos).reduce((soma, p) => soma + p.valor / Math.pow(fator, p.dias / 30), 0);
        expect(Math.abs(presente - termos.valorOriginal)).toBeLessThanOrEqual(1e-7 * termos.valorOriginal);
        expect(c.totalAPagar).toBe(pagamentosNoPrazo(termos).reduce((soma, p) => soma + p.valor, 0));
      }),
    );
  });
});
