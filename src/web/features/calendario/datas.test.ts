import { describe, expect, it } from "vitest";
import { dataLocal, inicioDoMes, isoDaData, mesDaData } from "./datas.ts";

describe("datas do calendário", () => {
  it("ida e volta entre yyyy-MM-dd e a data local", () => {
    for (const iso of ["2026-11-25", "2024-02-29", "2026-01-01", "2026-12-31", "2026-10-18"]) {
      expect(isoDaData(dataLocal(iso))).toBe(iso);
    }
  });

  it("o mês e o primeiro dia do mês", () => {
    expect(mesDaData(dataLocal("2026-11-25"))).toBe("2026-11");
    expect(isoDaData(inicioDoMes(dataLocal("2026-11-25")))).toBe("2026-11-01");
  });

  it("recusa o que não é data", () => {
    expect(() => dataLocal("2026-02-30")).toThrow();
  });
});
