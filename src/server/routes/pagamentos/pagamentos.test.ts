import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { historicoPagamentos } from "../../db/schema/index.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, pagar, violaCheck } from "../../test/ledger.ts";

describe(`pagamentos (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string };
  let b: { cookie: string };
  beforeAll(async () => {
    ctx = await criarContexto(); // 2026-11-25 in São Paulo
    a = await novoLender(ctx.app);
    b = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  const cliente = (id: string) => ctx.app.inject({ url: `/api/clientes/${id}`, headers: { cookie: a.cookie } }).then((r) => r.json());
  const emprestimo = async (clienteId: string) =>
    (await ctx.app.inject({ url: `/api/emprestimos?clienteId=${clienteId}`, headers: { cookie: a.cookie } })).json()[0];

  it("juros, parte e quitação de R$ 1.000,00 a 10% em 30 dias", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie);
    const e = await criarEmprestimoApi(ctx.app, a.cookie, c.id, { valorOriginal: "1000", taxaJuros: "10", prazoDias: 30 });
    expect(e.dataProximoCiclo).toBe("2026-12-26");

    const juros = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas" });
    expect(juros.statusCode).toBe(201);
    expect(juros.json().pagamento).toMatchObject({
      valorTotalPago: "100.00",
      valorJuros: "100.00",
      valorPrincipal: "0.00",
      status: "ativo",
      novaDataProximoCiclo: "2027-01-25",
      ciclo: 1,
    });
    expect(await emprestimo(c.id)).toMatchObject({ valorRestante: "1000.00", cicloAtual: 2, dataProximoCiclo: "2027-01-25" });

    const parte = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "parcial", valorPrincipal: "400,00", observacao: "PIX parcial" });
    expect(parte.json().pagamento).toMatchObject({
      valorTotalPago: "500.00",
      valorJuros: "100.00",
      valorPrincipal: "400.00",
      novaDataProximoCiclo: "2027-02-23",
      ciclo: 2,
    });
    expect(await emprestimo(c.id)).toMatchObject({ valorRestante: "600.00", cicloAtual: 3 });

    const quitacao = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "total" });
    expect(quitacao.json().pagamento).toMatchObject({ valorTotalPago: "660.00", valorJuros: "60.00", valorPrincipal: "600.00", status: "finalizado" });
    expect(await emprestimo(c.id)).toMatchObject({ status: "finalizado", valorRestante: "0.00" });

    const depois = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas" });
    expect(depois.statusCode).toBe(409);
    expect(depois.json()).toEqual({ message: "Este empréstimo já foi finalizado." });

    expect(await cliente(c.id)).toMatchObject({ totalEmprestadoHistorico: "1000.00", totalReceberAtual: "0.00", totalPagoJuros: "260.00" });
    const historico = (await ctx.app.inject({ url: `/api/pagamentos?clienteId=${c.id}`, headers: { cookie: a.cookie } })).json();
    expect(historico.map((p: { tipoPagamento: string; valorTotal: string }) => [p.tipoPagamento, p.valorTotal]).sort()).toEqual(
      [
        ["juros_apenas", "100.00"],
        ["parcial", "500.00"],
        ["total", "660.00"],
      ].sort(),
    );
    expect(historico.find((p: { tipoPagamento: string }) => p.tipoPagamento === "parcial").observacao).toBe("PIX parcial");
  });

  it("parcial igual ao saldo é registrado como total e finaliza", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie);
    const e = await criarEmprestimoApi(ctx.app, a.cookie, c.id, { valorOriginal: "300" });
    const r = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "parcial", valorPrincipal: 300 });
    expect(r.json().pagamento).toMatchObject({ tipoPagamento: "total", status: "finalizado", valorTotalPago: "330.00" });
  });

  it("atraso de 2 dias: juros de atraso somados ao pagamento, percentual e fixo", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie);
    const percentual = await criarEmprestimoApi(ctx.app, a.cookie, c.id, { dataInicio: "2026-10-24", taxaAtraso: "1", taxaAtrasoTipo: "percentual" });
    const r1 = await pagar(ctx.app, a.cookie, { emprestimoId: percentual.id, tipoPagamento: "juros_apenas" });
    // R$ 100,00 of interest + R$ 1.000,00 × 1% × 2 days.
    expect(r1.json().pagamento).toMatchObject({ valorTotalPago: "120.00", valorJuros: "120.00", novaDataProximoCiclo: "2026-12-23", status: "ativo" });

    const fixo = await criarEmprestimoApi(ctx.app, a.cookie, c.id, { dataInicio: "2026-10-24", taxaAtraso: "5,00", taxaAtrasoTipo: "fixo" });
    const r2 = await pagar(ctx.app, a.cookie, { emprestimoId: fixo.id, tipoPagamento: "total" });
    expect(r2.json().pagamento).toMatchObject({ valorTotalPago: "1110.00", valorJuros: "110.00", valorPrincipal: "1000.00", status: "finalizado" });
    expect((await cliente(c.id)).totalPagoJuros).toBe("230.00");
  });

  it("valida tipo e valor parcial com mensagens em português", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie);
    const e = await criarEmprestimoApi(ctx.app, a.cookie, c.id);
    const semValor = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "parcial" });
    expect(semValor.statusCode).toBe(400);
    expect(semValor.json().errors.valorPrincipal).toBe("Digite um valor válido para pagamento parcial.");
    const zero = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "parcial", valorPrincipal: "0" });
    expect(zero.statusCode).toBe(400);
    const acima = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "parcial", valorPrincipal: "1000,01" });
    expect(acima.statusCode).toBe(400);
    expect(acima.json().message).toBe("Valor do principal deve ser maior que zero e no máximo o saldo restante.");
    const tipo = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "desconto" });
    expect(tipo.json().errors.tipoPagamento).toBe("Tipo de pagamento inválido");
    const parcela = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "parcela" });
    expect(parcela.statusCode).toBe(400);
    expect((await ctx.app.inject({ url: `/api/pagamentos?clienteId=${c.id}`, headers: { cookie: a.cookie } })).json()).toEqual([]);
    expect((await cliente(c.id)).totalPagoJuros).toBe("0.00");
  });

  it("outro credor: 404 ao pagar, histórico vazio, e o empréstimo fica intacto", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie);
    const e = await criarEmprestimoApi(ctx.app, a.cookie, c.id);
    const r = await pagar(ctx.app, b.cookie, { emprestimoId: e.id, tipoPagamento: "total" });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ message: "Empréstimo não encontrado." });
    await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas" });
    const deB = (await ctx.app.inject({ url: `/api/pagamentos?clienteId=${c.id}`, headers: { cookie: b.cookie } })).json();
    expect(deB).toEqual([]);
    const todosDeB = (await ctx.app.inject({ url: "/api/pagamentos", headers: { cookie: b.cookie } })).json();
    expect(todosDeB).toEqual([]);
    expect((await emprestimo(c.id)).status).toBe("ativo");
  });

  it("a mesma Idempotency-Key devolve a primeira resposta sem pagar de novo; com outro pedido é 409", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie);
    const e = await criarEmprestimoApi(ctx.app, a.cookie, c.id);
    const chave = "chave-unica-123";
    const r1 = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas" }, chave);
    const r2 = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas" }, chave);
    expect(r2.statusCode).toBe(201);
    expect(r2.json()).toEqual(r1.json());
    expect(r2.headers["idempotent-replayed"]).toBe("true");
    const outro = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "total" }, chave);
    expect(outro.statusCode).toBe(409);
    // Another lender may use the same key for their own payment.
    const cb = await criarClienteApi(ctx.app, b.cookie);
    const eb = await criarEmprestimoApi(ctx.app, b.cookie, cb.id);
    expect((await pagar(ctx.app, b.cookie, { emprestimoId: eb.id, tipoPagamento: "juros_apenas" }, chave)).statusCode).toBe(201);
    const historico = (await ctx.app.inject({ url: `/api/pagamentos?clienteId=${c.id}`, headers: { cookie: a.cookie } })).json();
    expect(historico).toHaveLength(1);
    const invalida = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas" }, "com espaço");
    expect(invalida.statusCode).toBe(400);
  });

  it("um pagamento igual, com outra chave, logo depois do primeiro é recusado até o credor confirmar", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie);
    const e = await criarEmprestimoApi(ctx.app, a.cookie, c.id);
    expect((await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas" }, "intencao-1")).statusCode).toBe(201);
    // The offline retry of the issue: the dialog reopened with a new key.
    const repetido = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas" }, "intencao-2");
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json()).toEqual({ message: "Já existe um pagamento igual registrado agora há pouco. Registrar outro?", code: "pagamento_repetido" });
    expect(await emprestimo(c.id)).toMatchObject({ cicloAtual: 2, dataProximoCiclo: "2027-01-25" });
    // Without a key as well.
    expect((await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas" })).statusCode).toBe(409);
    // Another type is another intention.
    expect((await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "parcial", valorPrincipal: "10" }, "intencao-3")).statusCode).toBe(201);
    // Said to be deliberate: recorded.
    const deliberado = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas", confirmarRepeticao: true }, "intencao-2");
    expect(deliberado.statusCode).toBe(201);
    const historico = (await ctx.app.inject({ url: `/api/pagamentos?clienteId=${c.id}`, headers: { cookie: a.cookie } })).json();
    expect(historico.map((p: { tipoPagamento: string }) => p.tipoPagamento).sort()).toEqual(["juros_apenas", "juros_apenas", "parcial"]);
  });

  it("o banco recusa dinheiro negativo e tipos desconhecidos", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie);
    const e = await criarEmprestimoApi(ctx.app, a.cookie, c.id);
    const sessao = (await ctx.app.inject({ url: "/api/auth/get-session", headers: { cookie: a.cookie } })).json();
    const base = { emprestimoId: e.id, clienteId: c.id, usuarioId: sessao.user.id, ciclo: 1 };
    await expect(
      ctx.banco.db.insert(historicoPagamentos).values({ ...base, valorTotal: "-1.00", valorJuros: "-1.00", valorPrincipal: "0.00", tipoPagamento: "total" }),
    ).rejects.toMatchObject(violaCheck("historico_pagamentos_valores_validos"));
    await expect(
      ctx.banco.db
        .insert(historicoPagamentos)
        .values({ ...base, valorTotal: "1.00", valorJuros: "1.00", valorPrincipal: "0.00", tipoPagamento: "brinde" as never }),
    ).rejects.toMatchObject(violaCheck("historico_pagamentos_tipo_valido"));
    await expect(
      ctx.banco.db.insert(historicoPagamentos).values({ ...base, valorTotal: "5.00", valorJuros: "1.00", valorPrincipal: "1.00", tipoPagamento: "total" }),
    ).rejects.toMatchObject(violaCheck("historico_pagamentos_valores_validos"));
  });
});
