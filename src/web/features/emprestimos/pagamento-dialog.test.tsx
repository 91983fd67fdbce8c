import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { formatarData } from "../../../domain/dates.ts";
import type { EmprestimoApi } from "../../../domain/api/ledger.ts";
import { avisoNaTela } from "@/test/aviso.ts";
import { hojeMais, umEmprestimo, umaRespostaPagamento } from "@/test/dados.ts";
import { renderizar } from "@/test/renderizar.tsx";
import { emEspera, servidorFalso, type RespostaFalsa, type Rotas } from "@/test/servidor-falso.ts";
import { PagamentoDialog } from "./pagamento-dialog.tsx";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SEM_CONEXAO = "Sem conexão. O pagamento será enviado quando a conexão voltar.";

/** The open dialog of `emprestimo`, with the API answering `rotas`. */
async function abrir(emprestimo: EmprestimoApi, rotas: Rotas = {}) {
  const servidor = servidorFalso(rotas);
  const aoMudarAberto = vi.fn();
  const { usuario } = renderizar(<PagamentoDialog emprestimo={emprestimo} aberto aoMudarAberto={aoMudarAberto} />);
  const dialogo = await screen.findByRole("dialog", { name: "Registrar Pagamento" });
  const confirmar = () => within(dialogo).getByRole("button", { name: "Confirmar Pagamento" });
  return { servidor, usuario, dialogo, aoMudarAberto, confirmar };
}

/** The preview as the lender reads it: each line's label and amount (the total is in the sheet's footer). */
function previa(dialogo: HTMLElement): Record<string, string> {
  const linhas: Record<string, string> = {};
  const dts = [
    ...within(dialogo).getByTestId("previa-pagamento").querySelectorAll("dt"),
    ...within(dialogo).getByTestId("pagamento-rodape").querySelectorAll("dt"),
  ];
  for (const dt of dts) {
    linhas[dt.textContent ?? ""] = dt.nextElementSibling?.textContent ?? "";
  }
  return linhas;
}

const criado = (corpo: unknown): RespostaFalsa => ({ status: 201, corpo });

