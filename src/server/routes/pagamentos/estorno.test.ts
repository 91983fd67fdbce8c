import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { centavosParaDecimal, decimalParaCentavos } from "../../../domain/money.ts";
import { estadoDaLinha, type LinhaEmprestimo } from "../../../domain/loans/db-row.ts";
import { comAtraso } from "../../../domain/loans/overdue.ts";
import { aplicarPagamento } from "../../../domain/loans/payment.ts";
import { primeiroVencimento } from "../../../domain/loans/due-dates.ts";
import { CONFIGURACAO_DE_COBRANCA_PADRAO, ehDiaDeCobranca } from "../../../domain/calendario-de-cobranca.ts";
import type { EmprestimoEstado, TipoPagamento } from "../../../domain/loans/types.ts";
import { criarContexto, MEIO_DIA_SP, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, pagar } from "../../test/ledger.ts";

/** A new lender's collection days (the defaults: no Sundays, no holidays). */
const diasDoPadrao = (data: string) => ehDiaDeCobranca(data, CONFIGURACAO_DE_COBRANCA_PADRAO);

// Reversal (estorno, issue 10): the latest payment not yet reversed can be undone, and the loan
// and the client's totals come back to exactly what they were without it.

type Pagamento = { id: string; estornado: boolean; motivoEstorno: string | null; dataEstorno: string | null; valorJuros: string; tipoPagamento: string };

