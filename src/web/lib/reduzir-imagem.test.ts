import { describe, expect, it } from "vitest";
import { dimensoesAlvo, eImagem, LADO_MAXIMO, nomeJpeg, precisaReduzir } from "./reduzir-imagem.ts";

describe("dimensoesAlvo", () => {
  it("reduz uma foto de celular deitada ao lado máximo, nas mesmas proporções", () => {
    expect(dimensoesAlvo(4000, 3000)).toEqual({ largura: 2000, altura: 1500 });
  });

  it("reduz uma foto em pé pelo lado maior, que é a altura", () => {
    expect(dimensoesAlvo(3024, 4032)).toEqual({ largura: 1500, altura: 2000 });
  });

  it("arredonda para pixels inteiros sem passar do máximo", () => {
    const alvo = dimensoesAlvo(4001, 3001);
    expect(alvo).toEqual({ largura: 2000, altura: 1500 });
    expect(dimensoesAlvo(2001, 2001)).toEqual({ largura: 2000, altura: 2000 });
  });

  it("mantém uma imagem que já cabe, inclusive exatamente no limite", () => {
    expect(dimensoesAlvo(1200, 1600)).toEqual({ largura: 1200, altura: 1600 });
    expect(dimensoesAlvo(LADO_MAXIMO, 900)).toEqual({ largura: LADO_MAXIMO, altura: 900 });
  });

  it("nunca chega a zero num lado muito fino", () => {
    expect(dimensoesAlvo(10000, 1)).toEqual({ largura: 2000, altura: 1 });
  });

  it("aceita outro lado máximo", () => {
    expect(dimensoesAlvo(800, 600, 400)).toEqual({ largura: 400, altura: 300 });
  });
});

describe("precisaReduzir", () => {
  it("imagem pequena e leve vai como está", () => {
    expect(precisaReduzir({ largura: 1600, altura: 1200 }, 800 * 1024)).toBe(false);
    expect(precisaReduzir({ largura: 2000, altura: 2000 }, 1024 * 1024)).toBe(false);
  });

  it("reduz se um lado passa do máximo ou se o arquivo passa de 1 MB", () => {
    expect(precisaReduzir({ largura: 2001, altura: 100 }, 10_000)).toBe(true);
    expect(precisaReduzir({ largura: 1000, altura: 1000 }, 1024 * 1024 + 1)).toBe(true);
  });
});

describe("eImagem e nomeJpeg", () => {
  it("só JPEG e PNG são reduzidos; PDF vai como está", () => {
    expect(eImagem(new File([], "rg.jpeg", { type: "image/jpeg" }))).toBe(true);
    expect(eImagem(new File([], "rg.PNG"))).toBe(true);
    expect(eImagem(new File([], "conta.pdf", { type: "application/pdf" }))).toBe(false);
  });

  it("o arquivo reduzido leva a extensão .jpg", () => {
    expect(nomeJpeg("foto.PNG")).toBe("foto.jpg");
    expect(nomeJpeg("IMG_2024.jpeg")).toBe("IMG_2024.jpg");
    expect(nomeJpeg("documento")).toBe("documento.jpg");
  });
});