describe("PagamentoDialog: tipos de pagamento e prévia", () => {
  it("apenas juros (mensal): prévia com os juros do ciclo, envia só o tipo e avisa o próximo vencimento", async () => {
    const emprestimo = umEmprestimo();
    const proximo = hojeMais(40);
    const resposta = umaRespostaPagamento(emprestimo, { valorTotalPago: "100.00", novaDataProximoCiclo: proximo });
    const { servidor, usuario, dialogo, aoMudarAberto, confirmar } = await abrir(emprestimo, { "POST /api/pagamentos": criado(resposta) });

    expect(within(dialogo).getByText("Maria da Silva · Saldo restante R$ 1.000,00")).toBeInTheDocument();
    // A mensal loan offers its three types, 'Apenas juros' chosen.
    expect(within(within(dialogo).getByRole("radiogroup", { name: "Tipo de pagamento" })).getAllByRole("radio")).toHaveLength(3);
    expect(within(dialogo).getByRole("radio", { name: "Apenas juros" })).toBeChecked();
    expect(within(dialogo).getByRole("radio", { name: "Parcial" })).not.toBeChecked();
    expect(within(dialogo).getByRole("radio", { name: "Total" })).not.toBeChecked();
    expect(previa(dialogo)).toEqual({ "Juros do ciclo": "R$ 100,00", Principal: "R$ 0,00", "Total a pagar": "R$ 100,00" });

    await usuario.click(confirmar());
    const aviso = await avisoNaTela();
    expect(within(aviso).getByText("Pagamento registrado!")).toBeInTheDocument();
    expect(within(aviso).getByText("Valor: R$ 100,00")).toBeInTheDocument();
    expect(within(aviso).getByText(`Próximo vencimento: ${formatarData(proximo)}`)).toBeInTheDocument();
    const [pedido] = servidor.pedidosA("POST /api/pagamentos");
    expect(pedido?.corpo).toEqual({ emprestimoId: emprestimo.id, tipoPagamento: "juros_apenas" });

    // The sheet stays with the result and the receipt; 'Concluir' closes it.
    const resultado = within(dialogo).getByRole("group", { name: "Pagamento registrado!" });
    expect(within(resultado).getByText(`Próximo vencimento: ${formatarData(proximo)}`)).toBeInTheDocument();
    expect(within(resultado).getByRole("link", { name: "Enviar recibo" })).toHaveAttribute("href", `/api/pagamentos/${resposta.pagamento.id}/recibo`);
    expect(aoMudarAberto).not.toHaveBeenCalled();
    await usuario.click(within(resultado).getByRole("button", { name: "Concluir" }));
    expect(aoMudarAberto).toHaveBeenCalledWith(false);
  });

  it("parcial: o principal digitado entra na prévia e vai como decimal, com a observação", async () => {
    const emprestimo = umEmprestimo();
    const resposta = umaRespostaPagamento(emprestimo, { tipoPagamento: "parcial", valorTotalPago: "500.00", valorPrincipal: "400.00" });
    const { servidor, usuario, dialogo, confirmar } = await abrir(emprestimo, { "POST /api/pagamentos": criado(resposta) });

    await usuario.click(within(dialogo).getByRole("radio", { name: "Parcial" }));
    expect(within(dialogo).getByTestId("maximo-principal")).toHaveTextContent("Máximo: R$ 1.000,00");
    // Nothing typed yet: the interest is known, the principal and total wait.
    expect(previa(dialogo)).toEqual({ "Juros do ciclo": "R$ 100,00", Principal: "—", "Total a pagar": "—" });

    await usuario.type(within(dialogo).getByLabelText("Valor do principal"), "400,00");
    await usuario.type(within(dialogo).getByLabelText("Observação (opcional)"), "pago em dinheiro");
    expect(previa(dialogo)).toEqual({ "Juros do ciclo": "R$ 100,00", Principal: "R$ 400,00", "Total a pagar": "R$ 500,00" });

    await usuario.click(confirmar());
    expect(within(await avisoNaTela()).getByText("Valor: R$ 500,00")).toBeInTheDocument();
    const [pedido] = servidor.pedidosA("POST /api/pagamentos");
    expect(pedido?.corpo).toEqual({ emprestimoId: emprestimo.id, tipoPagamento: "parcial", valorPrincipal: "400.00", observacao: "pago em dinheiro" });
  });

  it("parcial pelo valor recebido (issue 42): o principal é o recebido menos os juros, e vai como decimal", async () => {
    const emprestimo = umEmprestimo();
    const resposta = umaRespostaPagamento(emprestimo, { tipoPagamento: "parcial", valorTotalPago: "300.00", valorPrincipal: "200.00" });
    const { servidor, usuario, dialogo, confirmar } = await abrir(emprestimo, { "POST /api/pagamentos": criado(resposta) });

    await usuario.click(within(dialogo).getByRole("radio", { name: "Parcial" }));
    await usuario.click(within(dialogo).getByRole("button", { name: "Informar o valor recebido" }));
    const recebido = within(dialogo).getByLabelText("Valor recebido");
    await usuario.type(recebido, "100,00");
    expect(within(dialogo).getByTestId("principal-derivado")).toHaveTextContent(
      "O valor recebido precisa ser maior que os juros devidos (R$ 100,00): sem sobra, não abate principal.",
    );
    expect(recebido).toHaveAttribute("aria-invalid", "true");
    await usuario.clear(recebido);
    await usuario.type(recebido, "2.000,00");
    expect(within(dialogo).getByTestId("principal-derivado")).toHaveTextContent("O valor recebido passa do valor para quitar (R$ 1.100,00).");
    await usuario.clear(recebido);
    await usuario.type(recebido, "300,00");
    expect(within(dialogo).getByTestId("principal-derivado")).toHaveTextContent("Principal abatido: R$ 200,00");
    expect(previa(dialogo)).toEqual({ "Juros do ciclo": "R$ 100,00", Principal: "R$ 200,00", "Total a pagar": "R$ 300,00" });

    await usuario.click(confirmar());
    await avisoNaTela();
    const [pedido] = servidor.pedidosA("POST /api/pagamentos");
    expect(pedido?.corpo).toEqual({ emprestimoId: emprestimo.id, tipoPagamento: "parcial", valorPrincipal: "200.00" });
  });

  it("depois do pagamento, o saldo mostrado é o de depois do pagamento (issue 42)", async () => {
    const emprestimo = umEmprestimo({ valorRestante: "700.00" });
    const resposta = umaRespostaPagamento(emprestimo, {
      tipoPagamento: "parcial",
      valorTotalPago: "270.00",
      valorPrincipal: "200.00",
      saldoRestante: "500.00",
    });
    const { usuario, dialogo, confirmar } = await abrir(emprestimo, { "POST /api/pagamentos": criado(resposta) });
    expect(within(dialogo).getByText("Maria da Silva · Saldo restante R$ 700,00")).toBeInTheDocument();

    await usuario.click(within(dialogo).getByRole("radio", { name: "Parcial" }));
    await usuario.type(within(dialogo).getByLabelText("Valor do principal"), "200,00");
    await usuario.click(confirmar());
    const resultado = await within(dialogo).findByRole("group", { name: "Pagamento registrado!" });
    expect(within(resultado).getByTestId("saldo-depois-do-pagamento")).toHaveTextContent("Saldo restante: R$ 500,00");
    // The old balance is nowhere in the sheet any more.
    expect(within(dialogo).getByText("Maria da Silva · Saldo restante R$ 500,00")).toBeInTheDocument();
    expect(within(dialogo).queryByText(/R\$ 700,00/)).toBeNull();
  });

  it("depois de uma quitação, o saldo é zero e o empréstimo está quitado", async () => {
    const emprestimo = umEmprestimo({ valorRestante: "800.00" });
    const resposta = umaRespostaPagamento(emprestimo, {
      tipoPagamento: "total",
      valorTotalPago: "880.00",
      valorPrincipal: "800.00",
      status: "finalizado",
      saldoRestante: "0.00",
    });
    const { usuario, dialogo, confirmar } = await abrir(emprestimo, { "POST /api/pagamentos": criado(resposta) });
    await usuario.click(within(dialogo).getByRole("radio", { name: "Total" }));
    await usuario.click(confirmar());
    const resultado = await within(dialogo).findByRole("group", { name: "Pagamento registrado!" });
    expect(within(resultado).getByText("Empréstimo quitado!")).toBeInTheDocument();
    expect(within(resultado).getByTestId("saldo-depois-do-pagamento")).toHaveTextContent("Saldo restante: R$ 0,00");
    expect(within(dialogo).getByText("Maria da Silva · Saldo restante R$ 0,00")).toBeInTheDocument();
  });

  it("parcial: 'Usar o máximo' preenche o saldo restante", async () => {
    const { usuario, dialogo } = await abrir(umEmprestimo({ valorRestante: "750.00" }));
    await usuario.click(within(dialogo).getByRole("radio", { name: "Parcial" }));
    await usuario.click(within(dialogo).getByRole("button", { name: "Usar o máximo" }));
    expect(within(dialogo).getByLabelText("Valor do principal")).toHaveValue("750,00");
    expect(previa(dialogo)).toEqual({ "Juros do ciclo": "R$ 75,00", Principal: "R$ 750,00", "Total a pagar": "R$ 825,00" });
  });

  it("parcial com valor zero: aviso 'Valor inválido' da SPEC e nada é enviado", async () => {
    const { servidor, usuario, dialogo, confirmar } = await abrir(umEmprestimo());
    await usuario.click(within(dialogo).getByRole("radio", { name: "Parcial" }));
    await usuario.type(within(dialogo).getByLabelText("Valor do principal"), "0");
    expect(within(dialogo).getByText("Digite um valor válido para pagamento parcial.")).toBeInTheDocument();

    await usuario.click(confirmar());
    const aviso = await avisoNaTela();
    expect(within(aviso).getByText("Valor inválido")).toBeInTheDocument();
    expect(within(aviso).getByText("Digite um valor válido para pagamento parcial.")).toBeInTheDocument();
    expect(servidor.pedidosA("POST /api/pagamentos")).toEqual([]);
  });

  it("parcial acima do saldo: a prévia diz o limite e o principal fica marcado inválido", async () => {
    const { usuario, dialogo } = await abrir(umEmprestimo());
    await usuario.click(within(dialogo).getByRole("radio", { name: "Parcial" }));
    const campo = within(dialogo).getByLabelText("Valor do principal");
    await usuario.type(campo, "1.200,00");
    expect(within(dialogo).getByText("Valor do principal deve ser maior que zero e no máximo o saldo restante.")).toBeInTheDocument();
    expect(campo).toHaveAttribute("aria-invalid", "true");
    expect(previa(dialogo)).toEqual({ "Juros do ciclo": "R$ 100,00", Principal: "—", "Total a pagar": "—" });
  });

  it("total: prévia com o saldo inteiro e o aviso de quitação", async () => {
    const emprestimo = umEmprestimo();
    const resposta = umaRespostaPagamento(emprestimo, { tipoPagamento: "total", valorTotalPago: "1100.00", valorPrincipal: "1000.00", status: "finalizado" });
    const { servidor, usuario, dialogo, confirmar } = await abrir(emprestimo, { "POST /api/pagamentos": criado(resposta) });

    await usuario.click(within(dialogo).getByRole("radio", { name: "Total" }));
    expect(previa(dialogo)).toEqual({ "Juros do ciclo": "R$ 100,00", Principal: "R$ 1.000,00", "Total a pagar": "R$ 1.100,00" });

    await usuario.click(confirmar());
    const aviso = await avisoNaTela();
    expect(within(aviso).getByText("Valor: R$ 1.100,00")).toBeInTheDocument();
    expect(within(aviso).getByText("Empréstimo quitado!")).toBeInTheDocument();
    expect(servidor.pedidosA("POST /api/pagamentos").map((p) => p.corpo)).toEqual([{ emprestimoId: emprestimo.id, tipoPagamento: "total" }]);
  });

  it("em atraso: os juros de atraso têm linha própria e entram no total", async () => {
    // R$ 1.000,00 at 1 % a day, 5 days late: R$ 50,00 (DOMAIN.md, percentual).
    const { dialogo } = await abrir(umEmprestimo({ status: "atrasado", dataProximoCiclo: hojeMais(-5), diasAtraso: 5, valorJurosAtraso: "50.00" }));
    expect(previa(dialogo)).toEqual({ "Juros do ciclo": "R$ 100,00", "Juros de atraso": "R$ 50,00", Principal: "R$ 0,00", "Total a pagar": "R$ 150,00" });
  });

  it("parcelado: só 'Parcela' e 'Total', com os juros da parcela", async () => {
    // R$ 900,00 in 3 months at 10 % a month: total R$ 1.170,00, installments of R$ 390,00 (R$ 90,00 of interest each).
    const emprestimo = umEmprestimo({
      modalidade: "parcelado",
      valorOriginal: "900.00",
      valorRestante: "1170.00",
      prazoDias: null,
      taxaJuros: "10.00",
      quantidadeParcelas: 3,
      valorParcela: "390.00",
    });
    const resposta = umaRespostaPagamento(emprestimo, { tipoPagamento: "parcela", valorTotalPago: "390.00" });
    const { servidor, usuario, dialogo, confirmar } = await abrir(emprestimo, { "POST /api/pagamentos": criado(resposta) });

    expect(within(within(dialogo).getByRole("radiogroup", { name: "Tipo de pagamento" })).getAllByRole("radio")).toHaveLength(2);
    expect(within(dialogo).getByRole("radio", { name: "Parcela" })).toBeChecked();
    expect(within(dialogo).getByRole("radio", { name: "Total" })).not.toBeChecked();
    expect(within(dialogo).queryByRole("radio", { name: "Apenas juros" })).toBeNull();
    expect(previa(dialogo)).toEqual({ Juros: "R$ 90,00", Principal: "R$ 300,00", "Total a pagar": "R$ 390,00" });

    await usuario.click(within(dialogo).getByRole("radio", { name: "Total" }));
    expect(previa(dialogo)).toEqual({ Juros: "R$ 270,00", Principal: "R$ 900,00", "Total a pagar": "R$ 1.170,00" });
    await usuario.click(within(dialogo).getByRole("radio", { name: "Parcela" }));

    await usuario.click(confirmar());
    expect(within(await avisoNaTela()).getByText("Valor: R$ 390,00")).toBeInTheDocument();
    expect(servidor.pedidosA("POST /api/pagamentos").map((p) => p.corpo)).toEqual([
      { emprestimoId: emprestimo.id, tipoPagamento: "parcela", parcelaInicial: 1 },
    ]);
  });
});

