import { describe, expect, it } from "vitest";
import { nomeConfere, nomeParaComparar } from "./aceite.ts";

describe("nome digitado como assinatura (issue 29)", () => {
  it("acentos, caixa e espaços repetidos não contam", () => {
    expect(nomeParaComparar("  João   da SILVA ")).toBe("joao da silva");
    expect(nomeConfere("joao da silva", "João da Silva")).toBe(true);
    expect(nomeConfere("JOÃO  DA  SILVA", "João da Silva")).toBe(true);
  });

  it("outro nome, um nome pela metade ou vazio não assinam", () => {
    expect(nomeConfere("João Silva", "João da Silva")).toBe(false);
    expect(nomeConfere("João", "João da Silva")).toBe(false);
    expect(nomeConfere("   ", "João da Silva")).toBe(false);
    expect(nomeConfere("", "")).toBe(false);
  });
});
