import { getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { qrsDaPagina, textoDoPdf } from "../test/pdf.ts";
import { gerarPdf } from "./layout.ts";
import { enderecoDeVerificacao, modulosDoQr, seloDeVerificacao } from "./selo-de-verificacao.ts";

const ENDERECO = "http://192.168.0.10:5000/verificar/ABCD-EFGH-IJ";

const documento = () =>
  gerarPdf("Teste", (doc) => seloDeVerificacao(doc, { codigo: "ABCD-EFGH-IJ", endereco: ENDERECO, explicacao: "Qualquer pessoa pode conferir." }), {
    criadoEm: new Date("2026-01-02T03:04:05Z"),
  });

describe("selo de verificação", () => {
  it("o endereço completo é a base sem barra final mais /verificar/CODIGO", () => {
    expect(enderecoDeVerificacao("https://app.exemplo.com.br/", "ABCD-EFGH-IJ")).toBe("https://app.exemplo.com.br/verificar/ABCD-EFGH-IJ");
    expect(enderecoDeVerificacao("http://localhost:5000", "X")).toBe("http://localhost:5000/verificar/X");
  });

  it("imprime o código, 'Verifique em' com o endereço completo (um link) e a explicação", async () => {
    const pdf = await documento();
    const texto = await textoDoPdf(pdf);
    expect(texto).toContain("Código de verificação ABCD-EFGH-IJ");
    expect(texto).toContain(`Verifique em ${ENDERECO}`);
    expect(texto).toContain("Qualquer pessoa pode conferir.");
    const anotacoes = await (await (await getDocumentProxy(new Uint8Array(pdf))).getPage(1)).getAnnotations();
    expect(anotacoes.map((a: { url?: string }) => a.url)).toEqual([ENDERECO]);
  });

  it("o QR desenhado na página é exatamente o símbolo do endereço completo", async () => {
    const qrs = await qrsDaPagina(await documento());
    expect(qrs).toHaveLength(1);
    expect(qrs[0]).toEqual(modulosDoQr(ENDERECO));
    expect(modulosDoQr(ENDERECO)).not.toEqual(modulosDoQr("/verificar/ABCD-EFGH-IJ"));
  });

  it("o mesmo selo dá os mesmos bytes (o SHA-256 registrado de um recibo)", async () => {
    expect((await documento()).equals(await documento())).toBe(true);
  });

  it("no fim da página, o selo vai inteiro para a seguinte", async () => {
    const pdf = await gerarPdf("Teste", (doc) => {
      doc.y = doc.page.height - doc.page.margins.bottom - 30;
      seloDeVerificacao(doc, { codigo: "ABCD-EFGH-IJ", endereco: ENDERECO });
    });
    expect(await qrsDaPagina(pdf, 1)).toHaveLength(0);
    expect((await qrsDaPagina(pdf, 2))[0]).toEqual(modulosDoQr(ENDERECO));
  });
});
