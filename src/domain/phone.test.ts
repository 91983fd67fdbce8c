import { describe, expect, it } from "vitest";
import { formatarTelefone, normalizarTelefone, telefoneWhatsapp } from "./phone.ts";

describe("telefone", () => {
  it.each([
    ["11912345678", "(11) 91234-5678"],
    ["(11) 91234-5678", "(11) 91234-5678"],
    ["1112345678", "(11) 1234-5678"],
    ["5511912345678", "(11) 91234-5678"],
    ["+55 (11) 91234-5678", "(11) 91234-5678"],
    ["551112345678", "(11) 1234-5678"],
    ["55991234567", "(55) 99123-4567"], // DDD 55, not the country code
    ["12345", "12345"],
    ["", ""],
  ])("formatarTelefone(%j) = %j", (entrada, esperado) => {
    expect(formatarTelefone(entrada)).toBe(esperado);
  });

  it("normaliza para dígitos", () => {
    expect(normalizarTelefone("(11) 91234-5678")).toBe("11912345678");
    expect(normalizarTelefone("+55 11 9 1234 5678")).toBe("5511912345678");
  });

  it.each([
    ["(11) 91234-5678", "5511912345678"],
    ["5511912345678", "5511912345678"],
    ["55991234567", "5555991234567"],
    ["sem telefone", ""],
  ])("telefoneWhatsapp(%j) = %j", (entrada, esperado) => {
    expect(telefoneWhatsapp(entrada)).toBe(esperado);
  });
});
