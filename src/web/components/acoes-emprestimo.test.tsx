import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { umEmprestimo } from "@/test/dados.ts";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { AcoesDoEmprestimo } from "./acoes-emprestimo.tsx";

// Issue 29, point 3: the loan's card (and the client's loans) offer its contract beside the statement.
describe("AcoesDoEmprestimo", () => {
  it("'Contrato' é um link para o PDF do empréstimo e, ao tocar, o busca com a sessão", async () => {
    const emprestimo = umEmprestimo();
    const servidor = servidorFalso({
      "GET /api/emprestimos/:id/contrato": {
        corpo: "%PDF-1.3",
        cabecalhos: { "Content-Type": "application/pdf", "Content-Disposition": 'attachment; filename="contrato-x.pdf"' },
      },
    });
    const { usuario } = renderizar(<AcoesDoEmprestimo emprestimo={emprestimo} />);
    const contrato = screen.getByRole("link", { name: "Contrato" });
    expect(contrato).toHaveAttribute("href", `/api/emprestimos/${emprestimo.id}/contrato`);
    expect(screen.getByRole("link", { name: "Extrato" })).toHaveAttribute("href", `/api/emprestimos/${emprestimo.id}/extrato`);
    await usuario.click(contrato);
    await waitFor(() => expect(servidor.pedidosA(`GET /api/emprestimos/${emprestimo.id}/contrato`)).toHaveLength(1));
  });
});
