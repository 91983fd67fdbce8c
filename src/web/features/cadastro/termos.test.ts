import { describe, expect, it } from "vitest";
import type { LinkCadastroPublico } from "./api.ts";
import { ofertaDoLink } from "./termos.ts";

function link(parcial: Partial<LinkCadastroPublico> = {}): LinkCadastroPublico {
  return {
    status: "ativo",
    nomeCredor: null,
    modalidade: "parcelado",
    valorOriginal: "1000.00",
    prazoDias: null,
    taxaJuros: null,
    quantidadeMeses: 3,
    taxaJurosMes: "10.00",
    taxaAtraso: "1.00",
    taxaAtrasoTipo: "percentual",
    exigirDocumentos: true,
    dataInicio: "2026-03-10",
    dataExpiracao: "2026-03-17T12:00:00.000Z",
    totalAPagar: "1300.00",
    taxaEfetivaMensal: "14.0225",
    taxaEfetivaAnual: "382.9334",
    periodicidade: "mensal",
    taxaTotal: null,
    multaAtraso: "0.00",
    parcelas: null,
    ...parcial,
  };
}

describe("ofertaDoLink", () => {
  it("parcelado: total = P + P × r / 100 × n, installment = total / n", () => {
    const oferta = ofertaDoLink(link());
    expect(oferta?.totais).toMatchObject({ modalidade: "parcelado", total: 130_000, juros: 30_000, valorParcela: 43_333 });
  });

  it("mensal: total = P + P × r / 100", () => {
    const oferta = ofertaDoLink(link({ modalidade: "mensal", prazoDias: 30, taxaJuros: "10.00", quantidadeMeses: null, taxaJurosMes: null }));
    expect(oferta?.totais).toEqual({ modalidade: "mensal", total: 110_000, juros: 10_000 });
  });

  it("terms the rules cannot read give no offer (the page reads as unavailable)", () => {
    expect(ofertaDoLink(link({ modalidade: "semanal" as never }))).toBeNull();
    expect(ofertaDoLink(link({ quantidadeMeses: null }))).toBeNull();
    expect(ofertaDoLink(link({ valorOriginal: "abc" }))).toBeNull();
  });
});
