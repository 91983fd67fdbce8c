import { describe, expect, it } from "vitest";
import { configuracoesSchema, documentoCredorValido } from "./settings.ts";

// Issue 29: the lender's 'CPF ou CNPJ do credor', checked by its check digits.
describe("documentoCredorValido", () => {
  it.each(["52998224725", "529.982.247-25", "11222333000181", "11.222.333/0001-81"])("aceita %s", (v) => expect(documentoCredorValido(v)).toBe(true));
  it.each(["529.982.247-24", "11.222.333/0001-82", "111.111.111-11", "11111111111111", "1234567890", "5299822472A", "529982247250"])("recusa %s", (v) =>
    expect(documentoCredorValido(v)).toBe(false),
  );
  it("o esquema guarda só os dígitos; vazio apaga; ausente mantém", () => {
    expect(configuracoesSchema.parse({ chavePix: "a@b.com", documentoCredor: " 11.222.333/0001-81 " }).documentoCredor).toBe("11222333000181");
    expect(configuracoesSchema.parse({ chavePix: "a@b.com", documentoCredor: "" }).documentoCredor).toBeNull();
    expect(configuracoesSchema.parse({ chavePix: "a@b.com" }).documentoCredor).toBeUndefined();
  });
});
