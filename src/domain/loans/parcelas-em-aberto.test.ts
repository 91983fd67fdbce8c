// Issue 43: several installments at once, late charges per installment, and the schedule after a
// payment and its reversal (DOMAIN.md "Schedules" and "Late charges").
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adicionarDias } from "../dates.ts";
import { ehDiaDeCobranca, CONFIGURACAO_DE_COBRANCA_PADRAO } from "../calendario-de-cobranca.ts";
import { valorDevidoNoVencimento } from "./amount-due.ts";
import { PERIODICIDADES } from "./cronograma.ts";
import { novoEmprestimoManual } from "./new-loan.ts";
import { estadoAtraso } from "./overdue.ts";
import { parcelasACobrar } from "./parcelas-em-aberto.ts";
import { aplicarPagamento, previaPagamento } from "./payment.ts";
import { estadoAnteriorDe, estornarPagamento } from "./reversal.ts";
import { R, T } from "./test-helpers.ts";
import type { EmprestimoEstado } from "./types.ts";

const diasDeCobranca = (d: string) => ehDiaDeCobranca(d, CONFIGURACAO_DE_COBRANCA_PADRAO);

/** R$ 1.000,00 at 20 % for the whole loan in 20 daily installments from Monday 09/11/2026. */
function diaria(extra: Partial<Parameters<typeof novoEmprestimoManual>[0]> = {}): EmprestimoEstado {
  return novoEmprestimoManual(
    {
      modalidade: "parcelado",
      periodicidade: "diaria",
      valorOriginal: R("1.000,00"),
      quantidadeMeses: 20,
      taxaTotal: T("20"),
      taxaAtraso: T("1"),
      taxaAtrasoTipo: "percentual",
      multaAtraso: T("2"),
      dataInicio: "2026-11-09",
      ...extra,
    },
    "2026-11-09",
    diasDeCobranca,
  ).estado;
}

describe("parcelas em aberto e encargos por parcela", () => {
  it("cada parcela atrasada acumula juros e multa desde o seu vencimento; o devido hoje soma as vencidas e a de hoje", () => {
    const e = diaria();
    // On 12/11: installments of 10/11 (2 days) and 11/11 (1 day) late, 12/11 due today.
    const devidas = parcelasACobrar(e, "2026-11-12");
    expect(devidas.map((p) => [p.vencimento, p.diasAtraso, p.jurosAtraso, p.multa, p.total])).toEqual([
      ["2026-11-10", 2, R("1,20"), R("1,20"), R("62,40")],
      ["2026-11-11", 1, R("0,60"), R("1,20"), R("61,80")],
      ["2026-11-12", 0, 0, 0, R("60,00")],
    ]);
    expect(valorDevidoNoVencimento(e, "2026-11-12")).toBe(R("184,20"));
    expect(estadoAtraso(e, "2026-11-12")).toEqual({ status: "atrasado", diasAtraso: 2, valorJurosAtraso: R("1,80"), valorMulta: R("2,40") });
    // Before the first due date: the installment due next, nothing late.
    expect(valorDevidoNoVencimento(e, "2026-11-09")).toBe(R("60,00"));
  });

  it("pagar k parcelas de uma vez é o mesmo que pagá-las uma a uma no mesmo dia (qualquer periodicidade, taxa e atraso)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PERIODICIDADES),
        fc.integer({ min: 2, max: 30 }),
        fc.integer({ min: 3_000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 90 }),
        fc.boolean(),
        (periodicidade, n, valor, taxa, multa, atraso, diasDepois, taxaTotal) => {
          const e = diaria({
            periodicidade,
            quantidadeMeses: n,
            valorOriginal: valor,
            multaAtraso: multa,
            taxaAtraso: atraso,
            ...(taxaTotal ? { taxaTotal: taxa } : { taxaTotal: null, taxaJurosMes: taxa }),
          });
          const dia = adicionarDias("2026-11-09", diasDepois);
          const k = 1 + (diasDepois % n);
          const junto = aplicarPagamento(e, "parcela", undefined, dia, dia, { quantidadeParcelas: k });
          let umAUm = e;
          let soma = { valorTotal: 0, valorJuros: 0, valorPrincipal: 0, valorJurosAtraso: 0, valorMulta: 0 };
          for (let i = 0; i < k; i++) {
            const r = aplicarPagamento(umAUm, "parcela", undefined, dia, dia);
            soma = {
              valorTotal: soma.valorTotal + r.registro.valorTotal,
              valorJuros: soma.valorJuros + r.registro.valorJuros,
              valorPrincipal: soma.valorPrincipal + r.registro.valorPrincipal,
              valorJurosAtraso: soma.valorJurosAtraso + r.registro.valorJurosAtraso,
              valorMulta: soma.valorMulta + r.registro.valorMulta,
            };
            umAUm = r.estado;
          }
          expect(junto.registro).toMatchObject({ ...soma, parcelasPagas: k, ciclo: 1 });
          expect(junto.estado).toEqual(umAUm);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("um pagamento e o seu estorno devolvem o cronograma e o estado de antes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 40 }), (k, diasDepois) => {
        const e = diaria();
        const dia = adicionarDias("2026-11-09", diasDepois);
        const { estado } = aplicarPagamento(e, "parcela", undefined, dia, dia, { quantidadeParcelas: k });
        const volta = estornarPagamento(estado, estadoAnteriorDe(e), dia);
        const antes = { ...e, ...estadoAtraso(e, dia) };
        expect(volta).toEqual(antes);
        expect(volta.parcelas).toBe(e.parcelas);
      }),
    );
  });

  it("o total paga o que resta com os encargos de todas as parcelas vencidas", () => {
    const e = diaria();
    const previa = previaPagamento(e, "total", undefined, "2026-11-12");
    expect(previa).toMatchObject({
      parcelasPagas: 20,
      valorPrincipal: R("1.000,00"),
      valorJurosCiclo: R("200,00"),
      valorJurosAtraso: R("1,80"),
      valorMulta: R("2,40"),
    });
    expect(previa.valorTotal).toBe(R("1.204,20"));
  });

  it("mensal: a multa incide uma vez sobre os juros do ciclo vencido", () => {
    const { estado } = novoEmprestimoManual(
      {
        valorOriginal: R("1.000,00"),
        prazoDias: 30,
        taxaJuros: T("10"),
        taxaAtraso: T("1"),
        taxaAtrasoTipo: "percentual",
        multaAtraso: T("2"),
        dataInicio: "2026-01-01",
      },
      "2026-01-01",
    );
    expect(previaPagamento(estado, "juros_apenas", undefined, "2026-01-31").valorMulta).toBe(0);
    // 5 days late: 100,00 of interest + 50,00 late interest + 2 % of 100,00 = 2,00 penalty.
    expect(previaPagamento(estado, "juros_apenas", undefined, "2026-02-05")).toMatchObject({
      valorJurosAtraso: R("50,00"),
      valorMulta: R("2,00"),
      valorTotal: R("152,00"),
    });
    expect(previaPagamento(estado, "juros_apenas", undefined, "2026-02-05", { dispensarJurosAtraso: true })).toMatchObject({
      valorMulta: 0,
      valorMultaDispensada: R("2,00"),
      valorJurosAtrasoDispensado: R("50,00"),
      valorTotal: R("100,00"),
    });
  });
});
