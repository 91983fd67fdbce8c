import { describe, expect, it } from "vitest";
import { avisoDeMulta, LIMITE_MULTA_PADRAO } from "./limite-multa.ts";

describe("aviso da multa acima do limite (LIMITE_MULTA)", () => {
  it("o padrão é 2 %, o do CDC", () => {
    expect(LIMITE_MULTA_PADRAO).toBe(2);
  });

  it("até o limite, nenhum aviso; 2 % exatos ainda estão dentro", () => {
    expect(avisoDeMulta(0, 2)).toBeNull();
    expect(avisoDeMulta(200, 2)).toBeNull();
  });

  it("acima do limite: o aviso cita o CDC, art. 52, § 1º, e a multa", () => {
    expect(avisoDeMulta(201, 2)).toBe(
      "Multa acima do limite de 2 % (o Código de Defesa do Consumidor, art. 52, § 1º, limita a multa a 2 % do valor em atraso). Esta multa: 2,01 %",
    );
    expect(avisoDeMulta(1000, 2)).toContain("Esta multa: 10,00 %");
  });

  it("o limite é o do operador", () => {
    expect(avisoDeMulta(1000, 10)).toBeNull();
    expect(avisoDeMulta(1050, 10.5)).toBeNull();
    expect(avisoDeMulta(1100, 10.5)).toMatch(/^Multa acima do limite de 10,5 % /);
  });
});
