import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Route } from "wouter";
import { umCliente, umEmprestimo } from "@/test/dados.ts";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { ClientePage } from "./cliente-page.tsx";

// Issue 42, point 7: on the client page the open loans — what the lender came to act on — come
// before the personal data.

const antes = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe("Página do cliente: a ordem das seções", () => {
  it("os empréstimos (abas) vêm antes dos dados pessoais e do resumo financeiro", async () => {
    const cliente = umCliente({ nome: "Maria da Silva" });
    const emprestimo = umEmprestimo({ clienteId: cliente.id, status: "ativo" });
    servidorFalso({
      "GET /api/clientes/:id": { corpo: cliente },
      "GET /api/clientes/:id/emprestimos": { corpo: { itens: [emprestimo], proximoCursor: null } },
    });
    renderizar(
      <Route path="/clientes/:id">
        <ClientePage />
      </Route>,
      { caminho: `/clientes/${cliente.id}` },
    );
    const dados = await screen.findByText("Dados pessoais");
    const resumo = screen.getByText("Resumo financeiro");
    const abas = screen.getByRole("tablist");
    const aba = screen.getByRole("tab", { name: "Empréstimos" });
    expect(aba).toHaveAttribute("aria-selected", "true");
    expect(antes(abas, dados)).toBe(true);
    expect(antes(abas, resumo)).toBe(true);
  });
});
