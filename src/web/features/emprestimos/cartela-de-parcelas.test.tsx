import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hojeMais, umEmprestimo } from "@/test/dados.ts";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { CartelaDeParcelas, textoDaCartela } from "./cartela-de-parcelas.tsx";

// Issue 43, point 3: the cartela's WhatsApp text, with the borrower's own page as the reminders send it.

afterEach(() => {
  vi.restoreAllMocks();
});

const celula = (numero: number, situacao: "paga" | "em_atraso" | "vence_hoje" | "a_vencer") => ({ numero, vencimento: "2026-12-01", valor: "60.00", situacao });

describe("Cartela: o texto do WhatsApp", () => {
  it("quantas pagas, quantas em atraso, a de hoje e o link da página do cliente", () => {
    const parcelas = [celula(1, "paga"), celula(2, "em_atraso"), celula(3, "em_atraso"), celula(4, "vence_hoje"), celula(5, "a_vencer")];
    expect(textoDaCartela("Maria da Silva", parcelas, "https://app.exemplo/c/tok")).toBe(
      [
        "Olá, Maria! Sua cartela: 1 de 5 pagas.",
        "2 parcelas em atraso.",
        "A parcela 4 vence hoje.",
        "Veja sua cartela e pague pelo PIX neste link: https://app.exemplo/c/tok",
      ].join("\n"),
    );
    expect(textoDaCartela("Maria", [celula(1, "em_atraso"), celula(2, "a_vencer")])).toBe("Olá, Maria! Sua cartela: 0 de 2 pagas.\n1 parcela em atraso.");
  });

  it("'WhatsApp' abre a conversa com o cliente e o link da página dele no texto", async () => {
    const janela = { opener: {} as unknown, location: { href: "" }, close: vi.fn() };
    const abrir = vi.spyOn(window, "open").mockReturnValue(janela as unknown as Window);
    const emprestimo = umEmprestimo({
      modalidade: "parcelado",
      status: "atrasado",
      cicloAtual: 1,
      quantidadeParcelas: 2,
      valorParcela: "60.00",
      parcelas: [hojeMais(-2), hojeMais(5)].map((vencimento, i) => ({ numero: i + 1, vencimento, valor: "60.00", juros: "10.00", principal: "50.00" })),
    });
    servidorFalso({
      "GET /api/emprestimos/:id/cartela": { corpo: { parcelas: [] } },
      "POST /api/clientes/:id/link-cliente": { status: 201, corpo: { token: "tok", criadoEm: new Date().toISOString() } },
    });
    const { usuario } = renderizar(<CartelaDeParcelas emprestimo={emprestimo} />);
    const cartela = screen.getByTestId("cartela-parcelas");
    await usuario.click(within(cartela).getByText("Parcelas"));
    await usuario.click(within(cartela).getByTestId("cartela-whatsapp"));
    expect(abrir).toHaveBeenCalledWith("", "_blank");
    await waitFor(() => expect(janela.location.href).toMatch(/^https:\/\/wa\.me\/5511912345678\?text=/));
    const texto = decodeURIComponent(janela.location.href.split("?text=")[1] ?? "");
    expect(texto).toBe(
      `Olá, Maria! Sua cartela: 0 de 2 pagas.\n1 parcela em atraso.\nVeja sua cartela e pague pelo PIX neste link: ${window.location.origin}/c/tok`,
    );
  });
});
