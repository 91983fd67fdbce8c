import { describe, expect, it } from "vitest";
import { creditosAcabando, dataExpiracao, diasRestantesEm, nivelCreditos, rotuloDias, rotuloTipoCredito } from "./credits.ts";
import { concessaoCreditosSchema } from "./credit-grant.ts";

describe("créditos em dias", () => {
  it.each([
    [5, "2026-11-25", "2026-11-25", 5],
    [5, "2026-11-25", "2026-11-26", 4],
    [5, "2026-11-25", "2026-11-30", 0],
    [5, "2026-11-25", "2027-01-01", 0],
    [5, "2026-11-25", "2026-11-24", 5], // a clock moved back consumes nothing
  ])("%i dias em %s valem, em %s, %i", (dias, ultima, hoje, esperado) => {
    expect(diasRestantesEm(dias, ultima, hoje)).toBe(esperado);
  });

  it("expiração = hoje + dias", () => {
    expect(dataExpiracao(3, "2026-11-25")).toBe("2026-11-28");
    expect(dataExpiracao(0, "2026-11-25")).toBe("2026-11-25");
  });

  it("rótulos e cores do selo", () => {
    expect(rotuloDias(1)).toBe("1 dia");
    expect(rotuloDias(0)).toBe("0 dias");
    expect(rotuloDias(8)).toBe("8 dias");
    expect([8, 7, 3, 2, 0].map(nivelCreditos)).toEqual(["verde", "amarelo", "amarelo", "critico", "critico"]);
    expect([0, 1, 2, 3].map(creditosAcabando)).toEqual([false, true, true, false]);
    expect(["cadastro", "compra", "bonus", "admin", "outro"].map(rotuloTipoCredito)).toEqual(["Boas-vindas", "Compra", "Bônus", "Admin", "outro"]);
  });

  it("a concessão do operador aceita só dias inteiros positivos e tipos conhecidos", () => {
    expect(concessaoCreditosSchema.parse({ email: " A@B.com ", dias: "30" })).toEqual({ email: "a@b.com", dias: 30, tipo: "admin" });
    for (const dias of ["0", "-1", "1.5", "abc", "4000"]) {
      expect(concessaoCreditosSchema.safeParse({ email: "a@b.com", dias }).success, dias).toBe(false);
    }
    expect(concessaoCreditosSchema.safeParse({ email: "a@b.com", dias: 1, tipo: "cadastro" }).success).toBe(false);
    expect(concessaoCreditosSchema.safeParse({ email: "x", dias: 1 }).success).toBe(false);
  });
});
