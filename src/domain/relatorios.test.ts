import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { novoEmprestimoDoLink } from "./loans/new-loan.ts";
import { aplicarPagamento } from "./loans/payment.ts";
import { ativarEmprestimo } from "./loans/status.ts";
import { R, T, mensal, parcelado } from "./loans/test-helpers.ts";
import type { EmprestimoEstado } from "./loans/types.ts";
import { carteiraDe, previsaoDeRecebimentos, principalEmAberto } from "./relatorios.ts";

describe("carteira e previsão do relatório", () => {
  it("principal em aberto: o saldo no mensal; no parcelado, o principal das parcelas que faltam", () => {
    expect(principalEmAberto(mensal({ valorRestante: R("600,00") }))).toBe(R("600,00"));
    // R$ 1.000,00 in 3 installments, the second one current: two left, 2/3 of the principal.
    expect(principalEmAberto(parcelado({ cicloAtual: 2, valorRestante: R("866,67") }))).toBe(R("666,67"));
  });

  it("parcelado: a soma dos principais das parcelas não pagas (R$ 100,00 a 0 % em 3, duas pagas: R$ 33,34, não 33,33)", () => {
    const e = parcelado({ valorOriginal: R("100,00"), taxaJuros: 0, valorParcela: R("33,33"), cicloAtual: 3, valorRestante: R("33,34") });
    expect(principalEmAberto(e)).toBe(R("33,34"));
    expect(principalEmAberto({ ...e, cicloAtual: 2, valorRestante: R("66,67") })).toBe(R("66,67"));
    expect(principalEmAberto({ ...e, cicloAtual: 1, valorRestante: R("100,00") })).toBe(R("100,00"));
    // 999,99 at 9,99 % in 24, the last one due: its principal, what the plan's parts leave of P.
    const grande = parcelado({ valorOriginal: R("999,99"), taxaJuros: T("9,99"), quantidadeParcelas: 24, valorParcela: R("141,57"), cicloAtual: 24 });
    expect(principalEmAberto(grande)).toBe(R("999,99") - 23 * (R("141,57") - R("99,90")));
  });

  it("parcelado: principal recebido (dos registros) + principal em aberto = emprestado, parcela a parcela, em todo plano", () => {
    const termosArb = fc
      .record({
        valorOriginal: fc.oneof(fc.integer({ min: 1, max: 5_000 }), fc.integer({ min: 1, max: R("1.000.000,00") })),
        taxaJurosMes: fc.integer({ min: 0, max: T("60") }),
        quantidadeMeses: fc.integer({ min: 1, max: 60 }),
      })
      .filter((t) => t.valorOriginal >= t.quantidadeMeses);
    fc.assert(
      fc.property(termosArb, (t) => {
        const link = novoEmprestimoDoLink({ modalidade: "parcelado", taxaAtraso: 0, taxaAtrasoTipo: "percentual", ...t }, "2026-01-10");
        let e: EmprestimoEstado = ativarEmprestimo(link, "2026-01-10").estado;
        let recebido = 0;
        while (e.status !== "finalizado") {
          expect(recebido + principalEmAberto(e)).toBe(t.valorOriginal);
          const { registro, estado } = aplicarPagamento(e, "parcela", undefined, e.dataProximoCiclo);
          expect(registro.valorPrincipal).toBeGreaterThanOrEqual(0);
          recebido += registro.valorPrincipal;
          e = estado;
        }
        expect(recebido).toBe(t.valorOriginal);
      }),
      { numRuns: 200 },
    );
  });

  it("atraso, PAR 30 e clientes: um em dia, um 10 dias atrasado, um 40 dias atrasado", () => {
    const hoje = "2026-03-12";
    const carteira = carteiraDe(
      [
        { ...mensal({ dataProximoCiclo: "2026-03-31" }), clienteId: "a" },
        { ...mensal({ dataProximoCiclo: "2026-03-02", status: "atrasado" }), clienteId: "b" },
        { ...mensal({ dataProximoCiclo: "2026-01-31", status: "atrasado" }), clienteId: "c" },
        { ...mensal({ status: "finalizado", valorRestante: 0 }), clienteId: "d" },
      ],
      hoje,
    );
    expect(carteira.principalEmAberto).toBe(R("3.000,00"));
    expect(carteira.principalEmRisco).toBe(R("1.000,00"));
    expect(carteira.par30CentesimosDePercentual).toBe(3333);
    // 10 days: R$ 100,00 + R$ 100,00 late; 40 days: R$ 100,00 + R$ 400,00 late.
    expect(carteira.valorEmAtraso).toBe(R("700,00"));
    expect(carteira).toMatchObject({ clientesAtivos: 3, clientesEmAtraso: 2 });
  });

  it("previsão: os juros de cada ciclo do mensal e as parcelas do parcelado nos 3 meses, o vencido no mês atual", () => {
    const previsto = previsaoDeRecebimentos(
      [
        mensal({ dataProximoCiclo: "2026-03-20" }), // cycles on 03-20, 04-19, 05-19
        mensal({ dataProximoCiclo: "2026-02-28", status: "atrasado" }), // past: in March, then 03-30, 04-29, 05-29
        parcelado({ dataInicio: "2026-01-31", dataProximoCiclo: "2026-02-28", cicloAtual: 1 }), // 433,33 + 433,33 + 433,34
      ],
      "2026-03-12",
      3,
    );
    expect([...previsto.keys()]).toEqual(["2026-03", "2026-04", "2026-05"]);
    expect(previsto.get("2026-03")).toBe(R("100,00") + R("100,00") + R("100,00") + R("433,33") + R("433,33"));
    expect(previsto.get("2026-04")).toBe(R("100,00") + R("100,00") + R("433,34"));
    expect(previsto.get("2026-05")).toBe(R("100,00") + R("100,00"));
  });

  it("previsão: o parcelado semanal nas datas do cronograma escrito; o mensal movido conta os ciclos seguintes da data sem mudança", () => {
    const semanal = parcelado({
      periodicidade: "semanal",
      quantidadeParcelas: 4,
      valorParcela: R("275,00"),
      valorRestante: R("1.100,00"),
      cicloAtual: 1,
      dataInicio: "2026-03-18",
      dataProximoCiclo: "2026-03-25",
      parcelas: ["2026-03-25", "2026-04-01", "2026-04-08", "2026-04-15"].map((vencimento, i) => ({
        numero: i + 1,
        vencimento,
        valor: R("275,00"),
        juros: R("25,00"),
        principal: R("250,00"),
      })),
    });
    // Due Sunday 29/03 moved to Monday 30/03; the next cycles count from 29/03: 28/04, 28/05.
    const movido = mensal({ dataProximoCiclo: "2026-03-30", dataBaseCiclo: "2026-03-29" });
    const previsto = previsaoDeRecebimentos([semanal, movido], "2026-03-12", 3);
    expect(previsto.get("2026-03")).toBe(R("275,00") + R("100,00"));
    expect(previsto.get("2026-04")).toBe(3 * R("275,00") + R("100,00"));
    expect(previsto.get("2026-05")).toBe(R("100,00"));
  });
});
