import { describe, expect, it } from "vitest";
import { rotuloStatus, rotuloTipoPagamento, varianteStatus } from "./types.ts";

describe("rótulos e selos", () => {
  it.each([
    ["aguardando_envio", "Aguardando Envio", "secondary"],
    ["ativo", "Ativo", "default"],
    ["atrasado", "Atrasado", "destructive"],
    ["finalizado", "Finalizado", "outline"],
    ["pausado", "Pausado", "secondary"],
    ["cancelado", "cancelado", "secondary"], // unknown: raw text
  ])("%s → %s (%s)", (status, rotulo, variante) => {
    expect(rotuloStatus(status)).toBe(rotulo);
    expect(varianteStatus(status)).toBe(variante);
  });

  it("tipos de pagamento", () => {
    expect(["juros_apenas", "parcial", "total", "parcela", "outro"].map(rotuloTipoPagamento)).toEqual(["Apenas juros", "Parcial", "Total", "Parcela", "outro"]);
  });
});
