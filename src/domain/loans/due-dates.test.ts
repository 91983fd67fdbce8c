import { describe, expect, it } from "vitest";
import { primeiroVencimento, vencimentoSeguinte } from "./due-dates.ts";
import { mensal, parcelado } from "./test-helpers.ts";

describe("vencimentos", () => {
  it.each([
    ["mensal", "2026-01-01", 30, "2026-01-31"],
    ["mensal", "2026-12-15", 30, "2027-01-14"],
    ["mensal", "2028-02-28", 1, "2028-02-29"],
    ["parcelado", "2026-01-31", null, "2026-02-28"], // 31/01 + 1 month
    ["parcelado", "2028-01-31", null, "2028-02-29"],
    ["parcelado", "2026-03-15", null, "2026-04-15"],
  ] as const)("primeiro vencimento %s de %s (prazo %s) = %s", (modalidade, inicio, prazo, esperado) => {
    expect(primeiroVencimento(modalidade, inicio, prazo)).toBe(esperado);
  });

  it("mensal sem prazo é um erro de dados", () => {
    expect(() => primeiroVencimento("mensal", "2026-01-01", null)).toThrow();
    expect(() => primeiroVencimento("mensal", "2026-01-01", 0)).toThrow();
  });

  it("mensal: próximo vencimento conta do vencimento anterior", () => {
    expect(vencimentoSeguinte(mensal({ dataProximoCiclo: "2026-01-31", prazoDias: 30 }))).toBe("2026-03-02");
  });

  it("parcelado: próximo vencimento conta da data de início, sem deriva", () => {
    expect(vencimentoSeguinte(parcelado({ cicloAtual: 1, dataProximoCiclo: "2026-02-28" }))).toBe("2026-03-31");
    expect(vencimentoSeguinte(parcelado({ cicloAtual: 2, dataProximoCiclo: "2026-03-31" }))).toBe("2026-04-30");
    expect(vencimentoSeguinte(parcelado({ dataInicio: null, dataProximoCiclo: "2026-02-28" }))).toBe("2026-03-28");
  });
});
