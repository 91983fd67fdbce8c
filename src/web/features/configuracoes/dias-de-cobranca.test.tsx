import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ConfiguracaoDeCobrancaApi, FeriadoApi } from "../../../domain/api/cobranca.ts";
import { avisoNaTela } from "@/test/aviso.ts";
import { umasConfiguracoes } from "@/test/dados.ts";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso, type PedidoRecebido } from "@/test/servidor-falso.ts";
import { ConfiguracoesPage } from "./configuracoes-page.tsx";

// Issue 43, point 2: the 'Dias de cobrança' section of the settings, saved on its own with PUT
// /api/configuracoes/cobranca; the holidays it implies come from the server (date-holidays).

const PADRAO: ConfiguracaoDeCobrancaApi = {
  cobrarSabados: true,
  cobrarDomingos: false,
  cobrarFeriados: false,
  uf: null,
  carnavalECorpusChristiSaoDiasDeCobranca: true,
  datasSemCobranca: ["2027-01-20"],
};

// What the server answers for 25/11/2026 (a few of them): the national ones, and São Paulo's 09/07.
const NACIONAIS: FeriadoApi[] = [
  { data: "2026-12-25", nome: "Natal", abrangencia: "nacional", facultativo: false },
  { data: "2027-02-08", nome: "Carnaval", abrangencia: "nacional", facultativo: true },
  { data: "2027-02-09", nome: "Carnaval", abrangencia: "nacional", facultativo: true },
];
const DE_SP: FeriadoApi = { data: "2027-07-09", nome: "Revolução Constitucionalista", abrangencia: "estadual", facultativo: false };

function feriados(pedido: PedidoRecebido) {
  const uf = pedido.parametros.get("uf");
  return { corpo: { de: "2026-11-25", ate: "2027-11-24", uf, feriados: uf === "SP" ? [...NACIONAIS, DE_SP] : NACIONAIS } };
}

function abrir(extra: Parameters<typeof servidorFalso>[0] = {}) {
  const servidor = servidorFalso({
    "GET /api/configuracoes": { corpo: umasConfiguracoes({ chavePix: "credor@pix.com" }) },
    "GET /api/configuracoes/cobranca": { corpo: PADRAO },
    "GET /api/configuracoes/cobranca/feriados": feriados,
    ...extra,
  });
  const tela = renderizar(<ConfiguracoesPage />, { caminho: "/configuracoes" });
  return { servidor, ...tela };
}

const linhaDo = async (texto: string) => {
  const lista = await screen.findByRole("list", { name: "Feriados dos próximos 12 meses" });
  return within(lista).getByText(texto).closest("li") as HTMLElement;
};