describe(`estorno de pagamento (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string };
  let b: { cookie: string };
  beforeAll(async () => {
    // 2026-11-25 in São Paulo; the tests move the clock months ahead, so the lenders get a year of credits.
    ctx = await criarContexto({ creditosBoasVindas: 3650 });
    a = await novoLender(ctx.app);
    b = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  const estornar = (id: string, corpo: Record<string, unknown> = { motivo: "Lançado por engano" }, cookie = a.cookie) =>
    ctx.app.inject({ method: "POST", url: `/api/pagamentos/${id}/estorno`, headers: { cookie, origin: ORIGEM }, payload: corpo });
  const emprestimoDe = async (clienteId: string, cookie = a.cookie) =>
    (await ctx.app.inject({ url: `/api/emprestimos?clienteId=${clienteId}`, headers: { cookie } })).json()[0];
  const clienteDe = async (id: string) => (await ctx.app.inject({ url: `/api/clientes/${id}`, headers: { cookie: a.cookie } })).json();
  const pagamentosDe = async (clienteId: string): Promise<Pagamento[]> =>
    (await ctx.app.inject({ url: `/api/pagamentos?clienteId=${clienteId}`, headers: { cookie: a.cookie } })).json();
  const pagar1 = async (emprestimoId: string, tipoPagamento: TipoPagamento, valorPrincipal?: string) => {
    const r = await pagar(ctx.app, a.cookie, { emprestimoId, tipoPagamento, confirmarRepeticao: true, ...(valorPrincipal ? { valorPrincipal } : {}) });
    return r;
  };

  it("estornar a parcial devolve saldo, ciclo, vencimento e totais; o pagamento fica marcado com o motivo", async () => {
    ctx.relogio.set(MEIO_DIA_SP);
    const c = await criarClienteApi(ctx.app, a.cookie);
    const e = await criarEmprestimoApi(ctx.app, a.cookie, c.id, { valorOriginal: "1000", taxaJuros: "10", prazoDias: 30 });
    expect((await pagar1(e.id, "juros_apenas")).statusCode).toBe(201);
    const antes = await emprestimoDe(c.id);
    const totaisAntes = await clienteDe(c.id);
    const parcial = (await pagar1(e.id, "parcial", "400")).json().pagamento;
    expect(await emprestimoDe(c.id)).toMatchObject({ valorRestante: "600.00", cicloAtual: 3 });

    ctx.relogio.set(new Date(MEIO_DIA_SP.getTime() + 3_600_000));
    const r = await estornar(parcial.id, { motivo: "  Cliente pagou só os juros  " });
    expect(r.statusCode).toBe(200);
    expect(r.json().pagamento).toMatchObject({
      id: parcial.id,
      estornado: true,
      motivoEstorno: "Cliente pagou só os juros",
      dataEstorno: "2026-11-25T16:00:00.000Z",
    });

    const depois = await emprestimoDe(c.id);
    for (const campo of ["valorRestante", "cicloAtual", "dataProximoCiclo", "status", "diasAtraso", "valorJurosAtraso"]) {
      expect(depois[campo], campo).toEqual(antes[campo]);
    }
    expect(depois).toMatchObject({ valorRestante: "1000.00", cicloAtual: 2, dataProximoCiclo: "2027-01-25", status: "ativo" });
    const totais = await clienteDe(c.id);
    expect([totais.totalReceberAtual, totais.totalPagoJuros, totais.totalEmprestadoHistorico]).toEqual([
      totaisAntes.totalReceberAtual,
      totaisAntes.totalPagoJuros,
      totaisAntes.totalEmprestadoHistorico,
    ]);
    expect(totais.totalPagoJuros).toBe("100.00");

    // The row stays, marked; the loan now offers the earlier payment for reversal.
    const lista = await pagamentosDe(c.id);
    expect(lista).toHaveLength(2);
    expect(lista.find((p) => p.id === parcial.id)).toMatchObject({ estornado: true, motivoEstorno: "Cliente pagou só os juros" });
    expect(lista.find((p) => p.id !== parcial.id)).toMatchObject({ estornado: false, motivoEstorno: null, dataEstorno: null });
    expect(depois.ultimoPagamentoId).toBe(lista.find((p) => p.id !== parcial.id)!.id);
    expect(depois.temPagamentos).toBe(true);

    // The right payment can now be recorded at once: a reversed one is no "repeat".
    const certo = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "parcial", valorPrincipal: "300" });
    expect(certo.statusCode).toBe(201);
    expect(await emprestimoDe(c.id)).toMatchObject({ valorRestante: "700.00", cicloAtual: 3 });
  });

  it("estornar a quitação reabre o empréstimo, e um atrasado volta atrasado com os juros de hoje", async () => {
    ctx.relogio.set(MEIO_DIA_SP);
    const c = await criarClienteApi(ctx.app, a.cookie);
    const e = await criarEmprestimoApi(ctx.app, a.cookie, c.id, { valorOriginal: "1000", taxaJuros: "10", prazoDias: 30, taxaAtraso: "1" });
    // Due 25/12 (Christmas), so Saturday 2026-12-26; paid off 4 days late, with late interest.
    ctx.relogio.set(new Date("2026-12-30T15:00:00Z"));
    const quitacao = (await pagar1(e.id, "total")).json().pagamento;
    expect(quitacao.status).toBe("finalizado");
    expect((await clienteDe(c.id)).totalReceberAtual).toBe("0.00");

    // Reversed two days later: late for 6 days now, 1% a day on R$ 1.000,00.
    ctx.relogio.set(new Date("2027-01-01T15:00:00Z"));
    expect((await estornar(quitacao.id)).statusCode).toBe(200);
    expect(await emprestimoDe(c.id)).toMatchObject({
      status: "atrasado",
      valorRestante: "1000.00",
      cicloAtual: 1,
      dataProximoCiclo: "2026-12-26",
      diasAtraso: 6,
      valorJurosAtraso: "60.00",
    });
    expect(await clienteDe(c.id)).toMatchObject({ totalReceberAtual: "1000.00", totalPagoJuros: "0.00" });
  });

  it("só o último pagamento, uma vez só, do próprio credor, com motivo", async () => {
    ctx.relogio.set(MEIO_DIA_SP);
    const c = await criarClienteApi(ctx.app, a.cookie);
    const e = await criarEmprestimoApi(ctx.app, a.cookie, c.id);
    const primeiro = (await pagar1(e.id, "juros_apenas")).json().pagamento;
    const segundo = (await pagar1(e.id, "juros_apenas")).json().pagamento;
    const antes = await emprestimoDe(c.id);

    const antigo = await estornar(primeiro.id);
    expect(antigo.statusCode).toBe(409);
    expect(antigo.json()).toEqual({ message: "Só o último pagamento do empréstimo pode ser estornado." });

    for (const [motivo, mensagem] of [
      [undefined, "Informe o motivo do estorno"],
      ["", "Informe o motivo do estorno"],
      ["  ok  ", "Informe o motivo do estorno"],
      ["x".repeat(501), "O motivo do estorno deve ter no máximo 500 caracteres"],
      [42, "Informe o motivo do estorno"],
    ] as const) {
      const r = await estornar(segundo.id, motivo === undefined ? {} : { motivo });
      expect(r.statusCode, String(motivo)).toBe(400);
      expect(r.json().errors.motivo).toBe(mensagem);
    }

    const deOutro = await estornar(segundo.id, { motivo: "Tentativa" }, b.cookie);
    expect(deOutro.statusCode).toBe(404);
    expect(deOutro.json()).toEqual({ message: "Pagamento não encontrado." });
    for (const id of ["nao-e-uuid", "00000000-0000-4000-8000-000000000000"]) expect((await estornar(id)).statusCode).toBe(404);
    expect((await estornar("%00")).statusCode).toBe(400);
    expect(await emprestimoDe(c.id)).toEqual(antes);

    expect((await estornar(segundo.id)).statusCode).toBe(200);
    const deNovo = await estornar(segundo.id);
    expect(deNovo.statusCode).toBe(409);
    expect(deNovo.json()).toEqual({ message: "Este pagamento já foi estornado." });
    // Now the first one is the latest not reversed.
    expect((await estornar(primeiro.id)).statusCode).toBe(200);
    expect(await emprestimoDe(c.id)).toMatchObject({ cicloAtual: 1, dataProximoCiclo: "2026-12-26", ultimoPagamentoId: null });
    expect((await clienteDe(c.id)).totalPagoJuros).toBe("0.00");
  });

  it("dois estornos simultâneos do mesmo pagamento: um vale, o outro é 409", async () => {
    ctx.relogio.set(MEIO_DIA_SP);
    const c = await criarClienteApi(ctx.app, a.cookie);
    const e = await criarEmprestimoApi(ctx.app, a.cookie, c.id);
    await pagar1(e.id, "juros_apenas");
    const segundo = (await pagar1(e.id, "juros_apenas")).json().pagamento;
    const respostas = await Promise.all([estornar(segundo.id), estornar(segundo.id), estornar(segundo.id)]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await emprestimoDe(c.id)).toMatchObject({ cicloAtual: 2 });
  });

  const emprestimoMensal = (clienteId: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/emprestimos/manual",
      headers: { cookie: a.cookie, origin: ORIGEM },
      payload: { clienteId, valorOriginal: "1000", taxaJuros: "10", prazoDias: 30, taxaAtraso: "0.5", taxaAtrasoTipo: "percentual" },
    });
  /** A parcelado loan comes from a sign-up link: the borrower sends it, the lender activates it. */
  const emprestimoParcelado = async (cpf: string) => {
    const link = await ctx.app.inject({
      method: "POST",
      url: "/api/links-cadastro",
      headers: { cookie: a.cookie, origin: ORIGEM },
      payload: { valorOriginal: "1000", modalidade: "parcelado", quantidadeMeses: 4, taxaJurosMes: "5", taxaAtraso: "0.5" },
    });
    const token = link.json().token as string;
    const envio = await ctx.app.inject({
      method: "POST",
      url: `/api/cadastro/${token}`,
      payload: { nome: "Maria da Silva", cpf, telefone: "11912345678", pix: "maria@pix.com", aceitaTermos: true },
    });
    expect(envio.statusCode, envio.body).toBe(201);
    const emprestimoId = link.json().id
      ? (await ctx.app.inject({ url: "/api/links-cadastro", headers: { cookie: a.cookie } })).json().find((l: { token: string }) => l.token === token)
          .emprestimoId
      : "";
    return ctx.app.inject({
      method: "PUT",
      url: `/api/emprestimos/${emprestimoId}`,
      headers: { cookie: a.cookie, origin: ORIGEM },
      payload: { status: "ativo" },
    });
  };

  it("propriedade: qualquer sequência de pagamentos e estornos deixa o empréstimo e os totais iguais a refazer só os pagamentos não estornados", async () => {
    type Passo = { tipo: "pagar"; pagamento: TipoPagamento; fracao: number } | { tipo: "estornar" } | { tipo: "esperar"; dias: number };
    const passo: fc.Arbitrary<Passo> = fc.oneof(
      fc.record({
        tipo: fc.constant("pagar" as const),
        pagamento: fc.constantFrom<TipoPagamento>("juros_apenas", "parcial", "total", "parcela"),
        fracao: fc.integer({ min: 1, max: 100 }),
      }),
      fc.record({ tipo: fc.constant("estornar" as const) }),
      fc.record({ tipo: fc.constant("esperar" as const), dias: fc.integer({ min: 1, max: 45 }) }),
    );
    const modalidade = fc.constantFrom("mensal", "parcelado");

    await fc.assert(
      fc.asyncProperty(modalidade, fc.array(passo, { minLength: 3, maxLength: 10 }), async (mod, passos) => {
        ctx.relogio.set(MEIO_DIA_SP);
        const c = await criarClienteApi(ctx.app, a.cookie);
        const criado = mod === "mensal" ? await emprestimoMensal(c.id) : await emprestimoParcelado(c.cpf);
        expect(criado.statusCode, criado.body).toBe(criado.statusCode < 300 ? criado.statusCode : 201);
        const lido0 = estadoDaLinha(criado.json() as LinhaEmprestimo);
        // The API does not show a mensal loan's base (issue 43): the unmoved first due date,
        // today (MEIO_DIA_SP's day) + 30 days; the replay moves its dates as the server does.
        const inicial: EmprestimoEstado =
          lido0.modalidade === "mensal" ? { ...lido0, dataBaseCiclo: primeiroVencimento("mensal", lido0.dataInicio ?? "", lido0.prazoDias) } : lido0;
        const emprestimoId = criado.json().id as string;

        // The model: the payments still standing, each with the day it was made.
        const vigentes: { id: string; tipo: TipoPagamento; principal: number | undefined; dia: string }[] = [];
        for (const p of passos) {
          if (p.tipo === "esperar") {
            ctx.relogio.avancarDias(p.dias);
            continue;
          }
          if (p.tipo === "estornar") {
            const ultimo = vigentes.at(-1);
            if (!ultimo) continue;
            const r = await estornar(ultimo.id);
            expect(r.statusCode, r.body).toBe(200);
            vigentes.pop();
            continue;
          }
          const atual = (await ctx.app.inject({ url: `/api/emprestimos?clienteId=${c.id}`, headers: { cookie: a.cookie } })).json()[0];
          const restante = decimalParaCentavos(atual.valorRestante);
          const principal = p.pagamento === "parcial" ? Math.max(1, Math.floor((restante * p.fracao) / 100)) : undefined;
          const r = await pagar1(emprestimoId, p.pagamento, principal === undefined ? undefined : centavosParaDecimal(principal));
          if (r.statusCode === 201) vigentes.push({ id: r.json().pagamento.id, tipo: p.pagamento, principal, dia: dataEmSaoPaulo(ctx.relogio.now()) });
          else expect([400, 409], r.body).toContain(r.statusCode);
        }

        // Replaying the standing payments from the loan as created.
        let estado = inicial;
        let juros = 0;
        for (const v of vigentes) {
          const { registro, estado: novo } = aplicarPagamento(estado, v.tipo, v.principal, v.dia, v.dia, { ehDiaDeCobranca: diasDoPadrao });
          juros += registro.valorJuros;
          estado = novo;
        }
        const esperado = comAtraso(estado, dataEmSaoPaulo(ctx.relogio.now()));
        const lido = (await ctx.app.inject({ url: `/api/emprestimos?clienteId=${c.id}`, headers: { cookie: a.cookie } })).json()[0];
        expect({
          valorRestante: lido.valorRestante,
          cicloAtual: lido.cicloAtual,
          dataProximoCiclo: lido.dataProximoCiclo,
          status: lido.status,
          diasAtraso: lido.diasAtraso,
          valorJurosAtraso: lido.valorJurosAtraso,
        }).toEqual({
          valorRestante: centavosParaDecimal(esperado.valorRestante),
          cicloAtual: esperado.cicloAtual,
          dataProximoCiclo: esperado.dataProximoCiclo,
          status: esperado.status,
          diasAtraso: esperado.diasAtraso,
          valorJurosAtraso: centavosParaDecimal(esperado.valorJurosAtraso),
        });
        const cliente = await clienteDe(c.id);
        expect(cliente.totalPagoJuros).toBe(centavosParaDecimal(juros));
        expect(cliente.totalReceberAtual).toBe(centavosParaDecimal(esperado.status === "finalizado" ? 0 : esperado.valorRestante));
        expect(lido.ultimoPagamentoId).toBe(vigentes.at(-1)?.id ?? null);
      }),
      { numRuns: 12 },
    );
  });
});