describe("PagamentoDialog: várias parcelas e multa (issue 43)", () => {
  /** Weekly, R$ 400,00 in 4 installments of R$ 100,00 without interest, 2 % penalty, 1 % a day late: 3 overdue. */
  const semanalAtrasado = () => {
    const vencimentos = [hojeMais(-15), hojeMais(-8), hojeMais(-1), hojeMais(6)];
    return umEmprestimo({
      modalidade: "parcelado",
      periodicidade: "semanal",
      status: "atrasado",
      valorOriginal: "400.00",
      valorRestante: "400.00",
      prazoDias: null,
      taxaJuros: "0.00",
      quantidadeParcelas: 4,
      valorParcela: "100.00",
      multaAtraso: "2.00",
      dataProximoCiclo: vencimentos[0],
      diasAtraso: 15,
      parcelas: vencimentos.map((vencimento, i) => ({ numero: i + 1, vencimento, valor: "100.00", juros: "0.00", principal: "100.00" })),
    });
  };

  it("3 parcelas em atraso: a multa de cada uma na prévia, 'Pagar 3 parcelas' com o total e quantidadeParcelas no corpo", async () => {
    const emprestimo = semanalAtrasado();
    const resposta = umaRespostaPagamento(emprestimo, { tipoPagamento: "parcela", valorTotalPago: "330.00" });
    const { servidor, usuario, dialogo, confirmar } = await abrir(emprestimo, { "POST /api/pagamentos": criado(resposta) });

    // One installment by default: its penalty, 2 % of R$ 100,00.
    const seletor = within(dialogo).getByLabelText("Quantas parcelas");
    expect(seletor).toHaveValue("1");
    expect(
      within(seletor)
        .getAllByRole("option")
        .map((o) => o.textContent?.replace(/ — .*/, "")),
    ).toEqual(["Pagar 1 parcela", "Pagar 2 parcelas", "Pagar 3 parcelas", "Pagar 4 parcelas"]);
    expect(previa(dialogo)["Multa"]).toBe("R$ 2,00");

    await usuario.selectOptions(seletor, "3");
    const linhas = previa(dialogo);
    expect(linhas["Multa"]).toBe("R$ 6,00");
    expect(linhas["Principal"]).toBe("R$ 300,00");
    // The option says what the footer charges.
    expect(within(seletor).getByRole("option", { selected: true })).toHaveTextContent(`Pagar 3 parcelas — ${linhas["Total a pagar"]}`);

    await usuario.click(confirmar());
    await waitFor(() => expect(servidor.pedidosA("POST /api/pagamentos")).toHaveLength(1));
    expect(servidor.pedidosA("POST /api/pagamentos")[0]?.corpo).toEqual({
      emprestimoId: emprestimo.id,
      tipoPagamento: "parcela",
      quantidadeParcelas: 3,
      parcelaInicial: 1,
    });
  });

  it("a dispensa tira juros de atraso e multa juntos", async () => {
    const { usuario, dialogo } = await abrir(semanalAtrasado());
    await usuario.selectOptions(within(dialogo).getByLabelText("Quantas parcelas"), "3");
    await usuario.click(within(dialogo).getByLabelText(/^Dispensar juros de atraso e multa/));
    const linhas = previa(dialogo);
    expect(linhas["Multa"]).toBeUndefined();
    expect(linhas["Juros de atraso"]).toBeUndefined();
    expect(linhas["Multa dispensada"]).toBe("R$ 6,00");
    expect(linhas["Total a pagar"]).toBe("R$ 300,00");
  });

  it("uma parcela só vencida: nenhuma escolha de quantidade", async () => {
    const { dialogo } = await abrir(
      umEmprestimo({
        modalidade: "parcelado",
        valorRestante: "1170.00",
        valorOriginal: "900.00",
        prazoDias: null,
        quantidadeParcelas: 3,
        valorParcela: "390.00",
      }),
    );
    expect(within(dialogo).queryByLabelText("Quantas parcelas")).toBeNull();
  });
});

