import Holidays from "date-holidays";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CONFIGURACAO_DE_COBRANCA_PADRAO,
  type ConfiguracaoDeCobranca,
  ehDiaDeCobranca,
  ErroSemDiaDeCobranca,
  ErroUfInvalida,
  feriadosDoAno,
  LIMITE_DA_BUSCA,
  proximoDiaDeCobranca,
  type Uf,
  UFS,
} from "./calendario-de-cobranca.ts";
import { adicionarDias, ErroDataInvalida } from "./dates.ts";

const padrao = CONFIGURACAO_DE_COBRANCA_PADRAO;
const com = (mudancas: Partial<ConfiguracaoDeCobranca>): ConfiguracaoDeCobranca => ({ ...padrao, ...mudancas });

// The published national calendar (Lei 662/1949 and 14.759/2023; the federal government's
// pontos facultativos for Carnival and Corpus Christi), typed here from the calendar, not from the library.
const CALENDARIO_PUBLICADO = [
  { ano: 2026, sextaSanta: "2026-04-03", carnaval: ["2026-02-16", "2026-02-17"], corpusChristi: "2026-06-04" },
  { ano: 2027, sextaSanta: "2027-03-26", carnaval: ["2027-02-08", "2027-02-09"], corpusChristi: "2027-05-27" },
  { ano: 2028, sextaSanta: "2028-04-14", carnaval: ["2028-02-28", "2028-02-29"], corpusChristi: "2028-06-15" },
] as const;

describe("feriadosDoAno", () => {
  describe.each(CALENDARIO_PUBLICADO)("$ano", ({ ano, sextaSanta, carnaval, corpusChristi }) => {
    const feriados = feriadosDoAno(ano);
    const em = (data: string) => feriados.find((f) => f.data === data);

    it("Sexta-feira Santa and 20/11 are national holidays", () => {
      expect(em(sextaSanta)).toMatchObject({ abrangencia: "nacional", facultativo: false });
      expect(em(`${ano}-11-20`)).toMatchObject({ abrangencia: "nacional", facultativo: false, nome: "Dia da Consciência Negra" });
    });

    it("Carnival Monday and Tuesday and Corpus Christi are the only pontos facultativos", () => {
      expect(feriados.filter((f) => f.facultativo).map((f) => f.data)).toEqual([...carnaval, corpusChristi]);
    });

    it("20/11 is a holiday in every state (the library's state rules must not hide the national one)", () => {
      for (const uf of UFS) expect(feriadosDoAno(ano, uf).find((f) => f.data === `${ano}-11-20`)?.facultativo, uf).toBe(false);
    });

    it("the partial and commemorative days are not listed (Ash Wednesday, 24/12, Easter Sunday, Mother's Day)", () => {
      const datas = new Set(feriados.map((f) => f.data));
      expect(datas.has(adicionarDias(carnaval[1], 1))).toBe(false);
      expect(datas.has(`${ano}-12-24`)).toBe(false);
      expect(datas.has(`${ano}-12-31`)).toBe(false);
      expect(datas.has(adicionarDias(sextaSanta, 2))).toBe(false);
    });
  });

  it("gives one entry per date, in date order", () => {
    const datas = feriadosDoAno(2026, "RJ").map((f) => f.data);
    expect(datas).toEqual([...new Set(datas)].sort());
  });

  it("adds the state's holidays: SP's 9 de julho, RJ's São Jorge and Carnival Tuesday", () => {
    expect(feriadosDoAno(2026, "SP").find((f) => f.data === "2026-07-09")).toMatchObject({ abrangencia: "estadual", facultativo: false });
    expect(feriadosDoAno(2026, "RJ").find((f) => f.data === "2026-04-23")).toMatchObject({ abrangencia: "estadual", facultativo: false });
    // RJ's law makes Carnival Tuesday a holiday: it is no longer a ponto facultativo there.
    expect(feriadosDoAno(2026, "RJ").find((f) => f.data === "2026-02-17")).toMatchObject({ abrangencia: "estadual", facultativo: false });
    expect(feriadosDoAno(2026, "RJ").find((f) => f.data === "2026-02-16")?.facultativo).toBe(true);
    expect(feriadosDoAno(2026).some((f) => f.data === "2026-07-09" || f.data === "2026-04-23")).toBe(false);
    expect(feriadosDoAno(2026, "RJ").some((f) => f.data === "2026-07-09")).toBe(false);
  });

  it("knows the 27 UFs the library knows, and refuses others", () => {
    expect([...UFS].sort()).toEqual(Object.keys(new Holidays("BR").getStates("BR") ?? {}).sort());
    expect(() => feriadosDoAno(2026, "XX")).toThrow(ErroUfInvalida);
    expect(() => feriadosDoAno(2026, "sp")).toThrow(ErroUfInvalida);
    expect(() => feriadosDoAno(1899)).toThrow(RangeError);
    expect(() => feriadosDoAno(2026.5)).toThrow(RangeError);
  });

  describe("dates are Brazil's calendar days whatever the server's time zone", () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });

    it.each([
      ["Pacific/Pago_Pago", 660],
      ["Pacific/Kiritimati", -840],
      ["Asia/Tokyo", -540],
      ["UTC", 0],
    ])("%s", (tz, deslocamento) => {
      process.env.TZ = tz;
      expect(new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset()).toBe(deslocamento); // the zone took effect
      // AM runs on Manaus time (UTC-4): its holidays start at 04:00 UTC.
      const am = feriadosDoAno(2026, "AM").map((f) => f.data);
      expect(am).toContain("2026-01-01");
      expect(am).toContain("2026-04-03");
      expect(am).toContain("2026-09-05");
      expect(am).toContain("2026-12-25");
      expect(feriadosDoAno(2026, "SP").map((f) => f.data)).toContain("2026-07-09");
    });
  });
});

