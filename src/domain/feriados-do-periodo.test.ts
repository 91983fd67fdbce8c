import { describe, expect, it } from "vitest";
import { feriadosDoAno } from "./calendario-de-cobranca.ts";
import { feriadosDosProximosMeses, feriadosEntre } from "./feriados-do-periodo.ts";

describe("feriados dos próximos 12 meses", () => {
  it.each([
    ["2026-11-25", "2027-11-24"],
    ["2026-01-01", "2026-12-31"],
    // 29/02 + 12 months is 28/02 of the next year; the day before it ends the period.
    ["2028-02-29", "2029-02-27"],
  ])("de %s até %s, ambos incluídos", (hoje, ate) => {
    const periodo = feriadosDosProximosMeses(hoje);
    expect(periodo).toMatchObject({ de: hoje, ate });
    expect(periodo.feriados.every((f) => f.data >= hoje && f.data <= ate)).toBe(true);
  });

  it("atravessa a virada do ano sem perder nem repetir feriado, em ordem", () => {
    const feriados = feriadosEntre("2026-12-25", "2027-01-01", "SP").map((f) => f.data);
    expect(feriados).toEqual(["2026-12-25", "2027-01-01"]);
    const ano = feriadosEntre("2027-01-01", "2027-12-31", "BA");
    expect(ano).toEqual(feriadosDoAno(2027, "BA"));
  });

  it("com a UF, os estaduais entram; sem ela, só os nacionais", () => {
    const comSp = feriadosDosProximosMeses("2026-11-25", "SP").feriados;
    expect(comSp.find((f) => f.data === "2027-07-09")).toMatchObject({ abrangencia: "estadual" });
    expect(feriadosDosProximosMeses("2026-11-25").feriados.some((f) => f.abrangencia === "estadual")).toBe(false);
  });
});
