import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAXIMO_CENTAVOS, MAXIMO_TAXA, formatarReais, percentualDe } from "../money.ts";
import { novoEmprestimoDoLink } from "./new-loan.ts";
import {
  divisaoDaParcela,
  divisaoDoSaldo,
  jurosAteAParcela,
  jurosDaParcela,
  parcelaAtual,
  planoParcelado,
  vencimentoDaParcela,
  type TermosDosJuros,
} from "./parcelado.ts";
import { aplicarPagamento } from "./payment.ts";
import { ativarEmprestimo } from "./status.ts";
import { R, T, dataArb, parcelado } from "./test-helpers.ts";
import type { EmprestimoEstado } from "./types.ts";

/** total / n rounded half-up, in BigInt: the reference the plan is checked against. */
function meioAcima(total: number, n: number): number {
  return Number((2n * BigInt(total) + BigInt(n)) / (2n * BigInt(n)));
}

describe("plano parcelado", () => {
  it.each([
    ["1.000,00", "10", 3, "R$ 1.300,00", ["R$ 433,33", "R$ 433,33", "R$ 433,34"], "R$ 100,00"],
    ["1.000,00", "0", 3, "R$ 1.000,00", ["R$ 333,33", "R$ 333,33", "R$ 333,34"], "R$ 0,00"],
    ["1.200,00", "5", 12, "R$ 1.920,00", Array<string>(12).fill("R$ 160,00"), "R$ 60,00"],
    ["500,00", "7,5", 1, "R$ 537,50", ["R$ 537,50"], "R$ 37,50"],
    ["0,10", "10", 3, "R$ 0,13", ["R$ 0,04", "R$ 0,04", "R$ 0,05"], "R$ 0,01"],
    // Half-up: 66,666… → 66,67, and the last one absorbs the difference, so it is the smaller one.
    ["200,00", "0", 3, "R$ 200,00", ["R$ 66,67", "R$ 66,67", "R$ 66,66"], "R$ 0,00"],
    ["1.000,00", "10", 6, "R$ 1.600,00", [...Array<string>(5).fill("R$ 266,67"), "R$ 266,65"], "R$ 100,00"],
    ["100,00", "0", 8, "R$ 100,00", [...Array<string>(7).fill("R$ 12,50"), "R$ 12,50"], "R$ 0,00"],
    ["0,50", "0", 4, "R$ 0,50", ["R$ 0,13", "R$ 0,13", "R$ 0,13", "R$ 0,11"], "R$ 0,00"], // 12,5 centavos → 13
    ["0,07", "0", 4, "R$ 0,07", ["R$ 0,02", "R$ 0,02", "R$ 0,02", "R$ 0,01"], "R$ 0,00"],
    // 1,5 → 2 would leave 6 − 3 × 2 = 0 for the last: then rounded down, the last takes the rest.
    ["0,06", "0", 4, "R$ 0,06", ["R$ 0,01", "R$ 0,01", "R$ 0,01", "R$ 0,03"], "R$ 0,00"],
    ["0,03", "0", 3, "R$ 0,03", ["R$ 0,01", "R$ 0,01", "R$ 0,01"], "R$ 0,00"],
  ])("%s à taxa de %s ao mês em %i meses: total %s", (valor, taxa, n, total, parcelas, jurosPorParcela) => {
    const plano = planoParcelado(R(valor), T(taxa), n);
    expect(formatarReais(plano.total)).toBe(total);
    expect(plano.parcelas.map(formatarReais)).toEqual(parcelas);
    expect(plano.valorParcela).toBe(plano.parcelas[0]);
    expect(formatarReais(plano.jurosPorParcela)).toBe(jurosPorParcela);
    expect(plano.juros).toBe(plano.total - R(valor));
  });

  it("total arredondado uma vez: 3 meses de 0,333 centavo de juros não somam 0", () => {
    // R$ 0,03 at 11,11% per month for 3 months: 0,9999 centavo → 1, while 3 × round(0,3333) = 0.
    expect(planoParcelado(3, 1111, 3).total).toBe(4);
  });

  it("recusa quantidade de parcelas não positiva ou fracionária", () => {
    expect(() => planoParcelado(R("100,00"), T("10"), 0)).toThrow();
    expect(() => planoParcelado(R("100,00"), T("10"), 1.5)).toThrow();
  });

  it("recusa um total que não dá R$ 0,01 por parcela (parcela zero não existe)", () => {
    expect(() => planoParcelado(R("0,02"), T("0"), 3)).toThrow(RangeError);
    expect(() => planoParcelado(0, T("10"), 1)).toThrow(RangeError);
    // R$ 0,02 at 50% for 3 months: total 0,02 + 0,03 = 0,05 ≥ 3, so it is a plan.
    expect(planoParcelado(R("0,02"), T("50"), 3).parcelas.map(formatarReais)).toEqual(["R$ 0,02", "R$ 0,02", "R$ 0,01"]);
  });

  /*
   * What holds for every plan with total ≥ n (the link form asks valorOriginal ≥ n):
   * - n installments adding up to the total exactly; all but the last equal valorParcela;
   * - valorParcela = half-up(total / n), unless that leaves the last one below R$ 0,01, and then
   *   floor(total / n); that can only happen when total < n × (n + 1) / 2;
   * - every installment, the last included, is at least R$ 0,01;
   * - the last differs from valorParcela by the rounding only: −n/2 ≤ last − valorParcela < n/2
   *   when rounded half-up, 0 ≤ last − valorParcela < n when rounded down.
   */
  function verificarPlano(p: number, r: number, n: number): void {
    const plano = planoParcelado(p, r, n);
    const { total, valorParcela, parcelas } = plano;
    expect(parcelas).toHaveLength(n);
    expect(parcelas.reduce((s, x) => s + x, 0)).toBe(total);
    expect(parcelas.slice(0, -1).every((x) => x === valorParcela)).toBe(true);
    const ultima = parcelas[n - 1] ?? -1;
    expect(valorParcela).toBeGreaterThanOrEqual(1);
    expect(ultima).toBeGreaterThanOrEqual(1);
    const h = meioAcima(total, n);
    if (total - (n - 1) * h >= 1) {
      expect(valorParcela).toBe(h);
      expect(2 * (ultima - valorParcela)).toBeGreaterThanOrEqual(-n);
      expect(2 * (ultima - valorParcela)).toBeLessThan(n);
    } else {
      expect(2 * total).toBeLessThan(n * (n + 1));
      expect(valorParcela).toBe(Math.floor(total / n));
      expect(ultima - valorParcela).toBeGreaterThanOrEqual(0);
      expect(ultima - valorParcela).toBeLessThan(n);
    }
  }

  it("em toda a faixa: parcelas de meio-acima(total / n), a última absorve a diferença e fecha o total", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAXIMO_CENTAVOS }), fc.integer({ min: 0, max: MAXIMO_TAXA }), fc.integer({ min: 1, max: 120 }), (p, r, n) => {
        fc.pre(p >= n);
        verificarPlano(p, r, n);
      }),
    );
  });

  it("com totais pequenos (onde arredondar para cima pode zerar a última): idem, e nunca parcela zero", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: T("50") }), fc.integer({ min: 1, max: 120 }), (p, r, n) => {
        // A plan exists exactly when its total reaches one centavo per installment.
        if (p + percentualDe(p, r, n) < n) expect(() => planoParcelado(p, r, n)).toThrow(RangeError);
        else verificarPlano(p, r, n);
      }),
    );
  });

  it("pagando parcela a parcela desde a ativação: cada pagamento é a parcela do plano, e o saldo zera exatamente na n-ésima", () => {
    const termosArb = fc
      .record({
        valorOriginal: fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: R("1.000.000,00") })),
        taxaJurosMes: fc.integer({ min: 0, max: T("30") }),
        quantidadeMeses: fc.integer({ min: 1, max: 120 }),
        ativacao: dataArb,
      })
      .filter((t) => t.valorOriginal >= t.quantidadeMeses);
    fc.assert(
      fc.property(termosArb, (t) => {
        const plano = planoParcelado(t.valorOriginal, t.taxaJurosMes, t.quantidadeMeses);
        const link = novoEmprestimoDoLink({ modalidade: "parcelado", taxaAtraso: 0, taxaAtrasoTipo: "percentual", ...t }, t.ativacao);
        let e: EmprestimoEstado = ativarEmprestimo(link, t.ativacao).estado;
        expect(e.valorRestante).toBe(plano.total);
        for (let k = 0; k < t.quantidadeMeses; k++) {
          expect(e.status).not.toBe("finalizado");
          expect(parcelaAtual(e)).toBe(plano.parcelas[k]);
          const { registro, estado } = aplicarPagamento(e, "parcela", undefined, e.dataProximoCiclo);
          expect(registro.valorTotal).toBe(plano.parcelas[k]);
          expect(registro.ciclo).toBe(k + 1);
          e = estado;
          expect(e.valorRestante).toBe(plano.parcelas.slice(k + 1).reduce((s, x) => s + x, 0));
        }
        expect(e).toMatchObject({ status: "finalizado", valorRestante: 0, cicloAtual: t.quantidadeMeses });
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

  // R$ 1.000,00 at 10% × 6: total R$ 1.600,00 in 5 × 266,67 + 266,65 (the last one is smaller).
  const seis = (cicloAtual: number, valorRestante: number) => parcelado({ valorRestante, cicloAtual, quantidadeParcelas: 6, valorParcela: R("266,67") });

  it.each([
    [1, R("1.600,00"), "R$ 266,67"],
    [5, R("533,32"), "R$ 266,67"],
    [6, R("266,65"), "R$ 266,65"],
  ])("última menor que as outras: parcela %i com saldo %i é %s", (ciclo, restante, esperado) => {
    expect(formatarReais(parcelaAtual(seis(ciclo, restante)))).toBe(esperado);
  });

  it("última menor: a divisão e a quitação contam a última pelo que ela vale", () => {
    expect(divisaoDaParcela(seis(6, R("266,65")))).toEqual({ valorJuros: R("100,00"), valorPrincipal: R("166,65") });
    expect(divisaoDoSaldo(seis(1, R("1.600,00")))).toEqual({ valorJuros: R("600,00"), valorPrincipal: R("1.000,00") });
    expect(divisaoDoSaldo(seis(5, R("533,32")))).toEqual({ valorJuros: R("200,00"), valorPrincipal: R("333,32") });
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

describe("juros de cada parcela: a última leva o que faz somar os juros do plano (DOMAIN.md)", () => {
  const termos = (p: number, r: number, n: number): TermosDosJuros & { parcelas: number[] } => ({ ...planoParcelado(p, r, n), quantidadeParcelas: n });
  const partes = (p: number, r: number, n: number) => {
    const t = termos(p, r, n);
    const juros = t.parcelas.map((_, i) => jurosDaParcela(t, i + 1));
    return { t, juros, principal: t.parcelas.map((valor, i) => valor - (juros[i] ?? 0)) };
  };
  const soma = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

  it("R$ 999,99 a 9,99 % a.m. em 24: 23 × R$ 99,90 e R$ 99,88 na última, R$ 2.397,58 como o plano", () => {
    const { t, juros } = partes(R("999,99"), T("9,99"), 24);
    expect(formatarReais(t.juros)).toBe("R$ 2.397,58");
    expect(juros.slice(0, 23).every((j) => j === R("99,90"))).toBe(true);
    expect(formatarReais(juros[23] ?? 0)).toBe("R$ 99,88");
    expect(jurosAteAParcela(t, 24)).toBe(t.juros);
    expect(jurosAteAParcela(t, 5)).toBe(5 * R("99,90"));
  });

  it("pagando as 24 parcelas de R$ 999,99 a 9,99 % a.m.: R$ 2.397,58 de juros e R$ 999,99 de principal registrados", () => {
    const link = novoEmprestimoDoLink(
      { modalidade: "parcelado", valorOriginal: R("999,99"), taxaJurosMes: T("9,99"), quantidadeMeses: 24, taxaAtraso: 0, taxaAtrasoTipo: "percentual" },
      "2026-01-05",
    );
    let e: EmprestimoEstado = ativarEmprestimo(link, "2026-01-05").estado;
    let juros = 0;
    let principal = 0;
    for (let k = 0; k < 24; k++) {
      const { registro, estado } = aplicarPagamento(e, "parcela", undefined, e.dataProximoCiclo);
      juros += registro.valorJuros;
      principal += registro.valorPrincipal;
      e = estado;
    }
    expect(e.status).toBe("finalizado");
    expect(formatarReais(juros)).toBe("R$ 2.397,58");
    expect(formatarReais(principal)).toBe("R$ 999,99");
  });

  it("quitação depois de 10 parcelas: os juros que faltam do plano, nem um centavo a mais", () => {
    const t = termos(R("999,99"), T("9,99"), 24);
    const e = parcelado({
      valorOriginal: R("999,99"),
      taxaJuros: T("9,99"),
      quantidadeParcelas: 24,
      valorParcela: t.valorParcela,
      cicloAtual: 11,
      valorRestante: t.total - 10 * t.valorParcela,
    });
    expect(divisaoDoSaldo(e)).toEqual({ valorJuros: t.juros - 10 * R("99,90"), valorPrincipal: R("999,99") - 10 * (t.valorParcela - R("99,90")) });
  });

  it("plano minúsculo, juros da última seriam negativos (R$ 0,50 a 1 % em 4): 1 + 1 + 0 + 0 centavo", () => {
    const { t, juros, principal } = partes(50, T("1"), 4);
    expect(t.jurosPorParcela).toBe(1); // 0,5 centavo, meio-acima
    expect(t.juros).toBe(2);
    expect(juros).toEqual([1, 1, 0, 0]);
    expect(principal).toEqual([12, 12, 13, 13]);
  });

  it("plano minúsculo, principal da última seria negativo (R$ 0,05 a 25 % em 4): os juros vêm antes e ela fica com 0", () => {
    const { t, juros, principal } = partes(5, T("25"), 4);
    expect(t.parcelas).toEqual([3, 3, 3, 1]);
    // Plain parts would be 1 + 1 + 1 and 2 on the last, which is 1 centavo: principal −1.
    expect(juros).toEqual([1, 1, 2, 1]);
    expect(principal).toEqual([2, 2, 1, 0]);
  });

  it("em toda a faixa: partes entre 0 e a parcela, juros somam os do plano, principal soma P; partes simples quando todas são possíveis", () => {
    const faixa = fc.oneof(
      fc.tuple(fc.integer({ min: 1, max: MAXIMO_CENTAVOS }), fc.integer({ min: 0, max: MAXIMO_TAXA }), fc.integer({ min: 1, max: 120 })),
      fc.tuple(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 0, max: T("60") }), fc.integer({ min: 1, max: 120 })),
    );
    fc.assert(
      fc.property(faixa, ([p, r, n]) => {
        fc.pre(p >= n && p + percentualDe(p, r, n) <= MAXIMO_CENTAVOS);
        const { t, juros, principal } = partes(p, r, n);
        expect(soma(juros)).toBe(t.juros);
        expect(soma(principal)).toBe(p);
        t.parcelas.forEach((valor, i) => {
          expect(juros[i]).toBeGreaterThanOrEqual(0);
          expect(juros[i]).toBeLessThanOrEqual(valor);
        });
        const j = t.jurosPorParcela;
        const simples = [...Array<number>(n - 1).fill(j), t.juros - (n - 1) * j];
        const possiveis = simples.every((x, i) => x >= 0 && x <= (t.parcelas[i] ?? 0));
        if (possiveis) expect(juros).toEqual(simples);
      }),
      { numRuns: 300 },
    );
  });
});
