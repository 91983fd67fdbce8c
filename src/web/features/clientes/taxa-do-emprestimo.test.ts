import { describe, expect, it } from "vitest";
import { taxaDoEmprestimo } from "./taxa-do-emprestimo.ts";

// The client's 'Empréstimos' tab names the rate as the loan was made (issue 43).
describe("taxaDoEmprestimo", () => {
  it("mensal: a taxa do ciclo", () => {
    expect(taxaDoEmprestimo({ modalidade: "mensal", periodicidade: "mensal", taxaJuros: "10.00", taxaTotal: null })).toEqual({
      rotulo: "Taxa de juros",
      valor: "10,00%",
    });
  });

  it("parcelado: por período do cronograma, ou no total", () => {
    expect(taxaDoEmprestimo({ modalidade: "parcelado", periodicidade: "mensal", taxaJuros: "5.00", taxaTotal: null })).toEqual({
      rotulo: "Juros ao mês",
      valor: "5,00%",
    });
    expect(taxaDoEmprestimo({ modalidade: "parcelado", periodicidade: "semanal", taxaJuros: "2.50", taxaTotal: null })).toEqual({
      rotulo: "Juros por semana",
      valor: "2,50%",
    });
    expect(taxaDoEmprestimo({ modalidade: "parcelado", periodicidade: "diaria", taxaJuros: "1.00", taxaTotal: "20.00" })).toEqual({
      rotulo: "Juros no total",
      valor: "20,00%",
    });
  });
});