describe("PagamentoDialog: sem conexão", () => {
  it("offline: o pagamento espera a conexão com o aviso na tela e sai uma vez quando ela volta", async () => {
    const emprestimo = umEmprestimo();
    const { servidor, usuario, dialogo, confirmar } = await abrir(emprestimo, { "POST /api/pagamentos": criado(umaRespostaPagamento(emprestimo)) });
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);

    await usuario.click(confirmar());
    const status = within(dialogo).getByRole("status");
    expect(await within(status).findByText(SEM_CONEXAO)).toBeInTheDocument();
    expect(servidor.pedidosA("POST /api/pagamentos")).toEqual([]);

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(within(await avisoNaTela()).getByText("Pagamento registrado!")).toBeInTheDocument();
    const pedidos = servidor.pedidosA("POST /api/pagamentos");
    expect(pedidos.map((p) => p.corpo)).toEqual([{ emprestimoId: emprestimo.id, tipoPagamento: "juros_apenas" }]);
    expect(pedidos[0]?.cabecalhos.get("Idempotency-Key")).toMatch(UUID);
  });

  it("a conexão cai no envio: espera a conexão e reenvia com a mesma Idempotency-Key", async () => {
    const emprestimo = umEmprestimo();
    let tentativas = 0;
    const { servidor, usuario, dialogo, confirmar } = await abrir(emprestimo, {
      "POST /api/pagamentos": () => {
        tentativas += 1;
        // What fetch rejects with when the request cannot reach the server.
        if (tentativas === 1) throw new TypeError("Failed to fetch");
        return criado(umaRespostaPagamento(emprestimo));
      },
    });

    await usuario.click(confirmar());
    expect(await within(dialogo).findByText(SEM_CONEXAO)).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(within(await avisoNaTela()).getByText("Pagamento registrado!")).toBeInTheDocument();
    const chaves = servidor.pedidosA("POST /api/pagamentos").map((p) => p.cabecalhos.get("Idempotency-Key"));
    expect(chaves).toHaveLength(2);
    expect(chaves[0]).toMatch(UUID);
    expect(chaves[1]).toBe(chaves[0]);
  });
});

