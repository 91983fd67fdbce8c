import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { EmprestimosPage } from "./emprestimos-page.tsx";

// Issue 42, point 7: the dashboard's 'N cadastros aguardando envio' opens the list on that chip.

describe("Empréstimos: o filtro pedido pelo endereço", () => {
  it("?status=aguardando_envio abre a lista já filtrada em 'Aguardando envio'", async () => {
    const servidor = servidorFalso({ "GET /api/emprestimos": { corpo: [] } });
    renderizar(<EmprestimosPage />, { caminho: "/emprestimos?status=aguardando_envio" });
    await waitFor(() => expect(servidor.pedidosA("GET /api/emprestimos").length).toBeGreaterThan(0));
    expect(servidor.pedidosA("GET /api/emprestimos")[0]?.parametros.get("status")).toBe("aguardando_envio");
  });

  it("um status desconhecido é ignorado: a lista abre sem filtro", async () => {
    const servidor = servidorFalso({ "GET /api/emprestimos": { corpo: [] } });
    renderizar(<EmprestimosPage />, { caminho: "/emprestimos?status=<script>" });
    await waitFor(() => expect(servidor.pedidosA("GET /api/emprestimos").length).toBeGreaterThan(0));
    expect(servidor.pedidosA("GET /api/emprestimos")[0]?.parametros.get("status") ?? "").toBe("");
  });
});
