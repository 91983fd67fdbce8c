import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { DashboardPage } from "./dashboard-page.tsx";

// Issue 42, point 7: new sign-ups awaiting delivery flagged on the dashboard, from the figures'
// own answer (cadastrosAguardandoEnvio). A read of the loan list here replaced the offline copy
// of that list (55b0c86, reverted): the dashboard asks for nothing more.

function painelCom(cadastrosAguardandoEnvio: number) {
  return servidorFalso({
    "GET /api/dashboard/metrics": {
      corpo: {
        totalEmprestadoAtivo: "R$ 1.000,00",
        receitaPrevistaMes: "R$ 0,00",
        receitaPrevistaDia: "R$ 0,00",
        totalClientes: 3,
        recebidoHoje: "R$ 0,00",
        recebidoMes: "R$ 0,00",
        cadastrosAguardandoEnvio,
      },
    },
    "GET /api/dashboard/atrasados": { corpo: [] },
    "GET /api/dashboard/vencimentos-hoje": { corpo: [] },
    "GET /api/dashboard/vencimentos-amanha": { corpo: [] },
    "GET /api/dashboard/recebido-vs-previsto": { corpo: [] },
    "GET /api/pagamentos-informados": { corpo: [] },
    "GET /api/configuracoes": { corpo: { chavePix: "" } },
  });
}

describe("Dashboard: cadastros aguardando envio", () => {
  it("nenhum: nada é mostrado", async () => {
    painelCom(0);
    renderizar(<DashboardPage />);
    // The figures have arrived (the card reads them): still nothing.
    expect(await screen.findByTestId("metrica-total-emprestado-ativo")).toHaveTextContent("R$ 1.000,00");
    expect(screen.queryByTestId("cadastros-aguardando")).toBeNull();
    expect(screen.queryByText(/aguardando envio/)).toBeNull();
  });

  it("um: no singular", async () => {
    painelCom(1);
    renderizar(<DashboardPage />);
    expect(await screen.findByRole("link", { name: /^1 cadastro aguardando envio/ })).toBeInTheDocument();
  });

  it("três: no plural, levando à lista filtrada em 'Aguardando envio', sem outra leitura", async () => {
    const servidor = painelCom(3);
    renderizar(<DashboardPage />);
    const link = await screen.findByRole("link", { name: /^3 cadastros aguardando envio/ });
    expect(link.getAttribute("href")).toBe("/emprestimos?status=aguardando_envio");
    expect(await screen.findByTestId("metrica-total-emprestado-ativo")).toHaveTextContent("R$ 1.000,00");
    expect(servidor.pedidosA("GET /api/emprestimos")).toHaveLength(0);
    expect(servidor.pedidosA("GET /api/dashboard/metrics")).toHaveLength(1);
  });
});