describe("PagamentoDialog: um pagamento por intenção", () => {
  it("clique duplo em 'Confirmar Pagamento' envia um pedido só, com uma Idempotency-Key", async () => {
    const emprestimo = umEmprestimo();
    const resposta = emEspera<RespostaFalsa>();
    const { servidor, usuario, dialogo, confirmar } = await abrir(emprestimo, { "POST /api/pagamentos": () => resposta.promessa });

    await usuario.dblClick(confirmar());
    await waitFor(() => expect(servidor.pedidosA("POST /api/pagamentos")).toHaveLength(1));
    expect(within(dialogo).getByRole("button", { name: "Registrando..." })).toBeDisabled();

    resposta.resolver(criado(umaRespostaPagamento(emprestimo)));
    expect(within(await avisoNaTela()).getByText("Pagamento registrado!")).toBeInTheDocument();
    const pedidos = servidor.pedidosA("POST /api/pagamentos");
    expect(pedidos).toHaveLength(1);
    expect(pedidos[0]?.cabecalhos.get("Idempotency-Key")).toMatch(UUID);
  });

  it("dois cliques antes de a tela se redesenhar também enviam um pedido só", async () => {
    // userEvent lets React redraw between the clicks (the button is disabled by then); a fast
    // double click on a busy phone can deliver both before it does, and the dialog must hold too.
    const emprestimo = umEmprestimo();
    const resposta = emEspera<RespostaFalsa>();
    const { servidor, confirmar } = await abrir(emprestimo, { "POST /api/pagamentos": () => resposta.promessa });

    const botao = confirmar();
    act(() => {
      botao.click();
      botao.click();
    });
    resposta.resolver(criado(umaRespostaPagamento(emprestimo)));
    expect(within(await avisoNaTela()).getByText("Pagamento registrado!")).toBeInTheDocument();
    expect(servidor.pedidosA("POST /api/pagamentos")).toHaveLength(1);
  });

  it("tentar de novo depois de um erro do servidor reusa a mesma Idempotency-Key", async () => {
    const emprestimo = umEmprestimo();
    let tentativas = 0;
    const { servidor, usuario, confirmar } = await abrir(emprestimo, {
      "POST /api/pagamentos": () => {
        tentativas += 1;
        return tentativas === 1 ? { status: 503, corpo: { message: "Serviço indisponível. Tente novamente." } } : criado(umaRespostaPagamento(emprestimo));
      },
    });

    await usuario.click(confirmar());
    const erro = await avisoNaTela();
    expect(within(erro).getByText("Erro ao processar pagamento")).toBeInTheDocument();
    expect(within(erro).getByText("Serviço indisponível. Tente novamente.")).toBeInTheDocument();

    await usuario.click(confirmar());
    await waitFor(() => expect(servidor.pedidosA("POST /api/pagamentos")).toHaveLength(2));
    expect(within(await avisoNaTela()).getByText("Pagamento registrado!")).toBeInTheDocument();
    const [primeira, segunda] = servidor.pedidosA("POST /api/pagamentos").map((p) => p.cabecalhos.get("Idempotency-Key"));
    expect(primeira).toMatch(UUID);
    expect(segunda).toBe(primeira);
  });

  it("pagamento igual há pouco: pergunta, e 'Registrar outro' confirma a repetição com a mesma chave", async () => {
    const emprestimo = umEmprestimo();
    const { servidor, usuario, dialogo, confirmar } = await abrir(emprestimo, {
      "POST /api/pagamentos": (pedido) =>
        (pedido.corpo as { confirmarRepeticao?: boolean }).confirmarRepeticao
          ? criado(umaRespostaPagamento(emprestimo))
          : { status: 409, corpo: { message: "Já existe um pagamento igual registrado agora há pouco. Registrar outro?", code: "pagamento_repetido" } },
    });

    await usuario.click(confirmar());
    const pergunta = await within(dialogo).findByRole("group", { name: "Já existe um pagamento igual registrado agora há pouco. Registrar outro?" });
    await usuario.click(within(pergunta).getByRole("button", { name: "Registrar outro" }));
    expect(within(await avisoNaTela()).getByText("Pagamento registrado!")).toBeInTheDocument();

    const pedidos = servidor.pedidosA("POST /api/pagamentos");
    expect(pedidos.map((p) => p.corpo)).toEqual([
      { emprestimoId: emprestimo.id, tipoPagamento: "juros_apenas" },
      { emprestimoId: emprestimo.id, tipoPagamento: "juros_apenas", confirmarRepeticao: true },
    ]);
    expect(pedidos[1]?.cabecalhos.get("Idempotency-Key")).toBe(pedidos[0]?.cabecalhos.get("Idempotency-Key"));
  });
});

