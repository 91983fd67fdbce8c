import { describe, expect, it, vi } from "vitest";
import {
  adicionarDias,
  adicionarMeses,
  dataEmSaoPaulo,
  diaDaSemana,
  diferencaEmDias,
  ErroDataInvalida,
  formatarData,
  isDataAceita,
  isDataIso,
  isMesAceito,
} from "./dates.ts";

describe("datas de negócio em São Paulo", () => {
  it.each([
    ["2026-11-25T02:59:00Z", "2026-11-24"], // 23:59 of the 24th in São Paulo
    ["2026-11-25T03:00:00Z", "2026-11-25"],
    ["2026-11-26T00:30:00Z", "2026-11-25"], // 21:30 in Brazil: toISOString would already say 26
    ["2026-01-01T02:00:00Z", "2025-12-31"],
  ])("o instante %s é o dia %s", (instante, dia) => {
    expect(dataEmSaoPaulo(new Date(instante))).toBe(dia);
  });

  it("o mesmo minuto dá o mesmo dia; o último milissegundo do dia e o primeiro do seguinte, não", () => {
    const sequencia = [
      "2026-11-25T02:59:00.000Z",
      "2026-11-25T02:59:59.999Z",
      "2026-11-25T03:00:00.000Z",
      "2026-11-25T02:59:30.000Z",
      "2026-11-25T03:00:59.999Z",
    ];
    expect(sequencia.map((i) => dataEmSaoPaulo(new Date(i)))).toEqual(["2026-11-24", "2026-11-24", "2026-11-25", "2026-11-24", "2026-11-25"]);
    expect(() => dataEmSaoPaulo(new Date(Number.NaN))).toThrow(RangeError);
  });

  it.each([
    ["2026-11-25", 1, "2026-11-26"],
    ["2026-11-30", 1, "2026-12-01"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2026-11-25", 30, "2026-12-25"],
  ])("%s + %i dia(s) = %s", (data, dias, esperado) => {
    expect(adicionarDias(data, dias)).toBe(esperado);
  });

  it.each([
    ["2026-01-31", 1, "2026-02-28"],
    ["2028-01-31", 1, "2028-02-29"],
    ["2026-03-31", 1, "2026-04-30"],
    ["2026-11-15", 2, "2027-01-15"],
    ["2026-12-31", 12, "2027-12-31"],
  ])("%s + %i mês(es) = %s (limitado ao último dia)", (data, meses, esperado) => {
    expect(adicionarMeses(data, meses)).toBe(esperado);
  });

  it("diferença em dias de calendário", () => {
    expect(diferencaEmDias("2026-11-25", "2026-11-27")).toBe(2);
    expect(diferencaEmDias("2026-11-27", "2026-11-25")).toBe(-2);
    expect(diferencaEmDias("2026-02-01", "2026-03-01")).toBe(28);
  });

  it("formata dd/MM/yyyy e dá o dia da semana em português", () => {
    expect(formatarData("2026-11-27")).toBe("27/11/2026");
    expect(diaDaSemana("2026-11-27")).toBe("sexta-feira");
    expect(diaDaSemana("2026-11-29")).toBe("domingo");
  });

  it("valida datas yyyy-MM-dd reais", () => {
    expect(isDataIso("2026-02-29")).toBe(false);
    expect(isDataIso("2028-02-29")).toBe(true);
    expect(isDataIso("25/11/2026")).toBe(false);
    expect(() => formatarData("2026-13-01")).toThrow();
  });
});

describe("datas aceitas na entrada (1900 a 2100)", () => {
  it.each([
    ["1900-01-01", true],
    ["2100-12-31", true],
    ["2026-02-28", true],
    ["1899-12-31", false],
    ["2101-01-01", false],
    ["0000-01-01", false],
    ["9999-12-31", false],
    ["2026-02-30", false],
  ])("%s → %s", (data, aceita) => {
    expect(isDataAceita(data)).toBe(aceita);
  });

  it.each([
    ["2026-11", true],
    ["1900-01", true],
    ["2100-12", true],
    ["0000-01", false],
    ["9999-12", false],
    ["2026-13", false],
    ["2026-1", false],
  ])("mês %s → %s", (mes, aceito) => {
    expect(isMesAceito(mes)).toBe(aceito);
  });

  it("a aritmética recusa com ErroDataInvalida o que não é data (o servidor responde 400)", () => {
    expect(() => adicionarMeses("0000-01-01", 1)).toThrow(ErroDataInvalida);
    expect(() => adicionarDias("10000-01-01", -1)).toThrow(ErroDataInvalida);
    // Computed dates may pass 2100 (a loan of 2100 plus its term): only input is limited.
    expect(adicionarDias("2100-12-31", 3650)).toBe("2110-12-29");
  });
});

describe("formatadores de data com fuso", () => {
  it("são criados no primeiro uso, uma vez, e não quando o módulo carrega (a primeira visita num celular lento)", async () => {
    vi.resetModules();
    const Original = Intl.DateTimeFormat;
    let criados = 0;
    class Contado extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        criados++;
      }
    }
    Intl.DateTimeFormat = Contado as typeof Intl.DateTimeFormat;
    try {
      const datas = await import("./dates.ts");
      expect(criados).toBe(0);
      expect(datas.dataEmSaoPaulo(new Date("2026-11-25T03:00:00Z"))).toBe("2026-11-25");
      expect(datas.dataEmSaoPaulo(new Date("2026-11-26T03:00:00Z"))).toBe("2026-11-26");
      expect(criados).toBe(1);
      expect(datas.formatarDataHora("2026-11-25T13:05:00Z")).toBe("25/11/2026 10:05");
      expect(datas.formatarDataHora("2026-11-25T14:05:00Z")).toBe("25/11/2026 11:05");
      expect(criados).toBe(2);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });
});
