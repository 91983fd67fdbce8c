import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MAXIMO_CENTAVOS,
  centavosParaDecimal,
  decimalParaCentavos,
  decimalParaTaxa,
  formatarDecimalBR,
  formatarReais,
  formatarTaxa,
  parseDinheiro,
  parseTaxa,
  percentualDe,
  taxaParaDecimal,
} from "./money.ts";

describe("parseDinheiro", () => {
  it.each<[string | number, number]>([
    [1500, 150000],
    [1500.5, 150050],
    [0.1, 10],
    [0, 0],
    [99999999.99, 9_999_999_999],
    ["1500", 150000],
    ["1500,50", 150050],
    ["1500,5", 150050],
    ["1.500,50", 150050],
    ["1.234.567,89", 123456789],
    ["1500.50", 150050],
    ["1500.5", 150050],
    ["1.5", 150],
    ["R$ 1.500,50", 150050],
    ["R$1.500,50", 150050],
    ["R$\u00a01.234,56", 123456], // what Intl's currency style produces
    ["  250,00  ", 25000],
    ["0,01", 1],
    ["007", 700],
    ["99.999.999,99", 9_999_999_999],
  ])("%j vale %i centavos", (entrada, esperado) => {
    expect(parseDinheiro(entrada)).toBe(esperado);
  });

  it.each<[string | number]>([
    [-1],
    [-0.01],
    ["-10"],
    ["R$ -10,00"],
    [1500.123],
    ["1500,123"],
    ["1500.123"],
    ["1.500.50"],
    ["1,500.50"], // en-US grouping is ambiguous here: refused
    ["0.500"], // not a thousands group: more than two decimals
    // A dot and three digits is three decimals, never thousands (DOMAIN.md): only a decimal
    // comma makes the dots before it group thousands.
    ["1.500"],
    ["12.345"],
    ["999.999"],
    ["1.234.567"],
    ["R$ 1.500"],
    ["  1.000  "],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [0.1 + 0.2], // 0.30000000000000004: the float error must not pass as money
    [1e21],
    [""],
    ["   "],
    ["R$"],
    ["abc"],
    ["12a"],
    ["1 500,00"],
    ["1500,"],
    [",50"],
    [100_000_000],
    ["100.000.000,00"],
    ["999999999999999999999999999999"],
  ])("recusa %j", (entrada) => {
    expect(parseDinheiro(entrada)).toBeNull();
  });

  // Digits of a whole part, no leading zero unless it is "0".
  const inteiroTexto = fc.oneof(fc.constant("0"), fc.stringMatching(/^[1-9]\d{0,7}$/));

  it("um ponto seguido de três ou mais dígitos é sempre recusado, nunca lido como milhar", () => {
    fc.assert(
      fc.property(inteiroTexto, fc.stringMatching(/^\d{3,6}$/), fc.constantFrom("", "R$ ", "R$", "  "), (inteiro, fracao, prefixo) => {
        expect(parseDinheiro(`${prefixo}${inteiro}.${fracao}`)).toBeNull();
      }),
    );
  });

  it("a parte inteira com pontos de milhar e sem vírgula é recusada; com a vírgula, vale os milhares", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: Math.floor(MAXIMO_CENTAVOS / 100) }), fc.integer({ min: 0, max: 99 }), (reais, centavos) => {
        // formatarDecimalBR groups the whole part ("1.234.567,89"); drop ",89" for the bare form.
        const agrupado = formatarDecimalBR(reais * 100 + centavos);
        const semVirgula = agrupado.slice(0, -3);
        expect(semVirgula).toContain(".");
        expect(parseDinheiro(semVirgula)).toBeNull();
        expect(parseDinheiro(`R$ ${semVirgula}`)).toBeNull();
        expect(parseDinheiro(agrupado)).toBe(reais * 100 + centavos);
        expect(parseDinheiro(`${semVirgula},${String(centavos).padStart(2, "0")}`)).toBe(reais * 100 + centavos);
      }),
    );
  });

  it("um ponto seguido de um ou dois dígitos é a vírgula decimal do fio", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Math.floor(MAXIMO_CENTAVOS / 100) }), fc.stringMatching(/^\d{1,2}$/), (reais, fracao) => {
        expect(parseDinheiro(`${reais}.${fracao}`)).toBe(reais * 100 + Number(fracao.padEnd(2, "0")));
      }),
    );
  });

  it("lê de volta o que formatarReais e centavosParaDecimal escrevem", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAXIMO_CENTAVOS }), (c) => {
        expect(parseDinheiro(formatarReais(c))).toBe(c);
        expect(parseDinheiro(formatarDecimalBR(c))).toBe(c);
        expect(parseDinheiro(centavosParaDecimal(c))).toBe(c);
      }),
    );
  });
});

describe("parseTaxa", () => {
  it.each<[string | number, number]>([
    ["5,25", 525],
    ["5.25", 525],
    [5.25, 525],
    ["5,25%", 525],
    ["5,25 %", 525],
    ["10", 1000],
    [0, 0],
    ["999,99", 99_999],
    ["0,5", 50],
  ])("%j vale %i centésimos", (entrada, esperado) => {
    expect(parseTaxa(entrada)).toBe(esperado);
  });

  it.each<[string | number]>([["1000"], [1000], ["1.000"], ["-1"], ["5,255"], [""], ["x"], [Number.NaN], ["R$ 5,00"]])("recusa %j", (entrada) => {
    expect(parseTaxa(entrada)).toBeNull();
  });
});

