import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, pagar } from "../../test/ledger.ts";
import { textoDoPdf } from "../../test/pdf.ts";
import { MENSAGEM_TENTATIVA_COM_OUTROS_DADOS } from "../../data/pagamentos.ts";

// DOMAIN.md "Payments as they happened" (issue 31, point 1, which the borrower's 'Já paguei' of
// issue 30 needs): a payment registered days after it was made is applied as of its own date.

describe(`pagamento com a data em que foi feito (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string };
  beforeAll(async () => {
    ctx = await criarContexto(); // 2026-11-25 in São Paulo
    a = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  const get = (url: string) => ctx.app.inject({ url, headers: { cookie: a.cookie } }).then((r) => r.json());
  /** R$ 1.000,00 at 10 % per 30 days and 1 % a day late, lent on 2026-10-01: due 2026-10-31, 25 days late today. */
  const atrasado = async () => {
    const c = await criarClienteApi(ctx.app, a.cookie);
    const e = await criarEmprestimoApi(ctx.app, a.cookie, c.id, { dataInicio: "2026-10-01" });
    expect(e.dataProximoCiclo).toBe("2026-10-31");
    return { c, e };
  };

  it("pago no dia do vencimento e registrado hoje: sem juros de atraso, o ciclo anda do vencimento antigo, o dia no recibo e fora do 'Recebido hoje'", async () => {
    const { c, e } = await atrasado();
    const antes = await get("/api/dashboard/metrics");
    const r = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas", dataPagamento: "2026-10-31" });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().pagamento).toMatchObject({ valorTotalPago: "100.00", valorJuros: "100.00", novaDataProximoCiclo: "2026-11-30", status: "ativo" });
    expect(await get(`/api/emprestimos/${e.id}`)).toMatchObject({ status: "ativo", diasAtraso: 0, dataProximoCiclo: "2026-11-30" });

    const [p] = await get(`/api/pagamentos?clienteId=${c.id}`);
    expect(dataEmSaoPaulo(new Date(p.dataPagamento))).toBe("2026-10-31");
    expect(p.registradoEm).toBe(ctx.relogio.now().toISOString());
    expect(p.valorJurosAtraso).toBe("0.00");
    // October's money: neither today's nor this month's.
    expect(await get("/api/dashboard/metrics")).toMatchObject({ recebidoHoje: antes.recebidoHoje, recebidoMes: antes.recebidoMes });
    const recibo = await ctx.app.inject({ url: `/api/pagamentos/${p.id}/recibo`, headers: { cookie: a.cookie } });
    const texto = await textoDoPdf(recibo.rawPayload);
    expect(texto).toContain("31/10/2026");
    expect(texto).toContain("registrado em 25/11/2026");
  });

  it("pago 5 dias depois do vencimento: 5 dias de juros de atraso, não os 25 de hoje; o estorno devolve o empréstimo como estava", async () => {
    const { e } = await atrasado();
    const antes = await get(`/api/emprestimos/${e.id}`);
    expect(antes).toMatchObject({ status: "atrasado", diasAtraso: 25, valorJurosAtraso: "250.00" });
    const r = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas", dataPagamento: "2026-11-05" });
    expect(r.json().pagamento).toMatchObject({ valorTotalPago: "150.00", valorJuros: "150.00", novaDataProximoCiclo: "2026-11-30" });
    const estorno = await ctx.app.inject({
      method: "POST",
      url: `/api/pagamentos/${r.json().pagamento.id}/estorno`,
      headers: { cookie: a.cookie },
      payload: { motivo: "Data errada" },
    });
    expect(estorno.statusCode, estorno.body).toBe(200);
    expect(await get(`/api/emprestimos/${e.id}`)).toMatchObject({
      status: antes.status,
      diasAtraso: antes.diasAtraso,
      valorJurosAtraso: antes.valorJurosAtraso,
      dataProximoCiclo: antes.dataProximoCiclo,
      cicloAtual: antes.cicloAtual,
      valorRestante: antes.valorRestante,
    });
  });

  it("a data nunca é depois de hoje, antes do empréstimo nem antes do último pagamento: 400 em pt-BR e nada muda", async () => {
    const { c, e } = await atrasado();
    const recusa = async (dataPagamento: string, mensagem: string) => {
      const r = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas", dataPagamento });
      expect(r.statusCode, dataPagamento).toBe(400);
      expect(r.json().message).toBe(mensagem);
      expect(r.json().errors?.dataPagamento).toBe(mensagem);
    };
    await recusa("2026-11-26", "A data do pagamento não pode ser depois de hoje.");
    await recusa("2026-09-30", "A data do pagamento não pode ser antes da data do empréstimo.");
    const invalida = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas", dataPagamento: "31/10/2026" });
    expect(invalida.statusCode).toBe(400);
    expect(await get(`/api/pagamentos?clienteId=${c.id}`)).toEqual([]);

    expect((await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas", dataPagamento: "2026-11-10" })).statusCode).toBe(201);
    await recusa("2026-11-09", "A data do pagamento não pode ser antes do último pagamento deste empréstimo. O último foi em 10/11/2026.");
    // The same day as the last one is fine (a second payment this soon needs the lender's word).
    const mesmoDia = await pagar(ctx.app, a.cookie, {
      emprestimoId: e.id,
      tipoPagamento: "juros_apenas",
      dataPagamento: "2026-11-10",
      confirmarRepeticao: true,
    });
    expect(mesmoDia.statusCode, mesmoDia.body).toBe(201);
  });

  it("a mesma chave de idempotência com outra data é outro pagamento: 409", async () => {
    const { e } = await atrasado();
    const primeiro = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas", dataPagamento: "2026-11-01" }, "chave-data-1");
    expect(primeiro.statusCode).toBe(201);
    const repetido = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas", dataPagamento: "2026-11-01" }, "chave-data-1");
    expect(repetido.statusCode).toBe(201);
    expect(repetido.json()).toEqual(primeiro.json());
    const outraData = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas", dataPagamento: "2026-11-02" }, "chave-data-1");
    expect(outraData.statusCode).toBe(409);
    // Said in the lender's words: the first attempt may be recorded, the history says.
    expect(outraData.json().message).toBe(MENSAGEM_TENTATIVA_COM_OUTROS_DADOS);
    const outraForma = await pagar(
      ctx.app,
      a.cookie,
      { emprestimoId: e.id, tipoPagamento: "juros_apenas", dataPagamento: "2026-11-01", formaPagamento: "dinheiro" },
      "chave-data-1",
    );
    expect(outraForma.statusCode).toBe(409);
    const r = await ctx.banco.db.execute(sql`SELECT count(*)::int AS n FROM historico_pagamentos WHERE emprestimo_id = ${e.id}`);
    expect((r.rows[0] as { n: number }).n).toBe(1);
  });

  it("a mesma chave com outra observação também é 409, com o mesmo texto; a nota do primeiro fica (issue 42, ponto 6)", async () => {
    const { e } = await atrasado();
    const dados = { emprestimoId: e.id, tipoPagamento: "juros_apenas", dataPagamento: "2026-11-01", observacao: "Pago em mãos na feira" };
    const primeiro = await pagar(ctx.app, a.cookie, dados, "chave-nota-1");
    expect(primeiro.statusCode).toBe(201);
    // The same note (spaces around it are not part of it): the same answer again.
    const repetido = await pagar(ctx.app, a.cookie, { ...dados, observacao: "  Pago em mãos na feira " }, "chave-nota-1");
    expect(repetido.statusCode).toBe(201);
    expect(repetido.json()).toEqual(primeiro.json());
    for (const observacao of ["Pago por transferência", null, ""]) {
      const outra = await pagar(ctx.app, a.cookie, { ...dados, observacao }, "chave-nota-1");
      expect(outra.statusCode, String(observacao)).toBe(409);
      expect(outra.json().message).toBe(MENSAGEM_TENTATIVA_COM_OUTROS_DADOS);
    }
    // And the other way round: a first attempt without a note, sent again with one.
    const semNota = await pagar(
      ctx.app,
      a.cookie,
      { emprestimoId: e.id, tipoPagamento: "juros_apenas", dataPagamento: "2026-11-01", confirmarRepeticao: true },
      "chave-nota-2",
    );
    expect(semNota.statusCode, semNota.body).toBe(201);
    const comNota = await pagar(
      ctx.app,
      a.cookie,
      { emprestimoId: e.id, tipoPagamento: "juros_apenas", dataPagamento: "2026-11-01", confirmarRepeticao: true, observacao: "Agora com nota" },
      "chave-nota-2",
    );
    expect(comNota.statusCode).toBe(409);
    const notas = await ctx.banco.db.execute(sql`SELECT observacao FROM historico_pagamentos WHERE emprestimo_id = ${e.id} ORDER BY registrado_em, id`);
    expect(notas.rows.map((l) => (l as { observacao: string | null }).observacao).sort()).toEqual(["Pago em mãos na feira", null].sort());
  });
});
