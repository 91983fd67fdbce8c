import { describe, expect, it } from "vitest";
import { ESTADO_INICIAL, reduzirCadastro, type AcaoCadastro, type EstadoCadastro, type ValidarCadastro } from "./estado-do-formulario.ts";
import { validarCadastro } from "./validacao.ts";

// The real shared schema, as the page loads it on the first send.
const comDocumentos: ValidarCadastro = (valores) => validarCadastro(valores, true);
const semDocumentos: ValidarCadastro = (valores) => validarCadastro(valores, false);

const aplicar = (acoes: AcaoCadastro[], inicio: EstadoCadastro = ESTADO_INICIAL) => acoes.reduce(reduzirCadastro, inicio);

const enviarVazio: AcaoCadastro[] = [{ tipo: "enviar" }, { tipo: "verificar", resultado: comDocumentos(ESTADO_INICIAL.valores) }];

describe("reduzirCadastro", () => {
  it("nothing is checked while typing before the first send", () => {
    const estado = aplicar([{ tipo: "mudar", campo: "cpf", valor: "123", validar: comDocumentos }]);
    expect(estado.valores.cpf).toBe("123");
    expect(estado.erros).toEqual({});
    expect(estado.verificado).toBe(false);
  });

  it("a refused send shows every message, enables the form again and asks for the focus", () => {
    const durante = aplicar([{ tipo: "enviar" }]);
    expect(durante.enviando).toBe(true);
    const estado = aplicar(enviarVazio);
    expect(estado.enviando).toBe(false);
    expect(estado.verificado).toBe(true);
    expect(estado.recusas).toBe(1);
    expect(estado.erros).toEqual({
      nome: "Nome deve ter pelo menos 3 caracteres",
      cpf: "CPF deve ter 11 dígitos",
      telefone: "Telefone inválido",
      pix: "Chave PIX obrigatória",
      aceitaTermos: "Você deve aceitar os termos",
      documentoIdentidadeUrl: "Documentos obrigatórios",
      comprovanteEnderecoUrl: "Documentos obrigatórios",
      // Issue 29: the page signs the contract with the typed name.
      nomeAssinatura: "Digite seu nome completo para assinar.",
    });
    expect(aplicar(enviarVazio, estado).recusas).toBe(2);
  });

  it("after a send, a change checks that field again and only that one", () => {
    const depois = aplicar(enviarVazio);
    const nomeValido = aplicar([{ tipo: "mudar", campo: "nome", valor: "Ana Lima", validar: comDocumentos }], depois);
    expect(nomeValido.erros.nome).toBeUndefined();
    expect(nomeValido.erros.cpf).toBe("CPF deve ter 11 dígitos");
    const cpfIncompleto = aplicar([{ tipo: "mudar", campo: "cpf", valor: "5299822472", validar: comDocumentos }], nomeValido);
    expect(cpfIncompleto.erros.cpf).toBe("CPF deve ter 11 dígitos");
    const documento = aplicar([{ tipo: "mudar", campo: "documentoIdentidadeUrl", valor: "/api/documentos/1", validar: comDocumentos }], cpfIncompleto);
    expect(documento.erros.documentoIdentidadeUrl).toBeUndefined();
    expect(documento.erros.comprovanteEnderecoUrl).toBe("Documentos obrigatórios");
    const termos = aplicar([{ tipo: "mudar", campo: "aceitaTermos", valor: true, validar: comDocumentos }], documento);
    expect(termos.erros.aceitaTermos).toBeUndefined();
    // A field made invalid again gets its message back.
    const nomeCurto = aplicar([{ tipo: "mudar", campo: "nome", valor: "An", validar: comDocumentos }], termos);
    expect(nomeCurto.erros.nome).toBe("Nome deve ter pelo menos 3 caracteres");
  });

  it("a valid send clears the messages and stays busy until the server answers", () => {
    const valores = {
      ...ESTADO_INICIAL.valores,
      nome: "Ana Lima",
      cpf: "52998224725",
      telefone: "(11) 91234-5678",
      pix: "ana@pix.com",
      aceitaTermos: true,
      nomeAssinatura: "Ana Lima",
    };
    const estado = aplicar([{ tipo: "enviar" }, { tipo: "verificar", resultado: semDocumentos(valores) }], { ...aplicar(enviarVazio), valores });
    expect(estado.erros).toEqual({});
    expect(estado.enviando).toBe(true);
    expect(aplicar([{ tipo: "concluido" }], estado).enviando).toBe(false);
  });

  it("the server's messages go under this form's fields; others are left out", () => {
    const estado = aplicar([
      { tipo: "enviar" },
      {
        tipo: "verificar",
        resultado: { ok: true, valor: { ...ESTADO_INICIAL.valores, aceitaTermos: true, documentoIdentidadeUrl: null, comprovanteEnderecoUrl: null } },
      },
      { tipo: "recusado", erros: { cpf: "CPF inválido", clienteId: "não é deste formulário" } },
    ]);
    expect(estado.enviando).toBe(false);
    expect(estado.erros).toEqual({ cpf: "CPF inválido" });
  });

  it("a server message stays until its own field changes", () => {
    const valores = {
      ...ESTADO_INICIAL.valores,
      nome: "Ana Lima",
      cpf: "52998224725",
      telefone: "11912345678",
      pix: "ana@pix.com",
      aceitaTermos: true,
      nomeAssinatura: "Ana Lima",
    };
    const recusado = aplicar(
      [{ tipo: "enviar" }, { tipo: "verificar", resultado: semDocumentos(valores) }, { tipo: "recusado", erros: { cpf: "CPF já cadastrado" } }],
      { ...ESTADO_INICIAL, valores },
    );
    const outroCampo = aplicar([{ tipo: "mudar", campo: "nome", valor: "Ana Lima Souza", validar: semDocumentos }], recusado);
    expect(outroCampo.erros).toEqual({ cpf: "CPF já cadastrado" });
    const mesmoCampo = aplicar([{ tipo: "mudar", campo: "cpf", valor: "11144477735", validar: semDocumentos }], outroCampo);
    expect(mesmoCampo.erros).toEqual({});
  });

  it("a schema that could not be fetched leaves the form usable and unchecked", () => {
    const estado = aplicar([{ tipo: "enviar" }, { tipo: "interromper" }]);
    expect(estado).toEqual(ESTADO_INICIAL);
  });
});
