import { describe, expect, it } from "vitest";
import { R, mensal, parcelado } from "./loans/test-helpers.ts";
import { carteiraDe, previsaoDeRecebimentos, principalEmAberto } from "./relatorios.ts";

describe("carteira e previsão do relatório", () => {
  it("principal em aberto: o saldo no mensal; no parcelado, o principal das parcelas que faltam", () => {
    expect(principalEmAberto(mensal({ valorRestante: R("600,00") }))).toBe(R("600,00"));
    // R$ 1.000,00 in 3 installments, the second one current: two left, 2/3 of the principal.
    expect(principalEmAberto(parcelado({ cicloAtual: 2, valorRestante: R("866,67") }))).toBe(R("666,67"));
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
});
