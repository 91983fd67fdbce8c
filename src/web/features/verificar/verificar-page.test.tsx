import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { documentoVerificadoApiSchema } from "../../../domain/verificacao.ts";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { VerificarPage } from "./verificar-page.tsx";

// Issue 29, point 5: the public page where anyone checks a receipt's verification code.

const documento = documentoVerificadoApiSchema.parse({
  tipo: "recibo",
  situacao: "valido",
  data: "2026-11-25T15:00:00.000Z",
  valor: "1234.56",
  nomeMascarado: "M*** S***",
  cpfMascarado: "***.456.789-**",
  sha256: "ab".repeat(32),
});

describe("Página pública de verificação", () => {
  it("código emitido: 'Documento autêntico' com tipo, data, valor, nome e CPF mascarados e o hash; não é indexada", async () => {
    const { pedidos } = servidorFalso({ "GET /api/verificar/:codigo": { corpo: documento } });
    renderizar(<VerificarPage params={{ codigo: "abcd-efgh-ij" }} />, { caminho: "/verificar/abcd-efgh-ij" });
    const autentico = await screen.findByTestId("documento-autentico");
    expect(autentico).toHaveTextContent("Documento autêntico");
    expect(autentico).toHaveTextContent("ABCD-EFGH-IJ");
    expect(autentico).toHaveTextContent("Recibo de pagamento");
    expect(autentico).toHaveTextContent("25/11/2026 12:00");
    expect(autentico).toHaveTextContent("R$ 1.234,56");
    expect(autentico).toHaveTextContent("M*** S***");
    expect(autentico).toHaveTextContent("***.456.789-**");
    expect(autentico).toHaveTextContent("ab".repeat(32));
    expect(screen.queryByTestId("documento-estornado")).toBeNull();
    // The code goes to the API as printed, whatever the case typed.
    expect(pedidos.map((p) => p.caminho)).toContain("/api/verificar/ABCD-EFGH-IJ");
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/);
  });

  it("pagamento estornado: autêntico, com o aviso de que não vale como quitação", async () => {
    servidorFalso({ "GET /api/verificar/:codigo": { corpo: { ...documento, situacao: "estornado" } } });
    renderizar(<VerificarPage params={{ codigo: "ABCD-EFGH-IJ" }} />, { caminho: "/verificar/ABCD-EFGH-IJ" });
    expect(await screen.findByTestId("documento-estornado")).toHaveTextContent("Este pagamento foi estornado");
  });

  it("cliente anonimizado: no lugar de nome e CPF, que os dados foram removidos", async () => {
    servidorFalso({ "GET /api/verificar/:codigo": { corpo: { ...documento, nomeMascarado: null, cpfMascarado: null } } });
    renderizar(<VerificarPage params={{ codigo: "ABCD-EFGH-IJ" }} />, { caminho: "/verificar/ABCD-EFGH-IJ" });
    const autentico = await screen.findByTestId("documento-autentico");
    expect(autentico).toHaveTextContent("Dados removidos a pedido do titular");
    expect(autentico).not.toHaveTextContent("M***");
  });

  it("código desconhecido: 'Documento não encontrado'", async () => {
    servidorFalso({ "GET /api/verificar/:codigo": { status: 404, corpo: { message: "Documento não encontrado." } } });
    renderizar(<VerificarPage params={{ codigo: "AAAA-BBBB-CC" }} />, { caminho: "/verificar/AAAA-BBBB-CC" });
    expect(await screen.findByTestId("documento-nao-encontrado")).toHaveTextContent("Documento não encontrado");
    expect(screen.queryByTestId("documento-autentico")).toBeNull();
  });

  it("/verificar: digitar o código leva à página dele; um código malformado é recusado sem ir ao servidor", async () => {
    const { pedidos } = servidorFalso({});
    const { usuario, local } = renderizar(<VerificarPage params={{}} />, { caminho: "/verificar" });
    expect(screen.getByRole("heading", { name: "Verificar documento" })).toBeInTheDocument();
    const campo = screen.getByLabelText("Código de verificação");
    await usuario.type(campo, "abcd efgh i0");
    await usuario.click(screen.getByRole("button", { name: "Verificar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Código de verificação inválido");
    await usuario.clear(campo);
    await usuario.type(campo, "abcd efgh ij");
    await usuario.click(screen.getByRole("button", { name: "Verificar" }));
    await waitFor(() => expect(local.history.at(-1)).toBe("/verificar/ABCD-EFGH-IJ"));
    expect(pedidos.filter((p) => p.caminho.startsWith("/api/verificar"))).toEqual([]);
  });
});

describe("conferir o arquivo pelo SHA-256 (issue 42)", () => {
  const conteudo = new TextEncoder().encode("%PDF-1.7 contrato como foi aceito");
  const hashDe = async (bytes: Uint8Array<ArrayBuffer>) =>
    Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)), (b) => b.toString(16).padStart(2, "0")).join("");

  it("contrato: explica que o hash é do 'Contrato como foi aceito' e calcula, no navegador, o do arquivo escolhido", async () => {
    const sha256 = await hashDe(conteudo);
    servidorFalso({ "GET /api/verificar/:codigo": { corpo: { ...documento, tipo: "contrato", sha256 } } });
    const { usuario } = renderizar(<VerificarPage params={{ codigo: "ABCD-EFGH-IJ" }} />, { caminho: "/verificar/ABCD-EFGH-IJ" });
    const conferir = await screen.findByTestId("conferir-arquivo");
    expect(conferir).toHaveTextContent("Contrato como foi aceito");
    expect(conferir).toHaveTextContent("sha256sum");
    await usuario.upload(screen.getByTestId("arquivo-para-conferir"), new File([conteudo], "contrato-como-foi-aceito.pdf", { type: "application/pdf" }));
    expect(await screen.findByTestId("arquivo-confere")).toHaveTextContent("Confere");
    expect(screen.getByTestId("sha256-calculado")).toHaveTextContent(sha256);
  });

  it("outro arquivo: 'Não confere', lembrando que o PDF com o certificado é outro arquivo", async () => {
    servidorFalso({ "GET /api/verificar/:codigo": { corpo: { ...documento, tipo: "contrato" } } });
    const { usuario } = renderizar(<VerificarPage params={{ codigo: "ABCD-EFGH-IJ" }} />, { caminho: "/verificar/ABCD-EFGH-IJ" });
    await screen.findByTestId("conferir-arquivo");
    await usuario.upload(screen.getByTestId("arquivo-para-conferir"), new File([conteudo], "contrato-aceito.pdf", { type: "application/pdf" }));
    expect(await screen.findByTestId("arquivo-nao-confere")).toHaveTextContent("não o PDF com o certificado");
  });

  it("/verificar sem código: a explicação e o cálculo também estão lá", async () => {
    servidorFalso();
    renderizar(<VerificarPage params={{}} />, { caminho: "/verificar" });
    expect(await screen.findByTestId("conferir-arquivo")).toHaveTextContent("Contrato como foi aceito");
  });
});
