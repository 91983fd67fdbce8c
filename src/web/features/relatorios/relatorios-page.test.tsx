import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { RelatoriosPage } from "./relatorios-page.tsx";

// Issue 42, point 7: at 375 px the month-by-month table is wider than the screen; it scrolls
// inside a region the keyboard can reach and a screen reader can name (axe's
// `scrollable-region-focusable`).

const zeros = {
  emprestado: "0.00",
  recebidoJuros: "0.00",
  recebidoPrincipal: "0.00",
  recebidoJurosAtraso: "0.00",
  recebidoTotal: "0.00",
  jurosAtrasoDispensados: "0.00",
  jurosRenegociados: "0.00",
  jurosGanhos: "0.00",
};

const relatorio = {
  de: "2026-01",
  ate: "2026-01",
  meses: [{ mes: "2026-01", ...zeros, emprestado: "1000.00" }],
  totais: { ...zeros, emprestado: "1000.00" },
  carteira: { principalEmAberto: "1000.00", valorEmAtraso: "0.00", principalEmRisco: "0.00", par30: "0.00", clientesAtivos: 1, clientesEmAtraso: 0 },
  previsao: [],
};

describe("Relatórios: a tabela mês a mês em tela estreita", () => {
  it("rola dentro de uma região com foco pelo teclado e nome acessível", async () => {
    servidorFalso({ "GET /api/relatorios": { corpo: relatorio } });
    renderizar(<RelatoriosPage />);
    const tabela = await screen.findByTestId("tabela-relatorio");
    const regiao = screen.getByRole("region", { name: "Tabela mês a mês" });
    expect(regiao).toContainElement(tabela);
    expect(regiao.tabIndex).toBe(0);
    expect(regiao.className).toContain("overflow-x-auto");
  });

  it("'Principal em aberto' diz o que soma (issue 42: cada saldo com o seu nome)", async () => {
    servidorFalso({ "GET /api/relatorios": { corpo: relatorio } });
    renderizar(<RelatoriosPage />);
    const rotulo = await screen.findByText("Principal em aberto");
    expect(rotulo.parentElement).toHaveTextContent("Principal em abertoR$ 1.000,00só o principal ainda não devolvido, sem juros (nem os das parcelas)");
  });
});