describe("conversões do banco e do fio", () => {
  it.each([
    ["1500.00", 150000],
    ["1500.5", 150050],
    ["0", 0],
    ["0.01", 1],
    ["-12.30", -1230],
    ["-0.00", 0],
    ["123456789012.34", 12345678901234], // sums of many numeric(10,2) can exceed one column
  ])("decimalParaCentavos(%s) = %i", (texto, esperado) => {
    expect(Object.is(decimalParaCentavos(texto), esperado)).toBe(true);
  });

  it.each(["", "abc", "1,50", "1.505", "1e3", "R$ 1,00", "99999999999999999.00"])("decimalParaCentavos(%j) lança", (texto) => {
    expect(() => decimalParaCentavos(texto)).toThrow();
  });

  it.each([
    [150050, "1500.50"],
    [0, "0.00"],
    [1, "0.01"],
    [-100, "-1.00"],
    [-5, "-0.05"],
    [9_999_999_999, "99999999.99"],
  ])("centavosParaDecimal(%i) = %s", (c, esperado) => {
    expect(centavosParaDecimal(c)).toBe(esperado);
  });

  it("recusa centavos fracionários", () => {
    expect(() => centavosParaDecimal(1.5)).toThrow();
    expect(() => formatarReais(0.1)).toThrow();
  });

  it("ida e volta pelo fio preserva qualquer valor", () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAXIMO_CENTAVOS, max: MAXIMO_CENTAVOS }), (c) => {
        expect(decimalParaCentavos(centavosParaDecimal(c))).toBe(c);
      }),
    );
  });

  it("taxas", () => {
    expect(decimalParaTaxa("5.25")).toBe(525);
    expect(decimalParaTaxa("10.00")).toBe(1000);
    expect(taxaParaDecimal(525)).toBe("5.25");
    expect(taxaParaDecimal(1000)).toBe("10.00");
    expect(() => decimalParaTaxa("5,25")).toThrow();
  });
});

describe("formatação", () => {
  it.each([
    [123456, "R$ 1.234,56"],
    [0, "R$ 0,00"],
    [5, "R$ 0,05"],
    [100000, "R$ 1.000,00"],
    [9_999_999_999, "R$ 99.999.999,99"],
    [-100, "-R$ 1,00"],
    [-123456789, "-R$ 1.234.567,89"],
  ])("formatarReais(%i) = %s", (c, esperado) => {
    expect(formatarReais(c)).toBe(esperado);
  });

  it("usa um espaço ASCII depois de R$", () => {
    expect(formatarReais(100).charCodeAt(2)).toBe(32);
  });

  it.each([
    [525, "5,25%"],
    [1000, "10,00%"],
    [0, "0,00%"],
    [99_999, "999,99%"],
  ])("formatarTaxa(%i) = %s", (t, esperado) => {
    expect(formatarTaxa(t)).toBe(esperado);
  });
});

describe("percentualDe", () => {
  it.each([
    [100000, 1000, 1, 10000], // R$ 1.000,00 a 10% = R$ 100,00
    [100000, 100, 2, 2000], // R$ 1.000,00 a 1% ao dia × 2 dias = R$ 20,00
    [100000, 1000, 3, 30000], // R$ 1.000,00 a 10% ao mês × 3 = R$ 300,00
    [333, 1000, 1, 33], // 33,3 centavos → 33
    [335, 1000, 1, 34], // 33,5 centavos → 34 (half-up)
    [345, 1000, 1, 35], // 34,5 → 35, not banker's 34
    [1, 4999, 1, 0], // 0,4999 centavo → 0
    [1, 5000, 1, 1], // exactly 0,5 centavo → 1
    [-335, 1000, 1, -34], // symmetric for negatives
    [0, 99_999, 1000, 0],
  ])("%i × %i/10000 × %i = %i", (c, t, m, esperado) => {
    expect(percentualDe(c, t, m)).toBe(esperado);
  });

  it("arredonda uma vez só: 10 dias de 0,333… não viram 10 × 0", () => {
    // 1 centavo × 33,33% = 0,3333 centavo per day; 10 days = 3,333 → 3, not 10 × round(0,3333) = 0.
    expect(percentualDe(1, 3333, 10)).toBe(3);
  });

  it("não perde precisão com produtos acima de 2^53", () => {
    // 99.999.999,99 × 999,99% × 365: the product is ~3.6e17, beyond float precision.
    const esperado = (9_999_999_999n * 99_999n * 365n + 5000n) / 10000n;
    expect(percentualDe(9_999_999_999, 99_999, 365)).toBe(Number(esperado));
  });

  it("recusa entradas que não são inteiros", () => {
    expect(() => percentualDe(1.5, 100)).toThrow();
    expect(() => percentualDe(100, 1.5)).toThrow();
    expect(() => percentualDe(100, -1)).toThrow();
    expect(() => percentualDe(100, 100, -1)).toThrow();
  });

  it("coincide com o arredondamento exato half-up em BigInt", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAXIMO_CENTAVOS }), fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 3650 }), (c, t, m) => {
        const exato = BigInt(c) * BigInt(t) * BigInt(m);
        const r = BigInt(percentualDe(c, t, m));
        // r is the nearest integer to exato/10000, ties up: r - 0.5 <= exato/10000 < r + 0.5
        expect(r * 10000n - 5000n <= exato).toBe(true);
        expect(exato < r * 10000n + 5000n).toBe(true);
      }),
    );
  });
});
