import { describe, expect, it } from "vitest";
import { dimensoesDaJuncao, nomeDaJuncao } from "./juntar-frente-verso.ts";

describe("dimensoesDaJuncao", () => {
  it("frente e verso de celular em pé: mesma largura, cada lado no máximo 2000 px", () => {
    expect(dimensoesDaJuncao({ largura: 3000, altura: 4000 }, { largura: 3000, altura: 4000 })).toEqual({
      largura: 1500,
      alturaFrente: 2000,
      alturaVerso: 2000,
    });
  });

  it("um verso menor é ampliado à largura da frente, não a frente reduzida a ele", () => {
    expect(dimensoesDaJuncao({ largura: 1600, altura: 1000 }, { largura: 800, altura: 500 })).toEqual({ largura: 1600, alturaFrente: 1000, alturaVerso: 1000 });
  });

  it("a imagem é mais alta que cada lado e nenhum lado passa do máximo", () => {
    const j = dimensoesDaJuncao({ largura: 4000, altura: 3000 }, { largura: 1200, altura: 800 });
    expect(j).toEqual({ largura: 2000, alturaFrente: 1500, alturaVerso: 1333 });
    expect(j.alturaFrente + j.alturaVerso).toBeGreaterThan(Math.max(j.alturaFrente, j.alturaVerso));
  });

  it("um lado muito alto reduz a largura de ambos", () => {
    expect(dimensoesDaJuncao({ largura: 1000, altura: 1000 }, { largura: 1000, altura: 4000 }, 2000)).toEqual({
      largura: 500,
      alturaFrente: 500,
      alturaVerso: 2000,
    });
  });
});

describe("nomeDaJuncao", () => {
  it("o nome da frente, marcado frente e verso, em .jpg", () => {
    expect(nomeDaJuncao("RG.png")).toBe("RG-frente-e-verso.jpg");
    expect(nomeDaJuncao("IMG_1.jpeg")).toBe("IMG_1-frente-e-verso.jpg");
  });
});
