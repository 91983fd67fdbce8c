import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adicionarDias, adicionarMeses, diaDaSemana, diferencaEmDias } from "../dates.ts";
import { MAXIMO_CENTAVOS, MAXIMO_TAXA, formatarReais, percentualDe } from "../money.ts";
import {
  MAXIMO_PARCELAS,
  PERIODICIDADES,
  gerarCronograma,
  type EhDiaDeCobranca,
  type EntradaCronograma,
  type ParcelaDoCronograma,
  type Periodicidade,
  type TaxaDoCronograma,
} from "./cronograma.ts";
import { divisaoDaParcela, jurosDaParcela, planoParcelado, vencimentoDaParcela } from "./parcelado.ts";
import { R, T, dataArb, parcelado } from "./test-helpers.ts";

const soma = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

/** a / b rounded half-up in BigInt: the reference, apart from the module's own arithmetic. */
function meioAcima(a: bigint, b: bigint): number {
  return Number((2n * a + b) / (2n * b));
}

/** DOMAIN.md's totals, computed here on their own: P + P × r / 100 × n, or P + P × R / 100, rounded once. */
function totalEsperado(e: EntradaCronograma): number {
  const p = BigInt(e.valorOriginal);
  const juros =
    e.taxaTotal === undefined ? meioAcima(p * BigInt(e.taxaJuros) * BigInt(e.quantidadeParcelas), 10_000n) : meioAcima(p * BigInt(e.taxaTotal), 10_000n);
  return e.valorOriginal + juros;
}

const SEMANA = ["domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"];

/** Blocks the given weekdays (pt-BR names, as dates.ts's diaDaSemana) and dates. */
function regra(diasFora: readonly string[], datasFora: readonly string[] = []): EhDiaDeCobranca {
  const semana = new Set(diasFora);
  const datas = new Set(datasFora);
  return (data) => !semana.has(diaDaSemana(data)) && !datas.has(data);
}

/** Blocked weekdays that leave at least one. */
const diasForaArb = fc.subarray(SEMANA, { maxLength: 6 });

/** A rule with blocked weekdays and up to 40 blocked dates (holidays, the lender's own) near the base. */
const regraArb = (base: string) =>
  fc.tuple(diasForaArb, fc.uniqueArray(fc.integer({ min: 0, max: 1500 }), { maxLength: 40 })).map(([dias, deslocamentos]) =>
    regra(
      dias,
      deslocamentos.map((d) => adicionarDias(base, d)),
    ),
  );

const taxaArb: fc.Arbitrary<TaxaDoCronograma> = fc.oneof(
  fc.integer({ min: 0, max: MAXIMO_TAXA }).map((taxaJuros) => ({ taxaJuros })),
  fc.integer({ min: 0, max: MAXIMO_TAXA }).map((taxaTotal) => ({ taxaTotal })),
  // Everyday rates, where the interest parts are plain.
  fc.integer({ min: 0, max: T("30") }).map((taxaJuros) => ({ taxaJuros })),
  fc.integer({ min: 0, max: T("100") }).map((taxaTotal) => ({ taxaTotal })),
);

/** Any loan the schedule accepts: amounts from tiny to the largest, 1 to 400 installments, every periodicity. */
const entradaArb: fc.Arbitrary<EntradaCronograma> = fc
  .record({
    valorOriginal: fc.oneof(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: MAXIMO_CENTAVOS })),
    quantidadeParcelas: fc.oneof(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: MAXIMO_PARCELAS })),
    periodicidade: fc.constantFrom<Periodicidade>(...PERIODICIDADES),
    dataBase: dataArb,
    taxa: taxaArb,
  })
  .map(({ taxa, ...resto }) => ({ ...resto, ...taxa }))
  .filter((e) => totalEsperado(e) >= e.quantidadeParcelas);

const comRegraArb = entradaArb.chain((e) => regraArb(e.dataBase).map((ehDia): [EntradaCronograma, EhDiaDeCobranca] => [e, ehDia]));

/** Installment k's date before any move (DOMAIN.md), for the periods counted in days or months. */
function semMudanca(periodicidade: Exclude<Periodicidade, "diaria">, base: string, k: number): string {
  if (periodicidade === "mensal") return adicionarMeses(base, k);
  return adicionarDias(base, (periodicidade === "semanal" ? 7 : 15) * k);
}

/** No collection day in [de, ate). */
function semCobrancaEntre(de: string, ate: string, ehDia: EhDiaDeCobranca): boolean {
  for (let d = de; diferencaEmDias(d, ate) > 0; d = adicionarDias(d, 1)) if (ehDia(d)) return false;
  return true;
}

