import { describe, expect, it } from "vitest";
import { descricaoTermos, rotuloStatusLink, termosDoLink, urlDoLink, type LinkCadastro } from "./link-termos.ts";

function link(parcial: Partial<LinkCadastro> = {}): LinkCadastro {
  return {
    id: "l1",
    token: "abc_DEF-123",
    status: "ativo",
    nomeDestinatario: null,
    modalidade: "mensal",
    valorOriginal: "1000.00",
    prazoDias: 30,
    taxaJuros: "10.00",
    quantidadeMeses: null,
    taxaJurosMes: null,
    taxaAtraso: "1.00",
    taxaAtrasoTipo: "percentual",
    exigirDocumentos: false,
    dataInicio: "2026-03-10",
    dataCriacao: "2026-03-10T12:00:00.000Z",
    dataExpiracao: "2026-03-17T12:00:00.000Z",
    emprestimoId: null,
    cliente: null,
    periodicidade: "mensal",
    taxaTotal: null,
    multaAtraso: "0.00",
    ...parcial,
  };
}

describe("link terms", () => {
  it("builds the public address without doubling slashes", () => {
    expect(urlDoLink("https://app.exemplo.com.br/", "abc_DEF-123")).toBe("https://app.exemplo.com.br/cadastro/abc_DEF-123");
  });

  it("describes mensal and parcelado terms with the borrower's totals", () => {
    expect(descricaoTermos(termosDoLink(link()))).toBe("Mensal · 10,00% a cada 30 dias · total R$ 1.100,00");
    expect(descricaoTermos(termosDoLink(link({ modalidade: "parcelado", prazoDias: null, taxaJuros: null, quantidadeMeses: 3, taxaJurosMes: "10.00" })))).toBe(
      "Parcelado · 3x de R$ 433,33 · 10,00% ao mês · total R$ 1.300,00",
    );
  });

  it("reads unknown data as no terms, and unknown statuses as their raw text", () => {
    expect(termosDoLink(link({ modalidade: "semanal" as never }))).toBeNull();
    expect(termosDoLink(link({ valorOriginal: "mil" }))).toBeNull();
    expect(rotuloStatusLink("utilizado")).toBe("Utilizado");
    expect(rotuloStatusLink("outro")).toBe("outro");
  });
});
