import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatarReais, type Centavos } from "../money.ts";
import { ErroEmprestimo } from "./errors.ts";
import { aplicarPagamento, previaPagamento, tiposPagamentoPermitidos } from "./payment.ts";
import { adicionarDias, diferencaEmDias } from "../dates.ts";
import { comAtraso } from "./overdue.ts";
import { estadoAnteriorDe, estornarPagamento } from "./reversal.ts";
import { R, T, comHojePerto, dataArb, emprestimoArb, emprestimoCotidianoArb, mensal, mensalCotidianoArb, parcelado, parceladoArb } from "./test-helpers.ts";
import { TIPOS_PAGAMENTO, type EmprestimoEstado, type TipoPagamento } from "./types.ts";

const reais = (c: Centavos) => formatarReais(c);

describe("prévia do pagamento (mensal, R$ 1.000,00 a 10%, vence 31/01)", () => {
  it.each<[string, EmprestimoEstado, TipoPagamento, Centavos | undefined, string, [string, string, string, string, string]]>([
    // [valorJurosCiclo, valorJurosAtraso, valorJuros, valorPrincipal, valorTotal]
    ["juros apenas em dia", mensal(), "juros_apenas", undefined, "2026-01-31", ["R$ 100,00", "R$ 0,00", "R$ 100,00", "R$ 0,00", "R$ 100,00"]],
    ["juros apenas ignora valorPrincipal", mensal(), "juros_apenas", R("50,00"), "2026-01-31", ["R$ 100,00", "R$ 0,00", "R$ 100,00", "R$ 0,00", "R$ 100,00"]],
    ["parcial de R$ 300,00", mensal(), "parcial", R("300,00"), "2026-01-20", ["R$ 100,00", "R$ 0,00", "R$ 100,00", "R$ 300,00", "R$ 400,00"]],
    ["total", mensal(), "total", undefined, "2026-01-31", ["R$ 100,00", "R$ 0,00", "R$ 100,00", "R$ 1.000,00", "R$ 1.100,00"]],
    [
      "juros apenas com 2 dias de atraso a 1%",
      mensal(),
      "juros_apenas",
      undefined,
      "2026-02-02",
      ["R$ 100,00", "R$ 20,00", "R$ 120,00", "R$ 0,00", "R$ 120,00"],
    ],
    [
      "total com atraso fixo R$ 5,00 × 2",
      mensal({ taxaAtrasoTipo: "fixo", taxaAtraso: R("5,00") }),
      "total",
      undefined,
      "2026-02-02",
      ["R$ 100,00", "R$ 10,00", "R$ 110,00", "R$ 1.000,00", "R$ 1.110,00"],
    ],
    [
      "pausado não cobra atraso",
      mensal({ status: "pausado" }),
      "juros_apenas",
      undefined,
      "2026-03-01",
      ["R$ 100,00", "R$ 0,00", "R$ 100,00", "R$ 0,00", "R$ 100,00"],
    ],
    ["parcela (parcelado R$ 1.300,00 em 3)", parcelado(), "parcela", undefined, "2026-02-28", ["R$ 100,00", "R$ 0,00", "R$ 100,00", "R$ 333,33", "R$ 433,33"]],
    ["parcela com 2 dias de atraso", parcelado(), "parcela", undefined, "2026-03-02", ["R$ 100,00", "R$ 8,67", "R$ 108,67", "R$ 333,33", "R$ 442,00"]],
    ["quitação do parcelado", parcelado(), "total", undefined, "2026-02-01", ["R$ 300,00", "R$ 0,00", "R$ 300,00", "R$ 1.000,00", "R$ 1.300,00"]],
  ])("%s", (_nome, e, tipo, principal, hoje, esperado) => {
    const p = previaPagamento(e, tipo, principal, hoje);
    expect([p.valorJurosCiclo, p.valorJurosAtraso, p.valorJuros, p.valorPrincipal, p.valorTotal].map(reais)).toEqual(esperado);
  });
});

