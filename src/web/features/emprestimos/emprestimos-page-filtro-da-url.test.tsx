import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { EmprestimosPage } from "./emprestimos-page.tsx";

// Issue 42, point 7: the dashboard's 'N cadastros aguardando envio' opens the list on that chip.

const chip = (nome: string) => screen.getByRole("button", { name: nome });

describe("Empréstimos: o filtro pedido pelo endereço", () => {
  it("?status=aguardando_envio abre a lista já filtrada em 'Aguardando envio'", async () => {
    const servidor = servidorFalso({ "GET /api/emprestimos": { corpo: [] } });
    renderizar(<EmprestimosPage />, { caminho: "/emprestimos?status=aguardando_envio" });
    await waitFor(() => expect(servidor.pedidosA("GET /api/emprestimos").length).toBeGreaterThan(0));
    expect(servidor.pedidosA("GET /api/emprestimos")[0]?.parametros.get("status")).toBe("aguardando_envio");
    expect(chip("Aguardando envio")).toHaveAttribute("aria-pressed", "true");
    expect(chip("Todos")).toHaveAttribute("aria-pressed", "false");
  });

  it("um status desconhecido é ignorado: a lista abre sem filtro", async () => {
    const servidor = servidorFalso({ "GET /api/emprestimos": { corpo: [] } });
    renderizar(<EmprestimosPage />, { caminho: "/emprestimos?status=<script>" });
    await waitFor(() => expect(servidor.pedidosA("GET /api/emprestimos").length).toBeGreaterThan(0));
    expect(servidor.pedidosA("GET /api/emprestimos")[0]?.parametros.get("status") ?? "").toBe("");
    // 'Todos', the list with no chip: not an invisible filter that matches nothing.
    expect(chip("Todos")).toHaveAttribute("aria-pressed", "true");
    expect(await screen.findByText("Nenhum empréstimo cadastrado")).toBeInTheDocument();
  });
});
