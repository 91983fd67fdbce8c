import { describe, expect, it } from "vitest";
import { formatarReais } from "../money.ts";
import { jurosDoCiclo, totalMensal } from "./mensal.ts";
import { R, T } from "./test-helpers.ts";

describe("mensal: juros do ciclo e total do cadastro", () => {
  it.each([
    ["1.000,00", "10", "R$ 100,00"],
    ["1.500,00", "5,25", "R$ 78,75"],
    ["333,33", "10", "R$ 33,33"], // 33,333 → 33,33
    ["0,15", "10", "R$ 0,02"], // 0,015 → 0,02 (half-up)
    ["1.000,00", "0", "R$ 0,00"],
    ["99.999.999,99", "999,99", "R$ 999.989.999,90"],
  ])("juros de %s a %s%% = %s", (valor, taxa, esperado) => {
    expect(formatarReais(jurosDoCiclo(R(valor), T(taxa)))).toBe(esperado);
  });

  it.each([
    ["1.000,00", "10", "R$ 1.100,00"],
    ["2.500,00", "12,5", "R$ 2.812,50"],
    ["100,00", "0", "R$ 100,00"],
  ])("total mensal de %s a %s%% = %s", (valor, taxa, esperado) => {
    expect(formatarReais(totalMensal(R(valor), T(taxa)))).toBe(esperado);
  });
});
