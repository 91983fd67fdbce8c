import { describe, expect, it } from "vitest";
import { ITENS_MENU_PRINCIPAL, itemAtivo } from "./nav-items.ts";

describe("menu principal", () => {
  it("has the spec's five links in order, with issue 43's Cobrar hoje after the dashboard, issue 31's Relatórios, issue 43's Simular and issue 10's Atividade before the settings", () => {
    expect(ITENS_MENU_PRINCIPAL.map(({ titulo, href }) => [titulo, href])).toEqual([
      ["Dashboard", "/"],
      ["Cobrar hoje", "/cobrar-hoje"],
      ["Clientes", "/clientes"],
      ["Empréstimos", "/emprestimos"],
      ["Calendário", "/calendario"],
      ["Relatórios", "/relatorios"],
      ["Simular", "/simular"],
      ["Atividade", "/atividade"],
      ["Configurações", "/configuracoes"],
    ]);
  });

  it.each([
    ["/", "/", true],
    ["/", "/clientes", false],
    ["/clientes", "/clientes", true],
    ["/clientes", "/clientes/novo", true],
    ["/clientes", "/clientes/abc-123", true],
    ["/clientes", "/clientesx", false],
    ["/emprestimos", "/emprestimos/novo", true],
    ["/configuracoes", "/creditos", false],
  ])("%s active on %s: %s", (href, location, esperado) => {
    expect(itemAtivo(href, location)).toBe(esperado);
  });
});
