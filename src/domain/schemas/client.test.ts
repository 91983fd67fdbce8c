import { describe, expect, it } from "vitest";
import { clienteSchema } from "./client.ts";
import { aceito, mensagens } from "./test-helpers.ts";

const valido = { nome: "Maria Silva", cpf: "529.982.247-25", telefone: "(11) 91234-5678", pix: "maria@exemplo.com" };

describe("cliente", () => {
  it("normaliza: nome sem espaços nas pontas, CPF e telefone só com dígitos", () => {
    expect(aceito(clienteSchema, { ...valido, nome: "  Maria Silva  " })).toEqual({
      nome: "Maria Silva",
      cpf: "52998224725",
      telefone: "11912345678",
      pix: "maria@exemplo.com",
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ["nome curto", { nome: "Jo" }, { nome: ["Nome deve ter pelo menos 3 caracteres"] }],
    ["nome só com espaços", { nome: "   ab   " }, { nome: ["Nome deve ter pelo menos 3 caracteres"] }],
    ["CPF com 10 dígitos", { cpf: "1234567890" }, { cpf: ["CPF deve ter 11 dígitos"] }],
    ["CPF com letras", { cpf: "1234567890a" }, { cpf: ["CPF deve ter 11 dígitos"] }],
    ["CPF com dígito errado", { cpf: "12345678900" }, { cpf: ["CPF inválido"] }],
    ["CPF repetido", { cpf: "111.111.111-11" }, { cpf: ["CPF inválido"] }],
    ["telefone curto", { telefone: "(11) 1234" }, { telefone: ["Telefone inválido"] }],
    ["telefone com pontuação mas poucos dígitos", { telefone: "11-12-34-56" }, { telefone: ["Telefone inválido"] }],
    ["telefone longo demais", { telefone: "1".repeat(21) }, { telefone: ["Telefone inválido"] }],
    ["PIX vazio", { pix: "  " }, { pix: ["Chave PIX obrigatória"] }],
  ])("%s", (_nome, campos, esperado) => {
    expect(mensagens(clienteSchema, { ...valido, ...campos })).toEqual(esperado);
  });

  it("campos ausentes dão as mensagens do formulário", () => {
    expect(mensagens(clienteSchema, {})).toEqual({
      nome: ["Nome deve ter pelo menos 3 caracteres"],
      cpf: ["CPF deve ter 11 dígitos"],
      telefone: ["Telefone inválido"],
      pix: ["Chave PIX obrigatória"],
    });
  });
});
