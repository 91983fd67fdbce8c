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

  const base = { nomeCliente: "Ana Maria Souza", valor: 53_600, dataVencimento: "2026-09-29" } as const;
  const CODIGO = "00020126360014BR.GOV.BCB.PIX0114+5511912345678520400005303986540536.005802BR5904Joao6009SAO PAULO62070503***6304ABCD";

  it("atrasado há N dias: diz desde quando, há quantos dias, e pede para regularizar evitando juros", () => {
    expect(textoLembrete({ ...base, quando: "atrasado", diasAtraso: 57, chavePix: "credor@pix.com" })).toBe(
      "Olá, Ana! Tudo bem?\nPassando para lembrar que o pagamento de R$ 536,00, que venceu em 29/09/2026, está em atraso há 57 dias.\nChave PIX para pagamento: credor@pix.com\nRegularize o quanto antes para evitar mais juros. Obrigado!",
    );
  });

  it("atrasado há 1 dia, no singular, e sem chave PIX", () => {
    const texto = textoLembrete({ ...base, dataVencimento: "2026-11-24", quando: "atrasado", diasAtraso: 1, chavePix: null });
    expect(texto).toContain("que venceu em 24/11/2026, está em atraso há 1 dia.");
    expect(texto).not.toContain("dias");
    expect(texto).not.toContain("PIX");
    expect(texto).not.toContain("vence HOJE");
  });

  it.each([
    ["hoje", { quando: "hoje" }],
    ["amanhã", { quando: "amanha" }],
    ["atrasado", { quando: "atrasado", diasAtraso: 3 }],
  ] as const)("%s com chave e código PIX: a chave e, em linha própria, o copia e cola", (_nome, quando) => {
    const linhas = textoLembrete({ ...base, ...quando, chavePix: "credor@pix.com", pixCopiaECola: CODIGO }).split("\n");
    expect(linhas).toContain("Chave PIX para pagamento: credor@pix.com");
    const i = linhas.indexOf("PIX copia e cola (já com o valor):");
    expect(i).toBeGreaterThan(0);
    expect(linhas[i + 1]).toBe(CODIGO);
    expect(linhas.at(-1)).toMatch(/juros\. Obrigado!$/);
  });

  it("código PIX sem chave PIX; código nulo, vazio ou ausente não gera linha", () => {
    const soCodigo = textoLembrete({ ...base, quando: "hoje", pixCopiaECola: CODIGO });
    expect(soCodigo).toContain(`PIX copia e cola (já com o valor):\n${CODIGO}`);
    expect(soCodigo).not.toContain("Chave PIX");
    for (const pixCopiaECola of [null, "", "   ", undefined]) {
      expect(textoLembrete({ ...base, quando: "amanha", chavePix: "credor@pix.com", pixCopiaECola })).not.toContain("copia e cola");
    }
  });

  const PAGINA = "https://credito.exemplo.com.br/c/Ab3_xY9-Ab3_xY9-Ab3_xY9-Ab3_xY9-";
  const LINHA_DA_PAGINA = `Veja seus empréstimos e pague pelo PIX neste link: ${PAGINA}`;

  it("com a página do cliente: a linha do link vem depois do código PIX e antes do pedido final", () => {
    expect(textoLembrete({ ...base, quando: "hoje", chavePix: "credor@pix.com", pixCopiaECola: CODIGO, paginaDoCliente: PAGINA })).toBe(
      [
        "Olá, Ana! Tudo bem?",
        "Passando para lembrar que o pagamento de R$ 536,00 vence HOJE (29/09/2026).",
        "Chave PIX para pagamento: credor@pix.com",
        "PIX copia e cola (já com o valor):",
        CODIGO,
        LINHA_DA_PAGINA,
        "Pague em dia para evitar juros. Obrigado!",
      ].join("\n"),
    );
  });

  it.each([
    ["amanhã", { quando: "amanha" }, "Pague em dia para evitar juros. Obrigado!"],
    ["atrasado", { quando: "atrasado", diasAtraso: 4 }, "Regularize o quanto antes para evitar mais juros. Obrigado!"],
  ] as const)("%s, sem PIX nenhum: o link da página fica logo antes do pedido final", (_nome, quando, final) => {
    const linhas = textoLembrete({ ...base, ...quando, paginaDoCliente: PAGINA }).split("\n");
    expect(linhas.slice(-2)).toEqual([LINHA_DA_PAGINA, final]);
    expect(linhas).toHaveLength(4);
  });

  it("sem a página (nula, vazia ou ausente) o texto é o de sempre, sem linha de link", () => {
    const semPagina = textoLembrete({ ...base, quando: "hoje", chavePix: "credor@pix.com", pixCopiaECola: CODIGO });
    expect(semPagina).not.toContain("/c/");
    expect(semPagina).not.toContain("neste link");
    for (const paginaDoCliente of [null, "", "  "]) {
      expect(textoLembrete({ ...base, quando: "hoje", chavePix: "credor@pix.com", pixCopiaECola: CODIGO, paginaDoCliente })).toBe(semPagina);
    }
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
