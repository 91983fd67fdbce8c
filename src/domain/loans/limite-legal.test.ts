import { describe, expect, it } from "vitest";
import { custoEfetivo } from "./custo-efetivo.ts";
import { atrasoAoMes, avisosDeLimiteLegal, avisosDoEmprestimo, avisosDosTermos, LIMITE_JUROS_ANUAL_PADRAO } from "./limite-legal.ts";
import { novoEmprestimoManual } from "./new-loan.ts";

const custoMensal = (taxaJuros: number) =>
  custoEfetivo({ modalidade: "mensal", valorOriginal: 100_000, taxaJuros, prazoDias: 30, quantidadeParcelas: null, dataInicio: "2026-11-25" });
const atrasoBaixo = { taxaAtraso: 3, taxaAtrasoTipo: "percentual" as const, valorOriginal: 100_000 }; // 0,03 % ao dia: 0,9 % a.m.

describe("aviso do limite legal", () => {
  it("10 % a.m. passa dos 12 % a.a.: o aviso diz o limite e a taxa", () => {
    expect(avisosDeLimiteLegal(custoMensal(1000), atrasoBaixo, LIMITE_JUROS_ANUAL_PADRAO)).toEqual([
      "Taxa acima do limite legal para empréstimos entre pessoas físicas (Lei de Usura: 12 % a.a.). Esta taxa: 213,84 % a.a.",
    ]);
  });

  it("0,9 % a.m. (11,35 % a.a.) com atraso de 0,9 % a.m. fica dentro: nenhum aviso", () => {
    expect(avisosDeLimiteLegal(custoMensal(90), atrasoBaixo, 12)).toEqual([]);
  });

  it("o limite é o do operador", () => {
    expect(avisosDeLimiteLegal(custoMensal(1000), atrasoBaixo, 250)).toEqual([]);
    expect(avisosDeLimiteLegal(custoMensal(90), { ...atrasoBaixo, taxaAtraso: 2 }, 10.5)).toEqual([
      "Taxa acima do limite legal para empréstimos entre pessoas físicas (Lei de Usura: 10,5 % a.a.). Esta taxa: 11,35 % a.a.",
    ]);
  });

  it("juros de atraso acima de 1 % a.m. também avisam, percentuais ou fixos", () => {
    const umPorCentoAoDia = { taxaAtraso: 100, taxaAtrasoTipo: "percentual" as const, valorOriginal: 100_000 };
    expect(atrasoAoMes(umPorCentoAoDia)).toBeCloseTo(30, 9);
    expect(avisosDeLimiteLegal(custoMensal(90), umPorCentoAoDia, 12)).toEqual([
      "Juros de atraso acima do limite legal para empréstimos entre pessoas físicas (Lei de Usura: 12 % a.a., 1 % a.m.). Juros de atraso: 30,00 % a.m.",
    ]);
    // R$ 10,00 a day on R$ 1.000,00 is also 30 % a.m.; R$ 0,30 a day is 0,9 % a.m.
    expect(atrasoAoMes({ taxaAtraso: 1000, taxaAtrasoTipo: "fixo", valorOriginal: 100_000 })).toBeCloseTo(30, 9);
    expect(avisosDeLimiteLegal(custoMensal(90), { taxaAtraso: 30, taxaAtrasoTipo: "fixo", valorOriginal: 100_000 }, 12)).toEqual([]);
  });

  it("as duas taxas acima: os dois avisos", () => {
    expect(avisosDeLimiteLegal(custoMensal(1000), { taxaAtraso: 100, taxaAtrasoTipo: "percentual", valorOriginal: 100_000 }, 12)).toHaveLength(2);
  });
});

describe("avisosDosTermos: o que o formulário mostra é o que o servidor registra (issue 42)", () => {
  const termos = {
    modalidade: "mensal" as const,
    valorOriginal: 100_000,
    prazoDias: 30,
    taxaJuros: 90,
    taxaAtraso: 100,
    taxaAtrasoTipo: "percentual" as const,
  };

  it("0,9 % a.m. com 1 % ao dia de atraso: só o aviso dos juros de atraso", () => {
    expect(avisosDosTermos(termos, "2026-11-25", 12)).toEqual([
      "Juros de atraso acima do limite legal para empréstimos entre pessoas físicas (Lei de Usura: 12 % a.a., 1 % a.m.). Juros de atraso: 30,00 % a.m.",
    ]);
  });

  it("o mesmo que avisosDoEmprestimo do empréstimo criado, com ou sem data de início, mensal ou parcelado", () => {
    const parcelado = { ...termos, modalidade: "parcelado" as const, prazoDias: null, taxaJuros: null, quantidadeMeses: 6, taxaJurosMes: 500 };
    for (const t of [termos, { ...termos, dataInicio: "2026-10-01" }, parcelado, { ...parcelado, taxaAtraso: 1 }]) {
      const { estado, dataEmprestimo } = novoEmprestimoManual(t, "2026-11-25");
      expect(avisosDosTermos(t, "2026-11-25", 12)).toEqual(avisosDoEmprestimo(estado, estado.dataInicio ?? dataEmprestimo, 12));
    }
  });
});
