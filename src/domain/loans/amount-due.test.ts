import { describe, expect, it } from "vitest";
import { formatarReais } from "../money.ts";
import { valorDevidoNoVencimento, valorParaQuitar } from "./amount-due.ts";
import { previaPagamento } from "./payment.ts";
import { R, mensal, parcelado } from "./test-helpers.ts";
import type { EmprestimoEstado } from "./types.ts";

describe("valor devido no vencimento (dashboard e lembrete)", () => {
  it.each<[string, EmprestimoEstado, string, string]>([
    ["mensal em dia: juros do ciclo", mensal(), "2026-01-31", "R$ 100,00"],
    ["mensal 2 dias atrasado: juros + atraso", mensal({ status: "atrasado" }), "2026-02-02", "R$ 120,00"],
    ["mensal com saldo menor", mensal({ valorRestante: R("700,00") }), "2026-01-31", "R$ 70,00"],
    ["parcelado: a parcela", parcelado(), "2026-02-28", "R$ 433,33"],
    ["parcelado: última parcela com o resto", parcelado({ cicloAtual: 3, valorRestante: R("433,34") }), "2026-02-28", "R$ 433,34"],
    ["parcelado atrasado 2 dias", parcelado(), "2026-03-02", "R$ 442,00"],
    ["pausado: sem atraso", mensal({ status: "pausado" }), "2026-03-01", "R$ 100,00"],
  ])("%s", (_nome, e, hoje, esperado) => {
    expect(formatarReais(valorDevidoNoVencimento(e, hoje))).toBe(esperado);
  });
});

describe("valor para quitar hoje (selo de atraso do cliente)", () => {
  it.each<[string, EmprestimoEstado, string, string]>([
    ["mensal em dia: saldo + juros do ciclo", mensal(), "2026-01-31", "R$ 1.100,00"],
    ["mensal 2 dias atrasado: saldo + juros + atraso", mensal({ status: "atrasado" }), "2026-02-02", "R$ 1.120,00"],
    ["parcelado: o saldo (já com juros)", parcelado(), "2026-02-28", "R$ 1.300,00"],
    ["parcelado atrasado 2 dias: saldo + atraso da parcela", parcelado(), "2026-03-02", "R$ 1.308,67"],
  ])("%s", (_nome, e, hoje, esperado) => {
    expect(formatarReais(valorParaQuitar(e, hoje))).toBe(esperado);
    // The same figure the payment dialog charges for a 'total' payment.
    expect(valorParaQuitar(e, hoje)).toBe(previaPagamento(e, "total", undefined, hoje).valorTotal);
  });
});
