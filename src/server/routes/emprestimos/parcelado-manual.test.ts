import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, novoCpf, pagar } from "../../test/ledger.ts";

// Issue 27: a manual loan may be parcelado, with the rules and the plan of a link's loan.
describe(`empréstimo manual parcelado (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string };
  let b: { cookie: string };
  beforeAll(async () => {
    ctx = await criarContexto(); // today is 2026-11-25 in São Paulo
    a = await novoLender(ctx.app);
    b = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  const manual = (cookie: string, payload: object) => ctx.app.inject({ method: "POST", url: "/api/emprestimos/manual", headers: { cookie }, payload });
  const listar = async (cookie: string, consulta = "") => (await ctx.app.inject({ url: `/api/emprestimos${consulta}`, headers: { cookie } })).json();
  // R$ 1.000,00 in 3 months at 10 % a month: R$ 1.300,00, installments 433,33 + 433,33 + 433,34.
  const termos = { valorOriginal: "1.000,00", modalidade: "parcelado", quantidadeMeses: 3, taxaJurosMes: "10", taxaAtraso: "1", taxaAtrasoTipo: "percentual" };

  /** The loan a borrower's sign-up creates from a link with `termos`, activated today. */
  async function emprestimoDoLink() {
    const link = await ctx.app.inject({ method: "POST", url: "/api/links-cadastro", headers: { cookie: a.cookie }, payload: termos });
    expect(link.statusCode).toBe(201);
    const cadastro = await ctx.app.inject({
      method: "POST",
      url: `/api/cadastro/${link.json().token}`,
      payload: { nome: "Paula Tomadora", cpf: novoCpf(), telefone: "11988887777", pix: "paula@pix.com", aceitaTermos: true },
      remoteAddress: "10.9.0.1",
    });
    expect(cadastro.statusCode).toBe(201);
    const [doLink] = (await listar(a.cookie, "?busca=Paula")) as { id: string; status: string }[];
    expect(doLink?.status).toBe("aguardando_envio");
    const ativado = await ctx.app.inject({ method: "PUT", url: `/api/emprestimos/${doLink!.id}`, headers: { cookie: a.cookie }, payload: { status: "ativo" } });
    expect(ativado.statusCode).toBe(200);
    return ativado.json();
  }

  const plano = (e: Record<string, unknown>) => ({
    modalidade: e.modalidade,
    status: e.status,
    valorOriginal: e.valorOriginal,
    valorRestante: e.valorRestante,
    prazoDias: e.prazoDias,
    taxaJuros: e.taxaJuros,
    taxaAtraso: e.taxaAtraso,
    quantidadeParcelas: e.quantidadeParcelas,
    valorParcela: e.valorParcela,
    cicloAtual: e.cicloAtual,
    dataInicio: e.dataInicio,
    dataEmprestimo: e.dataEmprestimo,
    dataProximoCiclo: e.dataProximoCiclo,
  });

  it("nasce ativo com o mesmo plano e os mesmos totais de um empréstimo de link com os mesmos termos", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie, { nome: "Carla Parcelada" });
    const r = await manual(a.cookie, { ...termos, clienteId: c.id });
    expect(r.statusCode).toBe(201);
    const criado = r.json();
    expect(plano(criado)).toEqual({
      modalidade: "parcelado",
      status: "ativo",
      valorOriginal: "1000.00",
      valorRestante: "1300.00",
      prazoDias: null,
      taxaJuros: "10.00",
      taxaAtraso: "1.00",
      quantidadeParcelas: 3,
      valorParcela: "433.33",
      cicloAtual: 1,
      dataInicio: "2026-11-25",
      dataEmprestimo: "2026-11-25",
      // Issue 43: 25/12 is Christmas, not a collection day: the installment falls on Saturday 26/12.
      dataProximoCiclo: "2026-12-26",
    });
    expect(criado.origem).toBe("manual");
    expect(plano(await emprestimoDoLink())).toEqual(plano(criado));
    const cliente = (await ctx.app.inject({ url: `/api/clientes/${c.id}`, headers: { cookie: a.cookie } })).json();
    expect(cliente).toMatchObject({ totalEmprestadoHistorico: "1000.00", totalReceberAtual: "1300.00" });
  });

  it("na lista, no calendário do vencimento, e a primeira parcela paga com juros e principal exatos", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie, { nome: "Davi Parcelas" });
    const criado = (await manual(a.cookie, { ...termos, clienteId: c.id, dataInicio: "2026-11-20" })).json();
    // 20/12/2026 is a Sunday, not a collection day by default: the installment falls on Monday 21/12.
    expect(criado.dataProximoCiclo).toBe("2026-12-21");
    expect((await listar(a.cookie, `?clienteId=${c.id}`)).map((e: { id: string }) => e.id)).toEqual([criado.id]);
    const dias = (await ctx.app.inject({ url: "/api/calendario?mes=2026-12", headers: { cookie: a.cookie } })).json();
    expect(JSON.stringify(dias)).toContain("2026-12-21");
    const noDia = (await ctx.app.inject({ url: "/api/calendario/vencimentos?data=2026-12-21", headers: { cookie: a.cookie } })).json();
    expect(noDia.map((e: { id: string }) => e.id)).toContain(criado.id);

    const pago = await pagar(ctx.app, a.cookie, { emprestimoId: criado.id, tipoPagamento: "parcela" });
    expect(pago.statusCode).toBe(201);
    // Interest part of each installment: 1.000,00 × 10 % = 100,00.
    expect(pago.json().pagamento).toMatchObject({
      ciclo: 1,
      valorJuros: "100.00",
      valorPrincipal: "333.33",
      valorTotalPago: "433.33",
      novaDataProximoCiclo: "2027-01-20",
    });
    const [depois] = await listar(a.cookie, `?clienteId=${c.id}`);
    expect(depois).toMatchObject({ valorRestante: "866.67", cicloAtual: 2, dataProximoCiclo: "2027-01-20", status: "ativo" });
    const pagamentos = (await ctx.app.inject({ url: `/api/pagamentos?clienteId=${c.id}`, headers: { cookie: a.cookie } })).json();
    expect(pagamentos).toMatchObject([{ ciclo: 1, tipoPagamento: "parcela", valorJuros: "100.00", valorPrincipal: "333.33", valorTotal: "433.33" }]);
  });

  it("entradas inválidas: 400 com as mensagens do link, e nada é criado", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie);
    const casos: [object, Record<string, string>][] = [
      [
        { quantidadeMeses: undefined, taxaJurosMes: "" },
        { quantidadeMeses: "Quantidade de meses obrigatória", taxaJurosMes: "Taxa obrigatória" },
      ],
      [{ quantidadeMeses: 121 }, { quantidadeMeses: "Quantidade de meses deve ser um número inteiro de 1 a 120" }],
      [{ quantidadeMeses: "2,5" }, { quantidadeMeses: "Quantidade de meses deve ser um número inteiro de 1 a 120" }],
      [{ taxaJurosMes: "1000" }, { taxaJurosMes: "Taxa deve estar entre 0 e 999,99" }],
      [{ valorOriginal: "0,02" }, { valorOriginal: "Valor deve ser de pelo menos R$ 0,01 por parcela" }],
      [
        { valorOriginal: "9.000.000,00", quantidadeMeses: 120, taxaJurosMes: "100" },
        { valorOriginal: "O total do empréstimo ultrapassa o limite de R$ 99.999.999,99" },
      ],
      [{ modalidade: "semanal" }, { modalidade: "Modalidade deve ser mensal ou parcelado" }],
    ];
    for (const [campos, erros] of casos) {
      const r = await manual(a.cookie, { ...termos, clienteId: c.id, ...campos });
      expect(r.statusCode, JSON.stringify(campos)).toBe(400);
      expect(r.json().errors, JSON.stringify(campos)).toEqual(erros);
    }
    for (const corpo of [null, [], "parcelado", 7]) {
      const r = await ctx.app.inject({
        method: "POST",
        url: "/api/emprestimos/manual",
        headers: { cookie: a.cookie, "content-type": "application/json" },
        payload: JSON.stringify(corpo),
      });
      expect(r.statusCode, JSON.stringify(corpo)).toBe(400);
    }
    expect(await listar(a.cookie, `?clienteId=${c.id}`)).toEqual([]);
  });

  it("outro credor não o vê, não o paga e não o cria para o cliente alheio", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie);
    const criado = (await manual(a.cookie, { ...termos, clienteId: c.id })).json();
    expect((await manual(b.cookie, { ...termos, clienteId: c.id })).statusCode).toBe(404);
    expect(await listar(b.cookie)).toEqual([]);
    expect(await listar(b.cookie, `?clienteId=${c.id}`)).toEqual([]);
    expect((await pagar(ctx.app, b.cookie, { emprestimoId: criado.id, tipoPagamento: "parcela" })).statusCode).toBe(404);
    expect((await listar(a.cookie, `?clienteId=${c.id}`))[0]).toMatchObject({ id: criado.id, valorRestante: "1300.00" });
  });
});
