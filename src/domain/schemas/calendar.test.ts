import { describe, expect, it } from "vitest";
import { calendarioDataSchema, calendarioMesSchema } from "./calendar.ts";
import { aceito, mensagens } from "./test-helpers.ts";

describe("parâmetros do calendário", () => {
  it("aceita um mês e um dia entre 1900 e 2100", () => {
    expect(aceito(calendarioMesSchema, { mes: "2026-11" })).toEqual({ mes: "2026-11" });
    // A day's list is paged like every list: 50 by default (issue 12).
    expect(aceito(calendarioDataSchema, { data: "2100-12-31" })).toEqual({ data: "2100-12-31", limite: 50 });
    expect(aceito(calendarioDataSchema, { data: "2100-12-31", limite: "200", cursor: "abc" })).toEqual({ data: "2100-12-31", limite: 200, cursor: "abc" });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ["mês ausente", {}, { mes: ["Informe o mês (aaaa-mm)."] }],
    ["mês mal escrito", { mes: "2026-1" }, { mes: ["Mês inválido: use aaaa-mm."] }],
    ["mês do ano 0000", { mes: "0000-01" }, { mes: ["O ano deve estar entre 1900 e 2100"] }],
    ["mês do ano 9999", { mes: "9999-12" }, { mes: ["O ano deve estar entre 1900 e 2100"] }],
  ])("%s", (_nome, entrada, esperado) => {
    expect(mensagens(calendarioMesSchema, entrada)).toEqual(esperado);
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ["data ausente", {}, { data: ["Informe a data (aaaa-mm-dd)."] }],
    ["data inexistente", { data: "2026-02-30" }, { data: ["Data inválida: use aaaa-mm-dd."] }],
    ["data do ano 9999", { data: "9999-12-31" }, { data: ["O ano deve estar entre 1900 e 2100"] }],
  ])("%s", (_nome, entrada, esperado) => {
    expect(mensagens(calendarioDataSchema, entrada)).toEqual(esperado);
  });
});
