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
