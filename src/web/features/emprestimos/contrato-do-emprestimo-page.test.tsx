import { screen } from "@testing-library/react";
import { Route } from "wouter";
import { describe, expect, it } from "vitest";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { ContratoDoEmprestimoPage } from "./contrato-do-emprestimo-page.tsx";

// Issue 42, point 7: the lender's contract as a page, /emprestimos/{id}/contrato, the text readable
// on a phone and 'Baixar PDF' one tap away; once accepted, also 'Contrato como foi aceito'.

const contrato = {
  titulo: "Instrumento particular de confissão de dívida",
  preambulo: "Pelo presente instrumento...",
  secoes: [{ titulo: "1. Do valor", paragrafos: ["O DEVEDOR reconhece dever R$ 1.000,00."] }],
  localEData: "São Paulo, 25 de novembro de 2026.",
  assinaturas: [{ papel: "DEVEDOR", nome: "Joana Silva", documento: "CPF 529.982.247-25" }],
};

function abrir() {
  return renderizar(
    <Route path="/emprestimos/:id/contrato">
      <ContratoDoEmprestimoPage />
    </Route>,
    { caminho: "/emprestimos/e-42/contrato" },
  );
}

describe("contrato do empréstimo como página, para o credor", () => {
  it("sem aceite: o texto e 'Baixar PDF' (o arquivo do contrato), sem 'Contrato como foi aceito'", async () => {
    const { pedidos } = servidorFalso({ "GET /api/emprestimos/:id/contrato/texto": { corpo: { contrato, aceite: null } } });
    abrir();
    expect(await screen.findByTestId("texto-contrato")).toHaveTextContent("O DEVEDOR reconhece dever R$ 1.000,00.");
    expect(pedidos.map((p) => p.caminho)).toContain("/api/emprestimos/e-42/contrato/texto");
    const pdf = screen.getByTestId("botao-contrato");
    expect(pdf).toHaveTextContent("Baixar PDF");
    expect(pdf).toHaveAttribute("href", "/api/emprestimos/e-42/contrato");
    expect(screen.queryByTestId("botao-comoFoiAceito")).toBeNull();
    expect(screen.queryByTestId("aceite-do-contrato-lido")).toBeNull();
    expect(document.title).toBe("Contrato do empréstimo — Crédito Fácil");
  });

  it("aceito: quando e o código, e o arquivo 'Contrato como foi aceito'", async () => {
    servidorFalso({
      "GET /api/emprestimos/:id/contrato/texto": {
        corpo: { contrato, aceite: { aceitoEm: "2026-11-25T15:00:00.000Z", codigo: "ABCD-EFGH-IJ", sha256: "ab".repeat(32) } },
      },
    });
    abrir();
    expect(await screen.findByTestId("aceite-do-contrato-lido")).toHaveTextContent("ABCD-EFGH-IJ");
    const comoFoiAceito = screen.getByTestId("botao-comoFoiAceito");
    expect(comoFoiAceito).toHaveTextContent("Contrato como foi aceito (PDF)");
    expect(comoFoiAceito).toHaveAttribute("href", "/api/emprestimos/e-42/contrato/como-foi-aceito");
  });

  it("empréstimo de outro credor ou inexistente: a mensagem do servidor", async () => {
    servidorFalso({ "GET /api/emprestimos/:id/contrato/texto": { status: 404, corpo: { message: "Empréstimo não encontrado." } } });
    abrir();
    expect(await screen.findByRole("alert")).toHaveTextContent("Empréstimo não encontrado.");
  });
});
