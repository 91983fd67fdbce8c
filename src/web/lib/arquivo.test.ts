import { describe, expect, it } from "vitest";
import { foiCancelado, nomeDoArquivo, podeCompartilhar } from "./arquivo.ts";

describe("nomeDoArquivo", () => {
  it("lê o nome dado pelo servidor", () => {
    expect(nomeDoArquivo('attachment; filename="recibo-2026-11-25-ab12cd34.pdf"', "recibo.pdf")).toBe("recibo-2026-11-25-ab12cd34.pdf");
  });
  it("sem cabeçalho, ou com um nome que traz caminho, usa o padrão", () => {
    expect(nomeDoArquivo(null, "recibo.pdf")).toBe("recibo.pdf");
    expect(nomeDoArquivo("attachment", "extrato.pdf")).toBe("extrato.pdf");
    expect(nomeDoArquivo('attachment; filename="../../etc/passwd"', "extrato.pdf")).toBe("extrato.pdf");
  });
});

describe("podeCompartilhar", () => {
  const arquivo = new File(["%PDF-"], "recibo.pdf", { type: "application/pdf" });
  it("só quando o aparelho aceita compartilhar arquivos", () => {
    expect(podeCompartilhar(arquivo, undefined)).toBe(false);
    expect(podeCompartilhar(arquivo, { canShare: () => true, share: async () => {} })).toBe(true);
    expect(podeCompartilhar(arquivo, { canShare: () => false, share: async () => {} })).toBe(false);
    expect(
      podeCompartilhar(arquivo, {
        canShare: () => {
          throw new TypeError("sem suporte");
        },
        share: async () => {},
      }),
    ).toBe(false);
  });
});

describe("foiCancelado", () => {
  it("reconhece o cancelamento da folha de compartilhamento", () => {
    expect(foiCancelado(new DOMException("cancelado", "AbortError"))).toBe(true);
    expect(foiCancelado(new DOMException("negado", "NotAllowedError"))).toBe(false);
    expect(foiCancelado(null)).toBe(false);
  });
});
