import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ConfiguracoesApi } from "../../../domain/api/conta.ts";
import { umasConfiguracoes, umLink } from "@/test/dados.ts";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { NovoEmprestimoForm } from "./novo-emprestimo-form.tsx";

// Issue 42, point 6: a lender without 'Seu nome (como os clientes verão)' is asked for it before
// the first sign-up link or client link goes out; the name is saved alone (POST
// /api/configuracoes/nome), and the action goes on. 'Agora não' goes on without it; closing sends nothing.

const ROTULO = "Seu nome (como os clientes verão)";
const semNome = umasConfiguracoes();

function servidor(configuracoes: ConfiguracoesApi) {
  return servidorFalso({
    "GET /api/configuracoes": { corpo: configuracoes },
    "POST /api/configuracoes/nome": (p) => ({ corpo: { ...configuracoes, nomeRecibo: (p.corpo as { nomeRecibo: string }).nomeRecibo } }),
    "POST /api/links-cadastro": { status: 201, corpo: umLink() },
  });
}

describe("pedir o nome antes de enviar", () => {
  it("'Gerar Link' sem nome: o link de cadastro só é criado depois do nome salvo", async () => {
    const falso = servidor(semNome);
    const aoGerar = vi.fn();
    const { usuario } = renderizar(<NovoEmprestimoForm aoGerar={aoGerar} />, { caminho: "/emprestimos/novo" });
    await usuario.type(screen.getByLabelText("Valor emprestado (R$)"), "1.000,00");
    await usuario.type(screen.getByLabelText("Prazo (dias)"), "30");
    await usuario.type(screen.getByLabelText("Taxa de juros (%)"), "10");
    await usuario.type(screen.getByLabelText(/^Taxa de atraso/), "1");
    await usuario.click(screen.getByRole("button", { name: "Gerar Link" }));
    const dialogo = await screen.findByTestId("pedir-nome-dialog");
    expect(falso.pedidosA("POST /api/links-cadastro")).toEqual([]);
    await usuario.type(within(dialogo).getByLabelText(ROTULO), "Ana Credora");
    await usuario.click(within(dialogo).getByRole("button", { name: "Salvar e continuar" }));
    await waitFor(() => expect(aoGerar).toHaveBeenCalledTimes(1));
    expect(falso.pedidosA("POST /api/configuracoes/nome")).toHaveLength(1);
    expect(falso.pedidosA("POST /api/links-cadastro")).toHaveLength(1);
  });
});
