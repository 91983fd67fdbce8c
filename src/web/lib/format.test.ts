import { describe, expect, it } from "vitest";
import { formatarDataHora } from "./format.ts";

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
