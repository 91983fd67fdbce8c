import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { umClienteDaLista } from "@/test/dados.ts";
import { renderizar } from "@/test/renderizar.tsx";
import { emEspera, servidorFalso, type RespostaFalsa } from "@/test/servidor-falso.ts";
import { ClientesPage } from "./clientes-page.tsx";

const LISTA = "GET /api/clientes";
const FALHA = "Não foi possível carregar os clientes. Use o botão de atualizar para tentar de novo.";

/** The list's placeholder rows while it loads: the busy region and its skeletons. */
function carregando(container: HTMLElement): number {
  return container.querySelectorAll('[aria-busy="true"] [data-slot="skeleton"]').length;
}

describe("ClientesPage: a lista e seus estados", () => {
  it("carregando: placeholders até a primeira página chegar, então as linhas", async () => {
    const resposta = emEspera<RespostaFalsa>();
    const servidor = servidorFalso({ [LISTA]: () => resposta.promessa });
    const { container } = renderizar(<ClientesPage />, { caminho: "/clientes" });

    await waitFor(() => expect(servidor.pedidosA(LISTA)).toHaveLength(1));
    expect(carregando(container)).toBe(3);
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByText("Nenhum cliente cadastrado")).toBeNull();
    // The first page as the screen asks for it (issue 12): everyone, by name, 50 at a time.
    expect(Object.fromEntries(servidor.pedidosA(LISTA)[0]?.parametros ?? [])).toEqual({ ordem: "nome", limite: "50" });

    resposta.resolver({ corpo: [umClienteDaLista({ nome: "Ana Lima" })] });
    const tabela = await screen.findByRole("table", { name: "Clientes" });
    expect(within(tabela).getAllByTestId("linha-cliente")).toHaveLength(1);
    expect(carregando(container)).toBe(0);
  });

  it("com clientes: uma linha por cliente, com CPF, telefone e totais formatados", async () => {
    const maria = umClienteDaLista({
      nome: "Maria da Silva",
      cpf: "52998224725",
      telefone: "11912345678",
      totalEmprestadoHistorico: "1500.00",
      totalReceberAtual: "1100.00",
      diasAtraso: 3,
      valorParaQuitar: "1150.00",
    });
    const jose = umClienteDaLista({
      nome: "José Souza",
      cpf: "11144477735",
      telefone: "2134567890",
      totalEmprestadoHistorico: "0.00",
      totalReceberAtual: "0.00",
    });
    servidorFalso({ [LISTA]: { corpo: [maria, jose] } });
    renderizar(<ClientesPage />, { caminho: "/clientes" });

    const tabela = await screen.findByRole("table", { name: "Clientes" });
    const linhas = within(tabela).getAllByTestId("linha-cliente");
    // Issue 42: the two sums on this screen, each said for what it adds up.
    expect(screen.getByTestId("legenda-saldos")).toHaveTextContent(
      "Total a Receber: valor restante (nos parcelados, as parcelas a pagar), sem juros do ciclo nem de atraso. Para quitar hoje: valor restante + juros até hoje.",
    );
    expect(linhas.map((l) => [...l.querySelectorAll("td")].slice(1, 5).map((td) => td.textContent))).toEqual([
      ["529.982.247-25", "(11) 91234-5678", "R$ 1.500,00", "R$ 1.100,00"],
      ["111.444.777-35", "(21) 3456-7890", "R$ 0,00", "R$ 0,00"],
    ]);
    expect(within(linhas[0] as HTMLElement).getByTestId("selo-atraso")).toHaveTextContent("Em atraso há 3 dias, Para quitar hoje: R$ 1.150,00");
    expect(within(linhas[1] as HTMLElement).queryByTestId("selo-atraso")).toBeNull();
    expect(within(tabela).getByRole("link", { name: "Ver cliente José Souza" })).toHaveAttribute("href", `/clientes/${jose.id}`);
  });

  it("vazia: 'Nenhum cliente cadastrado' e o caminho para cadastrar o primeiro", async () => {
    servidorFalso({ [LISTA]: { corpo: [] } });
    renderizar(<ClientesPage />, { caminho: "/clientes" });

    expect(await screen.findByText("Nenhum cliente cadastrado")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cadastrar Primeiro Cliente" })).toHaveAttribute("href", "/clientes/novo");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("busca sem resultado: 'Nenhum cliente encontrado', não o convite do primeiro cadastro", async () => {
    const servidor = servidorFalso({ [LISTA]: (pedido) => ({ corpo: pedido.parametros.get("busca") ? [] : [umClienteDaLista({ nome: "Ana Lima" })] }) });
    const { usuario } = renderizar(<ClientesPage />, { caminho: "/clientes" });
    await screen.findByRole("table", { name: "Clientes" });

    await usuario.type(screen.getByRole("searchbox", { name: "Buscar clientes" }), "zzz");
    expect(await screen.findByText("Nenhum cliente encontrado")).toBeInTheDocument();
    expect(screen.queryByText("Nenhum cliente cadastrado")).toBeNull();
    expect(servidor.pedidosA(LISTA).at(-1)?.parametros.get("busca")).toBe("zzz");
  });

  it("erro: a mensagem de falha, e 'Atualizar lista' lê de novo", async () => {
    let leituras = 0;
    const servidor = servidorFalso({
      [LISTA]: () => {
        leituras += 1;
        return leituras === 1 ? { status: 500, corpo: { message: "Erro interno" } } : { corpo: [umClienteDaLista({ nome: "Ana Lima" })] };
      },
    });
    const { usuario } = renderizar(<ClientesPage />, { caminho: "/clientes" });

    expect(await screen.findByText(FALHA)).toBeInTheDocument();
    expect(screen.queryByText("Nenhum cliente cadastrado")).toBeNull();
    await usuario.click(screen.getByRole("button", { name: "Atualizar lista" }));
    expect(await screen.findByRole("table", { name: "Clientes" })).toBeInTheDocument();
    expect(screen.queryByText(FALHA)).toBeNull();
    expect(servidor.pedidosA(LISTA)).toHaveLength(2);
  });

  it("próxima página: pedida pelo cursor ao chegar ao fim; se falha, diz isso e 'Carregar mais' tenta de novo", async () => {
    const primeira = umClienteDaLista({ nome: "Ana Lima" });
    const segunda = umClienteDaLista({ nome: "Bruno Costa" });
    let falhas = 0;
    const servidor = servidorFalso({
      [LISTA]: (pedido) => {
        if (!pedido.parametros.has("cursor")) return { corpo: [primeira], cabecalhos: { "X-Proximo-Cursor": "cursor-2" } };
        falhas += 1;
        return falhas === 1 ? { status: 500, corpo: { message: "Erro interno" } } : { corpo: [segunda] };
      },
    });
    const { usuario } = renderizar(<ClientesPage />, { caminho: "/clientes" });

    // The first page's end is on screen: the next one is asked at once, and fails.
    expect(await screen.findByRole("alert")).toHaveTextContent("Não foi possível carregar mais clientes.");
    expect(servidor.pedidosA(LISTA).map((p) => p.parametros.get("cursor"))).toEqual([null, "cursor-2"]);

    await usuario.click(screen.getByRole("button", { name: "Carregar mais" }));
    const tabela = screen.getByRole("table", { name: "Clientes" });
    await waitFor(() => expect(within(tabela).getAllByTestId("linha-cliente")).toHaveLength(2));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("button", { name: "Carregar mais" })).toBeNull();
  });
});