describe("pagamentos recusados", () => {
  it.each<[string, EmprestimoEstado, TipoPagamento, Centavos | undefined, string]>([
    ["finalizado", mensal({ status: "finalizado" }), "juros_apenas", undefined, "Este empréstimo já foi finalizado."],
    ["aguardando envio", mensal({ status: "aguardando_envio" }), "total", undefined, "Ative o empréstimo antes de registrar pagamentos."],
    ["parcial sem valor", mensal(), "parcial", undefined, "Valor do principal deve ser maior que zero e no máximo o saldo restante."],
    ["parcial zero", mensal(), "parcial", 0, "Valor do principal deve ser maior que zero e no máximo o saldo restante."],
    ["parcial negativo", mensal(), "parcial", -1, "Valor do principal deve ser maior que zero e no máximo o saldo restante."],
    ["parcial acima do saldo", mensal(), "parcial", R("1.000,01"), "Valor do principal deve ser maior que zero e no máximo o saldo restante."],
    ["parcial fracionário", mensal(), "parcial", 10.5, "Valor do principal deve ser maior que zero e no máximo o saldo restante."],
    ["parcela num mensal", mensal(), "parcela", undefined, "Pagamento por parcela vale apenas para empréstimos parcelados."],
    ["juros apenas num parcelado", parcelado(), "juros_apenas", undefined, "Empréstimo parcelado aceita apenas pagamento da parcela ou total."],
    ["parcial num parcelado", parcelado(), "parcial", R("10,00"), "Empréstimo parcelado aceita apenas pagamento da parcela ou total."],
    ["sem saldo", mensal({ valorRestante: 0 }), "total", undefined, "Este empréstimo não tem saldo a pagar."],
  ])("%s", (_nome, e, tipo, principal, mensagem) => {
    expect(() => aplicarPagamento(e, tipo, principal, "2026-01-31")).toThrow(ErroEmprestimo);
    expect(() => previaPagamento(e, tipo, principal, "2026-01-31")).toThrow(mensagem);
  });

  it("o erro leva um código para o servidor escolher o status HTTP", () => {
    try {
      aplicarPagamento(mensal({ status: "finalizado" }), "total", undefined, "2026-01-31");
      expect.unreachable();
    } catch (erro) {
      expect(erro).toBeInstanceOf(ErroEmprestimo);
      expect((erro as ErroEmprestimo).codigo).toBe("emprestimo_finalizado");
    }
  });

  it("tipos oferecidos por modalidade", () => {
    expect(tiposPagamentoPermitidos("mensal")).toEqual(["juros_apenas", "parcial", "total"]);
    expect(tiposPagamentoPermitidos("parcelado")).toEqual(["parcela", "total"]);
  });
});

