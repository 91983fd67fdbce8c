import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, criarEmprestimoDiarioApi, pagar } from "../../test/ledger.ts";

// Issue 43, point 3: 'Cobrar hoje' lists each running loan with something due today or overdue,
// once, with each installment to collect and its late interest and penalty on the day.
describe(`GET /api/cobrar-hoje (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string };
  let b: { cookie: string };
  beforeAll(async () => {
    ctx = await criarContexto(); // today is Wednesday 2026-11-25 in São Paulo
    a = await novoLender(ctx.app);
    b = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  const listar = (cookie: string, query = "") => ctx.app.inject({ url: `/api/cobrar-hoje${query}`, headers: { cookie } });

  // R$ 1.000,00 at 20 % in total, 20 daily installments of R$ 60,00; 1 % a day late, 2 % penalty.
  // Started on Friday 20/11 (Consciência Negra): due Saturday 21/11, Monday 23/11 (Sunday off),
  // 24/11, and today 25/11: three overdue and today's.
  async function diaria(cookie: string, nome: string, dataInicio = "2026-11-20") {
    const c = await criarClienteApi(ctx.app, cookie, { nome, telefone: "11987654321" });
    const r = await criarEmprestimoDiarioApi(ctx.app, cookie, c.id, dataInicio);
    return { id: r.id, clienteId: c.id };
  }

  it("um empréstimo diário com três parcelas atrasadas e a de hoje: cada uma com seus encargos, e a soma", async () => {
    const { id, clienteId } = await diaria(a.cookie, "Bruno Diário");
    const r = await listar(a.cookie);
    expect(r.statusCode, r.body).toBe(200);
    const item = (r.json() as { id: string }[]).find((i) => i.id === id);
    expect(item).toEqual({
      id,
      clienteId,
      clienteNome: "Bruno Diário",
      clienteTelefone: "11987654321",
      modalidade: "parcelado",
      status: "atrasado",
      parcelas: [
        // 4 days late: 4 × 1 % of 60,00 = 2,40, and the 2 % penalty, 1,20.
        { numero: 1, vencimento: "2026-11-21", valor: "60.00", diasAtraso: 4, jurosAtraso: "2.40", multa: "1.20", total: "63.60" },
        { numero: 2, vencimento: "2026-11-23", valor: "60.00", diasAtraso: 2, jurosAtraso: "1.20", multa: "1.20", total: "62.40" },
        { numero: 3, vencimento: "2026-11-24", valor: "60.00", diasAtraso: 1, jurosAtraso: "0.60", multa: "1.20", total: "61.80" },
        { numero: 4, vencimento: "2026-11-25", valor: "60.00", diasAtraso: 0, jurosAtraso: "0.00", multa: "0.00", total: "60.00" },
      ],
      total: "247.80",
    });

    // Paying the three oldest at once leaves today's alone in the list.
    const pago = await pagar(ctx.app, a.cookie, { emprestimoId: id, tipoPagamento: "parcela", quantidadeParcelas: 3, formaPagamento: "dinheiro" });
    expect(pago.statusCode, pago.body).toBe(201);
    expect(pago.json().pagamento).toMatchObject({ valorTotalPago: "187.80" });
    const depois = ((await listar(a.cookie)).json() as { id: string }[]).find((i) => i.id === id);
    expect(depois).toMatchObject({ status: "ativo", total: "60.00", parcelas: [{ numero: 4, vencimento: "2026-11-25", total: "60.00" }] });

    // And today's paid (a second payment within two minutes is confirmed as deliberate), the loan leaves the list.
    expect(
      (await pagar(ctx.app, a.cookie, { emprestimoId: id, tipoPagamento: "parcela", formaPagamento: "dinheiro", confirmarRepeticao: true })).statusCode,
    ).toBe(201);
    expect(((await listar(a.cookie)).json() as { id: string }[]).map((i) => i.id)).not.toContain(id);
  });

  it("'Recebido' na parcela que a tela mostrou: a seguinte, logo depois, é registrada; a mesma de novo, com outra chave, é 409 e nada muda", async () => {
    const { id } = await diaria(a.cookie, "Carla Parcela a Parcela");
    const receber = (parcelaInicial: number, chave: string) =>
      pagar(ctx.app, a.cookie, { emprestimoId: id, tipoPagamento: "parcela", formaPagamento: "dinheiro", parcelaInicial }, chave);
    const primeira = await receber(1, "recebido-1");
    expect(primeira.statusCode, primeira.body).toBe(201);
    expect(primeira.json().pagamento).toMatchObject({ ciclo: 1, valorTotalPago: "63.60" });
    // Seconds later, the next one: another installment, not a repeat (no 'Registrar outro?').
    const segunda = await receber(2, "recebido-2");
    expect(segunda.statusCode, segunda.body).toBe(201);
    expect(segunda.json().pagamento).toMatchObject({ ciclo: 2, valorTotalPago: "62.40" });
    // The offline retry of the 2nd under a new key: refused, it does not pay the 3rd.
    const retentativa = await receber(2, "recebido-2-de-novo");
    expect(retentativa.statusCode).toBe(409);
    expect(retentativa.json()).toEqual({
      message:
        "A parcela 2 não é mais a primeira em aberto deste empréstimo (agora é a 3): ela pode já ter sido registrada. Confira o histórico antes de registrar de novo.",
      code: "parcela_desatualizada",
    });
    // The same key is the same answer, as every payment.
    expect((await receber(2, "recebido-2")).json()).toEqual(segunda.json());
    const item = ((await listar(a.cookie)).json() as { id: string; parcelas: { numero: number }[] }[]).find((i) => i.id === id);
    expect(item?.parcelas.map((p) => p.numero)).toEqual([3, 4]);
    // Only on a parcela payment.
    const juros = await pagar(ctx.app, a.cookie, { emprestimoId: id, tipoPagamento: "juros_apenas", parcelaInicial: 3 });
    expect(juros.statusCode).toBe(400);
    expect(juros.json().errors).toEqual({
      parcelaInicial: "Parcela inválida: use o número da primeira parcela paga, de 1 a 400, num pagamento de parcela.",
    });
  });

  it("um empréstimo mensal em atraso é um item só: os juros do ciclo, os juros de atraso e a multa", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie, { nome: "Carla Mensal" });
    // Due 30 days after 20/10: 19/11, six days late today. 10 % of R$ 1.000,00 = 100,00 of interest.
    const e = await criarEmprestimoApi(ctx.app, a.cookie, c.id, { dataInicio: "2026-10-20", multaAtraso: "2" });
    expect(e.dataProximoCiclo).toBe("2026-11-19");
    const item = ((await listar(a.cookie)).json() as { id: string }[]).find((i) => i.id === e.id);
    expect(item).toMatchObject({ modalidade: "mensal", status: "atrasado", clienteNome: "Carla Mensal" });
    const { parcelas, total } = item as unknown as { parcelas: Record<string, unknown>[]; total: string };
    expect(parcelas).toHaveLength(1);
    expect(parcelas[0]).toMatchObject({ numero: 1, vencimento: "2026-11-19", valor: "100.00", diasAtraso: 6, multa: "2.00" });
    // The same amount the loan's own reading shows as due today.
    const lido = (await ctx.app.inject({ url: `/api/emprestimos/${e.id}`, headers: { cookie: a.cookie } })).json();
    expect(parcelas[0]!.jurosAtraso).toBe(lido.valorJurosAtraso);
    expect(Number(total)).toBeCloseTo(100 + Number(lido.valorJurosAtraso) + 2, 2);
  });

  it("nada a cobrar hoje: o empréstimo não aparece", async () => {
    // Started today: the first installment is tomorrow's. A mensal loan due in 30 days.
    const amanha = await diaria(a.cookie, "Davi Amanhã", "2026-11-25");
    const c = await criarClienteApi(ctx.app, a.cookie, { nome: "Elisa Futuro" });
    const futuro = await criarEmprestimoApi(ctx.app, a.cookie, c.id);
    const ids = ((await listar(a.cookie)).json() as { id: string }[]).map((i) => i.id);
    expect(ids).not.toContain(amanha.id);
    expect(ids).not.toContain(futuro.id);
  });

  it("cada credor vê só os seus, em ordem de nome, uma página por vez", async () => {
    const deB = await diaria(b.cookie, "Aaron do B");
    const listaA = (await listar(a.cookie)).json() as { id: string; clienteNome: string }[];
    expect(listaA.map((i) => i.id)).not.toContain(deB.id);
    const listaB = (await listar(b.cookie)).json() as { id: string }[];
    expect(listaB.map((i) => i.id)).toEqual([deB.id]);
    expect(listaA.map((i) => i.clienteNome)).toEqual([...listaA.map((i) => i.clienteNome)].sort((x, y) => x.localeCompare(y)));

    // Pages of one: each loan once, in the same order, the cursor in X-Proximo-Cursor.
    await diaria(a.cookie, "Zélia Diária");
    const todos = ((await listar(a.cookie)).json() as { id: string }[]).map((i) => i.id);
    expect(todos.length).toBeGreaterThanOrEqual(2);
    const vistos: string[] = [];
    let cursor: string | undefined;
    do {
      const r = await listar(a.cookie, `?limite=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(r.statusCode, r.body).toBe(200);
      vistos.push(...(r.json() as { id: string }[]).map((i) => i.id));
      cursor = r.headers["x-proximo-cursor"] as string | undefined;
    } while (cursor);
    expect(vistos).toEqual(todos);
    // A's cursor means nothing to B.
    const deA = (await listar(a.cookie, "?limite=1")).headers["x-proximo-cursor"] as string;
    const r = await listar(b.cookie, `?limite=1&cursor=${encodeURIComponent(deA)}`);
    expect(r.statusCode).toBe(400);
  });

  it("entrada hostil: 400 em português; sem sessão, 401", async () => {
    for (const q of ["?limite=0", "?limite=201", "?limite=abc", "?cursor=lixo"]) {
      const r = await listar(a.cookie, q);
      expect(r.statusCode, q).toBe(400);
      expect(r.json().message, q).toMatch(/[a-zà-ú]/i);
    }
    expect((await ctx.app.inject({ url: "/api/cobrar-hoje" })).statusCode).toBe(401);
  });

  // Last: it moves the clock. Each lender starts with one day of credit.
  it("sem créditos (0 dias), 402 como o resto da API de trabalho", async () => {
    ctx.relogio.avancarDias(1);
    const r = await listar(a.cookie);
    expect(r.statusCode).toBe(402);
    expect(r.json().message).toMatch(/[a-zà-ú]/i);
  });
});
