import { describe, expect, it } from "vitest";
import { pontosDoGrafico, reaisCompactos, rotuloCurtoDoMes, rotuloDoMes } from "./recebido-previsto.ts";

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

  it("eixo curto, arredondando a metade para cima", () => {
    expect(reaisCompactos(0)).toBe("R$ 0");
    expect(reaisCompactos(94_949)).toBe("R$ 949");
    expect(reaisCompactos(94_950)).toBe("R$ 950");
    expect(reaisCompactos(150_000)).toBe("R$ 1,5 mil");
    expect(reaisCompactos(200_000)).toBe("R$ 2 mil");
    expect(reaisCompactos(123_449_00)).toBe("R$ 123,4 mil");
    expect(reaisCompactos(200_000_000)).toBe("R$ 2 mi");
    expect(reaisCompactos(9_999_999_999)).toBe("R$ 100 mi");
    expect(reaisCompactos(1_234_567_800)).toBe("R$ 12,3 mi");
  });
});
