import { describe, expect, it } from "vitest";
import { validarCadastro } from "./validacao.ts";

const VAZIO = { nome: "", cpf: "", telefone: "", pix: "", aceitaTermos: false, documentoIdentidadeUrl: null, comprovanteEnderecoUrl: null };

describe("validarCadastro", () => {
  it("an empty form with documents required shows every message at once", () => {
    expect(validarCadastro(VAZIO, true)).toEqual({
      ok: false,
      erros: {
        nome: "Nome deve ter pelo menos 3 caracteres",
        cpf: "CPF deve ter 11 dígitos",
        telefone: "Telefone inválido",
        pix: "Chave PIX obrigatória",
        aceitaTermos: "Você deve aceitar os termos",
        documentoIdentidadeUrl: "Documentos obrigatórios",
        comprovanteEnderecoUrl: "Documentos obrigatórios",
      },
    });
  });

  it("documents are not asked for when the link does not require them", () => {
    const r = validarCadastro(VAZIO, false);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.erros)).not.toContain("documentoIdentidadeUrl");
  });

  it("a valid form gives the schema's output (digits only)", () => {
    const r = validarCadastro(
      {
        ...VAZIO,
        nome: "Ana Lima",
        cpf: "529.982.247-25",
        telefone: "(11) 91234-5678",
        pix: "ana@pix.com",
        aceitaTermos: true,
        documentoIdentidadeUrl: "/api/documentos/1",
        comprovanteEnderecoUrl: "/api/documentos/2",
      },
      true,
    );
    expect(r).toEqual({
      ok: true,
      valor: {
        nome: "Ana Lima",
        cpf: "52998224725",
        telefone: "11912345678",
        pix: "ana@pix.com",
        aceitaTermos: true,
        documentoIdentidadeUrl: "/api/documentos/1",
        comprovanteEnderecoUrl: "/api/documentos/2",
      },
    });
  });
});
