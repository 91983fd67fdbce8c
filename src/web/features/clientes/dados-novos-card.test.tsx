import { screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { AtualizacaoPendenteApi, ClienteApi } from "../../../domain/api/ledger.ts";
import { avisoNaTela } from "@/test/aviso.ts";
import { umCliente, umaAtualizacao } from "@/test/dados.ts";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso, type Rotas } from "@/test/servidor-falso.ts";
import { useAtualizacoesPendentes } from "./atualizacoes-api.ts";
import { DadosNovosCard } from "./dados-novos-card.tsx";

const TITULO = "Dados novos enviados pelo cliente";

/**
 * The card of `cliente` with `pendentes` waiting; accepting or discarding one takes it off the
 * list the server answers, as the real routes do.
 */
async function mostrar(cliente: ClienteApi, pendentes: AtualizacaoPendenteApi[], rotas: Rotas = {}, aoLado: ReactNode = null) {
  let lista = pendentes;
  const resolver = (id: string) => {
    lista = lista.filter((a) => a.id !== id);
  };
  const servidor = servidorFalso({
    "GET /api/clientes/:id/atualizacoes-pendentes": (_, doCaminho) => ({ corpo: doCaminho("id") === cliente.id ? lista : [] }),
    "POST /api/atualizacoes-pendentes/:id/aceitar": (_, doCaminho) => {
      const id = doCaminho("id");
      const atualizacao = lista.find((a) => a.id === id);
      resolver(id);
      return { corpo: { ...cliente, nome: atualizacao?.nome, telefone: atualizacao?.telefone, pix: atualizacao?.pix } };
    },
    "POST /api/atualizacoes-pendentes/:id/descartar": (_, doCaminho) => {
      resolver(doCaminho("id"));
      return { status: 204 };
    },
    ...rotas,
  });
  const tela = renderizar(
    <>
      <DadosNovosCard cliente={cliente} />
      {aoLado}
    </>,
  );
  return { servidor, ...tela };
}

/** Says "lido" once the card's read of the pending updates has answered: they re-render together. */
function LeituraConcluida({ clienteId }: { clienteId: string }) {
  return useAtualizacoesPendentes(clienteId).isSuccess ? <p>lido</p> : null;
}

/** A comparison row: what is on file and what the client sent. */
function linha(cartao: HTMLElement, campo: "nome" | "telefone" | "pix") {
  const tr = within(cartao).getByTestId(`dados-novos-${campo}`);
  return { atual: within(tr).getByTestId("valor-atual").textContent, novo: within(tr).getByTestId("valor-novo").textContent, alterado: tr.dataset.alterado };
}

