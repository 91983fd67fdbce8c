import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EmprestimoApi } from "../../../domain/api/ledger.ts";
import { dataEmSaoPaulo, formatarData } from "../../../domain/dates.ts";
import { estadoDaLinha } from "../../../domain/loans/db-row.ts";
import { parcelasACobrar, somaAte } from "../../../domain/loans/parcelas-em-aberto.ts";
import { centavosParaDecimal, decimalParaCentavos, formatarReais, type Centavos } from "../../../domain/money.ts";
import { avisoNaTela } from "@/test/aviso.ts";
import { hojeMais, umEmprestimo, umaRespostaPagamento } from "@/test/dados.ts";
import { renderizar } from "@/test/renderizar.tsx";
import { emEspera, servidorFalso, type RespostaFalsa, type Rotas } from "@/test/servidor-falso.ts";
import { filaDePagamentos } from "@/features/emprestimos/api.ts";
import type { EmprestimoACobrar } from "./api.ts";
import { CobrarHojePage } from "./cobrar-hoje-page.tsx";
import { MENSAGEM_VALORES_MUDARAM, MOTIVO_DESFAZER } from "./recebimento.tsx";

// Issue 43, point 3: 'Cobrar hoje', the daily lender's round, and its one-tap cash payments.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const criado = (corpo: unknown): RespostaFalsa => ({ status: 201, corpo });

afterEach(() => {
  for (const e of filaDePagamentos.todas()) filaDePagamentos.cancelar(e.emprestimoId);
});

/** A daily loan of 5 × R$ 60,00 whose installments fell due 3, 2 and 1 days ago and today; 1 % a day late, 2 % penalty. */
function diario(nome: string): EmprestimoApi {
  const vencimentos = [hojeMais(-3), hojeMais(-2), hojeMais(-1), hojeMais(0), hojeMais(1)];
  const e = umEmprestimo({
    modalidade: "parcelado",
    periodicidade: "diaria",
    status: "atrasado",
    valorOriginal: "250.00",
    valorRestante: "300.00",
    prazoDias: null,
    taxaJuros: "0.00",
    taxaTotal: "20.00",
    multaAtraso: "2.00",
    quantidadeParcelas: 5,
    valorParcela: "60.00",
    cicloAtual: 1,
    dataInicio: hojeMais(-4),
    dataEmprestimo: hojeMais(-4),
    dataProximoCiclo: vencimentos[0],
    diasAtraso: 3,
    parcelas: vencimentos.map((vencimento, i) => ({ numero: i + 1, vencimento, valor: "60.00", juros: "10.00", principal: "50.00" })),
  });
  return { ...e, cliente: { ...e.cliente, nome } };
}

/** The row GET /api/cobrar-hoje sends for `e`, computed as the server computes it (the domain's parcelasACobrar). */
function linhaDe(e: EmprestimoApi): EmprestimoACobrar {
  const estado = estadoDaLinha(e);
  const hoje = dataEmSaoPaulo(new Date());
  const parcelas =
    e.modalidade === "parcelado"
      ? parcelasACobrar(estado, hoje).map((p) => ({
          numero: p.numero,
          vencimento: p.vencimento,
          valor: centavosParaDecimal(p.valor),
          diasAtraso: p.diasAtraso,
          jurosAtraso: centavosParaDecimal(p.jurosAtraso),
          multa: centavosParaDecimal(p.multa),
          total: centavosParaDecimal(p.total),
        }))
      : [{ numero: e.cicloAtual, vencimento: e.dataProximoCiclo, valor: "100.00", diasAtraso: 0, jurosAtraso: "0.00", multa: "0.00", total: "100.00" }];
  const total = somaAte(parcelas.map((p) => decimalParaCentavos(p.total)));
  return {
    id: e.id,
    clienteId: e.clienteId,
    clienteNome: e.cliente.nome,
    clienteTelefone: e.cliente.telefone,
    modalidade: e.modalidade,
    status: e.status === "atrasado" ? "atrasado" : "ativo",
    parcelas,
    total: centavosParaDecimal(total),
  };
}

/** A mensal loan due today: R$ 1.000,00 at 10 %, the cycle's interest R$ 100,00. */
function mensalDeHoje(nome: string): EmprestimoApi {
  const e = umEmprestimo({ dataProximoCiclo: hojeMais(0), dataInicio: hojeMais(-30), dataEmprestimo: hojeMais(-30) });
  return { ...e, cliente: { ...e.cliente, nome } };
}

