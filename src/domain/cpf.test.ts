import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cpfValido, formatarCpf, mascararCpf, somenteDigitos } from "./cpf.ts";

// Computes both check digits for 9 base digits, independently of the implementation's loop.
function comDigitos(base: string): string {
  const n = Array.from(base, Number);
  const dv = (ds: number[]) => {
    const soma = ds.reduce((s, d, i) => s + d * (ds.length + 1 - i), 0);
    const r = 11 - (soma % 11);
    return r >= 10 ? 0 : r;
  };
  const d1 = dv(n);
  const d2 = dv([...n, d1]);
  return `${base}${d1}${d2}`;
}

describe("CPF", () => {
  it.each([
    ["12345678909", true],
    ["123.456.789-09", true],
    ["52998224725", true],
    ["529.982.247-25", true],
    ["12345678900", false], // wrong second digit
    ["12345678919", false], // wrong first digit
    ["11111111111", false], // repeated digit passes the arithmetic but is not a CPF
    ["00000000000", false],
    ["1234567890", false],
    ["123456789099", false],
    ["1234567890a", false],
    ["abc12345678909", false],
    ["", false],
  ])("cpfValido(%j) = %s", (cpf, esperado) => {
    expect(cpfValido(cpf)).toBe(esperado);
  });

  it("aceita todo CPF com dígitos corretos e recusa qualquer troca no último dígito", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), fc.integer({ min: 1, max: 9 }), (base, delta) => {
        fc.pre(!/^(\d)\1{8}$/.test(base));
        const cpf = comDigitos(base);
        expect(cpfValido(cpf)).toBe(true);
        const ultimo = (Number(cpf[10]) + delta) % 10;
        expect(cpfValido(cpf.slice(0, 10) + String(ultimo))).toBe(false);
      }),
    );
  });

  it("formata e limpa", () => {
    expect(formatarCpf("12345678909")).toBe("123.456.789-09");
    expect(formatarCpf("123.456.789-09")).toBe("123.456.789-09");
    expect(formatarCpf("123")).toBe("123");
    expect(somenteDigitos(" 123.456.789-09 ")).toBe("12345678909");
    expect(somenteDigitos("abc")).toBe("");
  });

  it("mascara o CPF mostrando só os seis dígitos do meio", () => {
    expect(mascararCpf("12345678909")).toBe("***.456.789-**");
    expect(mascararCpf("123.456.789-09")).toBe("***.456.789-**");
    expect(mascararCpf("123")).toBe("***.***.***-**");
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (cpf) => {
        expect(mascararCpf(cpf)).toBe(`***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`);
      }),
    );
  });
});
