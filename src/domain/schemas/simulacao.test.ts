import { describe, expect, it } from "vitest";
import { MENSAGENS_SIMULACAO, simulacaoSchema } from "./simulacao.ts";

const valido = { valorOriginal: "1.000,00", quantidadeParcelas: 20, periodicidade: "diaria", taxaTotal: "20" };
const erros = (entrada: unknown) => {
  const r = simulacaoSchema.safeParse(entrada);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("simulacaoSchema", () => {
  it("lê os termos como os formulários os digitam; multa e atraso são zero quando faltam", () => {
    expect(simulacaoSchema.parse(valido)).toEqual({
      valorOriginal: 100_000,
      quantidadeParcelas: 20,
      periodicidade: "diaria",
      taxaJuros: undefined,
      taxaTotal: 2000,
      multaAtraso: 0,
      taxaAtraso: 0,
      taxaAtrasoTipo: "percentual",
      dataInicio: undefined,
    });
    expect(
      simulacaoSchema.parse({ ...valido, taxaTotal: undefined, taxaJuros: 1.5, multaAtraso: "2", taxaAtraso: "0,5", dataInicio: "2027-02-01" }),
    ).toMatchObject({
      taxaJuros: 150,
      multaAtraso: 200,
      taxaAtraso: 50,
      dataInicio: "2027-02-01",
    });
  });

  it.each([
    [{ ...valido, quantidadeParcelas: 0 }, "quantidadeParcelas", MENSAGENS_SIMULACAO.parcelasInvalido],
    [{ ...valido, quantidadeParcelas: 401 }, "quantidadeParcelas", MENSAGENS_SIMULACAO.parcelasInvalido],
    [{ ...valido, quantidadeParcelas: 2.5 }, "quantidadeParcelas", MENSAGENS_SIMULACAO.parcelasInvalido],
    [{ ...valido, periodicidade: "anual" }, "periodicidade", MENSAGENS_SIMULACAO.periodicidade],
    [{ ...valido, taxaTotal: undefined }, "taxaJuros", MENSAGENS_SIMULACAO.taxaFaltando],
    [{ ...valido, taxaJuros: "1" }, "taxaTotal", MENSAGENS_SIMULACAO.taxaDuplicada],
    [{ ...valido, multaAtraso: "20,01" }, "multaAtraso", MENSAGENS_SIMULACAO.multaInvalida],
    [{ ...valido, multaAtraso: "-1" }, "multaAtraso", MENSAGENS_SIMULACAO.multaInvalida],
    [{ ...valido, valorOriginal: "0,19" }, "valorOriginal", "Valor deve ser de pelo menos R$ 0,01 por parcela"],
    [{ ...valido, valorOriginal: "99.999.999,99", taxaTotal: "1" }, "valorOriginal", "O total do empréstimo ultrapassa o limite de R$ 99.999.999,99"],
    [{ ...valido, valorOriginal: undefined }, "valorOriginal", "Valor obrigatório"],
    [{ ...valido, dataInicio: "2027-02-30" }, "dataInicio", "Data de início inválida"],
  ])("recusa %j com a mensagem do campo", (entrada, campo, mensagem) => {
    expect(erros(entrada)[campo]).toBe(mensagem);
  });

  it("a multa de 20 % exatos é aceita", () => {
    expect(simulacaoSchema.parse({ ...valido, multaAtraso: "20" }).multaAtraso).toBe(2000);
  });
});