function abrir(emprestimos: EmprestimoApi[], rotas: Rotas = {}) {
  const servidor = servidorFalso({
    "GET /api/cobrar-hoje": () => ({ corpo: emprestimos.map(linhaDe) }),
    "GET /api/emprestimos/:id": (_p, doCaminho) => ({ corpo: emprestimos.find((e) => e.id === doCaminho("id")) }),
    ...rotas,
  });
  const tela = renderizar(<CobrarHojePage />, { caminho: "/cobrar-hoje" });
  return { servidor, ...tela };
}

const item = async (nome: string) => (await screen.findByText(nome)).closest<HTMLElement>("[data-testid=cobrar-item]")!;

describe("Cobrar hoje: a lista do dia", () => {
  it("cada empréstimo uma vez, com cada parcela (nº, vencimento, 'Em atraso · N dias' ou 'Vence hoje', valor com encargos), o total do dia e a busca por nome", async () => {
    const bruno = diario("Bruno Diário");
    const carla = mensalDeHoje("Carla Mensal");
    const { usuario } = abrir([bruno, carla]);

    expect(await screen.findByRole("heading", { name: "Cobrar hoje", level: 1 })).toBeInTheDocument();
    const linhaBruno = linhaDe(bruno);
    const total = formatarReais((decimalParaCentavos(linhaBruno.total) + 100_00) as Centavos);
    const resumo = await screen.findByRole("region", { name: "Total do dia" });
    expect(within(resumo).getByTestId("total-do-dia-valor")).toHaveTextContent(total);
    expect(within(resumo).getByTestId("total-do-dia-quantos")).toHaveTextContent("2 empréstimos");

    const b = await item("Bruno Diário");
    expect(within(b).getByRole("link", { name: "Bruno Diário" })).toHaveAttribute("href", `/clientes/${bruno.clienteId}`);
    const parcelas = within(b).getAllByTestId("cobrar-parcela");
    expect(parcelas).toHaveLength(4);
    // 3 days late: R$ 60,00 + 3 × 1 % (R$ 1,80) + the 2 % penalty (R$ 1,20).
    expect(parcelas[0]).toHaveTextContent(`Parcela 1 · ${formatarData(hojeMais(-3))}`);
    expect(within(parcelas[0]!).getByTestId("cobrar-parcela-situacao")).toHaveTextContent("Em atraso · 3 dias");
    expect(within(parcelas[0]!).getByTestId("cobrar-parcela-total")).toHaveTextContent("R$ 63,00");
    expect(parcelas[0]).toHaveTextContent("R$ 60,00 + juros R$ 1,80 + multa R$ 1,20");
    expect(within(parcelas[2]!).getByTestId("cobrar-parcela-situacao")).toHaveTextContent("Em atraso · 1 dia");
    expect(within(parcelas[3]!).getByTestId("cobrar-parcela-situacao")).toHaveTextContent("Vence hoje");
    expect(within(parcelas[3]!).getByTestId("cobrar-parcela-total")).toHaveTextContent("R$ 60,00");
    expect(within(b).getByRole("button", { name: "Recebido R$ 63,00" })).toBeInTheDocument();
    expect(within(b).getByRole("button", { name: `Pagar 4 parcelas — ${formatarReais(decimalParaCentavos(linhaBruno.total))}` })).toBeInTheDocument();

    const c = await item("Carla Mensal");
    expect(within(c).getByTestId("cobrar-parcela")).toHaveTextContent("Ciclo 1");
    expect(within(c).getByRole("button", { name: "Recebido R$ 100,00" })).toBeInTheDocument();
    // One cycle: nothing to pay "at once".
    expect(within(c).queryByRole("button", { name: /^Pagar / })).toBeNull();

    await usuario.type(screen.getByRole("searchbox", { name: "Buscar cliente" }), "carla");
    await waitFor(() => expect(screen.queryByText("Bruno Diário")).toBeNull());
    expect(screen.getByText("Carla Mensal")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("1 empréstimo de 2");
  });

  it("nada a cobrar: diz que não há parcelas hoje nem em atraso", async () => {
    abrir([]);
    expect(await screen.findByText("Nada a cobrar hoje")).toBeInTheDocument();
  });
});

describe("Cobrar hoje: um toque registra o recebido em dinheiro", () => {
  it("'Recebido R$ 63,00': a parcela mais antiga, em dinheiro, com Idempotency-Key; a lista recarrega; 'Desfazer' estorna o pagamento", async () => {
    const bruno = diario("Bruno Diário");
    const resposta = umaRespostaPagamento(bruno, { tipoPagamento: "parcela", valorTotalPago: "63.00", saldoRestante: "240.00" });
    const { servidor, usuario } = abrir([bruno], {
      "POST /api/pagamentos": criado(resposta),
      "POST /api/pagamentos/:id/estorno": { corpo: { ok: true } },
    });
    const b = await item("Bruno Diário");
    await usuario.click(within(b).getByRole("button", { name: "Recebido R$ 63,00" }));

    const aviso = await avisoNaTela();
    expect(within(aviso).getByText("Pagamento registrado!")).toBeInTheDocument();
    const [pedido] = servidor.pedidosA("POST /api/pagamentos");
    expect(pedido?.corpo).toEqual({ emprestimoId: bruno.id, tipoPagamento: "parcela", formaPagamento: "dinheiro", parcelaInicial: 1 });
    expect(pedido?.cabecalhos.get("Idempotency-Key")).toMatch(UUID);
    // The list asks again after the payment.
    await waitFor(() => expect(servidor.pedidosA("GET /api/cobrar-hoje").length).toBeGreaterThanOrEqual(2));

    await usuario.click(within(aviso).getByRole("button", { name: "Desfazer" }));
    expect(within(await avisoNaTela()).getByText("Pagamento estornado")).toBeInTheDocument();
    const estornos = servidor.pedidosA(`POST /api/pagamentos/${resposta.pagamento.id}/estorno`);
    expect(estornos.map((p) => p.corpo)).toEqual([{ motivo: MOTIVO_DESFAZER }]);
  });

  it("'Pagar 4 parcelas — R$ X': quantidadeParcelas com o número de parcelas listadas", async () => {
    const bruno = diario("Bruno Diário");
    const { servidor, usuario } = abrir([bruno], { "POST /api/pagamentos": criado(umaRespostaPagamento(bruno, { tipoPagamento: "parcela" })) });
    const b = await item("Bruno Diário");
    await usuario.click(within(b).getByRole("button", { name: /^Pagar 4 parcelas — / }));
    expect(within(await avisoNaTela()).getByText("Pagamento registrado!")).toBeInTheDocument();
    expect(servidor.pedidosA("POST /api/pagamentos").map((p) => p.corpo)).toEqual([
      { emprestimoId: bruno.id, tipoPagamento: "parcela", formaPagamento: "dinheiro", quantidadeParcelas: 4, parcelaInicial: 1 },
    ]);
  });

  it("mensal: o toque paga os juros do ciclo (juros_apenas), que é o valor listado", async () => {
    const carla = mensalDeHoje("Carla Mensal");
    const { servidor, usuario } = abrir([carla], { "POST /api/pagamentos": criado(umaRespostaPagamento(carla)) });
    await usuario.click(within(await item("Carla Mensal")).getByRole("button", { name: "Recebido R$ 100,00" }));
    expect(within(await avisoNaTela()).getByText("Pagamento registrado!")).toBeInTheDocument();
    expect(servidor.pedidosA("POST /api/pagamentos").map((p) => p.corpo)).toEqual([
      { emprestimoId: carla.id, tipoPagamento: "juros_apenas", formaPagamento: "dinheiro" },
    ]);
  });

  it("dois toques no mesmo recebido enviam um pedido só; depois de registrado a linha não oferece o mesmo pagamento de novo", async () => {
    const bruno = diario("Bruno Diário");
    const resposta = emEspera<RespostaFalsa>();
    const { servidor } = abrir([bruno], { "POST /api/pagamentos": () => resposta.promessa });
    const botao = within(await item("Bruno Diário")).getByRole("button", { name: "Recebido R$ 63,00" });
    act(() => {
      botao.click();
      botao.click();
    });
    await waitFor(() => expect(servidor.pedidosA("POST /api/pagamentos")).toHaveLength(1));
    act(() => botao.click());
    resposta.resolver(criado(umaRespostaPagamento(bruno, { tipoPagamento: "parcela" })));
    expect(within(await avisoNaTela()).getByText("Pagamento registrado!")).toBeInTheDocument();
    // The fake list still answers the same figures: the row says it is paid instead of offering it again.
    expect(within(await item("Bruno Diário")).getByTestId("cobrar-item-situacao")).toHaveTextContent("Pagamento registrado");
    expect(servidor.pedidosA("POST /api/pagamentos")).toHaveLength(1);
  });

  it("a conexão cai no envio: o pagamento vai para a fila e sai quando ela volta, com a mesma Idempotency-Key", async () => {
    const bruno = diario("Bruno Diário");
    let tentativas = 0;
    const { servidor, usuario } = abrir([bruno], {
      "POST /api/pagamentos": () => {
        tentativas += 1;
        if (tentativas === 1) throw new TypeError("Failed to fetch");
        return criado(umaRespostaPagamento(bruno, { tipoPagamento: "parcela" }));
      },
    });
    const b = await item("Bruno Diário");
    await usuario.click(within(b).getByRole("button", { name: "Recebido R$ 63,00" }));
    expect(await within(b).findByTestId("cobrar-item-situacao")).toHaveTextContent("Na fila");
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    // The queue's own toast, as for the sheet's payments (the queue toast replaces the 'Sem conexão' one).
    await waitFor(async () => expect(within(await avisoNaTela()).getByText("Pagamento registrado!")).toBeInTheDocument());
    const pedidos = servidor.pedidosA("POST /api/pagamentos");
    expect(pedidos).toHaveLength(2);
    expect(pedidos[1]?.corpo).toEqual({ emprestimoId: bruno.id, tipoPagamento: "parcela", formaPagamento: "dinheiro", parcelaInicial: 1 });
    expect(pedidos[1]?.cabecalhos.get("Idempotency-Key")).toBe(pedidos[0]?.cabecalhos.get("Idempotency-Key"));
  });

  it("sem conexão desde o início: o recebido espera na fila, sem pedido", async () => {
    const bruno = diario("Bruno Diário");
    const { servidor, usuario } = abrir([bruno]);
    const b = await item("Bruno Diário");
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await usuario.click(within(b).getByRole("button", { name: "Recebido R$ 63,00" }));
    expect(await within(b).findByTestId("cobrar-item-situacao")).toHaveTextContent("Na fila");
    expect(filaDePagamentos.emEspera(bruno.id)?.dados.corpo).toEqual({
      emprestimoId: bruno.id,
      tipoPagamento: "parcela",
      formaPagamento: "dinheiro",
      parcelaInicial: 1,
    });
    expect(servidor.pedidosA("POST /api/pagamentos")).toEqual([]);
  });

  it("o empréstimo mudou desde que a lista carregou (pago em outra tela): nada é registrado e a lista é recarregada", async () => {
    const bruno = diario("Bruno Diário");
    const jaPago = { ...bruno, cicloAtual: 2, valorRestante: "240.00", dataProximoCiclo: hojeMais(-2) };
    const { servidor, usuario } = abrir([bruno], { "GET /api/emprestimos/:id": { corpo: jaPago } });
    await usuario.click(within(await item("Bruno Diário")).getByRole("button", { name: "Recebido R$ 63,00" }));
    expect(within(await avisoNaTela()).getByText(MENSAGEM_VALORES_MUDARAM)).toBeInTheDocument();
    expect(servidor.pedidosA("POST /api/pagamentos")).toEqual([]);
    await waitFor(() => expect(servidor.pedidosA("GET /api/cobrar-hoje").length).toBeGreaterThanOrEqual(2));
  });

  it("pagamento igual há pouco (409): pergunta, e 'Registrar outro' confirma a repetição com a mesma chave", async () => {
    const bruno = diario("Bruno Diário");
    const { servidor, usuario } = abrir([bruno], {
      "POST /api/pagamentos": (pedido) =>
        (pedido.corpo as { confirmarRepeticao?: boolean }).confirmarRepeticao
          ? criado(umaRespostaPagamento(bruno, { tipoPagamento: "parcela" }))
          : { status: 409, corpo: { code: "pagamento_repetido", message: "Já existe um pagamento igual registrado agora há pouco." } },
    });
    await usuario.click(within(await item("Bruno Diário")).getByRole("button", { name: "Recebido R$ 63,00" }));
    const pergunta = await screen.findByRole("dialog", { name: "Pagamento repetido?" });
    await usuario.click(within(pergunta).getByRole("button", { name: "Registrar outro" }));
    expect(within(await avisoNaTela()).getByText("Pagamento registrado!")).toBeInTheDocument();
    const pedidos = servidor.pedidosA("POST /api/pagamentos");
    expect(pedidos.map((p) => (p.corpo as { confirmarRepeticao?: boolean }).confirmarRepeticao)).toEqual([undefined, true]);
    expect(pedidos[1]?.cabecalhos.get("Idempotency-Key")).toBe(pedidos[0]?.cabecalhos.get("Idempotency-Key"));
  });

  it("'Outro valor' abre a folha de pagamento do empréstimo", async () => {
    const bruno = diario("Bruno Diário");
    const { usuario } = abrir([bruno]);
    await usuario.click(within(await item("Bruno Diário")).getByRole("button", { name: "Outro valor para Bruno Diário" }));
    const dialogo = await screen.findByRole("dialog", { name: "Registrar Pagamento" });
    expect(within(dialogo).getByText(/Bruno Diário/)).toBeInTheDocument();
  });
});