describe("aplicar pagamento (mensal)", () => {
  it("juros apenas: saldo igual, ciclo + 1, vencimento + prazo a partir do vencimento antigo", () => {
    const { registro, estado } = aplicarPagamento(mensal(), "juros_apenas", undefined, "2026-01-25");
    expect(registro).toEqual({
      tipoPagamento: "juros_apenas",
      ciclo: 1,
      valorJuros: R("100,00"),
      valorJurosAtraso: 0,
      valorJurosAtrasoDispensado: 0,
      valorMulta: 0,
      valorMultaDispensada: 0,
      parcelasPagas: 1,
      valorPrincipal: 0,
      valorTotal: R("100,00"),
    });
    expect(estado).toMatchObject({
      status: "ativo",
      valorRestante: R("1.000,00"),
      cicloAtual: 2,
      dataProximoCiclo: "2026-03-02",
      diasAtraso: 0,
      valorJurosAtraso: 0,
    });
  });

  it("pagando atrasado, o vencimento anda do vencimento antigo (não da data do pagamento)", () => {
    // Due 31/01, paid 10/02 (10 days late): next due 31/01 + 30 = 02/03, not 10/02 + 30.
    const { registro, estado } = aplicarPagamento(mensal({ status: "atrasado" }), "juros_apenas", undefined, "2026-02-10");
    expect(registro.valorJuros).toBe(R("200,00")); // R$ 100,00 of cycle + R$ 100,00 late (10 × 1%)
    expect(estado).toMatchObject({ status: "ativo", cicloAtual: 2, dataProximoCiclo: "2026-03-02", diasAtraso: 0, valorJurosAtraso: 0 });
  });

  it("muito atrasado: depois de pagar um ciclo, continua atrasado desde o novo vencimento", () => {
    // Due 31/01, paid 15/03: next due 02/03 is still before 15/03 → 13 days late on the same balance.
    const { estado } = aplicarPagamento(mensal({ status: "atrasado" }), "juros_apenas", undefined, "2026-03-15");
    expect(estado).toMatchObject({ status: "atrasado", cicloAtual: 2, dataProximoCiclo: "2026-03-02", diasAtraso: 13, valorJurosAtraso: R("130,00") });
  });

  it("parcial baixa o saldo e renova o ciclo", () => {
    const { registro, estado } = aplicarPagamento(mensal(), "parcial", R("300,00"), "2026-01-31");
    expect(registro).toEqual({
      tipoPagamento: "parcial",
      ciclo: 1,
      valorJuros: R("100,00"),
      valorJurosAtraso: 0,
      valorJurosAtrasoDispensado: 0,
      valorMulta: 0,
      valorMultaDispensada: 0,
      parcelasPagas: 1,
      valorPrincipal: R("300,00"),
      valorTotal: R("400,00"),
    });
    expect(estado).toMatchObject({ status: "ativo", valorRestante: R("700,00"), cicloAtual: 2, dataProximoCiclo: "2026-03-02" });
  });

  it("parcial igual ao saldo quita e é registrado como total", () => {
    const { registro, estado } = aplicarPagamento(mensal(), "parcial", R("1.000,00"), "2026-01-31");
    expect(registro.tipoPagamento).toBe("total");
    expect(registro.valorTotal).toBe(R("1.100,00"));
    expect(estado).toMatchObject({ status: "finalizado", valorRestante: 0, cicloAtual: 1, dataProximoCiclo: "2026-01-31" });
  });

  it("total finaliza sem mexer no ciclo nem no vencimento", () => {
    const { registro, estado } = aplicarPagamento(mensal({ status: "atrasado" }), "total", undefined, "2026-02-02");
    expect(registro).toEqual({
      tipoPagamento: "total",
      ciclo: 1,
      valorJuros: R("120,00"),
      valorJurosAtraso: R("20,00"),
      valorJurosAtrasoDispensado: 0,
      valorMulta: 0,
      valorMultaDispensada: 0,
      parcelasPagas: 1,
      valorPrincipal: R("1.000,00"),
      valorTotal: R("1.120,00"),
    });
    expect(estado).toMatchObject({ status: "finalizado", valorRestante: 0, cicloAtual: 1, dataProximoCiclo: "2026-01-31", diasAtraso: 0, valorJurosAtraso: 0 });
  });

  it("pausado recebe pagamento e continua pausado", () => {
    const { estado } = aplicarPagamento(mensal({ status: "pausado" }), "juros_apenas", undefined, "2026-03-15");
    expect(estado).toMatchObject({ status: "pausado", cicloAtual: 2, diasAtraso: 0, valorJurosAtraso: 0 });
  });
});

describe("aplicar pagamento (parcelado R$ 1.000,00 a 10% × 3, início 31/01)", () => {
  it("três parcelas: 433,33 + 433,33 + 433,34, vencimentos 28/02, 31/03, 30/04, e finaliza na última", () => {
    let e = parcelado();
    const vistos: Array<[string, string, string]> = [];
    for (const hoje of ["2026-02-28", "2026-03-31", "2026-04-30"]) {
      vistos.push([e.dataProximoCiclo, reais(e.valorRestante), e.status]);
      const r = aplicarPagamento(e, "parcela", undefined, hoje);
      expect(r.registro.tipoPagamento).toBe("parcela");
      expect(r.registro.valorJuros).toBe(R("100,00"));
      e = r.estado;
    }
    expect(vistos).toEqual([
      ["2026-02-28", "R$ 1.300,00", "ativo"],
      ["2026-03-31", "R$ 866,67", "ativo"],
      ["2026-04-30", "R$ 433,34", "ativo"],
    ]);
    expect(e).toMatchObject({ status: "finalizado", valorRestante: 0, cicloAtual: 3 });
  });

  it("a última parcela registra o resto como principal", () => {
    const { registro } = aplicarPagamento(
      parcelado({ cicloAtual: 3, valorRestante: R("433,34"), dataProximoCiclo: "2026-04-30" }),
      "parcela",
      undefined,
      "2026-04-30",
    );
    expect(registro).toEqual({
      tipoPagamento: "parcela",
      ciclo: 3,
      valorJuros: R("100,00"),
      valorJurosAtraso: 0,
      valorJurosAtrasoDispensado: 0,
      valorMulta: 0,
      valorMultaDispensada: 0,
      parcelasPagas: 1,
      valorPrincipal: R("333,34"),
      valorTotal: R("433,34"),
    });
  });

  it("total quita tudo o que ainda se deve", () => {
    const { registro, estado } = aplicarPagamento(
      parcelado({ cicloAtual: 2, valorRestante: R("866,67"), dataProximoCiclo: "2026-03-31" }),
      "total",
      undefined,
      "2026-03-10",
    );
    expect(registro).toEqual({
      tipoPagamento: "total",
      ciclo: 2,
      valorJuros: R("200,00"),
      valorJurosAtraso: 0,
      valorJurosAtrasoDispensado: 0,
      valorMulta: 0,
      valorMultaDispensada: 0,
      parcelasPagas: 2,
      valorPrincipal: R("666,67"),
      valorTotal: R("866,67"),
    });
    expect(estado).toMatchObject({ status: "finalizado", valorRestante: 0 });
  });
});

