import { describe, expect, it } from "vitest";
import { R, mensal, parcelado } from "./test-helpers.ts";
import { sugerirPagamento } from "./sugestao.ts";

describe("sugestão do tipo de pagamento pelo valor informado", () => {
  it("mensal de R$ 1.000,00 a 10 %: juros, parcial com o principal que sobra, total", () => {
    const e = mensal();
    const dia = e.dataProximoCiclo;
    expect(sugerirPagamento(e, R("100,00"), dia)).toEqual({ tipoPagamento: "juros_apenas", valorPrincipal: null });
    expect(sugerirPagamento(e, R("80,00"), dia)).toEqual({ tipoPagamento: "juros_apenas", valorPrincipal: null });
    expect(sugerirPagamento(e, R("400,00"), dia)).toEqual({ tipoPagamento: "parcial", valorPrincipal: R("300,00") });
    expect(sugerirPagamento(e, R("1.100,00"), dia)).toEqual({ tipoPagamento: "total", valorPrincipal: null });
    expect(sugerirPagamento(e, R("2.000,00"), dia)).toEqual({ tipoPagamento: "total", valorPrincipal: null });
  });

  it("parcelado: parcela, ou total quando cobre o saldo; finalizado: nada", () => {
    const e = parcelado();
    expect(sugerirPagamento(e, R("1,00"), e.dataProximoCiclo)?.tipoPagamento).toBe("parcela");
    expect(sugerirPagamento(e, e.valorRestante, e.dataProximoCiclo)?.tipoPagamento).toBe("total");
    expect(sugerirPagamento(mensal({ status: "finalizado" }), R("10,00"), "2026-01-01")).toBeNull();
  });
});
