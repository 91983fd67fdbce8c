import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { hojeMais, umEmprestimo } from "@/test/dados.ts";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { PixCobranca } from "./pix-cobranca.tsx";

// Issue 42, point 8e: the 'Configurações' link inside the hint was 77×14 px at 375 px; on a phone
// it is a 44 px touch target (the text's look unchanged from sm: up, where a mouse points).

describe("PIX sem recebedor: o link para Configurações", () => {
  it("tem área de toque de 44 px no celular e leva a /configuracoes", async () => {
    servidorFalso({});
    const emprestimo = umEmprestimo({ status: "ativo", dataProximoCiclo: hojeMais(0) });
    renderizar(<PixCobranca emprestimo={emprestimo} recebedor={{ chavePix: null, nomeRecebedor: null, cidadeRecebedor: null }} />);
    const dica = await screen.findByTestId("pix-sem-recebedor");
    const link = screen.getByRole("link", { name: "Configurações" });
    expect(dica).toContainElement(link);
    expect(link.getAttribute("href")).toBe("/configuracoes");
    const classes = link.className.split(/\s+/);
    expect(classes).toEqual(expect.arrayContaining(["inline-flex", "min-h-11", "items-center", "sm:min-h-0"]));
  });
});
