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