describe("Configurações: dias de cobrança", () => {
  it("mostra o que está salvo, os feriados com o que cada um faz e o aviso de que empréstimos existentes não mudam", async () => {
    abrir();
    expect(await screen.findByRole("switch", { name: "Cobrar aos sábados" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Cobrar aos domingos" })).not.toBeChecked();
    expect(screen.getByRole("switch", { name: /^Cobrar em feriados/ })).not.toBeChecked();
    expect(screen.getByRole("switch", { name: /^Carnaval e Corpus Christi são dias de cobrança/ })).toBeChecked();
    expect(screen.getByRole("combobox", { name: "Estado (UF) dos feriados" })).toHaveTextContent("Nenhum (só feriados nacionais)");
    expect(within(screen.getByRole("list", { name: "Datas sem cobrança adicionadas" })).getByText(/20\/01\/2027/)).toBeInTheDocument();
    expect(await linhaDo("Natal")).toHaveTextContent("Sem cobrança");
    expect(await linhaDo("25/12/2026")).toHaveTextContent("Natal");
    // Carnival is a ponto facultativo: collected while the switch is on.
    expect(within(await screen.findByRole("list", { name: "Feriados dos próximos 12 meses" })).getAllByText("Dia de cobrança")).toHaveLength(2);
    expect(screen.getByText(/as datas dos empréstimos que já existem não mudam/)).toBeInTheDocument();
  });

  it("muda as opções, escolhe a UF (e vê os feriados dela), adiciona e remove datas, e salva tudo de uma vez", async () => {
    const { servidor, usuario } = abrir({
      "PUT /api/configuracoes/cobranca": (pedido) => ({ corpo: pedido.corpo }),
    });
    await usuario.click(await screen.findByRole("switch", { name: "Cobrar aos domingos" }));
    await usuario.click(screen.getByRole("switch", { name: /^Carnaval e Corpus Christi/ }));
    // Without Carnival as a collection day, both of its days are skipped.
    await waitFor(async () =>
      expect(within(await screen.findByRole("list", { name: "Feriados dos próximos 12 meses" })).queryAllByText("Dia de cobrança")).toHaveLength(0),
    );

    await usuario.click(screen.getByRole("combobox", { name: "Estado (UF) dos feriados" }));
    await usuario.click(await screen.findByRole("option", { name: "SP — São Paulo" }));
    expect(await linhaDo("Revolução Constitucionalista")).toHaveTextContent("Sem cobrança");
    expect(servidor.pedidosA("GET /api/configuracoes/cobranca/feriados").map((p) => p.parametros.get("uf"))).toEqual([null, "SP"]);

    const nova = screen.getByLabelText("Datas sem cobrança");
    await usuario.type(nova, "2026-12-08");
    await usuario.click(screen.getByRole("button", { name: "Adicionar" }));
    await usuario.type(nova, "2027-01-25");
    await usuario.keyboard("{Enter}");
    await usuario.click(screen.getByRole("button", { name: "Remover 20/01/2027" }));
    const datas = screen.getByRole("list", { name: "Datas sem cobrança adicionadas" });
    expect(
      within(datas)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["08/12/2026 (terça-feira)", "25/01/2027 (segunda-feira)"]);
    // Enter added the date; nothing was saved yet.
    expect(servidor.pedidosA("PUT /api/configuracoes/cobranca")).toEqual([]);

    await usuario.click(screen.getByRole("button", { name: "Salvar dias de cobrança" }));
    await avisoNaTela();
    expect(servidor.pedidosA("PUT /api/configuracoes/cobranca").map((p) => p.corpo)).toEqual([
      {
        cobrarSabados: true,
        cobrarDomingos: true,
        cobrarFeriados: false,
        uf: "SP",
        carnavalECorpusChristiSaoDiasDeCobranca: false,
        datasSemCobranca: ["2026-12-08", "2027-01-25"],
      },
    ]);
    expect(screen.getByText("Dias de cobrança salvos!")).toBeInTheDocument();
    // The PIX form's call is not made by this section.
    expect(servidor.pedidosA("POST /api/configuracoes")).toEqual([]);
  });

  it("uma data repetida ou vazia não entra na lista, com a mensagem em pt-BR; o erro do servidor aparece sob a lista", async () => {
    const { servidor, usuario } = abrir({
      "PUT /api/configuracoes/cobranca": {
        status: 400,
        corpo: {
          message: "Data sem cobrança inválida: use uma data real no formato aaaa-mm-dd",
          errors: { "datasSemCobranca.0": "Data sem cobrança inválida: use uma data real no formato aaaa-mm-dd" },
        },
      },
    });
    const nova = await screen.findByLabelText("Datas sem cobrança");
    await usuario.click(screen.getByRole("button", { name: "Adicionar" }));
    expect(await screen.findByText("Escolha a data a adicionar.")).toBeInTheDocument();
    await usuario.type(nova, "2027-01-20");
    await usuario.click(screen.getByRole("button", { name: "Adicionar" }));
    expect(await screen.findByText("20/01/2027 já está na lista.")).toBeInTheDocument();
    expect(nova).toHaveAttribute("aria-invalid", "true");
    expect(within(screen.getByRole("list", { name: "Datas sem cobrança adicionadas" })).getAllByRole("listitem")).toHaveLength(1);

    await usuario.clear(nova);
    await usuario.click(screen.getByRole("button", { name: "Salvar dias de cobrança" }));
    await avisoNaTela();
    expect(await screen.findByText("Data sem cobrança inválida: use uma data real no formato aaaa-mm-dd")).toBeInTheDocument();
    expect(screen.getByText("Erro ao salvar")).toBeInTheDocument();
    expect(servidor.pedidosA("PUT /api/configuracoes/cobranca")).toHaveLength(1);
  });
});
