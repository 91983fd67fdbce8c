import { describe, expect, it } from "vitest";
import { configuracoesSchema } from "./settings.ts";
import { aceito, mensagens } from "./test-helpers.ts";

describe("configurações", () => {
  it.each<[Record<string, unknown>, Record<string, unknown>]>([
    [
      { chavePix: " +5511912345678 ", telefoneWhatsapp: "+55 11 91234-5678" },
      { chavePix: "+5511912345678", telefoneWhatsapp: "+55 11 91234-5678" },
    ],
    [
      { chavePix: "pix@exemplo.com", telefoneWhatsapp: "" },
      { chavePix: "pix@exemplo.com", telefoneWhatsapp: null },
    ],
    [{ chavePix: "pix@exemplo.com" }, { chavePix: "pix@exemplo.com", telefoneWhatsapp: null }],
  ])("%j", (entrada, esperado) => {
    expect(aceito(configuracoesSchema, entrada)).toEqual(esperado);
  });

  it("chave PIX obrigatória e telefone até 20 caracteres", () => {
    expect(mensagens(configuracoesSchema, { chavePix: "" })).toEqual({ chavePix: ["Chave PIX obrigatória"] });
    expect(mensagens(configuracoesSchema, {})).toEqual({ chavePix: ["Chave PIX obrigatória"] });
    expect(mensagens(configuracoesSchema, { chavePix: "11912345678" })).toEqual({
      chavePix: ["Chave PIX inválida. Use CPF, CNPJ, e-mail, telefone com +55 ou chave aleatória."],
    });
    expect(mensagens(configuracoesSchema, { chavePix: "pix@exemplo.com", telefoneWhatsapp: "1".repeat(21) })).toEqual({
      telefoneWhatsapp: ["Telefone deve ter no máximo 20 caracteres"],
    });
  });
});