describe("ehDiaDeCobranca", () => {
  it.each(CALENDARIO_PUBLICADO)(
    "$ano: holidays off, Carnival and Corpus Christi on unless the lender says no",
    ({ ano, sextaSanta, carnaval, corpusChristi }) => {
      expect(ehDiaDeCobranca(sextaSanta, padrao)).toBe(false);
      expect(ehDiaDeCobranca(`${ano}-11-20`, com({ cobrarSabados: true, cobrarDomingos: true }))).toBe(false);
      for (const d of [...carnaval, corpusChristi]) {
        expect(ehDiaDeCobranca(d, padrao), d).toBe(true);
        expect(ehDiaDeCobranca(d, com({ carnavalECorpusChristiSaoDiasDeCobranca: false })), d).toBe(false);
      }
      // 'Cobrar em feriados' collects on them all.
      expect(ehDiaDeCobranca(sextaSanta, com({ cobrarFeriados: true }))).toBe(true);
      expect(ehDiaDeCobranca(carnaval[0], com({ cobrarFeriados: true, carnavalECorpusChristiSaoDiasDeCobranca: false }))).toBe(true);
    },
  );

  it("Sundays are off and Saturdays on by default, each a setting", () => {
    expect(ehDiaDeCobranca("2026-12-06", padrao)).toBe(false); // domingo
    expect(ehDiaDeCobranca("2026-12-05", padrao)).toBe(true); // sábado
    expect(ehDiaDeCobranca("2026-12-07", padrao)).toBe(true); // segunda
    expect(ehDiaDeCobranca("2026-12-06", com({ cobrarDomingos: true }))).toBe(true);
    expect(ehDiaDeCobranca("2026-12-05", com({ cobrarSabados: false }))).toBe(false);
    // A Sunday holiday collected on holidays is still a Sunday.
    expect(ehDiaDeCobranca("2026-11-15", com({ cobrarFeriados: true }))).toBe(false);
  });

  it("the state's holidays only with that state", () => {
    expect(ehDiaDeCobranca("2026-07-09", padrao)).toBe(true);
    expect(ehDiaDeCobranca("2026-07-09", com({ uf: "SP" }))).toBe(false);
    expect(ehDiaDeCobranca("2026-04-23", com({ uf: "SP" }))).toBe(true);
    expect(ehDiaDeCobranca("2026-04-23", com({ uf: "RJ" }))).toBe(false);
    expect(ehDiaDeCobranca("2026-02-17", com({ uf: "RJ" }))).toBe(false); // RJ's Carnival Tuesday
    expect(ehDiaDeCobranca("2026-02-16", com({ uf: "RJ" }))).toBe(true);
    expect(() => ehDiaDeCobranca("2026-02-16", com({ uf: "XX" as Uf }))).toThrow(ErroUfInvalida);
    expect(() => ehDiaDeCobranca("2026-12-06", com({ uf: "XX" as Uf, cobrarFeriados: true }))).toThrow(ErroUfInvalida);
  });

  it("the lender's own dates are off, even when holidays are collected", () => {
    const config = com({ datasSemCobranca: ["2026-03-19"] });
    expect(ehDiaDeCobranca("2026-03-19", config)).toBe(false);
    expect(ehDiaDeCobranca("2026-03-19", com({ ...config, cobrarFeriados: true }))).toBe(false);
    expect(ehDiaDeCobranca("2026-03-20", config)).toBe(true);
    expect(ehDiaDeCobranca("2026-03-19", padrao)).toBe(true);
  });

  it("refuses a date that is not one", () => {
    expect(() => ehDiaDeCobranca("2026-02-30", padrao)).toThrow(ErroDataInvalida);
    expect(() => ehDiaDeCobranca("2026-2-3", padrao)).toThrow(ErroDataInvalida);
  });

  it("reads the library once per year and state, not once per date", () => {
    const espiao = vi.spyOn(Holidays.prototype, "getHolidays");
    try {
      const config = com({ uf: "TO" });
      // 400 days from 2030-12-01 reach 2032-01-04: three years not asked before in this file, national + TO for each.
      for (let i = 0, d = "2030-12-01"; i < 400; i++, d = adicionarDias(d, 1)) ehDiaDeCobranca(d, config);
      expect(espiao).toHaveBeenCalledTimes(6);
    } finally {
      espiao.mockRestore();
    }
  });
});

