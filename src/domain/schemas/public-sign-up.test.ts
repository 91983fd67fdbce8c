import { describe, expect, it } from "vitest";
import { cadastroPublicoSchema, cadastroPublicoSchemaPara } from "./public-sign-up.ts";
import { aceito, mensagens } from "./test-helpers.ts";

const valido = { nome: "João Souza", cpf: "12345678909", telefone: "11912345678", pix: "12345678909", aceitaTermos: true };

describe("cadastro público", () => {
  it("aceita e normaliza como um cliente", () => {
    expect(aceito(cadastroPublicoSchema, { ...valido, cpf: "123.456.789-09" })).toEqual({
      ...valido,
      documentoIdentidadeUrl: null,
      comprovanteEnderecoUrl: null,
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ["termos não aceitos", { aceitaTermos: false }, { aceitaTermos: ["Você deve aceitar os termos"] }],
    ["termos ausentes", { aceitaTermos: undefined }, { aceitaTermos: ["Você deve aceitar os termos"] }],
    ["CPF inválido", { cpf: "12345678900" }, { cpf: ["CPF inválido"] }],
    ["nome curto", { nome: "Jo" }, { nome: ["Nome deve ter pelo menos 3 caracteres"] }],
  ])("%s", (_nome, campos, esperado) => {
    expect(mensagens(cadastroPublicoSchema, { ...valido, ...campos })).toEqual(esperado);
  });

  it("link que exige documentos: os dois envios são obrigatórios", () => {
    const exige = cadastroPublicoSchemaPara(true);
    expect(mensagens(exige, valido)).toEqual({
      documentoIdentidadeUrl: ["Documentos obrigatórios"],
      comprovanteEnderecoUrl: ["Documentos obrigatórios"],
    });
    expect(mensagens(exige, { ...valido, documentoIdentidadeUrl: "doc-1" })).toEqual({ comprovanteEnderecoUrl: ["Documentos obrigatórios"] });
    expect(mensagens(exige, { ...valido, documentoIdentidadeUrl: "doc-1", comprovanteEnderecoUrl: "doc-2" })).toEqual({});
    expect(mensagens(cadastroPublicoSchemaPara(false), valido)).toEqual({});
  });
});
