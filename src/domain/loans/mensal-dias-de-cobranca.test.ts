import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ehDiaDeCobranca, UFS, type ConfiguracaoDeCobranca } from "../calendario-de-cobranca.ts";
import { adicionarDias, diaDaSemana } from "../dates.ts";
import type { EhDiaDeCobranca } from "./cronograma.ts";
import { baseDoCiclo, primeiroVencimento, vencimentoMensal } from "./due-dates.ts";
import { novoEmprestimoDoLink, novoEmprestimoManual } from "./new-loan.ts";
import { aplicarPagamento } from "./payment.ts";
import { estadoAnteriorDe, estornarPagamento } from "./reversal.ts";
import { ativarEmprestimo } from "./status.ts";
import { R, T } from "./test-helpers.ts";
import type { TipoPagamento } from "./types.ts";

// Issue 43, point 2 (DOMAIN.md, "Schedules"): a mensal (interest per cycle) due date that is not a
// collection day moves to the next collection day, and its next cycle counts from the unmoved date.

/** The lender's settings, any of them, with up to 30 own non-collection dates near 2026–2028. */
const configArb: fc.Arbitrary<ConfiguracaoDeCobranca> = fc
  .record({
    cobrarSabados: fc.boolean(),
    cobrarDomingos: fc.boolean(),
    cobrarFeriados: fc.boolean(),
    carnavalECorpusChristiSaoDiasDeCobranca: fc.boolean(),
    uf: fc.option(fc.constantFrom(...UFS), { nil: undefined }),
    datasSemCobranca: fc.uniqueArray(
      fc.integer({ min: 0, max: 1100 }).map((d) => adicionarDias("2026-01-01", d)),
      { maxLength: 30 },
    ),
  })
  .map(({ uf, ...resto }) => (uf === undefined ? resto : { ...resto, uf }));

const regraDe =
  (config: ConfiguracaoDeCobranca): EhDiaDeCobranca =>
  (data) =>
    ehDiaDeCobranca(data, config);

const inicioArb = fc.integer({ min: 0, max: 700 }).map((d) => adicionarDias("2026-01-01", d));
const prazoArb = fc.constantFrom(7, 15, 30, 31, 45);

/** A new manual mensal loan from `inicio` with the lender's rule. */
function novo(inicio: string, prazoDias: number, ehDia: EhDiaDeCobranca) {
  return novoEmprestimoManual(
    { valorOriginal: R("1.000,00"), prazoDias, taxaJuros: T("10"), taxaAtraso: T("1"), taxaAtrasoTipo: "percentual", dataInicio: inicio },
    inicio,
    ehDia,
  ).estado;
}

describe("vencimento mensal nos dias de cobrança", () => {
  it("nenhum vencimento mensal movido cai num dia sem cobrança, e o seguinte conta da base sem mudança", () => {
    fc.assert(
      fc.property(
        configArb,
        inicioArb,
        prazoArb,
        fc.array(fc.constantFrom<TipoPagamento>("juros_apenas", "parcial"), { minLength: 1, maxLength: 8 }),
        (config, inicio, prazo, tipos) => {
          const ehDia = regraDe(config);
          let e = novo(inicio, prazo, ehDia);
          let base = primeiroVencimento("mensal", inicio, prazo);
          for (const tipo of tipos) {
            expect(ehDia(e.dataProximoCiclo)).toBe(true);
            expect(baseDoCiclo(e)).toBe(base);
            // Moved to the first collection day on or after the base: no collection day in between.
            for (let d = base; d < e.dataProximoCiclo; d = adicionarDias(d, 1)) expect(ehDia(d)).toBe(false);
            e = aplicarPagamento(e, tipo, tipo === "parcial" ? R("10,00") : undefined, e.dataProximoCiclo, e.dataProximoCiclo, {
              ehDiaDeCobranca: ehDia,
            }).estado;
            base = adicionarDias(base, prazo);
          }
        },
      ),
    );
  });

  it("um pagamento e o seu estorno devolvem o vencimento e a base", () => {
    fc.assert(
      fc.property(configArb, inicioArb, prazoArb, fc.nat({ max: 4 }), (config, inicio, prazo, antes) => {
        const ehDia = regraDe(config);
        let e = novo(inicio, prazo, ehDia);
        for (let i = 0; i < antes; i++)
          e = aplicarPagamento(e, "juros_apenas", undefined, e.dataProximoCiclo, e.dataProximoCiclo, { ehDiaDeCobranca: ehDia }).estado;
        const anterior = JSON.parse(JSON.stringify(estadoAnteriorDe(e))) as unknown;
        const pago = aplicarPagamento(e, "juros_apenas", undefined, e.dataProximoCiclo, e.dataProximoCiclo, { ehDiaDeCobranca: ehDia }).estado;
        const estornado = estornarPagamento(pago, anterior, e.dataProximoCiclo);
        expect({ vence: estornado.dataProximoCiclo, base: baseDoCiclo(estornado), ciclo: estornado.cicloAtual }).toEqual({
          vence: e.dataProximoCiclo,
          base: baseDoCiclo(e),
          ciclo: e.cicloAtual,
        });
      }),
    );
  });

  it("a ativação também move o primeiro vencimento e guarda a base", () => {
    fc.assert(
      fc.property(configArb, inicioArb, prazoArb, (config, hoje, prazo) => {
        const ehDia = regraDe(config);
        const doLink = novoEmprestimoDoLink(
          { modalidade: "mensal", valorOriginal: R("500,00"), prazoDias: prazo, taxaJuros: T("10"), taxaAtraso: T("1"), taxaAtrasoTipo: "percentual" },
          "2025-12-01",
        );
        const { estado } = ativarEmprestimo(doLink, hoje, ehDia);
        expect(estado).toMatchObject(vencimentoMensal(adicionarDias(hoje, prazo), ehDia));
        expect(ehDia(estado.dataProximoCiclo)).toBe(true);
      }),
    );
  });

  it("exemplo: o primeiro ciclo num domingo vence na segunda; o seguinte é a base + o prazo", () => {
    const padrao = regraDe({
      cobrarSabados: true,
      cobrarDomingos: false,
      cobrarFeriados: false,
      carnavalECorpusChristiSaoDiasDeCobranca: true,
      datasSemCobranca: [],
    });
    // 01/11/2026 + 28 days = Sunday 29/11/2026 → Monday 30/11; the next from 29/11 + 28 = Sunday 27/12 → Monday 28/12.
    const e = novo("2026-11-01", 28, padrao);
    expect(diaDaSemana("2026-11-29")).toBe("domingo");
    expect(e).toMatchObject({ dataBaseCiclo: "2026-11-29", dataProximoCiclo: "2026-11-30" });
    const seguinte = aplicarPagamento(e, "juros_apenas", undefined, "2026-11-30", "2026-11-30", { ehDiaDeCobranca: padrao }).estado;
    expect(seguinte).toMatchObject({ dataBaseCiclo: "2026-12-27", dataProximoCiclo: "2026-12-28" });
  });
});
