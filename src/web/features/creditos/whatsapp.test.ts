import { describe, expect, it } from "vitest";
import { linkCompraCreditos } from "./whatsapp.ts";

describe("linkCompraCreditos", () => {
  it("opens a chat with the fixed number and the lender's e-mail in the text", () => {
    const url = new URL(linkCompraCreditos("5511999999999", "ana+teste@exemplo.com"));
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toBe("/5511999999999");
    expect(url.searchParams.get("text")).toBe("Olá! Quero comprar créditos para a conta ana+teste@exemplo.com.");
  });

  it("encodes the text so '+' and '&' survive", () => {
    expect(linkCompraCreditos("5511999999999", "a+b&c@x.com")).toContain("a%2Bb%26c%40x.com");
  });

  it("keeps only the digits of the number", () => {
    expect(linkCompraCreditos("+55 (11) 99999-9999", "a@b.com")).toMatch(/^https:\/\/wa\.me\/5511999999999\?text=/);
  });
});
