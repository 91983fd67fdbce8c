import { describe, expect, it } from "vitest";
import { MENSAGENS_EMPRESTIMO } from "../../../domain/schemas/manual-loan.ts";
import { MENSAGENS_LINK } from "../../../domain/schemas/sign-up-link.ts";
import { MENSAGEM_VALIDADE } from "../../../domain/limites.ts";
import { corpoDoLink, resumoDoFormulario, validarLink, valoresIniciais, type ValoresLink } from "./link-formulario.ts";

const HOJE = "2026-03-10";

function valores(parcial: Partial<ValoresLink> = {}): ValoresLink {
  return { ...valoresIniciais(HOJE), ...parcial };
}

describe("validarLink", () => {
  it("an empty mensal form shows every message of the shared schema at once", () => {
    const r = validarLink(valores());
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.erros).toEqual({
      valorOriginal: MENSAGENS_EMPRESTIMO.valorObrigatorio,
      taxaAtraso: MENSAGENS_EMPRESTIMO.taxaAtrasoObrigatoria,
      prazoDias: MENSAGENS_EMPRESTIMO.prazoObrigatorio,
      taxaJuros: MENSAGENS_LINK.taxaObrigatoria,
    });
    expect(r.erros.valorOriginal).toBe("Valor obrigatório");
    expect(r.erros.taxaJuros).toBe("Taxa obrigatória");
    expect(r.erros.taxaAtraso).toBe("Taxa de atraso obrigatória");
  });

  it("parcelado asks for months and the monthly rate, not for the mensal fields", () => {
    const r = validarLink(valores({ modalidade: "parcelado", valorOriginal: "1.000,00", taxaAtraso: "1" }));
    expect(r).toEqual({ ok: false, erros: { quantidadeMeses: MENSAGENS_LINK.mesesObrigatorio, taxaJurosMes: MENSAGENS_LINK.taxaObrigatoria } });
  });

  it("a value left in the other modality's hidden inputs does not block the form", () => {
    const r = validarLink(
      valores({ modalidade: "parcelado", valorOriginal: "1000", quantidadeMeses: "3", taxaJurosMes: "10", taxaAtraso: "1", prazoDias: "abc", taxaJuros: "x" }),
    );
    expect(r.ok).toBe(true);
  });

  it("refuses a validity outside 1 to 90 days", () => {
    for (const validadeDias of ["0", "91", "", "7,5", "abc"]) {
      const r = validarLink(valores({ valorOriginal: "1000", prazoDias: "30", taxaJuros: "10", taxaAtraso: "1", validadeDias }));
      expect(r).toEqual({ ok: false, erros: { validadeDias: MENSAGEM_VALIDADE } });
    }
  });

  it("keeps the schema's object-level checks (installment below one centavo)", () => {
    const r = validarLink(valores({ modalidade: "parcelado", valorOriginal: "0,02", quantidadeMeses: "3", taxaJurosMes: "0", taxaAtraso: "1" }));
    expect(r).toEqual({ ok: false, erros: { valorOriginal: MENSAGENS_LINK.valorPorParcela } });
  });
});

describe("resumoDoFormulario", () => {
  it("parcelado R$ 1.000,00, 3 months at 10%: total R$ 1.300,00 in installments of R$ 433,33", () => {
    const r = resumoDoFormulario(valores({ modalidade: "parcelado", valorOriginal: "1.000,00", quantidadeMeses: "3", taxaJurosMes: "10" }));
    expect(r?.totais).toMatchObject({ modalidade: "parcelado", total: 130_000, valorParcela: 43_333, parcelas: [43_333, 43_333, 43_334] });
  });

  it("mensal: original + original × rate / 100, without needing the late fee", () => {
    const r = resumoDoFormulario(valores({ valorOriginal: "1500", prazoDias: "30", taxaJuros: "10" }));
    expect(r?.totais).toEqual({ modalidade: "mensal", total: 165_000, juros: 15_000 });
  });

  it("is null until value, rate and term are valid", () => {
    expect(resumoDoFormulario(valores({ valorOriginal: "1000", taxaJuros: "10" }))).toBeNull();
    expect(resumoDoFormulario(valores({ valorOriginal: "abc", prazoDias: "30", taxaJuros: "10" }))).toBeNull();
  });
});

describe("corpoDoLink", () => {
  it("sends decimal strings, only the chosen modality's fields and today when the date is empty", () => {
    const r = validarLink(
      valores({
        modalidade: "parcelado",
        valorOriginal: "1.000,00",
        quantidadeMeses: "3",
        taxaJurosMes: "10",
        taxaAtraso: "2,5",
        exigirDocumentos: true,
        dataInicio: "",
        prazoDias: "30",
      }),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.erros));
    expect(corpoDoLink(r.valor, HOJE)).toEqual({
      valorOriginal: "1000.00",
      dataInicio: HOJE,
      modalidade: "parcelado",
      quantidadeMeses: 3,
      taxaJurosMes: "10.00",
      taxaAtraso: "2.50",
      taxaAtrasoTipo: "percentual",
      exigirDocumentos: true,
      validadeDias: 7,
      nomeDestinatario: null,
    });
  });

  it("issue 11: o nome do destinatário é opcional, aparado, e acima de 60 caracteres tem mensagem em português", () => {
    const base = { ...valoresIniciais(HOJE), valorOriginal: "500", prazoDias: "30", taxaJuros: "10", taxaAtraso: "1" };
    const comNome = validarLink({ ...base, nomeDestinatario: "  Maria  " });
    if (!comNome.ok) throw new Error(JSON.stringify(comNome.erros));
    expect(corpoDoLink(comNome.valor, HOJE).nomeDestinatario).toBe("Maria");
    const longo = validarLink({ ...base, nomeDestinatario: "M".repeat(61) });
    expect(longo.ok).toBe(false);
    if (!longo.ok) expect(longo.erros.nomeDestinatario).toBe("Nome deve ter no máximo 60 caracteres");
  });
});
