import { describe, expect, it } from "vitest";
import { emprestimoManualSchema } from "./manual-loan.ts";
import { MENSAGENS_LINK, linkCadastroSchema } from "./sign-up-link.ts";
import { aceito, mensagens } from "./test-helpers.ts";

const clienteId = "4235eef8-b4f3-4f4a-b6db-03c8401b465d";
const valido = { clienteId, valorOriginal: "1.000,00", prazoDias: "30", taxaJuros: "10", taxaAtraso: "1", taxaAtrasoTipo: "percentual" };

describe("empréstimo manual", () => {
  it("converte textos do formulário em centavos e centésimos", () => {
    expect(aceito(emprestimoManualSchema, { ...valido, dataInicio: "2026-01-15" })).toEqual({
      clienteId,
      modalidade: "mensal",
      periodicidade: "mensal",
      valorOriginal: 100000,
      prazoDias: 30,
      taxaJuros: 1000,
      taxaAtraso: 100,
      taxaAtrasoTipo: "percentual",
      dataInicio: "2026-01-15",
    });
  });

  it("aceita números do JSON, tipo padrão percentual e data vazia como ausente", () => {
    const { taxaAtrasoTipo: _omitido, ...semTipo } = valido;
    expect(aceito(emprestimoManualSchema, { ...semTipo, valorOriginal: 1500.5, prazoDias: 15, taxaJuros: 5.25, taxaAtraso: 0.5, dataInicio: "" })).toEqual({
      clienteId,
      modalidade: "mensal",
      periodicidade: "mensal",
      valorOriginal: 150050,
      prazoDias: 15,
      taxaJuros: 525,
      taxaAtraso: 50,
      taxaAtrasoTipo: "percentual",
      dataInicio: undefined,
    });
  });

  it("fixo: taxa de atraso em reais por dia, acima de 999,99 permitido", () => {
    expect(aceito(emprestimoManualSchema, { ...valido, taxaAtrasoTipo: "fixo", taxaAtraso: "R$ 1.500,00" }).taxaAtraso).toBe(150000);
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ["valor vazio", { valorOriginal: "" }, { valorOriginal: ["Valor obrigatório"] }],
    ["valor ausente", { valorOriginal: undefined }, { valorOriginal: ["Valor obrigatório"] }],
    ["valor NaN (input numérico vazio)", { valorOriginal: Number.NaN }, { valorOriginal: ["Valor obrigatório"] }],
    ["valor zero", { valorOriginal: "0,00" }, { valorOriginal: ["Valor deve ser maior que zero"] }],
    ["valor negativo", { valorOriginal: "-10" }, { valorOriginal: ["Valor inválido"] }],
    ["valor com 3 casas", { valorOriginal: "10,123" }, { valorOriginal: ["Valor inválido"] }],
    ["valor acima do limite", { valorOriginal: "100.000.000,00" }, { valorOriginal: ["Valor inválido"] }],
    // DOMAIN.md: a dot and three digits is three decimals, never thousands.
    ["valor 1.500 (ponto e três dígitos)", { valorOriginal: "1.500" }, { valorOriginal: ["Valor inválido"] }],
    ["valor 12.345", { valorOriginal: "12.345" }, { valorOriginal: ["Valor inválido"] }],
    ["valor 1.234.567 (milhares sem vírgula)", { valorOriginal: "1.234.567" }, { valorOriginal: ["Valor inválido"] }],
    ["taxa de atraso fixa 1.500", { taxaAtrasoTipo: "fixo", taxaAtraso: "1.500" }, { taxaAtraso: ["Taxa de atraso inválida"] }],
    ["prazo vazio", { prazoDias: "" }, { prazoDias: ["Prazo obrigatório"] }],
    ["prazo zero", { prazoDias: 0 }, { prazoDias: ["Prazo deve ser um número inteiro de 1 a 3650 dias"] }],
    ["prazo fracionário", { prazoDias: "30,5" }, { prazoDias: ["Prazo deve ser um número inteiro de 1 a 3650 dias"] }],
    ["prazo acima de 3650", { prazoDias: 3651 }, { prazoDias: ["Prazo deve ser um número inteiro de 1 a 3650 dias"] }],
    ["taxa de juros vazia", { taxaJuros: "" }, { taxaJuros: ["Taxa de juros obrigatória"] }],
    ["taxa de juros acima de 999,99", { taxaJuros: "1000" }, { taxaJuros: ["Taxa de juros deve estar entre 0 e 999,99"] }],
    ["taxa de atraso vazia", { taxaAtraso: "" }, { taxaAtraso: ["Taxa de atraso obrigatória"] }],
    ["taxa de atraso ausente", { taxaAtraso: undefined }, { taxaAtraso: ["Taxa de atraso obrigatória"] }],
    ["taxa de atraso percentual acima de 999,99", { taxaAtraso: "1.000" }, { taxaAtraso: ["Taxa de atraso inválida"] }],
    ["tipo de taxa desconhecido", { taxaAtrasoTipo: "diario" }, { taxaAtrasoTipo: ["Tipo de taxa de atraso deve ser percentual ou fixo"] }],
    ["data inexistente", { dataInicio: "2026-02-30" }, { dataInicio: ["Data de início inválida"] }],
    ["data no formato brasileiro", { dataInicio: "15/01/2026" }, { dataInicio: ["Data de início inválida"] }],
    ["data do ano 9999", { dataInicio: "9999-12-31" }, { dataInicio: ["O ano deve estar entre 1900 e 2100"] }],
    ["data antes de 1900", { dataInicio: "1899-12-31" }, { dataInicio: ["O ano deve estar entre 1900 e 2100"] }],
    ["data do ano 0000", { dataInicio: "0000-01-01" }, { dataInicio: ["Data de início inválida"] }],
    ["data que não é texto", { dataInicio: 20260115 }, { dataInicio: ["Data de início inválida"] }],
    ["cliente ausente", { clienteId: undefined }, { clienteId: ["Cliente obrigatório"] }],
    ["cliente que não é uuid", { clienteId: "123" }, { clienteId: ["Cliente inválido"] }],
  ])("%s", (_nome, campos, esperado) => {
    expect(mensagens(emprestimoManualSchema, { ...valido, ...campos })).toEqual(esperado);
  });

  describe("parcelado (issue 27): as regras e os textos do link", () => {
    const parcelado = { clienteId, valorOriginal: "1.000,00", modalidade: "parcelado", quantidadeMeses: "3", taxaJurosMes: "10", taxaAtraso: "1" };

    it("lê meses e taxa ao mês e descarta os campos do mensal", () => {
      expect(aceito(emprestimoManualSchema, { ...parcelado, prazoDias: "30", taxaJuros: "5" })).toEqual({
        clienteId,
        modalidade: "parcelado",
        periodicidade: "mensal",
        valorOriginal: 100000,
        quantidadeMeses: 3,
        taxaJurosMes: 1000,
        taxaAtraso: 100,
        taxaAtrasoTipo: "percentual",
      });
    });

    it("o mensal descarta meses e taxa ao mês", () => {
      const saida = aceito(emprestimoManualSchema, { ...valido, quantidadeMeses: "3", taxaJurosMes: "10" });
      expect(saida.quantidadeMeses).toBeUndefined();
      expect(saida.taxaJurosMes).toBeUndefined();
    });

    it.each<[string, Record<string, unknown>]>([
      ["sem meses nem taxa", { quantidadeMeses: "", taxaJurosMes: undefined }],
      ["meses zero", { quantidadeMeses: 0 }],
      ["meses acima de 120", { quantidadeMeses: "121" }],
      ["meses fracionário", { quantidadeMeses: "2,5" }],
      ["taxa ao mês acima de 999,99", { taxaJurosMes: "1000" }],
      ["menos de R$ 0,01 por parcela", { valorOriginal: "0,02" }],
      ["total acima do limite", { valorOriginal: "9.000.000,00", quantidadeMeses: 120, taxaJurosMes: "100" }],
      ["modalidade desconhecida", { modalidade: "semanal" }],
    ])("%s: as mesmas mensagens do link", (_nome, campos) => {
      const doLink = mensagens(linkCadastroSchema, { ...parcelado, ...campos });
      expect(Object.keys(doLink).length).toBeGreaterThan(0);
      expect(mensagens(emprestimoManualSchema, { ...parcelado, ...campos })).toEqual(doLink);
    });

    it("campos ausentes e inválidos saem juntos, numa passada", () => {
      expect(mensagens(emprestimoManualSchema, { clienteId, modalidade: "parcelado", valorOriginal: "abc", taxaAtraso: "" })).toEqual({
        valorOriginal: ["Valor inválido"],
        quantidadeMeses: [MENSAGENS_LINK.mesesObrigatorio],
        taxaJurosMes: [MENSAGENS_LINK.taxaObrigatoria],
        taxaAtraso: ["Taxa de atraso obrigatória"],
      });
    });

    it("um corpo que não é objeto recebe só a sua mensagem", () => {
      expect(Object.keys(mensagens(emprestimoManualSchema, null))).toEqual(["_"]);
    });
  });
});