describe("DadosNovosCard", () => {
  it("mostra o que está no cadastro ao lado do que o cliente enviou, marcando o que mudou", async () => {
    const cliente = umCliente({ nome: "Maria da Silva", telefone: "11912345678", pix: "maria@exemplo.com.br" });
    const atualizacao = umaAtualizacao({
      clienteId: cliente.id,
      nome: "Maria Souza",
      telefone: "21987654321",
      pix: "maria@exemplo.com.br",
      documentoIdentidadeUrl: "/api/documentos/doc-novo",
      criadaEm: "2026-03-02T15:30:00.000Z",
    });
    await mostrar(cliente, [atualizacao]);

    const cartao = await screen.findByRole("region", { name: TITULO });
    expect(within(cartao).getByText("Enviado em 02/03/2026")).toBeInTheDocument();
    expect(linha(cartao, "nome")).toEqual({ atual: "Maria da Silva", novo: "Maria SouzaDiferente", alterado: "true" });
    expect(linha(cartao, "telefone")).toEqual({ atual: "(11) 91234-5678", novo: "(21) 98765-4321Diferente", alterado: "true" });
    expect(linha(cartao, "pix")).toEqual({ atual: "maria@exemplo.com.br", novo: "maria@exemplo.com.br", alterado: "false" });
    expect(within(cartao).getByRole("link", { name: "Ver documento de identidade novo" })).toHaveAttribute("href", "/api/documentos/doc-novo");
    expect(within(cartao).queryByRole("link", { name: /comprovante de endereço/ })).toBeNull();
  });

  it("nada aparece quando não há dados novos", async () => {
    const cliente = umCliente();
    await mostrar(cliente, [], {}, <LeituraConcluida clienteId={cliente.id} />);
    // Once the read has answered (the witness reads the same query), the card is still not there.
    expect(await screen.findByText("lido")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: TITULO })).toBeNull();
    expect(screen.queryByText(TITULO)).toBeNull();
  });

  it("'Aceitar' pede confirmação, chama aceitar uma vez e o cartão sai", async () => {
    const cliente = umCliente({ nome: "Maria da Silva" });
    const atualizacao = umaAtualizacao({ clienteId: cliente.id });
    const { servidor, usuario } = await mostrar(cliente, [atualizacao]);

    const cartao = await screen.findByRole("region", { name: TITULO });
    await usuario.click(within(cartao).getByRole("button", { name: "Aceitar" }));
    const confirmacao = await screen.findByRole("dialog", { name: "Aceitar dados novos?" });
    expect(confirmacao).toHaveAccessibleDescription(
      "O cadastro de Maria da Silva passará a ter o nome, o telefone, a chave PIX e os documentos enviados pelo cliente.",
    );
    await usuario.click(within(confirmacao).getByRole("button", { name: "Aceitar" }));

    const aviso = await avisoNaTela();
    expect(within(aviso).getByText("Dados atualizados!")).toBeInTheDocument();
    expect(within(aviso).getByText("O cadastro do cliente agora tem os dados enviados.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("region", { name: TITULO })).toBeNull());
    expect(servidor.pedidosA(`POST /api/atualizacoes-pendentes/${atualizacao.id}/aceitar`)).toHaveLength(1);
    expect(servidor.pedidosA(`POST /api/atualizacoes-pendentes/${atualizacao.id}/descartar`)).toEqual([]);
  });

  it("'Descartar' pede confirmação, chama descartar uma vez e o cartão sai", async () => {
    const cliente = umCliente({ nome: "Maria da Silva" });
    const atualizacao = umaAtualizacao({ clienteId: cliente.id });
    const { servidor, usuario } = await mostrar(cliente, [atualizacao]);

    const cartao = await screen.findByRole("region", { name: TITULO });
    await usuario.click(within(cartao).getByRole("button", { name: "Descartar" }));
    const confirmacao = await screen.findByRole("dialog", { name: "Descartar dados novos?" });
    expect(confirmacao).toHaveAccessibleDescription("Os dados enviados serão descartados e o cadastro de Maria da Silva continua como está.");
    await usuario.click(within(confirmacao).getByRole("button", { name: "Descartar" }));

    const aviso = await avisoNaTela();
    expect(within(aviso).getByText("Dados descartados")).toBeInTheDocument();
    expect(within(aviso).getByText("O cadastro do cliente continua como estava.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("region", { name: TITULO })).toBeNull());
    expect(servidor.pedidosA(`POST /api/atualizacoes-pendentes/${atualizacao.id}/descartar`)).toHaveLength(1);
    expect(servidor.pedidosA(`POST /api/atualizacoes-pendentes/${atualizacao.id}/aceitar`)).toEqual([]);
  });

  it("'Voltar' na confirmação não envia nada", async () => {
    const cliente = umCliente();
    const { servidor, usuario } = await mostrar(cliente, [umaAtualizacao({ clienteId: cliente.id })]);
    const cartao = await screen.findByRole("region", { name: TITULO });
    await usuario.click(within(cartao).getByRole("button", { name: "Aceitar" }));
    await usuario.click(within(await screen.findByRole("dialog", { name: "Aceitar dados novos?" })).getByRole("button", { name: "Voltar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(servidor.pedidos.filter((p) => p.metodo === "POST")).toEqual([]);
    expect(screen.getByRole("region", { name: TITULO })).toBeInTheDocument();
  });

  it("uma leitura que falhou diz isso e 'Tentar novamente' lê de novo", async () => {
    const cliente = umCliente();
    let leituras = 0;
    const { usuario } = await mostrar(cliente, [], {
      "GET /api/clientes/:id/atualizacoes-pendentes": () => {
        leituras += 1;
        return leituras === 1 ? { status: 500, corpo: { message: "Erro interno" } } : { corpo: [umaAtualizacao({ clienteId: cliente.id })] };
      },
    });
    const cartao = await screen.findByRole("region", { name: TITULO });
    expect(within(cartao).getByText("Não foi possível carregar os dados novos enviados pelo cliente.")).toBeInTheDocument();
    await usuario.click(within(cartao).getByRole("button", { name: "Tentar novamente" }));
    expect(await screen.findByTestId("atualizacao-pendente")).toBeInTheDocument();
  });
});
