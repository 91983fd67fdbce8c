import { describe, expect, it } from "vitest";
import { errosDeCampo } from "./erros-de-campo.ts";

describe("errosDeCampo", () => {
  it("reads the field messages of a 400 answer", () => {
    const erro = new Error('400: {"message":"Dados inválidos","errors":{"cpf":"CPF inválido","telefone":["Telefone inválido"]}}');
    expect(errosDeCampo(erro)).toEqual({ cpf: "CPF inválido", telefone: "Telefone inválido" });
  });

  it("is empty for answers without field errors and for anything else", () => {
    expect(errosDeCampo(new Error('409: {"message":"Já existe um cliente com este CPF"}'))).toEqual({});
    expect(errosDeCampo(new Error("502: <html>Bad Gateway</html>"))).toEqual({});
    expect(errosDeCampo(new TypeError("Failed to fetch"))).toEqual({});
    expect(errosDeCampo("texto")).toEqual({});
  });
});
