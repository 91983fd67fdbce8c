import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi } from "../../test/ledger.ts";

// GET /api/emprestimos/{id}: the loan a 'Registrar pagamento' opens from a due-list row.
describe(`um empréstimo (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  beforeAll(async () => {
    ctx = await criarContexto(); // today is 2026-11-25 in São Paulo
  });
  afterAll(async () => ctx.close());

  it("devolve o empréstimo do credor como a lista o mostra; de outro credor, inválido ou inexistente: 404", async () => {
    const a = await novoLender(ctx.app);
    const b = await novoLender(ctx.app);
    const c = await criarClienteApi(ctx.app, a.cookie, { nome: "Joana Prado" });
    const e = await criarEmprestimoApi(ctx.app, a.cookie, c.id);

    const r = await ctx.app.inject({ url: `/api/emprestimos/${e.id}`, headers: { cookie: a.cookie } });
    expect(r.statusCode).toBe(200);
    expect(r.headers["cache-control"]).toContain("no-store");
    const lista = (await ctx.app.inject({ url: `/api/emprestimos?clienteId=${c.id}`, headers: { cookie: a.cookie } })).json();
    // The list's loan, plus what it costs (issue 29: only the loan's own answer carries it).
    expect(r.json()).toEqual({ ...lista[0], totalAPagar: "1100.00", taxaEfetivaMensal: "10.0000", taxaEfetivaAnual: "213.8428" });
    expect(r.json()).toMatchObject({ id: e.id, cliente: { nome: "Joana Prado" }, valorRestante: "1000.00", status: "ativo" });

    for (const [cookie, id] of [
      [b.cookie, e.id],
      [a.cookie, "nao-e-uuid"],
      [a.cookie, "00000000-0000-4000-8000-000000000000"],
    ] as const) {
      const negado = await ctx.app.inject({ url: `/api/emprestimos/${id}`, headers: { cookie } });
      expect(negado.statusCode).toBe(404);
      expect(negado.json()).toEqual({ message: "Empréstimo não encontrado." });
    }
    expect((await ctx.app.inject({ url: `/api/emprestimos/${e.id}` })).statusCode).toBe(401);
  });
});