describe("proximoDiaDeCobranca", () => {
  it("is the day itself when it is a collection day", () => {
    expect(proximoDiaDeCobranca("2026-12-07", padrao)).toBe("2026-12-07");
    expect(proximoDiaDeCobranca("2026-12-05", padrao)).toBe("2026-12-05");
  });

  it("skips a holiday followed by a Sunday", () => {
    // Consciência Negra 2027 and Dia do Trabalhador 2027 fall on a Saturday.
    expect(proximoDiaDeCobranca("2027-11-20", padrao)).toBe("2027-11-22");
    expect(proximoDiaDeCobranca("2027-05-01", padrao)).toBe("2027-05-03");
    // Good Friday, Saturday not collected, Sunday: Monday.
    expect(proximoDiaDeCobranca("2026-04-03", com({ cobrarSabados: false }))).toBe("2026-04-06");
    // Carnival off: Saturday 14 is collected; from the Sunday, Ash Wednesday.
    expect(proximoDiaDeCobranca("2026-02-15", com({ carnavalECorpusChristiSaoDiasDeCobranca: false }))).toBe("2026-02-18");
  });

  it(`throws when no day within ${LIMITE_DA_BUSCA} is a collection day`, () => {
    const todas = Array.from({ length: LIMITE_DA_BUSCA }, (_, i) => adicionarDias("2026-12-07", i));
    expect(() => proximoDiaDeCobranca("2026-12-07", com({ datasSemCobranca: todas }))).toThrow(ErroSemDiaDeCobranca);
    // One day more and the last one is found.
    expect(proximoDiaDeCobranca("2026-12-07", com({ datasSemCobranca: todas.slice(0, -1) }))).toBe(todas.at(-1));
  });

  it("is always a collection day, not before the date, with no collection day in between", () => {
    const dia = fc.integer({ min: 0, max: 5 * 366 }).map((n) => adicionarDias("2025-01-01", n));
    const configuracao = fc.record({
      cobrarSabados: fc.boolean(),
      cobrarDomingos: fc.boolean(),
      cobrarFeriados: fc.boolean(),
      uf: fc.option(fc.constantFrom(...UFS), { nil: undefined }),
      carnavalECorpusChristiSaoDiasDeCobranca: fc.boolean(),
      datasSemCobranca: fc.array(
        fc.integer({ min: 0, max: 5 * 366 + 30 }).map((n) => adicionarDias("2025-01-01", n)),
        { maxLength: 40 },
      ),
    });
    fc.assert(
      fc.property(dia, configuracao, (d, config) => {
        const proximo = proximoDiaDeCobranca(d, config);
        expect(proximo >= d).toBe(true);
        expect(ehDiaDeCobranca(proximo, config)).toBe(true);
        for (let x = d; x < proximo; x = adicionarDias(x, 1)) expect(ehDiaDeCobranca(x, config)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe("CONFIGURACAO_DE_COBRANCA_PADRAO", () => {
  it("is issue 43's: Saturdays yes, Sundays and holidays no, Carnival and Corpus Christi yes, no state, no own dates", () => {
    expect(padrao).toEqual({
      cobrarSabados: true,
      cobrarDomingos: false,
      cobrarFeriados: false,
      carnavalECorpusChristiSaoDiasDeCobranca: true,
      datasSemCobranca: [],
    });
    expect(Object.isFrozen(padrao)).toBe(true);
  });
});
