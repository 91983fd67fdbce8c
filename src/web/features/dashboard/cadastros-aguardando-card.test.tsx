import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { umEmprestimo } from "@/test/dados.ts";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { CadastrosAguardandoCard } from "./cadastros-aguardando-card.tsx";

// Issue 42, point 7: new sign-ups awaiting delivery flagged on the dashboard.

describe("Dashboard: cadastros aguardando envio", () => {
  it("conta os empréstimos aguardando envio e leva à lista filtrada", async () => {
    const servidor = servidorFalso({
      "GET /api/emprestimos": { corpo: [umEmprestimo({ status: "aguardando_envio" }), umEmprestimo({ status: "aguardando_envio" })] },
    });
    renderizar(<CadastrosAguardandoCard />);
    const link = await screen.findByRole("link", { name: /2 cadastros aguardando envio/ });
    expect(link.getAttribute("href")).toBe("/emprestimos?status=aguardando_envio");
    const [pedido] = servidor.pedidosA("GET /api/emprestimos");
    expect(pedido?.parametros.get("status")).toBe("aguardando_envio");
  });

  it("no singular com um só, e nada quando não há nenhum", async () => {
    servidorFalso({ "GET /api/emprestimos": { corpo: [umEmprestimo({ status: "aguardando_envio" })] } });
    const um = renderizar(<CadastrosAguardandoCard />);
    expect(await screen.findByRole("link", { name: /^1 cadastro aguardando envio/ })).toBeInTheDocument();
    um.unmount();

    const servidor = servidorFalso({ "GET /api/emprestimos": { corpo: [] } });
    renderizar(<CadastrosAguardandoCard />);
    await waitFor(() => expect(servidor.pedidosA("GET /api/emprestimos")).toHaveLength(1));
    expect(screen.queryByTestId("cadastros-aguardando")).toBeNull();
  });
});
