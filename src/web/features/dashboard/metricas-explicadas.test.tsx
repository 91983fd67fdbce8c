import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { DashboardPage } from "./dashboard-page.tsx";

// Issue 42, point 7: 'Total Emprestado Ativo' (the spec's label) says what it adds up, so it is
// not read as Relatórios' 'Principal em aberto'.

describe("Dashboard: cada saldo com o seu nome", () => {
  it("'Total Emprestado Ativo' traz o que soma, sob o título da especificação", async () => {
    servidorFalso({
      "GET /api/dashboard/metrics": {
        corpo: {
          totalEmprestadoAtivo: "R$ 6.392,00",
          receitaPrevistaMes: "R$ 0,00",
          receitaPrevistaDia: "R$ 0,00",
          totalClientes: 3,
          recebidoHoje: "R$ 0,00",
          recebidoMes: "R$ 0,00",
        },
      },
      "GET /api/dashboard/atrasados": { corpo: [] },
      "GET /api/dashboard/vencimentos-hoje": { corpo: [] },
    });
    renderizar(<DashboardPage />);
    expect(await screen.findByTestId("metrica-total-emprestado-ativo")).toHaveTextContent("R$ 6.392,00");
    expect(screen.getByRole("heading", { name: "Total Emprestado Ativo" })).toBeInTheDocument();
    expect(screen.getByTestId("metrica-total-emprestado-ativo-explicacao")).toHaveTextContent(
      "valor restante dos ativos e atrasados (nos parcelados, as parcelas a pagar)",
    );
  });
});
