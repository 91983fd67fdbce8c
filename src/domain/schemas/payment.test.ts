import { describe, expect, it } from "vitest";
import { pagamentoSchema } from "./payment.ts";
import { aceito, mensagens } from "./test-helpers.ts";

const emprestimoId = "4235eef8-b4f3-4f4a-b6db-03c8401b465d";

describe("pagamento", () => {
  it.each<[Record<string, unknown>, Record<string, unknown>]>([
    [{ tipoPagamento: "juros_apenas" }, { tipoPagamento: "juros_apenas", valorPrincipal: undefined, observacao: undefined }],
    [
      { tipoPagamento: "parcial", valorPrincipal: "300,00" },
      { tipoPagamento: "parcial", valorPrincipal: 30000, observacao: undefined },
    ],
    [
      { tipoPagamento: "parcial", valorPrincipal: 300.5, observacao: " pago em dinheiro " },
      { tipoPagamento: "parcial", valorPrincipal: 30050, observacao: "pago em dinheiro" },
    ],
    [
      { tipoPagamento: "total", valorPrincipal: "", observacao: "" },
      { tipoPagamento: "total", valorPrincipal: undefined, observacao: undefined },
    ],
    [
      { tipoPagamento: "parcela", valorPrincipal: null, observacao: null },
      { tipoPagamento: "parcela", valorPrincipal: undefined, observacao: undefined },
    ],
  ])("%j", (campos, esperado) => {
    // Issue 31: without a method, PIX.
    expect(aceito(pagamentoSchema, { emprestimoId, ...campos })).toEqual({ emprestimoId, formaPagamento: "pix", ...esperado });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ["parcial sem valor", { tipoPagamento: "parcial" }, { valorPrincipal: ["Digite um valor válido para pagamento parcial."] }],
    ["parcial zero", { tipoPagamento: "parcial", valorPrincipal: "0" }, { valorPrincipal: ["Digite um valor válido para pagamento parcial."] }],
    ["parcial com texto", { tipoPagamento: "parcial", valorPrincipal: "abc" }, { valorPrincipal: ["Digite um valor válido para pagamento parcial."] }],
    // DOMAIN.md: a dot and three digits is three decimals, never thousands.
    ["parcial 1.500", { tipoPagamento: "parcial", valorPrincipal: "1.500" }, { valorPrincipal: ["Digite um valor válido para pagamento parcial."] }],
    ["parcial 1.234.567", { tipoPagamento: "parcial", valorPrincipal: "1.234.567" }, { valorPrincipal: ["Digite um valor válido para pagamento parcial."] }],
    ["tipo desconhecido", { tipoPagamento: "desconto" }, { tipoPagamento: ["Tipo de pagamento inválido"] }],
    ["observação longa", { tipoPagamento: "total", observacao: "x".repeat(501) }, { observacao: ["Observação deve ter no máximo 500 caracteres"] }],
    ["empréstimo inválido", { tipoPagamento: "total", emprestimoId: "abc" }, { emprestimoId: ["Empréstimo inválido"] }],
  ])("%s", (_nome, campos, esperado) => {
    expect(mensagens(pagamentoSchema, { emprestimoId, ...campos })).toEqual(esperado);
  });
});
