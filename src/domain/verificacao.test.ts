import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { mascararCpf, mascararNome, normalizarCodigo } from "./verificacao.ts";

describe("mascararNome", () => {
  it.each([
    ["Maria Silva", "M*** S***"],
    ["maria  da   silva", "M*** D*** S***"],
    ["  Élida Conceição ", "É*** C***"],
    ["José", "J***"],
    ["O'Neil Souza-Lima", "O*** S***"],
    ["", "***"],
    ["   ", "***"],
    ["123 -", "***"],
  ])("%j → %j", (nome, esperado) => expect(mascararNome(nome)).toBe(esperado));

  it("nunca mostra mais que a primeira letra de cada palavra", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-zàáâãçéêíóôõú]{2,12}$/), { minLength: 1, maxLength: 5 }), (palavras) => {
        const mascarado = mascararNome(palavras.join(" "));
        const partes = mascarado.split(" ");
        expect(partes).toHaveLength(palavras.length);
        partes.forEach((parte, i) => expect(parte).toBe(`${palavras[i]![0]!.toLocaleUpperCase("pt-BR")}***`));
      }),
    );
  });
});

describe("mascararCpf", () => {
  it("mostra só os seis dígitos do meio", () => {
    expect(mascararCpf("12345678909")).toBe("***.456.789-**");
    expect(mascararCpf("abc")).toBe("***.***.***-**");
  });
});

describe("normalizarCodigo", () => {
  it.each([
    ["ABCD-EFGH-IJ", "ABCD-EFGH-IJ"],
    ["abcd-efgh-ij", "ABCD-EFGH-IJ"],
    ["abcdefghij", "ABCD-EFGH-IJ"],
    [" AB CD-EF GH IJ ", "ABCD-EFGH-IJ"],
    ["2345-6723-45", "2345-6723-45"],
  ])("%j → %j", (digitado, esperado) => expect(normalizarCodigo(digitado)).toBe(esperado));

  it.each(["", "ABCD-EFGH-I", "ABCD-EFGH-IJK", "ABCD-EFGH-I1", "ABCD-EFGH-I0", "ABCD_EFGH_IJ", "ÁBCD-EFGH-IJ", "ABCD/EFGH/IJ"])("%j não é código", (d) =>
    expect(normalizarCodigo(d)).toBeNull(),
  );
});
