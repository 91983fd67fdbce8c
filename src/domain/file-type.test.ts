import { describe, expect, it } from "vitest";
import { detectarTipoArquivo, extensaoAceita, TAMANHO_MAXIMO_UPLOAD } from "./file-type.ts";

const bytes = (...b: number[]) => new Uint8Array(b);

describe("tipo de arquivo pelo conteúdo", () => {
  it.each([
    ["JPEG", bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), "image/jpeg"],
    ["PNG", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), "image/png"],
    ["PDF", new TextEncoder().encode("%PDF-1.7\n"), "application/pdf"],
  ])("reconhece %s", (_nome, conteudo, mime) => {
    expect(detectarTipoArquivo(conteudo)?.mime).toBe(mime);
  });

  it.each([
    ["executável PE (MZ)", bytes(0x4d, 0x5a, 0x90, 0x00)],
    ["HTML", new TextEncoder().encode("<!doctype html><script>alert(1)</script>")],
    ["SVG", new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>")],
    ["PNG truncado", bytes(0x89, 0x50, 0x4e)],
    ["vazio", bytes()],
  ])("recusa %s", (_nome, conteudo) => {
    expect(detectarTipoArquivo(conteudo)).toBeNull();
  });

  it("limite de 5 MB e extensões aceitas no navegador", () => {
    expect(TAMANHO_MAXIMO_UPLOAD).toBe(5_242_880);
    expect(["rg.JPG", "a.jpeg", "b.png", "c.pdf"].every(extensaoAceita)).toBe(true);
    expect(["x.exe", "y.gif", "pdf", "z.pdf.exe"].some(extensaoAceita)).toBe(false);
  });
});
