import { describe, expect, it } from "vitest";
import { reaisCompactos } from "./reais-compactos.ts";

describe("reaisCompactos, o eixo dos gráficos", () => {
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
