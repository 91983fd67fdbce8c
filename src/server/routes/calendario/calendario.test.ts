import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diaDaSemana } from "../../../domain/dates.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, criarEmprestimoDiarioApi, pagar } from "../../test/ledger.ts";

type Dia = { data: string; quantidade: number; valor: string; atrasadas: number };
type NoDia = { id: string; vencimentoNoDia: { numero: number; valor: string; atrasada: boolean } };

// Issue 43, point 1: the calendar month reads the written schedule: every open installment of a
// running parcelado loan on its own due date with its amount (an overdue one stays there, marked),
// a mensal loan on its cycle's date.
describe(`calendário com o cronograma escrito (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string };
  let b: { cookie: string };
  let diario: string;
  beforeAll(async () => {
    ctx = await criarContexto(); // today is Wednesday 2026-11-25 in São Paulo
    a = await novoLender(ctx.app);
    b = await novoLender(ctx.app);
    const c = await criarClienteApi(ctx.app, a.cookie, { nome: "Bruno Diário" });
    // Started on Friday 20/11 (Consciência Negra): 20 installments of R$ 60,00 on the collection
    // days after it, Sundays off: 8 in November (21, 23 to 28, 30) and 12 in December (to 14/12).
    diario = (await criarEmprestimoDiarioApi(ctx.app, a.cookie, c.id, "2026-11-20")).id;
  });
  afterAll(async () => ctx.close());

  const ler = async <T>(url: string, cookie = a.cookie): Promise<T> => {
    const r = await ctx.app.inject({ url, headers: { cookie } });
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as T;
  };
  const mes = async (m: string, cookie = a.cookie) => (await ler<{ mes: string; dias: Dia[] }>(`/api/calendario?mes=${m}`, cookie)).dias;

  it("um empréstimo diário aparece nos seus 20 dias, cada parcela com o valor, sem domingos; as vencidas marcadas", async () => {
    const novembro = await mes("2026-11");
    const dezembro = await mes("2026-12");
    expect(novembro).toEqual([
      // 21, 23 and 24/11 are before today: overdue, still on their own dates.
      { data: "2026-11-21", quantidade: 1, valor: "60.00", atrasadas: 1 },
      { data: "2026-11-23", quantidade: 1, valor: "60.00", atrasadas: 1 },
      { data: "2026-11-24", quantidade: 1, valor: "60.00", atrasadas: 1 },
      ...["25", "26", "27", "28", "30"].map((d) => ({ data: `2026-11-${d}`, quantidade: 1, valor: "60.00", atrasadas: 0 })),
    ]);
    expect(dezembro.map((d) => d.data)).toEqual(["01", "02", "03", "04", "05", "07", "08", "09", "10", "11", "12", "14"].map((d) => `2026-12-${d}`));
    expect(dezembro.every((d) => d.quantidade === 1 && d.valor === "60.00" && d.atrasadas === 0)).toBe(true);
    // The days are exactly the written schedule's, and none is a Sunday.
    const emprestimo = await ler<{ parcelas: { vencimento: string }[] }>(`/api/emprestimos/${diario}`);
    expect([...novembro, ...dezembro].map((d) => d.data)).toEqual(emprestimo.parcelas.map((p) => p.vencimento));
    expect([...novembro, ...dezembro].filter((d) => diaDaSemana(d.data) === "domingo")).toEqual([]);
    expect(await mes("2027-01")).toEqual([]);

    // The day's list: the loan with that day's installment.
    const dia = await ler<NoDia[]>("/api/calendario/vencimentos?data=2026-11-23");
    expect(dia.map((e) => [e.id, e.vencimentoNoDia])).toEqual([[diario, { numero: 2, valor: "60.00", atrasada: true }]]);
    const depois = await ler<NoDia[]>("/api/calendario/vencimentos?data=2026-12-14");
    expect(depois.map((e) => [e.id, e.vencimentoNoDia])).toEqual([[diario, { numero: 20, valor: "60.00", atrasada: false }]]);
    expect(await ler<NoDia[]>("/api/calendario/vencimentos?data=2026-11-29")).toEqual([]);
  });

  it("uma parcela paga some do calendário; as outras ficam nos seus dias", async () => {
    const pago = await pagar(ctx.app, a.cookie, { emprestimoId: diario, tipoPagamento: "parcela" });
    expect(pago.statusCode, pago.body).toBe(201);
    const novembro = await mes("2026-11");
    expect(novembro.map((d) => d.data)).toEqual(["23", "24", "25", "26", "27", "28", "30"].map((d) => `2026-11-${d}`));
    expect(await ler<NoDia[]>("/api/calendario/vencimentos?data=2026-11-21")).toEqual([]);
    expect((await mes("2026-12")).length).toBe(12);
  });

  it("um empréstimo mensal fica no dia do ciclo, com os juros do ciclo, somado às parcelas do mesmo dia", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie, { nome: "Ana Mensal" });
    // R$ 1.000,00 at 10 % for 30 days from 29/10: its cycle is due on 28/11 (a Saturday), R$ 100,00.
    const mensal = await criarEmprestimoApi(ctx.app, a.cookie, c.id, { dataInicio: "2026-10-29" });
    expect(mensal.dataProximoCiclo).toBe("2026-11-28");
    expect((await mes("2026-11")).find((d) => d.data === "2026-11-28")).toEqual({ data: "2026-11-28", quantidade: 2, valor: "160.00", atrasadas: 0 });
    const dia = await ler<NoDia[]>("/api/calendario/vencimentos?data=2026-11-28");
    expect(dia.map((e) => [e.id, e.vencimentoNoDia.valor])).toEqual([
      [mensal.id, "100.00"],
      [diario, "60.00"],
    ]);
  });

  it("os empréstimos de outro credor nunca aparecem", async () => {
    const c = await criarClienteApi(ctx.app, b.cookie, { nome: "Outro Diário" });
    await criarEmprestimoDiarioApi(ctx.app, b.cookie, c.id, "2026-11-20");
    // b sees only its own loan; a's month is unchanged by it.
    expect((await mes("2026-11", b.cookie)).map((d) => d.quantidade)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect((await mes("2026-11")).find((d) => d.data === "2026-11-23")).toMatchObject({ quantidade: 1 });
    const dia = await ler<NoDia[]>("/api/calendario/vencimentos?data=2026-11-23", b.cookie);
    expect(dia.map((e) => e.id)).not.toContain(diario);
    expect(dia).toHaveLength(1);
  });
});
