import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { hojeMais, umEmprestimo } from "@/test/dados.ts";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { EmprestimoCard } from "./emprestimo-card.tsx";

describe("EmprestimoCard: o próximo passo do empréstimo", () => {
  it("aguardando envio: 'Marcar como enviado' abre a ativação já em Ativo, com o aviso; não há 'Registrar Pagamento'", async () => {
    const emprestimo = umEmprestimo({ status: "aguardando_envio", origem: "link" });
    const servidor = servidorFalso({ "PUT /api/emprestimos/:id": { status: 200, corpo: { ...emprestimo, status: "ativo" } } });
    const { usuario } = renderizar(<EmprestimoCard emprestimo={emprestimo} />);
    expect(screen.queryByRole("button", { name: "Registrar Pagamento" })).toBeNull();

    await usuario.click(screen.getByRole("button", { name: "Marcar como enviado" }));
    const dialogo = await screen.findByRole("dialog", { name: "Editar Empréstimo" });
    expect(within(dialogo).getByRole("radio", { name: "Ativo" })).toBeChecked();
    // The dates restart today: the lender reads it before saving.
    expect(within(dialogo).getByTestId("aviso-ativacao")).toHaveTextContent(`hoje (${hojeMais(0).split("-").reverse().join("/")})`);

    await usuario.click(within(dialogo).getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(servidor.pedidosA(`PUT /api/emprestimos/${emprestimo.id}`).map((p) => p.corpo)).toEqual([{ status: "ativo" }]));
  });

  it("ativo: 'Registrar Pagamento', sem 'Marcar como enviado'; 'Editar' abre no status atual", async () => {
    servidorFalso({});
    const { usuario } = renderizar(<EmprestimoCard emprestimo={umEmprestimo()} />);
    expect(screen.getByRole("button", { name: "Registrar Pagamento" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Marcar como enviado" })).toBeNull();
    await usuario.click(screen.getByRole("button", { name: "Editar" }));
    const dialogo = await screen.findByRole("dialog", { name: "Editar Empréstimo" });
    expect(within(dialogo).getByRole("radio", { name: "Ativo" })).toBeChecked();
    expect(within(dialogo).queryByTestId("aviso-ativacao")).toBeNull();
  });
});

describe("EmprestimoCard: a cartela de parcelas (issue 43)", () => {
  it("parcelado: cada parcela com nº, vencimento, valor e situação (Paga em dd/mm ✓, Em atraso, Vence hoje, A vencer); o dia pago vem ao abrir", async () => {
    const { pedidosA } = servidorFalso({
      "GET /api/emprestimos/:id/cartela": {
        corpo: { parcelas: [{ numero: 1, vencimento: hojeMais(-14), valor: "100.00", situacao: "paga", pagaEm: hojeMais(-13) }] },
      },
    });
    const vencimentos = [hojeMais(-14), hojeMais(-7), hojeMais(0), hojeMais(7)];
    const emprestimo = umEmprestimo({
      modalidade: "parcelado",
      periodicidade: "semanal",
      status: "atrasado",
      valorOriginal: "400.00",
      valorRestante: "300.00",
      prazoDias: null,
      taxaJuros: "0.00",
      quantidadeParcelas: 4,
      valorParcela: "100.00",
      cicloAtual: 2,
      dataProximoCiclo: vencimentos[1],
      diasAtraso: 7,
      parcelas: vencimentos.map((vencimento, i) => ({ numero: i + 1, vencimento, valor: "100.00", juros: "0.00", principal: "100.00" })),
    });
    const { usuario } = renderizar(<EmprestimoCard emprestimo={emprestimo} />);
    const cartela = screen.getByTestId("cartela-parcelas");
    expect(cartela).toHaveTextContent("1 de 4 pagas");
    // The list carries no paid days: asked for only when the cartela opens.
    expect(pedidosA(`GET /api/emprestimos/${emprestimo.id}/cartela`)).toHaveLength(0);
    await usuario.click(within(cartela).getByText("Parcelas"));
    const data = (d: string) => d.split("-").reverse().join("/");
    const pagaEm = data(hojeMais(-13)).slice(0, 5);
    await waitFor(() => expect(within(cartela).getAllByTestId("cartela-parcela")[0]).toHaveTextContent(`Paga em ${pagaEm}`));
    expect(pedidosA(`GET /api/emprestimos/${emprestimo.id}/cartela`)).toHaveLength(1);
    expect(
      within(cartela)
        .getAllByTestId("cartela-parcela")
        .map((c) => c.getAttribute("aria-label")),
    ).toEqual([
      `Parcela 1, vence ${data(vencimentos[0] ?? "")}, R$ 100,00: Paga em ${pagaEm}`,
      `Parcela 2, vence ${data(vencimentos[1] ?? "")}, R$ 100,00: Em atraso`,
      `Parcela 3, vence ${data(vencimentos[2] ?? "")}, R$ 100,00: Vence hoje`,
      `Parcela 4, vence ${data(vencimentos[3] ?? "")}, R$ 100,00: A vencer`,
    ]);
    expect(within(cartela).getAllByTestId("cartela-parcela")[0]).toHaveTextContent("✓ 1");
    expect(within(cartela).getByTestId("botao-cartela")).toHaveTextContent("Compartilhar cartela");
    expect(within(cartela).getByTestId("botao-cartela")).toHaveAttribute("href", `/api/emprestimos/${emprestimo.id}/cartela.pdf`);
  });

  it("mensal: sem cartela", () => {
    servidorFalso({});
    renderizar(<EmprestimoCard emprestimo={umEmprestimo()} />);
    expect(screen.queryByTestId("cartela-parcelas")).toBeNull();
  });
});
