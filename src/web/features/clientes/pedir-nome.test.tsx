import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ConfiguracoesApi } from "../../../domain/api/conta.ts";
import { mensagemSob } from "@/test/mensagens.ts";
import { umasConfiguracoes } from "@/test/dados.ts";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { LinkDoCliente } from "./link-do-cliente.tsx";

// Issue 42, point 6: a lender without 'Seu nome (como os clientes verão)' is asked for it before
// the first sign-up link or client link goes out; the name is saved alone (POST
// /api/configuracoes/nome), and the action goes on. 'Agora não' goes on without it; closing sends nothing.

const ROTULO = "Seu nome (como os clientes verão)";
const semNome = umasConfiguracoes();
const cliente = { id: "c1", nome: "Lia Tomadora", telefone: "11988887777" };
const linkDoCliente = { token: "t".repeat(32), criadoEm: "2026-11-25T15:00:00.000Z" };

function servidor(configuracoes: ConfiguracoesApi) {
  return servidorFalso({
    "GET /api/configuracoes": { corpo: configuracoes },
    "POST /api/configuracoes/nome": (p) => ({ corpo: { ...configuracoes, nomeRecibo: (p.corpo as { nomeRecibo: string }).nomeRecibo } }),
    "POST /api/clientes/:id/link-cliente": { corpo: linkDoCliente },
  });
}

describe("pedir o nome antes de enviar", () => {
  it("'Link do cliente' sem nome: pede o nome, recusa um curto, salva o válido e só então abre o link", async () => {
    const falso = servidor(semNome);
    const { usuario } = renderizar(<LinkDoCliente cliente={cliente} />, { caminho: "/clientes/c1" });
    await usuario.click(screen.getByRole("button", { name: "Link do cliente" }));
    const dialogo = await screen.findByTestId("pedir-nome-dialog");
    expect(falso.pedidosA("POST /api/clientes/c1/link-cliente")).toEqual([]);

    const nome = within(dialogo).getByLabelText(ROTULO);
    await usuario.type(nome, "Jo");
    await usuario.click(within(dialogo).getByRole("button", { name: "Salvar e continuar" }));
    await waitFor(() => expect(mensagemSob(nome)).toMatch(/^Seu nome deve ter pelo menos 3 caracteres/));
    expect(falso.pedidosA("POST /api/configuracoes/nome")).toEqual([]);

    await usuario.clear(nome);
    await usuario.type(nome, "  Ana   Credora ");
    await usuario.click(within(dialogo).getByRole("button", { name: "Salvar e continuar" }));
    await screen.findByTestId("link-do-cliente-dialog");
    expect(screen.queryByTestId("pedir-nome-dialog")).toBeNull();
    expect(falso.pedidosA("POST /api/configuracoes/nome").map((p) => p.corpo)).toEqual([{ nomeRecibo: "Ana Credora" }]);
    await waitFor(() => expect(falso.pedidosA("POST /api/clientes/c1/link-cliente")).toHaveLength(1));
  });

  it("com nome, o link abre direto, sem perguntar", async () => {
    const falso = servidor({ ...semNome, nomeRecibo: "Ana Credora" });
    const { usuario } = renderizar(<LinkDoCliente cliente={cliente} />, { caminho: "/clientes/c1" });
    await usuario.click(screen.getByRole("button", { name: "Link do cliente" }));
    await screen.findByTestId("link-do-cliente-dialog");
    expect(screen.queryByTestId("pedir-nome-dialog")).toBeNull();
    expect(falso.pedidosA("POST /api/configuracoes/nome")).toEqual([]);
  });

  it("fechar o pedido não envia nada; 'Agora não' segue sem nome", async () => {
    const falso = servidor(semNome);
    const { usuario } = renderizar(<LinkDoCliente cliente={cliente} />, { caminho: "/clientes/c1" });
    await usuario.click(screen.getByRole("button", { name: "Link do cliente" }));
    await screen.findByTestId("pedir-nome-dialog");
    await usuario.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByTestId("pedir-nome-dialog")).toBeNull());
    expect(screen.queryByTestId("link-do-cliente-dialog")).toBeNull();
    expect(falso.pedidosA("POST /api/clientes/c1/link-cliente")).toEqual([]);

    await usuario.click(screen.getByRole("button", { name: "Link do cliente" }));
    await usuario.click(within(await screen.findByTestId("pedir-nome-dialog")).getByRole("button", { name: "Agora não" }));
    await screen.findByTestId("link-do-cliente-dialog");
    expect(falso.pedidosA("POST /api/configuracoes/nome")).toEqual([]);
  });
});
