import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { atualizacaoDoEstado, estadoDaLinha, linhaDoEstado, type LinhaEmprestimo } from "./db-row.ts";
import { comAtraso } from "./overdue.ts";
import { R, T, dataArb, emprestimoArb } from "./test-helpers.ts";

const linha: LinhaEmprestimo = {
  modalidade: "mensal",
  status: "ativo",
  valorOriginal: "1000.00",
  valorRestante: "750.50",
  taxaJuros: "10.00",
  taxaAtraso: "5.00",
  taxaAtrasoTipo: "fixo",
  prazoDias: 30,
  cicloAtual: 2,
  dataInicio: "2026-01-01",
  dataProximoCiclo: "2026-03-02",
  quantidadeParcelas: null,
  valorParcela: null,
};

describe("linha do banco ↔ estado", () => {
  it("converte os decimais do banco em inteiros", () => {
    expect(estadoDaLinha(linha)).toMatchObject({ valorOriginal: R("1.000,00"), valorRestante: R("750,50"), taxaJuros: T("10"), taxaAtraso: R("5,00") });
  });

  it("recusa valores desconhecidos em vez de adivinhar", () => {
    expect(() => estadoDaLinha({ ...linha, status: "perdido" })).toThrow();
    expect(() => estadoDaLinha({ ...linha, valorRestante: "abc" })).toThrow();
  });

  it("atualização com os números de atraso em decimal", () => {
    const e = comAtraso(estadoDaLinha(linha), "2026-03-04");
    expect(atualizacaoDoEstado(e)).toEqual({
      status: "atrasado",
      valorRestante: "750.50",
      cicloAtual: 2,
      dataInicio: "2026-01-01",
      dataProximoCiclo: "2026-03-02",
      // Nothing moved: the next cycle counts from the due date itself.
      dataBaseCiclo: "2026-03-02",
      diasAtraso: 2,
      valorJurosAtraso: "10.00",
    });
  });

  it("ida e volta preserva o estado", () => {
    fc.assert(
      fc.property(emprestimoArb, dataArb, (e, hoje) => {
        const completo = comAtraso(e, hoje);
        const volta = estadoDaLinha(linhaDoEstado(completo));
        // A state without the issue 43 fields reads back with their defaults (the mensal base: its due date).
        expect(comAtraso(volta, hoje)).toEqual({
          periodicidade: "mensal",
          taxaTotal: null,
          multaAtraso: 0,
          parcelas: null,
          dataBaseCiclo: completo.dataProximoCiclo,
          ...completo,
        });
      }),
    );
  });
});
