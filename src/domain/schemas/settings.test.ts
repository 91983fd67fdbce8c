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

describe("recebedor do PIX copia e cola", () => {
  const base = { chavePix: "pix@exemplo.com" };

  it("guarda como digitado, sem espaços sobrando; vazio apaga; ausente mantém", () => {
    expect(aceito(configuracoesSchema, { ...base, nomeRecebedor: "  Maria   da Silva ", cidadeRecebedor: " São Paulo " })).toMatchObject({
      nomeRecebedor: "Maria da Silva",
      cidadeRecebedor: "São Paulo",
    });
    expect(aceito(configuracoesSchema, { ...base, nomeRecebedor: "", cidadeRecebedor: null })).toMatchObject({ nomeRecebedor: null, cidadeRecebedor: null });
    const semCampos = aceito(configuracoesSchema, base);
    expect(semCampos.nomeRecebedor).toBeUndefined();
    expect(semCampos.cidadeRecebedor).toBeUndefined();
  });

  it("nome até 25 e cidade até 15 caracteres; acentos contam uma vez", () => {
    // "e" + combining acute is one character once composed.
    const acentoSeparado = "Jose\u0301 ".repeat(5).trim();
    expect(aceito(configuracoesSchema, { ...base, nomeRecebedor: "A".repeat(25), cidadeRecebedor: "Ribeirão Branco" })).toMatchObject({
      nomeRecebedor: "A".repeat(25),
      cidadeRecebedor: "Ribeirão Branco",
    });
    expect(aceito(configuracoesSchema, { ...base, nomeRecebedor: acentoSeparado }).nomeRecebedor).toHaveLength(24);
    expect(mensagens(configuracoesSchema, { ...base, nomeRecebedor: "A".repeat(26), cidadeRecebedor: "Ribeirão Pires SP" })).toEqual({
      nomeRecebedor: ["Nome do recebedor deve ter no máximo 25 caracteres"],
      cidadeRecebedor: ["Cidade deve ter no máximo 15 caracteres"],
    });
  });

  it("precisa de uma letra ou número que o código aceite", () => {
    expect(mensagens(configuracoesSchema, { ...base, nomeRecebedor: "✓✓✓", cidadeRecebedor: "--" })).toEqual({
      nomeRecebedor: ["Nome do recebedor deve ter ao menos uma letra ou número"],
      cidadeRecebedor: ["Cidade deve ter ao menos uma letra ou número"],
    });
  });
});
