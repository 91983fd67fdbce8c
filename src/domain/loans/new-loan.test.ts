import { describe, expect, it } from "vitest";
import { formatarReais } from "../money.ts";
import { novoEmprestimoDoLink, novoEmprestimoManual, termosDeDecimais, totaisCadastro } from "./new-loan.ts";
import { R, T } from "./test-helpers.ts";

describe("empréstimo manual", () => {
  it("começa ativo, com vencimento em dataInicio + prazo e data do empréstimo = dataInicio", () => {
    const { estado, dataEmprestimo } = novoEmprestimoManual(
      { valorOriginal: R("1.000,00"), prazoDias: 30, taxaJuros: T("10"), taxaAtraso: T("1"), taxaAtrasoTipo: "percentual", dataInicio: "2026-01-01" },
      "2026-01-05",
    );
    expect(dataEmprestimo).toBe("2026-01-01");
    expect(estado).toEqual({
      modalidade: "mensal",
      status: "ativo",
      valorOriginal: R("1.000,00"),
      valorRestante: R("1.000,00"),
      taxaJuros: T("10"),
      taxaAtraso: T("1"),
      taxaAtrasoTipo: "percentual",
      prazoDias: 30,
      cicloAtual: 1,
      dataInicio: "2026-01-01",
      dataProximoCiclo: "2026-01-31",
      dataBaseCiclo: "2026-01-31",
      quantidadeParcelas: null,
      valorParcela: null,
      diasAtraso: 0,
      valorJurosAtraso: 0,
      valorMulta: 0,
      multaAtraso: 0,
    });
  });

  it("sem dataInicio, começa hoje", () => {
    const { estado, dataEmprestimo } = novoEmprestimoManual(
      { valorOriginal: R("500,00"), prazoDias: 15, taxaJuros: T("5"), taxaAtraso: R("2,00"), taxaAtrasoTipo: "fixo" },
      "2026-03-10",
    );
    expect(dataEmprestimo).toBe("2026-03-10");
    expect(estado.dataProximoCiclo).toBe("2026-03-25");
  });

  it("com início antigo já nasce atrasado", () => {
    const { estado } = novoEmprestimoManual(
      { valorOriginal: R("1.000,00"), prazoDias: 30, taxaJuros: T("10"), taxaAtraso: T("1"), taxaAtrasoTipo: "percentual", dataInicio: "2026-01-01" },
      "2026-02-02",
    );
    expect(estado).toMatchObject({ status: "atrasado", diasAtraso: 2, valorJurosAtraso: R("20,00") });
  });
});

describe("empréstimo do link", () => {
  it("mensal: aguardando envio, saldo = valor original", () => {
    const e = novoEmprestimoDoLink(
      { modalidade: "mensal", valorOriginal: R("1.000,00"), prazoDias: 30, taxaJuros: T("10"), taxaAtraso: T("1"), taxaAtrasoTipo: "percentual" },
      "2026-01-01",
    );
    expect(e).toMatchObject({
      status: "aguardando_envio",
      valorRestante: R("1.000,00"),
      dataInicio: "2026-01-01",
      dataProximoCiclo: "2026-01-31",
      quantidadeParcelas: null,
    });
  });

  it("parcelado: guarda o plano, taxaJuros = taxa ao mês e saldo = total", () => {
    const e = novoEmprestimoDoLink(
      {
        modalidade: "parcelado",
        valorOriginal: R("1.000,00"),
        quantidadeMeses: 3,
        taxaJurosMes: T("10"),
        taxaAtraso: T("1"),
        taxaAtrasoTipo: "percentual",
        dataInicio: "2026-01-31",
      },
      "2026-01-15",
    );
    expect(e).toMatchObject({
      modalidade: "parcelado",
      status: "aguardando_envio",
      valorRestante: R("1.300,00"),
      valorParcela: R("433,33"),
      quantidadeParcelas: 3,
      taxaJuros: T("10"),
      prazoDias: null,
      dataProximoCiclo: "2026-02-28",
    });
  });

  it("parcelado: a parcela guardada é arredondada meio-acima (R$ 200,00 em 3: 66,67), a última fica com a diferença", () => {
    const termos = { modalidade: "parcelado", valorOriginal: R("200,00"), quantidadeMeses: 3, taxaJurosMes: 0, taxaAtraso: 0, taxaAtrasoTipo: "fixo" } as const;
    expect(novoEmprestimoDoLink(termos, "2026-01-15")).toMatchObject({ valorRestante: R("200,00"), valorParcela: R("66,67"), quantidadeParcelas: 3 });
    const p = totaisCadastro(termos);
    if (p.modalidade !== "parcelado") throw new Error("modalidade errada");
    expect(p.parcelas.map(formatarReais)).toEqual(["R$ 66,67", "R$ 66,67", "R$ 66,66"]);
    // Less than R$ 0,01 per installment is no plan (the link form refuses it first).
    expect(() => novoEmprestimoDoLink({ ...termos, valorOriginal: 2 }, "2026-01-15")).toThrow(RangeError);
  });

  it("recusa termos incompletos ou fora do que o banco guarda", () => {
    expect(() =>
      novoEmprestimoDoLink({ modalidade: "mensal", valorOriginal: 100, taxaJuros: 100, taxaAtraso: 0, taxaAtrasoTipo: "fixo" }, "2026-01-01"),
    ).toThrow();
    expect(() =>
      novoEmprestimoDoLink(
        { modalidade: "parcelado", valorOriginal: R("90.000.000,00"), quantidadeMeses: 12, taxaJurosMes: T("10"), taxaAtraso: 0, taxaAtrasoTipo: "fixo" },
        "2026-01-01",
      ),
    ).toThrow();
  });

  it("totais da página pública", () => {
    const m = totaisCadastro({
      modalidade: "mensal",
      valorOriginal: R("1.000,00"),
      prazoDias: 30,
      taxaJuros: T("10"),
      taxaAtraso: 0,
      taxaAtrasoTipo: "percentual",
    });
    expect(m).toEqual({ modalidade: "mensal", total: R("1.100,00"), juros: R("100,00") });
    const p = totaisCadastro({
      modalidade: "parcelado",
      valorOriginal: R("1.000,00"),
      quantidadeMeses: 3,
      taxaJurosMes: T("10"),
      taxaAtraso: 0,
      taxaAtrasoTipo: "percentual",
    });
    if (p.modalidade !== "parcelado") throw new Error("modalidade errada");
    expect(formatarReais(p.total)).toBe("R$ 1.300,00");
    expect(p.parcelas.map(formatarReais)).toEqual(["R$ 433,33", "R$ 433,33", "R$ 433,34"]);
  });
});

