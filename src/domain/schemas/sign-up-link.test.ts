import { describe, expect, it } from "vitest";
import { novoEmprestimoDoLink, totaisCadastro } from "../loans/new-loan.ts";
import { linkCadastroSchema, linkFormularioSchema } from "./sign-up-link.ts";
import { aceito, mensagens } from "./test-helpers.ts";

describe("link de cadastro", () => {
  it("mensal: padrão mensal e percentual, sem documentos; descarta campos do parcelado", () => {
    expect(aceito(linkCadastroSchema, { valorOriginal: "1.000,00", prazoDias: "30", taxaJuros: "10", taxaAtraso: "1", quantidadeMeses: "3" })).toEqual({
      valorOriginal: 100000,
      modalidade: "mensal",
      periodicidade: "mensal",
      prazoDias: 30,
      quantidadeMeses: undefined,
      taxaJuros: 1000,
      taxaJurosMes: undefined,
      taxaAtraso: 100,
      taxaAtrasoTipo: "percentual",
      dataInicio: undefined,
      exigirDocumentos: false,
      // Issue 11: no recipient name typed is stored as none.
      nomeDestinatario: null,
    });
  });

  it("parcelado: quantidadeMeses e taxaJurosMes; a saída serve ao plano e ao empréstimo", () => {
    const dados = aceito(linkCadastroSchema, {
      valorOriginal: 1000,
      modalidade: "parcelado",
      quantidadeMeses: 3,
      taxaJurosMes: 10,
      prazoDias: 30,
      taxaAtraso: "R$ 5,00",
      taxaAtrasoTipo: "fixo",
      dataInicio: "2026-01-31",
      exigirDocumentos: true,
    });
    expect(dados).toMatchObject({
      modalidade: "parcelado",
      quantidadeMeses: 3,
      taxaJurosMes: 1000,
      prazoDias: undefined,
      taxaAtraso: 500,
      exigirDocumentos: true,
    });
    expect(totaisCadastro(dados)).toMatchObject({ total: 130000, parcelas: [43333, 43333, 43334] });
    expect(novoEmprestimoDoLink(dados, "2026-01-20").dataProximoCiclo).toBe("2026-02-28");
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ["mensal sem prazo nem taxa", { valorOriginal: "100", taxaAtraso: "1" }, { prazoDias: ["Prazo obrigatório"], taxaJuros: ["Taxa obrigatória"] }],
    [
      "parcelado sem meses nem taxa",
      { modalidade: "parcelado", valorOriginal: "100", taxaAtraso: "1" },
      { quantidadeMeses: ["Quantidade de meses obrigatória"], taxaJurosMes: ["Taxa obrigatória"] },
    ],
    [
      "meses acima de 120",
      { modalidade: "parcelado", valorOriginal: "100", taxaAtraso: "1", quantidadeMeses: 121, taxaJurosMes: 1 },
      { quantidadeMeses: ["Quantidade de meses deve ser um número inteiro de 1 a 120"] },
    ],
    ["valor vazio", { valorOriginal: "", prazoDias: 30, taxaJuros: 10, taxaAtraso: 1 }, { valorOriginal: ["Valor obrigatório"] }],
    ["taxa de atraso ausente", { valorOriginal: 100, prazoDias: 30, taxaJuros: 10 }, { taxaAtraso: ["Taxa de atraso obrigatória"] }],
    // DOMAIN.md: a dot and three digits is three decimals, never thousands.
    ["valor 1.500", { valorOriginal: "1.500", prazoDias: 30, taxaJuros: 10, taxaAtraso: 1 }, { valorOriginal: ["Valor inválido"] }],
    ["valor 1.234.567", { valorOriginal: "1.234.567", prazoDias: 30, taxaJuros: 10, taxaAtraso: 1 }, { valorOriginal: ["Valor inválido"] }],
    [
      "taxa de atraso fixa 12.345",
      { valorOriginal: 100, prazoDias: 30, taxaJuros: 10, taxaAtraso: "12.345", taxaAtrasoTipo: "fixo" },
      { taxaAtraso: ["Taxa de atraso inválida"] },
    ],
    [
      "modalidade desconhecida",
      { modalidade: "semanal", valorOriginal: 100, prazoDias: 30, taxaJuros: 10, taxaAtraso: 1 },
      { modalidade: ["Modalidade deve ser mensal ou parcelado"] },
    ],
    [
      "menos de um centavo por parcela",
      { modalidade: "parcelado", valorOriginal: "0,10", quantidadeMeses: 12, taxaJurosMes: 0, taxaAtraso: 0 },
      { valorOriginal: ["Valor deve ser de pelo menos R$ 0,01 por parcela"] },
    ],
    [
      "total além do que o banco guarda",
      { modalidade: "parcelado", valorOriginal: "90.000.000,00", quantidadeMeses: 12, taxaJurosMes: 10, taxaAtraso: 0 },
      { valorOriginal: ["O total do empréstimo ultrapassa o limite de R$ 99.999.999,99"] },
    ],
  ])("%s", (_nome, entrada, esperado) => {
    expect(mensagens(linkCadastroSchema, entrada)).toEqual(esperado);
  });

  it("o formulário do credor recusa 1.500 com a mesma mensagem e aceita 1.500,00", () => {
    const termos = { modalidade: "mensal", prazoDias: "30", taxaJuros: "10", taxaAtraso: "1", validadeDias: "7" };
    expect(mensagens(linkFormularioSchema, { ...termos, valorOriginal: "1.500" })).toEqual({ valorOriginal: ["Valor inválido"] });
    expect(aceito(linkFormularioSchema, { ...termos, valorOriginal: "1.500,00" }).valorOriginal).toBe(150000);
  });
});
