import { describe, expect, it } from "vitest";
import { compartilharLink, dadosDoCompartilhamento, mensagemDoLink, urlWhatsappDoLink } from "./compartilhar.ts";

const URL_LINK = "https://credito.example.com/cadastro/abc_DEF-123";

describe("mensagem de compartilhamento do link", () => {
  it("cumprimenta pelo nome do destinatário, aparado, e termina com o link", () => {
    expect(mensagemDoLink(URL_LINK, "  Maria   da Silva ")).toBe(`Olá, Maria da Silva! Preencha seus dados para o empréstimo neste link: ${URL_LINK}`);
  });

  it("sem nome (null, vazio ou só espaços) a saudação é neutra", () => {
    for (const nome of [null, undefined, "", "   "]) {
      expect(mensagemDoLink(URL_LINK, nome)).toBe(`Olá! Preencha seus dados para o empréstimo neste link: ${URL_LINK}`);
    }
  });

  it("Web Share recebe título, texto sem o endereço e o endereço à parte", () => {
    expect(dadosDoCompartilhamento(URL_LINK, "João")).toEqual({
      title: "Cadastro para empréstimo",
      text: "Olá, João! Preencha seus dados para o empréstimo neste link:",
      url: URL_LINK,
    });
  });

  it("o link do WhatsApp leva a mensagem inteira codificada, sem número", () => {
    const wa = urlWhatsappDoLink(URL_LINK, "Zé & Cia");
    expect(wa.startsWith("https://wa.me/?text=")).toBe(true);
    expect(new URL(wa).searchParams.get("text")).toBe(`Olá, Zé & Cia! Preencha seus dados para o empréstimo neste link: ${URL_LINK}`);
  });
});

describe("compartilharLink", () => {
  it("usa o Web Share quando existe e não abre o WhatsApp", async () => {
    const compartilhados: unknown[] = [];
    const abertos: string[] = [];
    const r = await compartilharLink(URL_LINK, "Ana", { share: async (d) => void compartilhados.push(d) }, (u) => abertos.push(u));
    expect(r).toBe("compartilhado");
    expect(compartilhados).toEqual([dadosDoCompartilhamento(URL_LINK, "Ana")]);
    expect(abertos).toEqual([]);
  });

  it("sem Web Share (computador) abre o WhatsApp com a mensagem", async () => {
    const abertos: string[] = [];
    expect(await compartilharLink(URL_LINK, null, {}, (u) => abertos.push(u))).toBe("whatsapp");
    expect(abertos).toEqual([urlWhatsappDoLink(URL_LINK, null)]);
  });

  it("cancelar a folha de compartilhamento não abre nada; outra recusa cai no WhatsApp", async () => {
    const abertos: string[] = [];
    const cancelou = Object.assign(new Error("cancelado"), { name: "AbortError" });
    expect(await compartilharLink(URL_LINK, null, { share: () => Promise.reject(cancelou) }, (u) => abertos.push(u))).toBe("cancelado");
    expect(abertos).toEqual([]);
    const negado = Object.assign(new Error("negado"), { name: "NotAllowedError" });
    expect(await compartilharLink(URL_LINK, null, { share: () => Promise.reject(negado) }, (u) => abertos.push(u))).toBe("whatsapp");
    expect(await compartilharLink(URL_LINK, null, { share: async () => {}, canShare: () => false }, (u) => abertos.push(u))).toBe("whatsapp");
    expect(abertos).toHaveLength(2);
  });
});
