import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORIGEM, criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, pagar } from "../../test/ledger.ts";

type Emprestimo = { id: string; dataProximoCiclo: string; cicloAtual: number; status: string };

// Issue 43, point 2 (DOMAIN.md, "Schedules"): a mensal (interest per cycle) due date that is not a
// collection day moves to the next collection day; the next cycle counts from the unmoved date.
describe(`vencimento mensal nos dias de cobrança (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string };
  let b: { cookie: string };
  beforeAll(async () => {
    ctx = await criarContexto(); // today is Wednesday 2026-11-25 in São Paulo
    a = await novoLender(ctx.app);
    b = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  const ler = async (id: string, cookie = a.cookie): Promise<Emprestimo> => {
    const r = await ctx.app.inject({ url: `/api/emprestimos/${id}`, headers: { cookie } });
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as Emprestimo;
  };

  it("o primeiro ciclo num domingo vence na segunda; o seguinte é a base + o prazo, movido só se preciso; o estorno devolve os dois", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie, { nome: "Mara Mensal" });
    // 30/10 + 30 days = Sunday 29/11/2026: due Monday 30/11.
    const e = await criarEmprestimoApi(ctx.app, a.cookie, c.id, { dataInicio: "2026-10-30", prazoDias: 30 });
    expect(e.dataProximoCiclo).toBe("2026-11-30");
    const dias = (await ctx.app.inject({ url: "/api/calendario?mes=2026-11", headers: { cookie: a.cookie } })).json() as { dias: { data: string }[] };
    expect(dias.dias.map((d) => d.data)).toEqual(["2026-11-30"]);

    // Paying the interest: the next cycle counts from Sunday 29/11, not from Monday 30/11:
    // 29/11 + 30 = Tuesday 29/12, a collection day, so not moved (from 30/11 it would be 30/12).
    const pago = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas" });
    expect(pago.statusCode, pago.body).toBe(201);
    expect(await ler(e.id)).toMatchObject({ cicloAtual: 2, dataProximoCiclo: "2026-12-29" });

    // Reversing the payment brings back the moved date, and the base it counts from.
    const estorno = await ctx.app.inject({
      method: "POST",
      url: `/api/pagamentos/${pago.json().pagamento.id}/estorno`,
      headers: { cookie: a.cookie, origin: ORIGEM },
      payload: { motivo: "Lançado por engano" },
    });
    expect(estorno.statusCode, estorno.body).toBe(200);
    expect(await ler(e.id)).toMatchObject({ cicloAtual: 1, dataProximoCiclo: "2026-11-30" });
    const denovo = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas", confirmarRepeticao: true });
    expect(denovo.statusCode, denovo.body).toBe(201);
    expect(await ler(e.id)).toMatchObject({ cicloAtual: 2, dataProximoCiclo: "2026-12-29" });
  });

  it("a base seguinte que cai num dia sem cobrança também se move (Natal), e a próxima conta da base", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie, { nome: "Nina Natal" });
    // 25/11 + 30 = Friday 25/12 (Christmas): due Saturday 26/12.
    const e = await criarEmprestimoApi(ctx.app, a.cookie, c.id, { dataInicio: "2026-11-25", prazoDias: 30 });
    expect(e.dataProximoCiclo).toBe("2026-12-26");
    const pago = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas" });
    expect(pago.statusCode, pago.body).toBe(201);
    // 25/12 + 30 = Sunday 24/01/2027: due Monday 25/01 (from the moved 26/12 it would be 25/01 too,
    // by chance; the one after tells them apart: 24/01 + 30 = Tuesday 23/02).
    expect((await ler(e.id)).dataProximoCiclo).toBe("2027-01-25");
    // The next cycle paid in advance, the same day (a repetition the lender confirms).
    const outro = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas", confirmarRepeticao: true });
    expect(outro.statusCode, outro.body).toBe(201);
    expect((await ler(e.id)).dataProximoCiclo).toBe("2027-02-23");
  });

  it("os dias de cobrança são os do credor, lidos quando a data é calculada", async () => {
    // b collects on Sundays: the same terms keep Sunday 29/11.
    const salvo = await ctx.app.inject({
      method: "PUT",
      url: "/api/configuracoes/cobranca",
      headers: { cookie: b.cookie, origin: ORIGEM },
      payload: {
        cobrarSabados: true,
        cobrarDomingos: true,
        cobrarFeriados: false,
        uf: null,
        carnavalECorpusChristiSaoDiasDeCobranca: true,
        datasSemCobranca: [],
      },
    });
    expect(salvo.statusCode, salvo.body).toBe(200);
    const c = await criarClienteApi(ctx.app, b.cookie, { nome: "Olga Domingo" });
    const e = await criarEmprestimoApi(ctx.app, b.cookie, c.id, { dataInicio: "2026-10-30", prazoDias: 30 });
    expect(e.dataProximoCiclo).toBe("2026-11-29");
    // Sundays off again later: the date already written stays.
    const volta = await ctx.app.inject({
      method: "PUT",
      url: "/api/configuracoes/cobranca",
      headers: { cookie: b.cookie, origin: ORIGEM },
      payload: {
        cobrarSabados: true,
        cobrarDomingos: false,
        cobrarFeriados: false,
        uf: null,
        carnavalECorpusChristiSaoDiasDeCobranca: true,
        datasSemCobranca: [],
      },
    });
    expect(volta.statusCode, volta.body).toBe(200);
    expect((await ler(e.id, b.cookie)).dataProximoCiclo).toBe("2026-11-29");
  });
});