describe("termosDeDecimais", () => {
  const base = {
    modalidade: "parcelado",
    valorOriginal: "1000.00",
    prazoDias: null,
    taxaJuros: null,
    quantidadeMeses: 3,
    taxaJurosMes: "10.00",
    taxaAtraso: "5.00",
    taxaAtrasoTipo: "fixo",
    dataInicio: "2026-12-01",
  };

  it("converte os decimais do link para centavos e centésimos", () => {
    expect(termosDeDecimais(base)).toEqual({
      ...base,
      modalidade: "parcelado",
      valorOriginal: 100_000,
      taxaJurosMes: 1000,
      taxaAtraso: 500,
      taxaAtrasoTipo: "fixo",
      // Issue 43: a link from before it reads as monthly, no total rate, no penalty.
      periodicidade: "mensal",
      taxaTotal: null,
      multaAtraso: 0,
    });
  });

  it("recusa modalidade, tipo de multa ou decimal desconhecidos", () => {
    expect(termosDeDecimais({ ...base, modalidade: "semanal" })).toBeNull();
    expect(termosDeDecimais({ ...base, taxaAtrasoTipo: "diario" })).toBeNull();
    expect(termosDeDecimais({ ...base, valorOriginal: "mil" })).toBeNull();
  });
});

describe("empréstimo manual parcelado (issue 27)", () => {
  const termos = { valorOriginal: R("200,00"), quantidadeMeses: 3, taxaJurosMes: T("0"), taxaAtraso: T("1"), taxaAtrasoTipo: "percentual" as const };

  it("tem o mesmo plano do empréstimo de um link com os mesmos termos, mas começa ativo em dataInicio", () => {
    const { estado, dataEmprestimo } = novoEmprestimoManual({ ...termos, modalidade: "parcelado", dataInicio: "2026-01-31" }, "2026-02-01");
    const doLink = novoEmprestimoDoLink({ ...termos, modalidade: "parcelado", dataInicio: "2026-01-31" }, "2026-02-01");
    expect(estado).toEqual({ ...doLink, status: "ativo" });
    expect(dataEmprestimo).toBe("2026-01-31");
    expect(estado).toMatchObject({
      valorRestante: R("200,00"),
      valorParcela: R("66,67"),
      quantidadeParcelas: 3,
      prazoDias: null,
      dataProximoCiclo: "2026-02-28",
    });
  });

  it("com dataInicio antiga, já nasce atrasado na primeira parcela", () => {
    const { estado } = novoEmprestimoManual({ ...termos, modalidade: "parcelado", dataInicio: "2026-01-01" }, "2026-02-11");
    expect(estado).toMatchObject({ status: "atrasado", diasAtraso: 10, dataProximoCiclo: "2026-02-01" });
  });
});