describe("PagamentoDialog: no celular (issue 27)", () => {
  it("ao abrir, o foco vai para o tipo de pagamento escolhido, nunca para um campo de texto (o teclado não sobe)", async () => {
    const { dialogo } = await abrir(umEmprestimo());
    await waitFor(() => expect(dialogo.contains(document.activeElement)).toBe(true));
    expect(document.activeElement).toBe(within(dialogo).getByRole("radio", { name: "Apenas juros" }));
    expect(document.activeElement).not.toBe(within(dialogo).getByLabelText("Observação (opcional)"));
  });

  it("juros de um empréstimo muito atrasado: o resultado diz que continua em atraso, com o vencimento e os dias", async () => {
    // Due 60 days ago; the interest moves the due date 30 days, still 30 days in the past.
    const emprestimo = umEmprestimo({ status: "atrasado", dataProximoCiclo: hojeMais(-60), diasAtraso: 60, valorJurosAtraso: "600.00" });
    const vencimento = hojeMais(-30);
    const resposta = umaRespostaPagamento(emprestimo, { valorTotalPago: "700.00", status: "atrasado", novaDataProximoCiclo: vencimento });
    const { usuario, dialogo, confirmar } = await abrir(emprestimo, { "POST /api/pagamentos": criado(resposta) });

    await usuario.click(confirmar());
    const texto = `Ainda em atraso: vencimento ${formatarData(vencimento)} (30 dias)`;
    const aviso = await avisoNaTela();
    expect(within(aviso).getByText(texto)).toBeInTheDocument();
    expect(within(aviso).queryByText(/Próximo vencimento/)).toBeNull();
    const resultado = within(dialogo).getByRole("group", { name: "Pagamento registrado!" });
    expect(within(resultado).getByText(texto)).toBeInTheDocument();
    expect(within(resultado).getByRole("link", { name: "Enviar recibo" })).toBeInTheDocument();
  });

  it("um dia de atraso ainda: 'dia' no singular", async () => {
    const emprestimo = umEmprestimo({ status: "atrasado", dataProximoCiclo: hojeMais(-31), diasAtraso: 31, valorJurosAtraso: "310.00" });
    const resposta = umaRespostaPagamento(emprestimo, { status: "atrasado", novaDataProximoCiclo: hojeMais(-1) });
    const { usuario, dialogo, confirmar } = await abrir(emprestimo, { "POST /api/pagamentos": criado(resposta) });
    await usuario.click(confirmar());
    const resultado = await within(dialogo).findByRole("group", { name: "Pagamento registrado!" });
    expect(within(resultado).getByText(`Ainda em atraso: vencimento ${formatarData(hojeMais(-1))} (1 dia)`)).toBeInTheDocument();
  });
});
