import { describe, expect, it } from "vitest";
import { pontosDoGrafico, rotuloCurtoDoMes, rotuloDoMes } from "./recebido-previsto.ts";

describe("gráfico recebido vs previsto", () => {
  it("nomeia os meses em português", () => {
    expect(rotuloCurtoDoMes("2026-11")).toBe("nov/26");
    expect(rotuloCurtoDoMes("2027-03")).toBe("mar/27");
    expect(rotuloDoMes("2026-03")).toBe("março de 2026");
    expect(rotuloDoMes("lixo")).toBe("lixo");
  });

  it("leva os valores como centavos inteiros, sem perder um centavo", () => {
    expect(pontosDoGrafico([{ mes: "2026-11", recebido: "1234.56", previsto: "0.10" }])).toEqual([
      { mes: "2026-11", rotulo: "nov/26", recebido: 123_456, previsto: 10 },
    ]);
  });
});
