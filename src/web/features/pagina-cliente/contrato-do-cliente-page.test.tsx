import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { ContratoDoClientePage } from "./contrato-do-cliente-page.tsx";

// Issue 42, point 7: on a phone the borrower's accepted contract opens as a page, the same text as
// the PDF, with the PDF (and the file as accepted) one tap away as plain links, not a blob: tab.

const texto = {
  contrato: {
    titulo: "Instrumento particular de confissão de dívida",
    preambulo: "Pelo presente instrumento, as partes abaixo...",
    secoes: [{ titulo: "1. Do valor", paragrafos: ["O DEVEDOR reconhece dever R$ 800,00."], itens: ["Parcela 1 de 2: R$ 440,00 em 25/12/2026"] }],
    localEData: "São Paulo, 25 de novembro de 2026.",
    assinaturas: [
      { papel: "CREDOR", nome: "Carlos Credor", documento: null },
      { papel: "DEVEDOR", nome: "Joana Silva", documento: "CPF ***.982.247-**" },
    ],
  },
  aceite: { aceitoEm: "2026-11-25T15:00:00.000Z", codigo: "ABCD-EFGH-IJ", sha256: "ab".repeat(32) },
};

describe("contrato aceito como página, para o cliente", () => {
  it("mostra o texto do contrato, o aceite e os PDFs por links diretos", async () => {
    servidorFalso({ "GET /api/c/:token/emprestimos/:id/contrato/texto": { corpo: texto } });
    renderizar(<ContratoDoClientePage params={{ token: "tok", id: "e1" }} />, { caminho: "/c/tok/emprestimos/e1/contrato" });
    const artigo = await screen.findByTestId("texto-contrato");
    expect(artigo).toHaveTextContent("Instrumento particular de confissão de dívida");
    expect(artigo).toHaveTextContent("O DEVEDOR reconhece dever R$ 800,00.");
    expect(artigo).toHaveTextContent("Parcela 1 de 2: R$ 440,00 em 25/12/2026");
    expect(artigo).toHaveTextContent("DEVEDOR: Joana Silva, CPF ***.982.247-**");
    expect(screen.getByTestId("aceite-do-contrato-lido")).toHaveTextContent("Contrato aceito em 25/11/2026 às 12:00");
    expect(screen.getByTestId("aceite-do-contrato-lido")).toHaveTextContent("ABCD-EFGH-IJ");
    expect(screen.getByTestId("baixar-pdf")).toHaveAttribute("href", "/api/c/tok/emprestimos/e1/contrato");
    expect(screen.getByTestId("baixar-pdf")).toHaveTextContent("Baixar PDF");
    expect(screen.getByTestId("baixar-como-foi-aceito")).toHaveAttribute("href", "/api/c/tok/emprestimos/e1/contrato/como-foi-aceito");
    expect(document.title).toBe("Seu contrato — Crédito Fácil");
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/);
  });

  it("aceite antigo sem o texto guardado: diz que o texto está no PDF", async () => {
    servidorFalso({ "GET /api/c/:token/emprestimos/:id/contrato/texto": { corpo: { ...texto, contrato: null } } });
    renderizar(<ContratoDoClientePage params={{ token: "tok", id: "e1" }} />, { caminho: "/c/tok/emprestimos/e1/contrato" });
    expect(await screen.findByTestId("texto-so-no-pdf")).toHaveTextContent("O texto deste contrato está no PDF");
    expect(screen.getByTestId("baixar-pdf")).toBeInTheDocument();
  });

  it("sem contrato aceito ou link inválido: 'Contrato indisponível'", async () => {
    servidorFalso({ "GET /api/c/:token/emprestimos/:id/contrato/texto": { status: 404, corpo: { message: "Este empréstimo não tem contrato aceito." } } });
    renderizar(<ContratoDoClientePage params={{ token: "tok", id: "e1" }} />, { caminho: "/c/tok/emprestimos/e1/contrato" });
    expect(await screen.findByTestId("contrato-indisponivel")).toHaveTextContent("Contrato indisponível");
  });
});
