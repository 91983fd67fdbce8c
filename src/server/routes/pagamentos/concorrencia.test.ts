import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, pagar } from "../../test/ledger.ts";

// On PostgreSQL these requests really run at once on separate connections (pool of 25);
// on PGlite they queue on its single connection. The outcome must be the same.
describe(`concorrência (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string };
  beforeAll(async () => {
    ctx = await criarContexto();
    a = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  const pagamentosDo = async (clienteId: string) =>
    (await ctx.app.inject({ url: `/api/pagamentos?clienteId=${clienteId}`, headers: { cookie: a.cookie } })).json() as { id: string }[];

  it("20 pedidos simultâneos com a mesma Idempotency-Key registram um só pagamento", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie);
    const e = await criarEmprestimoApi(ctx.app, a.cookie, c.id);
    const respostas = await Promise.all(
      Array.from({ length: 20 }, () => pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "parcial", valorPrincipal: "100" }, "duplo-clique-1")),
    );
    expect(respostas.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const ids = new Set(respostas.map((r) => r.json().pagamento.id));
    expect(ids.size).toBe(1);
    expect(await pagamentosDo(c.id)).toHaveLength(1);
    const emprestimo = (await ctx.app.inject({ url: `/api/emprestimos?clienteId=${c.id}`, headers: { cookie: a.cookie } })).json()[0];
    expect(emprestimo.valorRestante).toBe("900.00");
  });

  it("duas quitações simultâneas do mesmo empréstimo: uma vale, a outra recebe 409", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie);
    const e = await criarEmprestimoApi(ctx.app, a.cookie, c.id);
    const [r1, r2] = await Promise.all([
      pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "total" }, "quitar-a"),
      pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "total" }, "quitar-b"),
    ]);
    expect([r1!.statusCode, r2!.statusCode].sort()).toEqual([201, 409]);
    const recusada = r1!.statusCode === 409 ? r1! : r2!;
    expect(recusada.json().message).toBe("Este empréstimo já foi finalizado.");
    expect(await pagamentosDo(c.id)).toHaveLength(1);
    const cliente = (await ctx.app.inject({ url: `/api/clientes/${c.id}`, headers: { cookie: a.cookie } })).json();
    expect(cliente).toMatchObject({ totalReceberAtual: "0.00", totalPagoJuros: "100.00" });
  });

  it("depois de uma sequência aleatória de operações simultâneas, os totais dos clientes batem com o recálculo", async () => {
    // A fixed-seed generator: the same sequence on every run, so a failure can be replayed.
    let semente = 20_261_125;
    const aleatorio = (n: number) => {
      semente = (semente * 1_103_515_245 + 12_345) % 2_147_483_648;
      return semente % n;
    };
    const clientes = await Promise.all(Array.from({ length: 4 }, () => criarClienteApi(ctx.app, a.cookie)));
    const emprestimos: string[] = [];
    for (let rodada = 0; rodada < 8; rodada++) {
      const operacoes = Array.from({ length: 10 }, async () => {
        const cliente = clientes[aleatorio(clientes.length)]!;
        const tipo = aleatorio(6);
        if (tipo === 0 || emprestimos.length === 0) {
          const valor = 100 + aleatorio(5000);
          const e = await criarEmprestimoApi(ctx.app, a.cookie, cliente.id, {
            valorOriginal: `${valor},${String(aleatorio(100)).padStart(2, "0")}`,
            taxaJuros: String(1 + aleatorio(20)),
          });
          emprestimos.push(e.id);
          return;
        }
        const emprestimoId = emprestimos[aleatorio(emprestimos.length)]!;
        if (tipo === 1) return pagar(ctx.app, a.cookie, { emprestimoId, tipoPagamento: "juros_apenas" });
        if (tipo === 2) return pagar(ctx.app, a.cookie, { emprestimoId, tipoPagamento: "parcial", valorPrincipal: `${1 + aleatorio(300)},${aleatorio(10)}0` });
        if (tipo === 3) return pagar(ctx.app, a.cookie, { emprestimoId, tipoPagamento: "total" });
        const status = ["ativo", "pausado", "finalizado"][aleatorio(3)];
        return ctx.app.inject({ method: "PUT", url: `/api/emprestimos/${emprestimoId}`, headers: { cookie: a.cookie }, payload: { status } });
      });
      const resultados = await Promise.all(operacoes);
      for (const r of resultados) if (r) expect([200, 201, 400, 409]).toContain(r.statusCode);
    }

    const divergencias = await ctx.banco.db.execute(sql`
      SELECT c.id FROM clientes c
      WHERE c.total_emprestado_historico <> (SELECT coalesce(sum(valor_original), 0) FROM emprestimos WHERE cliente_id = c.id)
         OR c.total_receber_atual <> (SELECT coalesce(sum(valor_restante), 0) FROM emprestimos WHERE cliente_id = c.id AND status <> 'finalizado')
         OR c.total_pago_juros <> (SELECT coalesce(sum(valor_juros), 0) FROM historico_pagamentos WHERE cliente_id = c.id)`);
    expect(divergencias.rows).toEqual([]);
    const negativos = await ctx.banco.db.execute(sql`SELECT id FROM emprestimos WHERE valor_restante < 0`);
    expect(negativos.rows).toEqual([]);
    const pagos = await ctx.banco.db.execute(sql`SELECT count(*)::int AS n FROM historico_pagamentos`);
    expect((pagos.rows[0] as { n: number }).n).toBeGreaterThan(10);
  });
});
