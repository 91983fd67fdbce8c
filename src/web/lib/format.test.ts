import { describe, expect, it } from "vitest";
import { dataDoDia, dataDoMomento, diaEHora, formatarDataHora, reaisDoDecimal, taxaDoDecimal } from "./format.ts";

describe("formatarDataHora", () => {
  it.each([
    // 23:30 UTC is still the same evening in São Paulo (UTC-3).
    ["2026-11-20T23:30:00.000Z", "20/11/2026 20:30"],
    ["2026-11-21T02:59:00.000Z", "20/11/2026 23:59"],
    ["2026-11-21T03:00:00.000Z", "21/11/2026 00:00"],
    ["2026-01-01T12:05:00.000Z", "01/01/2026 09:05"],
  ])("%s → %s", (iso, esperado) => {
    expect(formatarDataHora(iso)).toBe(esperado);
  });

  it("returns an empty text for an invalid moment", () => {
    expect(formatarDataHora("ontem")).toBe("");
  });
});

describe("diaEHora", () => {
  it("says day, month and São Paulo time: 'Dados de 20/11 às 20:30'", () => {
    expect(diaEHora(Date.parse("2026-11-20T23:30:00.000Z"))).toBe("20/11 às 20:30");
    expect(diaEHora(new Date("2026-01-01T12:05:00.000Z"))).toBe("01/01 às 09:05");
  });

  it("returns an empty text for an invalid moment", () => {
    expect(diaEHora(Number.NaN)).toBe("");
  });
});

describe("reaisDoDecimal / taxaDoDecimal", () => {
  it("formats API decimals in pt-BR", () => {
    expect(reaisDoDecimal("1500.00")).toBe("R$ 1.500,00");
    expect(reaisDoDecimal("0.5")).toBe("R$ 0,50");
    expect(taxaDoDecimal("10.00")).toBe("10,00%");
  });

  it("shows unexpected text as it came instead of throwing", () => {
    expect(reaisDoDecimal("abc")).toBe("abc");
    expect(reaisDoDecimal(null)).toBe("—");
  });
});

describe("dataDoDia / dataDoMomento", () => {
  it("formats a calendar date, also the date part of a timestamp", () => {
    expect(dataDoDia("2026-03-05")).toBe("05/03/2026");
    expect(dataDoDia("2026-03-05T00:00:00.000Z")).toBe("05/03/2026");
    expect(dataDoDia("05/03/2026")).toBe("");
    expect(dataDoDia(null)).toBe("");
  });

  it("reads a moment on the São Paulo calendar", () => {
    expect(dataDoMomento("2026-11-21T02:59:00.000Z")).toBe("20/11/2026");
    expect(dataDoMomento("ontem")).toBe("");
  });
});
