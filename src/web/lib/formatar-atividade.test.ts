import { describe, expect, it } from "vitest";
import { formatarValorAuditoria, mudancasDaEntrada, rotuloDaAcao, rotuloDoAtor, rotuloDoCampo, textoDaMudanca } from "./formatar-atividade.ts";

// The 'Atividade' screens read these: the trail's raw values must come out in pt-BR.
const nbsp = (s: string) => s.replace(/\u00a0/g, " ");

describe("rótulos", () => {
  it("names who acted and what was done", () => {
    expect(rotuloDoAtor("credor")).toBe("Você");
    expect(rotuloDoAtor("cliente_link")).toBe("Cliente via link");
    expect(rotuloDoAtor("sistema")).toBe("Sistema");
    expect(rotuloDaAcao("pagamento_estornado")).toBe("Pagamento estornado");
    expect(rotuloDaAcao("acao_nova")).toBe("acao_nova");
  });

  it("labels known fields, in camelCase or snake_case, and turns unknown ones into words", () => {
    expect(rotuloDoCampo("valorRestante")).toBe("Valor restante");
    expect(rotuloDoCampo("valor_restante")).toBe("Valor restante");
    expect(rotuloDoCampo("dataProximoCiclo")).toBe("Próximo vencimento");
    expect(rotuloDoCampo("pix")).toBe("Chave PIX");
    expect(rotuloDoCampo("nomeRecibo")).toBe("Seu nome");
    expect(rotuloDoCampo("campoNovoQualquer")).toBe("Campo novo qualquer");
  });
});

describe("formatarValorAuditoria", () => {
  it.each([
    ["valorRestante", "1500.00", "R$ 1.500,00"],
    ["saldoApos", "0.00", "R$ 0,00"],
    ["valor_principal", "250.5", "R$ 250,50"],
    ["taxaJuros", "10.00", "10,00%"],
    ["status", "aguardando_envio", "Aguardando Envio"],
    ["status", "finalizado", "Finalizado"],
    ["status", "utilizado", "Utilizado"],
    ["tipoPagamento", "juros_apenas", "Apenas juros"],
    ["modalidade", "parcelado", "Parcelado"],
    ["dataProximoCiclo", "2026-12-25", "25/12/2026"],
    ["dataEstorno", "2026-11-25T15:30:00.000Z", "25/11/2026 12:30"],
    ["cpf", "52998224725", "529.982.247-25"],
    ["telefone", "11912345678", "(11) 91234-5678"],
    ["nome", "anonimizado", "anonimizado"],
    ["cpf", "anonimizado", "anonimizado"],
    ["telefone", "anonimizado", "anonimizado"],
    ["estornado", true, "Sim"],
    ["observacao", null, "—"],
    ["cicloAtual", 3, "3"],
    ["motivo", "Pagamento lançado em dobro", "Pagamento lançado em dobro"],
    ["tipo", "comprovante", "Comprovante de endereço"],
    ["tipo", "bonus", "Bônus"],
  ])("%s %j → %s", (campo, valor, esperado) => {
    expect(nbsp(formatarValorAuditoria(campo, valor))).toBe(esperado);
  });

  it("reads the late-fee rate as money or percentage by the kind beside it", () => {
    expect(nbsp(formatarValorAuditoria("taxaAtraso", "2.00", { taxaAtrasoTipo: "fixo" }))).toBe("R$ 2,00 por dia");
    expect(nbsp(formatarValorAuditoria("taxaAtraso", "1.00", { taxaAtrasoTipo: "percentual" }))).toBe("1,00% ao dia");
  });
});

describe("mudancasDaEntrada", () => {
  it("pairs before and after in reading order (not the stored key order) and writes 'Campo: antes → depois'", () => {
    const mudancas = mudancasDaEntrada(
      { valorRestante: "1000.00", status: "ativo", dataEstorno: null },
      { valorRestante: "1500.00", status: "atrasado", motivo: "Lançado errado" },
    );
    expect(mudancas.map((m) => nbsp(textoDaMudanca(m)))).toEqual([
      "Motivo do estorno: Lançado errado",
      "Status: Ativo → Atrasado",
      "Valor restante: R$ 1.000,00 → R$ 1.500,00",
    ]);
  });

  it("leaves out ids and the context fields that did not change", () => {
    const mudancas = mudancasDaEntrada(
      { emprestimoId: "e1", valorTotal: "500.00", status: "ativo", cicloAtual: 2 },
      { emprestimoId: "e1", motivoEstorno: "Em dobro", status: "ativo", cicloAtual: 1 },
    );
    expect(mudancas.map((m) => nbsp(textoDaMudanca(m)))).toEqual(["Valor total: R$ 500,00", "Motivo do estorno: Em dobro", "Ciclo: 2 → 1"]);
  });

  it("puts a client's fields as a person reads them, unknown fields last", () => {
    const mudancas = mudancasDaEntrada(null, { pix: "a@b.c", campoNovo: "x", cpf: "52998224725", nome: "Maria", telefone: "11912345678" });
    expect(mudancas.map((m) => m.rotulo)).toEqual(["Nome", "CPF", "Telefone", "Chave PIX", "Campo novo"]);
  });

  it("shows one side for a creation or a deletion", () => {
    expect(mudancasDaEntrada(null, { nome: "Maria" })).toEqual([{ campo: "nome", rotulo: "Nome", antes: null, depois: "Maria" }]);
    expect(mudancasDaEntrada({ nome: "Maria" }, null)).toEqual([{ campo: "nome", rotulo: "Nome", antes: "Maria", depois: null }]);
    expect(mudancasDaEntrada(null, null)).toEqual([]);
  });

  it("leaves out the empty fields of a creation, but not a field emptied by an edit", () => {
    expect(mudancasDaEntrada(null, { dias: 30, descricao: null }).map((m) => m.rotulo)).toEqual(["Dias"]);
    expect(mudancasDaEntrada({ nomeRecibo: "Ana" }, { nomeRecibo: null }).map(textoDaMudanca)).toEqual(["Seu nome: Ana → —"]);
  });
});

describe("dias de cobrança na trilha (issue 43)", () => {
  it("cada opção com o seu rótulo, sim/não, e as datas em dd/MM/yyyy", () => {
    const m = mudancasDaEntrada(
      { cobrarDomingos: false, uf: null, datasSemCobranca: [] },
      { cobrarDomingos: true, uf: "SP", datasSemCobranca: ["2026-12-08", "2027-01-25"] },
    ).map(textoDaMudanca);
    expect(m).toEqual(["Cobrar aos domingos: Não → Sim", "Estado (UF) dos feriados: — → SP", "Datas sem cobrança: — → 08/12/2026, 25/01/2027"]);
  });
});
