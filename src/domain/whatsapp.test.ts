import { describe, expect, it } from "vitest";
import { linkWhatsapp, textoLembrete } from "./whatsapp.ts";

describe("lembrete pelo WhatsApp", () => {
  it("cumprimenta pelo nome, diz HOJE, o valor, a data, a chave PIX e pede para evitar juros", () => {
    const texto = textoLembrete({ nomeCliente: "Maria da Silva", valor: 11_000, dataVencimento: "2026-11-25", quando: "hoje", chavePix: "credor@pix.com" });
    expect(texto).toBe(
      "Olá, Maria! Tudo bem?\nPassando para lembrar que o pagamento de R$ 110,00 vence HOJE (25/11/2026).\nChave PIX para pagamento: credor@pix.com\nPague em dia para evitar juros. Obrigado!",
    );
  });

  it("AMANHÃ e sem chave PIX quando o credor não a cadastrou", () => {
    const texto = textoLembrete({ nomeCliente: "João", valor: 123_456, dataVencimento: "2026-11-26", quando: "amanha", chavePix: "" });
    expect(texto).toContain("vence AMANHÃ (26/11/2026)");
    expect(texto).toContain("R$ 1.234,56");
    expect(texto).not.toContain("PIX");
  });

  it.each([
    ["(11) 91234-5678", "5511912345678"],
    ["11912345678", "5511912345678"],
    ["5511912345678", "5511912345678"],
    ["+55 11 91234-5678", "5511912345678"],
  ])("o número %s vira wa.me/%s, sem 55 em dobro", (telefone, numero) => {
    const link = linkWhatsapp(telefone, "Olá, Ana! vence HOJE");
    expect(link).toBe(`https://wa.me/${numero}?text=Ol%C3%A1%2C%20Ana!%20vence%20HOJE`);
    expect(decodeURIComponent(new URL(link!).searchParams.get("text")!)).toBe("Olá, Ana! vence HOJE");
  });

  it("sem dígitos não há link", () => {
    expect(linkWhatsapp("", "x")).toBeNull();
    expect(linkWhatsapp("sem telefone", "x")).toBeNull();
    expect(linkWhatsapp(null, "x")).toBeNull();
  });
});
