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

  describe("the contract's signature (issue 29)", () => {
    const PREENCHIDO = { ...VAZIO, nome: "Ana Lima", cpf: "529.982.247-25", telefone: "(11) 91234-5678", pix: "ana@pix.com", aceitaTermos: true };

    it("the page's empty signature is refused with the other messages", () => {
      const r = validarCadastro({ ...VAZIO, nomeAssinatura: "" }, false);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.erros.nomeAssinatura).toBe("Digite seu nome completo para assinar.");
    });

    it("a signature that is not the name typed above is refused; accents, case and spaces do not count", () => {
      expect(validarCadastro({ ...PREENCHIDO, nomeAssinatura: "Beatriz Souza" }, false)).toEqual({
        ok: false,
        erros: { nomeAssinatura: "Digite seu nome completo exatamente como está no contrato." },
      });
      const r = validarCadastro({ ...PREENCHIDO, nomeAssinatura: "  ána   LIMA " }, false);
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.valor.nomeAssinatura).toBe("ána   LIMA");
    });
  });
});
