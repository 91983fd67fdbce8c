import { describe, expect, it } from "vitest";
import { tipoChavePix } from "./pix.ts";

describe("tipo da chave PIX", () => {
  it.each([
    ["529.982.247-25", "cpf"],
    ["52998224725", "cpf"],
    ["11.222.333/0001-81", "cnpj"],
    ["11222333000181", "cnpj"],
    ["maria@exemplo.com.br", "email"],
    ["+5511912345678", "telefone"],
    ["+55 (11) 91234-5678", "telefone"],
    ["123e4567-e89b-42d3-a456-426614174000", "aleatoria"],
  ])("%s é %s", (chave, tipo) => {
    expect(tipoChavePix(chave)).toBe(tipo);
  });

  it.each([["52998224724"], ["11222333000182"], ["11111111111"], ["maria@"], ["11912345678"], ["+1 555 1234567"], ["chave qualquer"], [""]])(
    "%s é recusada",
    (chave) => {
      expect(tipoChavePix(chave)).toBeNull();
    },
  );
});