describe("propriedades dos pagamentos", () => {
  const tipoArb = fc.constantFrom(...TIPOS_PAGAMENTO);
  const principalArb = fc.option(fc.integer({ min: -10, max: 10_000_000_000 }), { nil: undefined });

  function tentar(e: EmprestimoEstado, tipo: TipoPagamento, principal: Centavos | undefined, hoje: string) {
    try {
      return aplicarPagamento(e, tipo, principal, hoje);
    } catch (erro) {
      // Only the documented refusals may happen; anything else fails the property.
      expect(erro).toBeInstanceOf(ErroEmprestimo);
      return null;
    }
  }

  it("nenhum pagamento deixa saldo negativo nem aumenta o saldo", () => {
    fc.assert(
      fc.property(emprestimoArb, tipoArb, principalArb, dataArb, (e, tipo, principal, hoje) => {
        const r = tentar(e, tipo, principal, hoje);
        if (!r) return;
        expect(r.estado.valorRestante).toBeGreaterThanOrEqual(0);
        expect(r.estado.valorRestante).toBeLessThanOrEqual(e.valorRestante);
        expect(r.registro.valorPrincipal).toBeGreaterThanOrEqual(0);
        expect(r.registro.valorJuros).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("valorTotal = valorJuros + valorPrincipal, e valorJuros = juros do ciclo + juros de atraso", () => {
    fc.assert(
      fc.property(emprestimoArb, tipoArb, principalArb, dataArb, (e, tipo, principal, hoje) => {
        const r = tentar(e, tipo, principal, hoje);
        if (!r) return;
        expect(r.registro.valorTotal).toBe(r.registro.valorJuros + r.registro.valorPrincipal);
        const p = previaPagamento(e, tipo, principal, hoje);
        expect(p.valorJuros).toBe(p.valorJurosCiclo + p.valorJurosAtraso);
        expect(p.valorTotal).toBe(r.registro.valorTotal);
      }),
    );
  });

  it("um pagamento total sempre finaliza e zera o saldo", () => {
    fc.assert(
      fc.property(comHojePerto(emprestimoCotidianoArb), ([e, hoje]) => {
        const { registro, estado } = aplicarPagamento(e, "total", undefined, hoje);
        expect(estado.status).toBe("finalizado");
        expect(estado.valorRestante).toBe(0);
        expect(registro.tipoPagamento).toBe("total");
      }),
    );
  });

  it("mensal: fora o total, o ciclo avança e o vencimento anda exatamente prazoDias do antigo", () => {
    fc.assert(
      fc.property(comHojePerto(mensalCotidianoArb), fc.constantFrom<TipoPagamento>("juros_apenas", "parcial"), ([e, hoje], tipo) => {
        const principal = tipo === "parcial" ? Math.max(1, Math.floor(e.valorRestante / 2)) : undefined;
        const { estado } = aplicarPagamento(e, tipo, principal, hoje);
        if (estado.status === "finalizado") return; // a parcial of the whole balance
        expect(estado.cicloAtual).toBe(e.cicloAtual + 1);
        expect(diferencaEmDias(e.dataProximoCiclo, estado.dataProximoCiclo)).toBe(e.prazoDias);
        expect(estado.valorRestante).toBe(e.valorRestante - (principal ?? 0));
        expect(estado).toEqual(comAtraso(estado, hoje)); // overdue state recomputed for the payment day
      }),
    );
  });

  it("parcelado: pagar parcela a parcela soma o total do plano e finaliza exatamente na última", () => {
    fc.assert(
      fc.property(parceladoArb, (inicial) => {
        let e = inicial;
        let pagoSemAtraso = 0;
        let jurosUmAUm = 0;
        let pagamentos = 0;
        const restantes = (e.quantidadeParcelas ?? 0) - e.cicloAtual + 1;
        while (e.status !== "finalizado") {
          const r = aplicarPagamento({ ...e, status: "ativo" }, "parcela", undefined, e.dataProximoCiclo);
          pagoSemAtraso += r.registro.valorTotal; // paid on the due date: no late interest
          jurosUmAUm += r.registro.valorJuros;
          pagamentos++;
          e = r.estado;
          expect(pagamentos).toBeLessThanOrEqual(restantes);
        }
        expect(pagamentos).toBe(restantes);
        expect(pagoSemAtraso).toBe(inicial.valorRestante);
        // Settling at once records the same interest as paying one by one.
        const quitacao = aplicarPagamento({ ...inicial, status: "ativo" }, "total", undefined, inicial.dataProximoCiclo).registro;
        expect(quitacao.valorTotal).toBe(inicial.valorRestante);
        expect(quitacao.valorJuros).toBe(jurosUmAUm);
      }),
    );
  });

  it("recusa, com mensagem, um pagamento maior que o que o banco guarda", () => {
    const enorme = mensal({ valorRestante: R("99.000.000,00"), taxaJuros: T("999,99") });
    expect(() => aplicarPagamento(enorme, "juros_apenas", undefined, "2026-01-31")).toThrow("O valor do pagamento ultrapassa o limite de R$ 99.999.999,99.");
  });
});

describe("propriedades do pagamento com a sua própria data (DOMAIN.md 'Payments as they happened')", () => {
  const tipoArb = fc.constantFrom(...TIPOS_PAGAMENTO);
  const atrasoArb = fc.integer({ min: 0, max: 400 });
  const aplicar = (e: EmprestimoEstado, tipo: TipoPagamento, dia: string, hoje: string) => {
    try {
      return aplicarPagamento(e, tipo, tipo === "parcial" ? Math.max(1, Math.floor(e.valorRestante / 2)) : undefined, dia, hoje);
    } catch (erro) {
      expect(erro).toBeInstanceOf(ErroEmprestimo);
      return null;
    }
  };

  it("pago no dia do vencimento não cobra juros de atraso, seja qual for o dia do registro", () => {
    fc.assert(
      fc.property(emprestimoCotidianoArb, tipoArb, atrasoArb, (e, tipo, registroDepois) => {
        const r = aplicar(e, tipo, e.dataProximoCiclo, adicionarDias(e.dataProximoCiclo, registroDepois));
        if (r) expect(r.registro.valorJurosAtraso).toBe(0);
      }),
    );
  });

  it("datar o pagamento mais cedo nunca aumenta o que se cobra, e o estado depois é o de hoje", () => {
    fc.assert(
      fc.property(comHojePerto(emprestimoCotidianoArb), tipoArb, atrasoArb, ([e, dia], tipo, registroDepois) => {
        const hoje = adicionarDias(dia, registroDepois);
        const datado = aplicar(e, tipo, dia, hoje);
        const registradoNoDia = aplicar(e, tipo, hoje, hoje);
        if (!datado || !registradoNoDia) return;
        expect(datado.registro.valorTotal).toBeLessThanOrEqual(registradoNoDia.registro.valorTotal);
        // The loan afterwards is the same, whatever the payment's date: the cycle moved from the old due date.
        expect(datado.estado).toEqual(registradoNoDia.estado);
      }),
    );
  });
});

describe("estorno de um pagamento com a sua própria data", () => {
  it("pagar em qualquer data até hoje e estornar devolve o empréstimo como estava hoje", () => {
    const tipoArb = fc.constantFrom(...TIPOS_PAGAMENTO);
    fc.assert(
      fc.property(comHojePerto(emprestimoCotidianoArb), tipoArb, fc.integer({ min: 0, max: 120 }), ([e, dia], tipo, depois) => {
        const hoje = adicionarDias(dia, depois);
        let r;
        try {
          r = aplicarPagamento(e, tipo, tipo === "parcial" ? Math.max(1, Math.floor(e.valorRestante / 3)) : undefined, dia, hoje);
        } catch (erro) {
          expect(erro).toBeInstanceOf(ErroEmprestimo);
          return;
        }
        expect(estornarPagamento(r.estado, estadoAnteriorDe(e), hoje)).toEqual(comAtraso(e, hoje));
      }),
    );
  });
});