describe("cronograma: exemplos", () => {
  it("R$ 1.000,00 a 20 % no total em 20 diárias, domingos fora, a partir de um sábado: as 20 datas e R$ 60,00 cada", () => {
    expect(diaDaSemana("2026-12-05")).toBe("sábado");
    const cronograma = gerarCronograma(
      { valorOriginal: R("1.000,00"), taxaTotal: T("20"), quantidadeParcelas: 20, periodicidade: "diaria", dataBase: "2026-12-05" },
      regra(["domingo"]),
    );
    expect(cronograma.map((p) => p.vencimento)).toEqual([
      ...["2026-12-07", "2026-12-08", "2026-12-09", "2026-12-10", "2026-12-11", "2026-12-12"],
      ...["2026-12-14", "2026-12-15", "2026-12-16", "2026-12-17", "2026-12-18", "2026-12-19"],
      ...["2026-12-21", "2026-12-22", "2026-12-23", "2026-12-24", "2026-12-25", "2026-12-26"],
      ...["2026-12-28", "2026-12-29"],
    ]);
    expect(cronograma.map((p) => p.numero)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(cronograma.every((p) => formatarReais(p.valor) === "R$ 60,00")).toBe(true);
    expect(cronograma.every((p) => p.juros === R("10,00") && p.principal === R("50,00"))).toBe(true);
  });

  it("semanal de sexta com 20/11 fora: a de 20/11 passa ao sábado 21/11, e a seguinte segue na sexta 27/11", () => {
    const cronograma = gerarCronograma(
      { valorOriginal: R("300,00"), taxaJuros: T("5"), quantidadeParcelas: 3, periodicidade: "semanal", dataBase: "2026-11-13" },
      regra(["domingo"], ["2026-11-20"]),
    );
    expect(cronograma.map((p) => p.vencimento)).toEqual(["2026-11-21", "2026-11-27", "2026-12-04"]);
    // R$ 300,00 at 5 % a week × 3: R$ 345,00 in 3 × 115,00, R$ 15,00 of interest in each.
    expect(cronograma.map((p) => [p.valor, p.juros, p.principal])).toEqual(Array(3).fill([R("115,00"), R("15,00"), R("100,00")]));
  });

  it("mensal de 31/01 com domingos fora: 31/05 (domingo) passa a 01/06, e a seguinte fica em 30/06", () => {
    const cronograma = gerarCronograma(
      { valorOriginal: R("600,00"), taxaJuros: T("10"), quantidadeParcelas: 6, periodicidade: "mensal", dataBase: "2026-01-31" },
      regra(["domingo"]),
    );
    expect(cronograma.map((p) => p.vencimento)).toEqual(["2026-02-28", "2026-03-31", "2026-04-30", "2026-06-01", "2026-06-30", "2026-07-31"]);
  });

  it("quinzenal: base + 15 dias a cada parcela, sem regra todo dia serve", () => {
    const cronograma = gerarCronograma({
      valorOriginal: R("200,00"),
      taxaTotal: T("0"),
      quantidadeParcelas: 3,
      periodicidade: "quinzenal",
      dataBase: "2026-02-01",
    });
    expect(cronograma.map((p) => p.vencimento)).toEqual(["2026-02-16", "2026-03-03", "2026-03-18"]);
    expect(cronograma.map((p) => p.valor)).toEqual([R("66,67"), R("66,67"), R("66,66")]);
    expect(cronograma.every((p) => p.juros === 0)).toBe(true);
  });

  it("taxa no total em plano minúsculo (R$ 0,05 a 40 % em 4): juros de 2 centavos, partes entre 0 e a parcela", () => {
    const cronograma = gerarCronograma({ valorOriginal: 5, taxaTotal: T("40"), quantidadeParcelas: 4, periodicidade: "diaria", dataBase: "2026-01-01" });
    expect(cronograma.map((p) => p.valor)).toEqual([2, 2, 2, 1]);
    // 2 / 4 = 0,5 → 1 centavo each (half-up), the cumulative kept at the total interest: 1 + 1 + 0 + 0.
    expect(cronograma.map((p) => p.juros)).toEqual([1, 1, 0, 0]);
    expect(cronograma.map((p) => p.principal)).toEqual([1, 1, 2, 1]);
  });

  it("recusa quantidade de parcelas fora de 1 a 400, total abaixo de R$ 0,01 por parcela e regra sem dia de cobrança", () => {
    const base = { valorOriginal: R("1.000,00"), taxaJuros: T("1"), periodicidade: "diaria" as const, dataBase: "2026-01-01" };
    for (const n of [0, 401, 1.5, Number.NaN]) expect(() => gerarCronograma({ ...base, quantidadeParcelas: n })).toThrow(RangeError);
    expect(gerarCronograma({ ...base, quantidadeParcelas: 400 })).toHaveLength(400);
    expect(() => gerarCronograma({ valorOriginal: 2, taxaTotal: 0, quantidadeParcelas: 3, periodicidade: "diaria", dataBase: "2026-01-01" })).toThrow(
      RangeError,
    );
    for (const periodicidade of PERIODICIDADES) {
      expect(() => gerarCronograma({ ...base, periodicidade, quantidadeParcelas: 2 }, () => false)).toThrow(RangeError);
    }
  });
});

describe("cronograma: propriedades (DOMAIN.md)", () => {
  it("as parcelas somam o total exatamente; os juros somam os juros do total e o principal soma P; cada parte entre 0 e a parcela", () => {
    fc.assert(
      fc.property(entradaArb, (e) => {
        const cronograma = gerarCronograma(e);
        const total = totalEsperado(e);
        expect(cronograma).toHaveLength(e.quantidadeParcelas);
        expect(soma(cronograma.map((p) => p.valor))).toBe(total);
        expect(soma(cronograma.map((p) => p.juros))).toBe(total - e.valorOriginal);
        expect(soma(cronograma.map((p) => p.principal))).toBe(e.valorOriginal);
        for (const p of cronograma) {
          expect(p.valor).toBeGreaterThanOrEqual(1);
          expect(p.juros + p.principal).toBe(p.valor);
          expect(p.juros).toBeGreaterThanOrEqual(0);
          expect(p.juros).toBeLessThanOrEqual(p.valor);
          expect(p.principal).toBeGreaterThanOrEqual(0);
          expect(p.principal).toBeLessThanOrEqual(p.valor);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("parcela = total / n meio-acima (a última leva o resto); juros de cada uma P × r / 100 ou juros / n quando todas as partes são possíveis", () => {
    fc.assert(
      fc.property(entradaArb, (e) => {
        const cronograma = gerarCronograma(e);
        const n = e.quantidadeParcelas;
        const total = totalEsperado(e);
        const parcela = meioAcima(BigInt(total), BigInt(n));
        // Rounded up, n − 1 installments could leave the last below one centavo: then parcelado.ts rounds down.
        const valor = total - (n - 1) * parcela >= 1 ? parcela : Math.floor(total / n);
        expect(cronograma.slice(0, -1).every((p) => p.valor === valor)).toBe(true);
        const juros = total - e.valorOriginal;
        const porParcela = e.taxaTotal === undefined ? meioAcima(BigInt(e.valorOriginal) * BigInt(e.taxaJuros), 10_000n) : meioAcima(BigInt(juros), BigInt(n));
        const simples = [...Array<number>(n - 1).fill(porParcela), juros - (n - 1) * porParcela];
        if (simples.every((j, i) => j >= 0 && j <= (cronograma[i]?.valor ?? 0))) expect(cronograma.map((p) => p.juros)).toEqual(simples);
      }),
      { numRuns: 300 },
    );
  });

  it("nenhum vencimento cai em dia sem cobrança, e cada um é o que DOMAIN.md diz a partir da sua própria base", () => {
    fc.assert(
      fc.property(comRegraArb, ([e, ehDia]) => {
        const cronograma = gerarCronograma(e, ehDia);
        let anterior = e.dataBase;
        for (const p of cronograma) {
          expect(ehDia(p.vencimento)).toBe(true);
          if (e.periodicidade === "diaria") {
            // The k-th collection day after the base: the first one after the previous installment.
            expect(diferencaEmDias(anterior, p.vencimento)).toBeGreaterThan(0);
            expect(semCobrancaEntre(adicionarDias(anterior, 1), p.vencimento, ehDia)).toBe(true);
          } else {
            // The first collection day on or after its own unmoved date, whatever the previous one did.
            const base = semMudanca(e.periodicidade, e.dataBase, p.numero);
            expect(diferencaEmDias(base, p.vencimento)).toBeGreaterThanOrEqual(0);
            expect(semCobrancaEntre(base, p.vencimento, ehDia)).toBe(true);
            expect(diferencaEmDias(anterior, p.vencimento)).toBeGreaterThanOrEqual(0);
          }
          anterior = p.vencimento;
        }
      }),
      { numRuns: 200 },
    );
  });

  it("com dias da semana fora (ao menos um dia de cobrança): vencimentos estritamente crescentes, o primeiro depois da base", () => {
    const arb = fc.tuple(entradaArb, diasForaArb);
    fc.assert(
      fc.property(arb, ([e, dias]) => {
        const cronograma = gerarCronograma(e, regra(dias));
        let anterior = e.dataBase;
        for (const p of cronograma) {
          expect(diferencaEmDias(anterior, p.vencimento)).toBeGreaterThan(0);
          anterior = p.vencimento;
        }
      }),
      { numRuns: 200 },
    );
  });

  it("semanal: uma data que mudou não desloca a seguinte (cai no seu próprio dia, base + 7 × k, se for de cobrança)", () => {
    // The base's weekday is always a collection day; a holiday on some weeks moves only those weeks.
    const arb = fc
      .record({
        base: dataArb,
        n: fc.integer({ min: 2, max: 60 }),
        feriados: fc.uniqueArray(fc.integer({ min: 1, max: 59 }), { minLength: 1, maxLength: 20 }),
        atraso: fc.integer({ min: 1, max: 6 }),
      })
      .map(({ base, n, feriados, atraso }) => {
        // Week k's date blocked, and the days after it up to `atraso` − 1, so it moves `atraso` days.
        const fora = feriados.flatMap((k) => Array.from({ length: atraso }, (_, d) => adicionarDias(base, 7 * k + d)));
        return { base, n, feriados: new Set(feriados), atraso, ehDia: regra([], fora) };
      });
    fc.assert(
      fc.property(arb, ({ base, n, feriados, atraso, ehDia }) => {
        const cronograma = gerarCronograma(
          { valorOriginal: R("1.000,00"), taxaJuros: T("2"), quantidadeParcelas: n, periodicidade: "semanal", dataBase: base },
          ehDia,
        );
        for (const p of cronograma) {
          const propria = adicionarDias(base, 7 * p.numero);
          expect(p.vencimento).toBe(feriados.has(p.numero) ? adicionarDias(propria, atraso) : propria);
        }
      }),
    );
  });
});

describe("cronograma mensal com taxa ao mês = parcelado.ts de hoje", () => {
  const faixa = fc.oneof(
    fc.tuple(fc.integer({ min: 1, max: MAXIMO_CENTAVOS }), fc.integer({ min: 0, max: MAXIMO_TAXA }), fc.integer({ min: 1, max: MAXIMO_PARCELAS })),
    fc.tuple(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 0, max: T("60") }), fc.integer({ min: 1, max: 120 })),
  );

  function cronogramaMensal(p: number, r: number, n: number, base: string, ehDia?: EhDiaDeCobranca): ParcelaDoCronograma[] {
    return gerarCronograma({ valorOriginal: p, taxaJuros: r, quantidadeParcelas: n, periodicidade: "mensal", dataBase: base }, ehDia);
  }

  it("valores, juros, principal e datas iguais a planoParcelado, jurosDaParcela, divisaoDaParcela e vencimentoDaParcela", () => {
    fc.assert(
      fc.property(faixa, dataArb, ([p, r, n], base) => {
        fc.pre(p + percentualDe(p, r, n) >= n);
        const plano = planoParcelado(p, r, n);
        const termos = { ...plano, quantidadeParcelas: n };
        const cronograma = cronogramaMensal(p, r, n, base);
        expect(cronograma.map((x) => x.valor)).toEqual(plano.parcelas);
        expect(cronograma.map((x) => x.juros)).toEqual(plano.parcelas.map((_, i) => jurosDaParcela(termos, i + 1)));
        expect(cronograma.map((x) => x.vencimento)).toEqual(plano.parcelas.map((_, i) => vencimentoDaParcela(base, i + 1)));
        // What a payment of installment k records today, on the loan row that reaches it.
        cronograma.forEach((x, i) => {
          const e = parcelado({
            valorOriginal: p,
            taxaJuros: r,
            quantidadeParcelas: n,
            valorParcela: plano.valorParcela,
            cicloAtual: i + 1,
            valorRestante: soma(plano.parcelas.slice(i)),
          });
          expect(divisaoDaParcela(e)).toEqual({ valorJuros: x.juros, valorPrincipal: x.principal });
        });
      }),
      { numRuns: 200 },
    );
  });

  it("com dias sem cobrança: os mesmos valores, e cada data é a de hoje ou o primeiro dia de cobrança depois dela", () => {
    fc.assert(
      fc.property(faixa, dataArb, diasForaArb, ([p, r, n], base, dias) => {
        fc.pre(p + percentualDe(p, r, n) >= n);
        const plano = planoParcelado(p, r, n);
        const ehDia = regra(dias);
        const cronograma = cronogramaMensal(p, r, n, base, ehDia);
        expect(cronograma.map((x) => x.valor)).toEqual(plano.parcelas);
        expect(cronograma.map((x) => x.juros)).toEqual(cronogramaMensal(p, r, n, base).map((x) => x.juros));
        cronograma.forEach((x, i) => {
          const hoje = vencimentoDaParcela(base, i + 1);
          expect(diferencaEmDias(hoje, x.vencimento)).toBeGreaterThanOrEqual(0);
          expect(semCobrancaEntre(hoje, x.vencimento, ehDia)).toBe(true);
          expect(ehDia(x.vencimento)).toBe(true);
        });
      }),
      { numRuns: 100 },
    );
  });
});
