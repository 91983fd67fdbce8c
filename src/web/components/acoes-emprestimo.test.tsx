import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { umEmprestimo } from "@/test/dados.ts";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { AcoesDoEmprestimo } from "./acoes-emprestimo.tsx";

// Issue 29, point 3: the loan's card (and the client's loans) offer its contract beside the statement.
describe("AcoesDoEmprestimo", () => {
  // First: the test below follows a download link, which moves the test window's address to a blob.
  it("issue 29, ponto 4: sem aceite, 'Aguardando aceite' e 'Pedir aceite' abre o link de uso único para enviar", async () => {
    const emprestimo = umEmprestimo();
    const servidor = servidorFalso({
      "POST /api/emprestimos/:id/pedido-aceite": {
        status: 201,
        corpo: { id: "p1", token: "TokenDeAceite123", expiraEm: "2026-12-02T15:00:00.000Z", sha256: "a".repeat(64) },
      },
    });
    const { usuario } = renderizar(<AcoesDoEmprestimo emprestimo={emprestimo} />);
    expect(screen.getByTestId("aguardando-aceite")).toHaveTextContent("Aguardando aceite");
    await usuario.click(screen.getByRole("button", { name: "Pedir aceite" }));
    await waitFor(() => expect(screen.getByTestId("link-aceite")).toHaveValue(`${window.location.origin}/aceite/TokenDeAceite123`));
    expect(servidor.pedidosA(`POST /api/emprestimos/${emprestimo.id}/pedido-aceite`)).toHaveLength(1);
    expect(screen.getByText(/Vale uma vez, até 02\/12\/2026 12:00/)).toBeInTheDocument();
  });

  it("issue 29, ponto 4: aceito, diz quando, e não pede de novo; quitado sem aceite não pede nada", () => {
    const { unmount } = renderizar(<AcoesDoEmprestimo emprestimo={umEmprestimo({ contratoAceitoEm: "2026-11-25T15:04:00.000Z" })} />);
    expect(screen.getByTestId("contrato-aceito-em")).toHaveTextContent("Contrato aceito em 25/11/2026 às 12:04");
    expect(screen.queryByRole("button", { name: "Pedir aceite" })).toBeNull();
    unmount();
    renderizar(<AcoesDoEmprestimo emprestimo={umEmprestimo({ status: "finalizado" })} />);
    expect(screen.queryByTestId("aguardando-aceite")).toBeNull();
  });
  it("'Contrato' abre a página do contrato (issue 42: o texto no celular, o PDF a um toque); 'Extrato' busca o PDF com a sessão", async () => {
    const emprestimo = umEmprestimo();
    const servidor = servidorFalso({
      "GET /api/emprestimos/:id/extrato": {
        corpo: "%PDF-1.3",
        cabecalhos: { "Content-Type": "application/pdf", "Content-Disposition": 'attachment; filename="extrato-x.pdf"' },
      },
    });
    const { usuario, local } = renderizar(<AcoesDoEmprestimo emprestimo={emprestimo} />);
    const contrato = screen.getByRole("link", { name: "Contrato" });
    expect(contrato).toHaveAttribute("href", `/emprestimos/${emprestimo.id}/contrato`);
    await usuario.click(contrato);
    expect(local.history?.at(-1)).toBe(`/emprestimos/${emprestimo.id}/contrato`);
    const extrato = screen.getByRole("link", { name: "Extrato" });
    expect(extrato).toHaveAttribute("href", `/api/emprestimos/${emprestimo.id}/extrato`);
    await usuario.click(extrato);
    await waitFor(() => expect(servidor.pedidosA(`GET /api/emprestimos/${emprestimo.id}/extrato`)).toHaveLength(1));
  });
});
